// Account administration (docs/domain.md, "Entities", "Permissions"), shared by the API (leader only) and the
// CLI (`npm run cuentas`). Every change goes through lib/escritura.ts with its audit row. Changes that end
// sessions bump cuenta.token_version, so old tokens stop working at once (plugins/auth.ts).
import { CARGO, type CrearCuentaItem, type CuentaRow } from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuditEntry } from '../../lib/audit.js';
import { escribir, sinCambios, type Avisador, type Escrito, type Escritura } from '../../lib/escritura.js';
import { BadRequest, Conflict, NotFound, isUniqueViolation } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { findJugadoresPorNickname } from '../jugadores/jugadores.repository.js';
import * as repo from './cuentas.repository.js';
import type { CuentaRef } from './cuentas.repository.js';

export type { CuentaRef };

/** Who makes the change: a signed-in leader (by nickname in Discord's log), or the command line (audited with no account). */
export type Actor = { idCuenta: number; nickname?: string } | { cli: true };
export const CLI: Actor = { cli: true };

const isSelf = (actor: Actor, idCuenta: number) => 'idCuenta' in actor && actor.idCuenta === idCuenta;

/** Every account change: the account as it is now, its audit row and its change (the roster's scope). */
function cuentaCambiada<T>(
  resultado: T,
  actor: Actor,
  entry: Omit<AuditEntry, 'idCuenta' | 'entidad'> & { despues: object },
): Escritura<T> {
  const cli = 'cli' in actor;
  const auditoria: AuditEntry = {
    ...entry,
    entidad: 'cuenta',
    idCuenta: cli ? null : actor.idCuenta,
    despues: cli ? { ...entry.despues, origen: 'cli' } : entry.despues,
  };
  return { resultado, auditoria: [auditoria], cambio: { tipo: 'cuenta' } };
}

const cuentaRow = async (tx: Tx, idCuenta: number) => (await repo.findCuentaRow(tx, { idCuenta }))!;

async function checkCargos(tx: Tx, cargos: readonly number[]): Promise<void> {
  const unknown = await repo.unknownCargos(tx, cargos);
  if (unknown.length > 0) throw new BadRequest('cuenta.cargoNoExiste', { ids: unknown.join(', ') });
}

async function lockOrNotFound(tx: Tx, ref: CuentaRef) {
  const row = await repo.lockCuenta(tx, ref);
  if (!row) throw new NotFound('cuenta.noExiste');
  const current = (await repo.findCuentaRow(tx, { idCuenta: row.idCuenta }))!;
  return { ...row, current };
}

/** An account that can act as leader right now. */
const actsAsLeader = (c: Pick<CuentaRow, 'activa' | 'estado_jugador' | 'cargos'>) =>
  c.activa && c.estado_jugador && c.cargos.includes(CARGO.LIDER);

/** Refuses a change that would leave no account able to act as leader. Call after `lockLiderazgo`. */
async function keepOneLeader(tx: Tx, before: CuentaRow, after: Pick<CuentaRow, 'activa' | 'estado_jugador' | 'cargos'>) {
  if (actsAsLeader(before) && !actsAsLeader(after) && (await repo.otherActiveLeaders(tx, before.id_cuenta)) === 0) {
    throw new Conflict('cuenta.ultimoLider');
  }
}

export const listCuentas = (db: Db) => repo.listCuentas(db);

export async function crearCuenta(db: Db, actor: Actor, input: CrearCuentaItem): Promise<Escrito<CuentaRow>> {
  // argon2 is slow on purpose: hash before any row is locked.
  const passwordHash = await hashPassword(input.password);
  try {
    return await escribir(db, async (tx) => {
      const [player] = await findJugadoresPorNickname(tx, [input.nickname]);
      if (!player) throw new NotFound('cuenta.jugadorSinRegistro');
      await checkCargos(tx, input.cargos);
      if (await repo.emailTaken(tx, input.email)) throw new Conflict('cuenta.emailDuplicado');
      if (await repo.playerHasCuenta(tx, player.idPlayer)) throw new Conflict('cuenta.jugadorConCuenta');
      const idCuenta = await repo.insertCuenta(tx, { email: input.email, passwordHash, idPlayer: player.idPlayer });
      await repo.replaceCargos(tx, idCuenta, input.cargos);
      return cuentaCambiada(await cuentaRow(tx, idCuenta), actor, {
        accion: 'crear',
        idEntidad: idCuenta,
        despues: { email: input.email, idPlayer: player.idPlayer, nickname: input.nickname, cargos: input.cargos },
      });
    });
  } catch (error) {
    // Two requests racing past the checks above.
    if (isUniqueViolation(error)) {
      throw new Conflict(constraintOf(error) === 'cuenta_email_uq' ? 'cuenta.emailDuplicado' : 'cuenta.jugadorConCuenta');
    }
    throw error;
  }
}

function constraintOf(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const mismosCargos = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((c) => b.includes(c));

/**
 * Replaces an account's cargos. With an `avisador` (the API's; the CLI passes none) a real change also
 * declares `cargos_cambiados`, which the outbox turns into the member's Discord roles, nickname and log
 * line when the guild keeps roles in step (docs/integraciones.md, "Roles y apodos").
 */
export function cambiarCargos(
  db: Db,
  actor: Actor,
  ref: CuentaRef,
  cargos: readonly number[],
  avisador?: Avisador,
): Promise<Escrito<CuentaRow>> {
  return escribir(
    db,
    async (tx) => {
      await repo.lockLiderazgo(tx);
      const { idCuenta, current, discordUserId } = await lockOrNotFound(tx, ref);
      await checkCargos(tx, cargos);
      const quitaLider = current.cargos.includes(CARGO.LIDER) && !cargos.includes(CARGO.LIDER);
      if (quitaLider && isSelf(actor, idCuenta)) throw new Conflict('cuenta.quitarPropioLider');
      await keepOneLeader(tx, current, { ...current, cargos: [...cargos] });
      await repo.replaceCargos(tx, idCuenta, cargos);
      const despues = [...new Set(cargos)].sort((a, b) => a - b);
      const escritura = cuentaCambiada(await cuentaRow(tx, idCuenta), actor, {
        accion: 'cambiar_cargos',
        idEntidad: idCuenta,
        antes: { cargos: current.cargos },
        despues: { cargos: [...cargos] },
      });
      if (!avisador || mismosCargos(current.cargos, despues)) return escritura;
      const por = 'cli' in actor ? 'CLI' : (actor.nickname ?? `#${actor.idCuenta}`);
      const aviso = { tipo: 'cargos_cambiados' as const, idCuenta, discordUserId, nickname: current.nickname, por };
      return { ...escritura, avisos: [{ ...aviso, antes: current.cargos, despues }] };
    },
    avisador,
  );
}

/**
 * New password; every session of the account ends (also the leader's own, who then logs in again). An
 * account made by «Entrar con Discord» has no email to sign in with a password: refused.
 */
export async function cambiarClave(db: Db, actor: Actor, ref: CuentaRef, password: string): Promise<Escrito<CuentaRow>> {
  const passwordHash = await hashPassword(password);
  return escribir(db, async (tx) => {
    const { idCuenta, tokenVersion, current } = await lockOrNotFound(tx, ref);
    if (current.email === '') throw new Conflict('cuenta.claveSinEmail');
    await repo.updateCuentaEndingSessions(tx, idCuenta, { passwordHash });
    return cuentaCambiada(await cuentaRow(tx, idCuenta), actor, {
      accion: 'cambiar_clave',
      idEntidad: idCuenta,
      antes: { tokenVersion },
      despues: { tokenVersion: tokenVersion + 1 },
    });
  });
}

/** The account can no longer log in and its tokens stop working at once. */
export function desactivarCuenta(db: Db, actor: Actor, ref: CuentaRef): Promise<Escrito<CuentaRow>> {
  return escribir(db, async (tx) => {
    await repo.lockLiderazgo(tx);
    const { idCuenta, current, tokenVersion } = await lockOrNotFound(tx, ref);
    if (isSelf(actor, idCuenta)) throw new Conflict('cuenta.desactivarPropia');
    if (!current.activa) return sinCambios(current);
    await keepOneLeader(tx, current, { ...current, activa: false });
    await repo.updateCuentaEndingSessions(tx, idCuenta, { activa: false });
    return cuentaCambiada(await cuentaRow(tx, idCuenta), actor, {
      accion: 'desactivar',
      idEntidad: idCuenta,
      antes: { activa: true, tokenVersion },
      despues: { activa: false, tokenVersion: tokenVersion + 1 },
    });
  });
}

/** Undoes a disable (a player keeps a single account, so a new one cannot replace it). */
export function activarCuenta(db: Db, actor: Actor, ref: CuentaRef): Promise<Escrito<CuentaRow>> {
  return escribir(db, async (tx) => {
    const { idCuenta, current } = await lockOrNotFound(tx, ref);
    if (current.activa) return sinCambios(current);
    await repo.setActiva(tx, idCuenta, true);
    return cuentaCambiada(await cuentaRow(tx, idCuenta), actor, {
      accion: 'activar',
      idEntidad: idCuenta,
      antes: { activa: false },
      despues: { activa: true },
    });
  });
}

export const MENSAJE_SIN_DISCORD = 'Esa cuenta no tiene Discord vinculado';

/**
 * Removes the account's Discord identity (docs/integraciones.md, "Discord login"): its Discord sessions
 * end, and an account made by Discord (no email) frees its player for the next member who picks it.
 */
export function desvincularDiscord(db: Db, actor: Actor, ref: CuentaRef): Promise<Escrito<CuentaRow>> {
  return escribir(db, async (tx) => {
    const { idCuenta, current, tokenVersion } = await lockOrNotFound(tx, ref);
    if (current.discord === null) throw new Conflict('cuenta.sinDiscord');
    await repo.quitarDiscord(tx, idCuenta);
    return cuentaCambiada(await cuentaRow(tx, idCuenta), actor, {
      accion: 'desvincular discord',
      idEntidad: idCuenta,
      antes: { discord: current.discord, tokenVersion },
      despues: { discord: null, tokenVersion: tokenVersion + 1 },
    });
  });
}

// Reads with no rule of their own.
/** The account that may act linked to a Discord user id («Entrar con Discord»), or null (Discord's commands). */
export const cuentaDeDiscord = (db: Db, discordUserId: string) => repo.findCuentaSesionByDiscord(db, discordUserId);
