// Rules of the ledger's reads, the leader's adjustments and named accounts (docs/libro.md, "Reads,
// adjustments and the CSV"). Every account and any member's balance are the officers' (TESORERO, LIDER, DISTRIBUIDOR:
// contract `leeLibro`); a member reads their own account only (403 for anyone else's; 404 first for
// what does not exist, as the regear's reads: nicknames are public in this app). An adjustment is the leader's: one transaction `ajuste` with its reason, against
// «Tesorería» (or, on «Tesorería» itself, «Pagado en el juego»: silver entering or leaving the chests).
import {
  CONCEPTOS_LIBRO,
  IDIOMAS,
  LIBRO_PAGE_SIZE,
  leeLibro,
  type AjusteLibroRequest,
  type CuentaLibro,
  type Idioma,
  type MovimientoLibro,
  type MovimientosLibroQuery,
  type SaldoLibro,
} from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { mensaje, type CodigoMensaje, type Frase } from '../../lib/mensajes.js';
import { escribir } from '../../lib/escritura.js';
import { asegurarCuentasDeJugadores, crearCuentaNombrada, type ClaveCuenta, type RefCuenta } from '../../lib/libro.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadorPorNickname } from '../jugadores/jugadores.repository.js';
import * as repo from './libro.repository.js';

const codigoCuenta = (clave: ClaveCuenta): CodigoMensaje => `libro.cuenta.${clave}`;

/** An account's name as the reader reads it: a fixed one's from the catalogue, a named one's, a player's nickname. */
export function nombreDeCuenta(
  c: Pick<repo.FilaCuenta, 'clave' | 'nombre' | 'nickname' | 'idCuentaLibro'>,
  idioma: Idioma = 'es',
): string {
  if (c.clave !== null) return mensaje(codigoCuenta(c.clave), {}, idioma);
  return c.nombre ?? c.nickname ?? String(c.idCuentaLibro);
}

/** What a transaction was, in words (the catalogue's `libro.concepto.*`); an unknown code as it is. */
export const nombreConcepto = (concepto: string, idioma: Idioma = 'es'): string =>
  (CONCEPTOS_LIBRO as readonly string[]).includes(concepto)
    ? mensaje(`libro.concepto.${concepto as (typeof CONCEPTOS_LIBRO)[number]}`, {}, idioma)
    : concepto;

/** The same account as a value of a sentence (said in each reader's language). */
const cuentaEnFrase = (c: repo.FilaCuenta) => (c.clave !== null ? { codigo: codigoCuenta(c.clave) } : nombreDeCuenta(c));

const aCuentaLibro = (c: repo.FilaCuenta, idioma: Idioma): CuentaLibro => ({
  id_cuenta_libro: c.idCuentaLibro,
  nombre: nombreDeCuenta(c, idioma),
  tipo: c.tipo,
  ...(c.nickname !== null && { nickname: c.nickname }),
  ...(c.clave !== null && { clave: c.clave }),
  saldo: c.saldo,
});

/** `GET /api/libro/cuentas`: a page of every account (the route lets officers only in). */
export async function cuentas(db: DbOrTx, page: number, idioma: Idioma) {
  const [filas, { count, totalJugadores }] = await Promise.all([
    repo.pageCuentas(db, (page - 1) * LIBRO_PAGE_SIZE, LIBRO_PAGE_SIZE),
    repo.totalesCuentas(db),
  ]);
  return { message: filas.map((c) => aCuentaLibro(c, idioma)), count, total_jugadores: totalJugadores };
}

/** The player a member may read: their own, or anyone's for an officer (404 for an unknown one). */
async function jugadorLegible(db: DbOrTx, sesion: CuentaSesion, nickname: string) {
  const j = await findJugadorPorNickname(db, nickname);
  if (!j) throw new NotFound('jugador.noEncontrado');
  if (!leeLibro(sesion.cargos) && j.id_player !== sesion.idPlayer) throw new Forbidden('libro.soloPropia');
  return j;
}

async function saldoDe(db: DbOrTx, j: { id_player: number; nickname: string }): Promise<SaldoLibro> {
  const { saldo: s, retirosPendientes } = await repo.saldoDeJugador(db, j.id_player);
  return { nickname: j.nickname, saldo: s, retiros_pendientes: retirosPendientes };
}

/** `GET /api/libro/saldo`: one row read (the balance) and the withdrawals still to pay. */
export async function saldo(db: DbOrTx, sesion: CuentaSesion, nickname: string): Promise<SaldoLibro> {
  return saldoDe(db, await jugadorLegible(db, sesion, nickname));
}

/** Whether `sesion` may read the balance of `nickname` without asking the database (its own, or a reader of the ledger). */
export const saldoLegibleSinLeer = (sesion: CuentaSesion, nickname: string): boolean =>
  leeLibro(sesion.cargos) || nickname.trim().toLowerCase() === sesion.nickname.toLowerCase();

/** The balance of a player the caller may read (`saldoLegibleSinLeer`), with its id (its cache scope); 404 if none. */
export async function saldoLegible(db: DbOrTx, nickname: string): Promise<{ saldo: SaldoLibro; idPlayer: number }> {
  const j = await findJugadorPorNickname(db, nickname);
  if (!j) throw new NotFound('jugador.noEncontrado');
  return { saldo: await saldoDe(db, j), idPlayer: j.id_player };
}

/** The account whose entries are asked, or null for a player no entry has touched yet. */
async function cuentaLegible(db: DbOrTx, sesion: CuentaSesion, q: MovimientosLibroQuery): Promise<number | null> {
  if (q.nickname !== undefined) {
    const j = await jugadorLegible(db, sesion, q.nickname);
    return (await repo.findCuentaDeJugador(db, j.id_player))?.idCuentaLibro ?? null;
  }
  const c = await repo.findCuenta(db, q.idCuentaLibro!);
  if (!c) throw new NotFound('libro.cuentaNoExiste', { id: q.idCuentaLibro! });
  if (!leeLibro(sesion.cargos) && c.idPlayer !== sesion.idPlayer) throw new Forbidden('libro.soloPropia');
  return c.idCuentaLibro;
}

/** `GET /api/libro/movimientos`: a page of one account's entries, newest first, with the running balance. */
export async function movimientos(
  db: DbOrTx,
  sesion: CuentaSesion,
  q: MovimientosLibroQuery,
): Promise<{ message: MovimientoLibro[]; count: number }> {
  const idCuentaLibro = await cuentaLegible(db, sesion, q);
  if (idCuentaLibro === null) return { message: [], count: 0 };
  const filtro = { idCuentaLibro, desde: q.desde, hasta: q.hasta };
  const [filas, count] = await Promise.all([
    repo.pageMovimientos(db, filtro, ((q.page ?? 1) - 1) * LIBRO_PAGE_SIZE, LIBRO_PAGE_SIZE),
    repo.countMovimientos(db, filtro),
  ]);
  const message = filas.map((m) => ({
    id_transaccion: m.idTransaccion,
    fecha: m.fecha.toISOString(),
    concepto: m.concepto,
    silver: m.silver,
    saldo: m.saldo,
    id_periodo: m.idPeriodo,
    razon: m.razon,
  }));
  return { message, count };
}

/** The fixed accounts' names in every language: a named account may not take one (it would read as two). */
const nombresFijos = (): Set<string> =>
  new Set(
    (['botin', 'tesoreria', 'fondo_regear', 'pagado_juego'] as const).flatMap((c) =>
      IDIOMAS.map((i) => mensaje(codigoCuenta(c), {}, i).toLowerCase()),
    ),
  );

/** `POST /api/libro/cuentas`: a named guild account (the leader); 409 when the name is taken. */
export async function crearCuenta(db: Db, sesion: CuentaSesion, nombre: string) {
  return escribir(db, async (tx) => {
    const id = nombresFijos().has(nombre.toLowerCase()) ? null : await crearCuentaNombrada(tx, nombre);
    if (id === null) throw new Conflict('libro.cuentaRepetida', { nombre });
    return {
      resultado: { id, message: { codigo: 'libro.cuentaCreada', valores: { nombre } } satisfies Frase },
      auditoria: [
        {
          idCuenta: sesion.idCuenta,
          accion: 'crear',
          entidad: 'cuenta_libro',
          idEntidad: id,
          despues: { nombre, tipo: 'gremio' },
        },
      ],
      cambio: { tipo: 'libro', jugadores: [] },
    };
  });
}

/** The adjusted account, by id or by the player's nickname (its account made if no entry touched it yet). */
async function cuentaAjustada(tx: DbOrTx, cuerpo: AjusteLibroRequest[0]): Promise<repo.FilaCuenta> {
  if (cuerpo.nickname !== undefined) {
    const j = await findJugadorPorNickname(tx, cuerpo.nickname);
    if (!j) throw new NotFound('jugador.noEncontrado');
    await asegurarCuentasDeJugadores(tx, [j.id_player]);
    return (await repo.findCuenta(tx, (await repo.findCuentaDeJugador(tx, j.id_player))!.idCuentaLibro))!;
  }
  const c = await repo.findCuenta(tx, cuerpo.idCuentaLibro!);
  if (!c) throw new NotFound('libro.cuentaNoExiste', { id: cuerpo.idCuentaLibro! });
  return c;
}

/** `POST /api/libro/ajuste`: the leader's deposit, fine or correction, with its reason. */
export async function ajustar(db: Db, sesion: CuentaSesion, cuerpo: AjusteLibroRequest[0]) {
  return escribir(db, async (tx) => {
    const c = await cuentaAjustada(tx, cuerpo);
    const contrapartida: ClaveCuenta = c.clave === 'tesoreria' ? 'pagado_juego' : 'tesoreria';
    const cuenta: RefCuenta = { id: c.idCuentaLibro };
    const { silver, razon } = cuerpo;
    return {
      resultado: {
        codigo: 'libro.ajusteRegistrado',
        valores: { silver: { plata: silver }, cuenta: cuentaEnFrase(c) },
      } satisfies Frase,
      auditoria: [
        {
          idCuenta: sesion.idCuenta,
          accion: 'ajustar',
          entidad: 'cuenta_libro',
          idEntidad: c.idCuentaLibro,
          despues: { silver, razon, contrapartida, ...(c.idPlayer !== null && { idPlayer: c.idPlayer }) },
        },
      ],
      libro: [
        {
          concepto: 'ajuste' as const,
          idCuenta: sesion.idCuenta,
          razon,
          apuntes: [
            { cuenta, silver },
            { cuenta: { clave: contrapartida }, silver: -silver },
          ],
        },
      ],
      cambio: { tipo: 'libro', jugadores: c.idPlayer === null ? [] : [c.idPlayer] },
    };
  });
}

// Reads with no rule of their own (Discord's commands: the caller's own numbers, no access check to make).
/** A player's balance by nickname (null: no such player): `/plata`. */
export const saldoDeNickname = (db: DbOrTx, nickname: string) => repo.saldoDeNickname(db, nickname);
/** The player's balance, withdrawals asked or approved and regear to review or to collect, in one round trip: `/saldo`. */
export const resumenSaldo = (db: DbOrTx, idPlayer: number) => repo.resumenSaldo(db, idPlayer);
