// The one write path (docs/development.md, "How to add a write"). A write's body runs in a transaction
// and answers its result together with its consequences, as data:
//   { resultado, auditoria: AuditEntry[], cambio: Cambio | null, avisos: AvisoDiscord[], libro: TransaccionLibro[] }
// and `escribir` applies them in a fixed order before the commit:
//   1. the audit rows (lib/audit.ts), all in one insert;
//   1b. the ledger transactions of a write that moves money (lib/libro.ts, docs/libro.md);
//   2. the Discord messages into the outbox, through the `Avisador` the write passes (the notificaciones
//      module's `avisador(app.ajustesAvisos)`: nothing without a webhook, payments only with
//      DISCORD_NOTIFY_PAGOS; lib/ never imports a module, so the module hands it over);
//   3. the change (lib/cambios.ts) LAST, so that a reader never sees a scope's version move before
//      the rows it stands for.
// It answers `{ resultado, cambio }`; a route hands the change back to its caller in the `x-cambio`
// header (`conCambio`). This file is the only caller of auditAll and registrarCambio: a write states
// its consequences in one place, and the route walk (lib/escritura-rutas.test.ts) checks each one on
// the wire.
import type { FastifyReply } from 'fastify';
import { CAMBIO_HEADER } from '@reparto/contract';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { auditAll, type AuditEntry } from './audit.js';
import { ambito, datosDelCambio, registrarCambio, type Cambio } from './cambios.js';
import { postear, type TransaccionLibro } from './libro.js';

/**
 * The distribution's creation writes its audit row inside its own statement (lib/audit.ts auditFrom,
 * distribuciones/crear.repository.ts insertDistribucionSql): the hottest write stays one round trip
 * (docs/performance.md), and the benchmark's floor sends the same statement. Such a write declares
 * that, instead of rows for this helper to insert; the route walk still checks the row is there.
 */
export const AUDITADA_EN_LA_SENTENCIA = 'en-la-sentencia';

/**
 * The type of a write's Discord messages. lib/ never imports a module, so the notificaciones module
 * names it here (modules/notificaciones/mensajes.ts: `declare module` adds `aviso: AvisoDiscord`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RegistroDeAvisos {}
export type Aviso = RegistroDeAvisos extends { aviso: infer A } ? A : never;

/** Queues a write's Discord messages in its transaction (modules/notificaciones/notificar.ts `avisador`). */
export interface Avisador {
  encolar(tx: DbOrTx, avisos: readonly Aviso[]): Promise<void>;
}

/** What a write's body answers: its result and its consequences. */
export interface Escritura<T> {
  resultado: T;
  /** Its audit rows ([] when it changed nothing, e.g. an idempotent repeat). */
  auditoria: readonly AuditEntry[] | typeof AUDITADA_EN_LA_SENTENCIA;
  /** What it changed for the read cache and the live screens (null: nothing cached changed). */
  cambio: Cambio | null;
  /** The Discord messages it tells, built from what the body already holds (never read again). */
  avisos?: readonly Aviso[];
  /** The ledger transactions of a write that moves money (null: a reversal with nothing to reverse). */
  libro?: readonly (TransaccionLibro | null)[];
}

/** What `escribir` answers: the result and the change, for the `x-cambio` header. */
export interface Escrito<T> {
  resultado: T;
  cambio: Cambio | null;
}

/** A write that turned out to change nothing (a repeat, a state already set). */
export const sinCambios = <T>(resultado: T): Escritura<T> => ({ resultado, auditoria: [], cambio: null });

/**
 * Applies a write's consequences in the transaction that made it (1 audit, 2 outbox, 3 change).
 * Exported for the tests and fixtures that hold a transaction open around it; writes use `escribir`.
 */
export async function aplicarConsecuencias(
  tx: DbOrTx,
  escritura: Omit<Escritura<unknown>, 'resultado'>,
  avisador?: Avisador,
): Promise<void> {
  if (escritura.auditoria !== AUDITADA_EN_LA_SENTENCIA) await auditAll(tx, [...escritura.auditoria]);
  const libro = (escritura.libro ?? []).filter((t): t is TransaccionLibro => t !== null);
  if (libro.length > 0) await postear(tx, libro);
  const avisos = escritura.avisos ?? [];
  if (avisos.length > 0) {
    // A message with nowhere to go is a write wired wrong, not one to drop without a word.
    if (!avisador) throw new Error('Una escritura con avisos necesita su avisador');
    await avisador.encolar(tx, avisos);
  }
  // A write that posted to the ledger moved every balance it touched, whatever its own change says (a
  // period's close credits its players): the ledger's scope moves too (the cached balances read it).
  if (escritura.cambio) await registrarCambio(tx, escritura.cambio, libro.length > 0 ? [ambito.libro] : []);
  else if (libro.length > 0) await registrarCambio(tx, { tipo: 'libro', jugadores: [] });
}

/**
 * Runs a write: opens the transaction, runs `cuerpo`, applies its consequences, commits. A write with
 * Discord messages passes the `avisador` that queues them; one without leaves it out.
 */
export async function escribir<T>(
  db: DbOrTx,
  cuerpo: (tx: Tx) => Promise<Escritura<T>>,
  avisador?: Avisador,
): Promise<Escrito<T>> {
  // Inside another transaction (a Tx) this is a savepoint of it.
  return (db as Db).transaction(async (tx) => {
    const escritura = await cuerpo(tx);
    await aplicarConsecuencias(tx, escritura, avisador);
    return { resultado: escritura.resultado, cambio: escritura.cambio };
  });
}

export { CAMBIO_HEADER } from '@reparto/contract';

/**
 * A write route's one line: sets `x-cambio` when the write changed something and answers its result.
 * `const message = conCambio(reply, await service.pagarJugador(…))`.
 */
export function conCambio<T>(reply: FastifyReply, escrito: Escrito<T>): T {
  if (escrito.cambio) void reply.header(CAMBIO_HEADER, JSON.stringify(datosDelCambio(escrito.cambio)));
  return escrito.resultado;
}
