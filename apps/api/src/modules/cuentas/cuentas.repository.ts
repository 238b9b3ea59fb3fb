// SQL of the accounts: administration, and the account a token or a login names (plugins/auth.ts).
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CARGO, type CuentaRow } from '@reparto/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import { cargo, cuenta, cuentaCargo, jugador } from '../../db/schema.js';
import { rowExists } from '../../lib/exists.js';
import { conJugadorYCargo } from '../jugadores/jugadores.repository.js';

export type CuentaRef = { idCuenta: number } | { email: string };

const refCondition = (ref: CuentaRef): SQL =>
  'idCuenta' in ref ? eq(cuenta.idCuenta, ref.idCuenta) : eq(cuenta.email, ref.email.trim().toLowerCase());

/** A guild: the one the code works for (lib/gremio-contexto.ts), or a statement's placeholder. */
type GremioSql = number | SQL | ReturnType<typeof sql.placeholder>;

/** The account's charges in guild `g`, ascending (an empty array when it holds none there). */
const cargosOf = (g: GremioSql = gremioODefecto()) =>
  sql<
    number[]
  >`coalesce((select array_agg(cc.id_cargo order by cc.id_cargo) from ${cuentaCargo} cc where cc.id_cuenta = ${cuenta.idCuenta} and cc.id_gremio = ${g}), '{}')`;

/**
 * The account belongs to guild `g` (docs/alianzas.md, «Muchos gremios»): its player is one of the
 * guild's, or it holds a cargo there. A session used at another guild's address is a visitor's there.
 */
const miembroDe = (g: GremioSql) =>
  sql`(${jugador.idGremio} = ${g} or exists (select 1 from ${cuentaCargo} cc where cc.id_cuenta = ${cuenta.idCuenta} and cc.id_gremio = ${g}))`;

/** The account's email; empty for a Discord account (the login answer and the account list carry a string). */
const emailOVacio = sql<string>`coalesce(${cuenta.email}, '')`;

/** How an account is named in lists: its email, or its Discord user name. */
export const etiquetaCuenta = sql<string>`coalesce(${cuenta.email}, ${cuenta.discordNombre} || ' (Discord)', '#' || ${cuenta.idCuenta})`;

function rowsQuery(db: DbOrTx) {
  return db
    .select({
      id_cuenta: cuenta.idCuenta,
      email: emailOVacio,
      discord: cuenta.discordNombre,
      id_player: cuenta.idPlayer,
      nickname: jugador.nickname,
      estado_jugador: jugador.estado,
      activa: cuenta.activa,
      cargos: cargosOf(),
      creada: cuenta.creada,
    })
    .from(cuenta)
    .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer));
}

/** An account that may act (active account of an active player), as the request sees it. */
export interface CuentaSesion {
  idCuenta: number;
  email: string;
  idPlayer: number;
  nickname: string;
  nombreCargo: string;
  cargos: number[];
  tokenVersion: number;
  /** Set when the account can sign in with Discord. */
  discordUserId: string | null;
  /** An email account (it has a password): Discord never changes its cargos. */
  conClave: boolean;
}

export type CuentaConClave = CuentaSesion & { passwordHash: string | null };

/**
 * The session lookup (with the password hash, for the login) in guild `g`: its cargos there, and none
 * when it is no member of it. The benchmark's floor sends this SQL too.
 */
export function cuentaSesionQuery(db: DbOrTx, condition: SQL, g: GremioSql = gremioODefecto()) {
  const cuentas = db
    .select({
      idCuenta: cuenta.idCuenta,
      email: emailOVacio,
      passwordHash: cuenta.passwordHash,
      tokenVersion: cuenta.tokenVersion,
      discordUserId: cuenta.discordUserId,
      idPlayer: jugador.idPlayer,
      nickname: jugador.nickname,
      nombreCargo: cargo.nombreCargo,
      cargos: cargosOf(g),
    })
    .from(cuenta)
    .$dynamic();
  return conJugadorYCargo(cuentas, cuenta.idPlayer)
    .where(and(condition, sql`${cuenta.activa}`, sql`${jugador.estado}`, miembroDe(g)))
    .limit(1);
}

/** The lookup by id with the placeholders `idCuenta` and `idGremio`, to prepare once per database. */
export const cuentaSesionPorIdQuery = (db: DbOrTx) =>
  cuentaSesionQuery(db, eq(cuenta.idCuenta, sql.placeholder('idCuenta')), sql.placeholder('idGremio'));

const toSesion = (row: Awaited<ReturnType<typeof cuentaSesionQuery>>[number]): CuentaConClave => ({
  ...row,
  cargos: (row.cargos ?? []).map(Number),
  conClave: row.passwordHash !== null,
});

/** The session lookup by id, prepared once (no SQL building or planning per request). */
export function prepareCuentaSesionPorId(db: DbOrTx): (idCuenta: number, idGremio: number) => Promise<CuentaConClave | null> {
  const prepared = cuentaSesionPorIdQuery(db).prepare('cuenta_por_id');
  return async (idCuenta, idGremio) => {
    const [row] = await prepared.execute({ idCuenta, idGremio });
    return row ? toSesion(row) : null;
  };
}

/** An account that may act, by its id (unprepared: a job's occasional lookup, not a request's). */
export async function findCuentaSesionPorId(db: DbOrTx, idCuenta: number): Promise<CuentaConClave | null> {
  const [row] = await cuentaSesionQuery(db, eq(cuenta.idCuenta, idCuenta));
  return row ? toSesion(row) : null;
}

/** An account that may act, by its Discord user id («Entrar con Discord»). */
export async function findCuentaSesionByDiscord(db: DbOrTx, discordUserId: string): Promise<CuentaConClave | null> {
  const [row] = await cuentaSesionQuery(db, eq(cuenta.discordUserId, discordUserId));
  return row ? toSesion(row) : null;
}

/** An account that may act, by email (the login). */
export async function findCuentaSesionByEmail(db: DbOrTx, email: string): Promise<CuentaConClave | null> {
  const [row] = await cuentaSesionQuery(db, eq(cuenta.email, email));
  return row ? toSesion(row) : null;
}

type RawRow = Awaited<ReturnType<typeof rowsQuery>>[number];
const toRow = (r: RawRow): CuentaRow => ({ ...r, cargos: (r.cargos ?? []).map(Number), creada: r.creada.toISOString() });

export async function listCuentas(db: DbOrTx): Promise<CuentaRow[]> {
  const rows = await rowsQuery(db).orderBy(asc(cuenta.idCuenta));
  return rows.map(toRow);
}

export async function findCuentaRow(db: DbOrTx, ref: CuentaRef): Promise<CuentaRow | undefined> {
  const [row] = await rowsQuery(db).where(refCondition(ref));
  return row ? toRow(row) : undefined;
}

/** The account row, locked until the transaction ends. */
export async function lockCuenta(tx: Tx, ref: CuentaRef) {
  const [row] = await tx
    .select({ idCuenta: cuenta.idCuenta, tokenVersion: cuenta.tokenVersion, discordUserId: cuenta.discordUserId })
    .from(cuenta)
    .where(refCondition(ref))
    .for('update');
  return row;
}

/** The ids of `ids` that are not cargos. */
export async function unknownCargos(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: cargo.idCargo })
    .from(cargo)
    .where(inArray(cargo.idCargo, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export const emailTaken = (db: DbOrTx, email: string) => rowExists(db, cuenta, eq(cuenta.email, email));

export const playerHasCuenta = (db: DbOrTx, idPlayer: number) => rowExists(db, cuenta, eq(cuenta.idPlayer, idPlayer));

export async function insertCuenta(tx: Tx, values: { email: string; passwordHash: string; idPlayer: number }): Promise<number> {
  const [row] = await tx.insert(cuenta).values(values).returning({ idCuenta: cuenta.idCuenta });
  return row!.idCuenta;
}

/**
 * A new guild's leader account (modules/operador): an email account (with its password's hash) or a
 * Discord one, its player in that guild, and the LIDER cargo held in that guild.
 */
export async function insertCuentaLider(
  tx: Tx,
  values: { email: string | null; passwordHash: string | null; discordUserId: string | null; idPlayer: number; idGremio: number },
): Promise<number> {
  const { idGremio, ...fila } = values;
  const [row] = await tx.insert(cuenta).values(fila).returning({ idCuenta: cuenta.idCuenta });
  await tx.insert(cuentaCargo).values({ idCuenta: row!.idCuenta, idCargo: CARGO.LIDER, idGremio });
  return row!.idCuenta;
}

/** Whether an account signs in with this email or this Discord user id (any guild). */
export const cuentaExiste = (db: DbOrTx, ref: { email: string | null; discordUserId: string | null }) =>
  rowExists(db, cuenta, ref.email !== null ? eq(cuenta.email, ref.email) : eq(cuenta.discordUserId, ref.discordUserId ?? ''));

export async function replaceCargos(tx: Tx, idCuenta: number, cargos: readonly number[]): Promise<void> {
  await tx.delete(cuentaCargo).where(eq(cuentaCargo.idCuenta, idCuenta));
  if (cargos.length > 0) await tx.insert(cuentaCargo).values(cargos.map((idCargo) => ({ idCuenta, idCargo })));
}

/** Changes the account and ends every token issued before (token_version + 1). */
export async function updateCuentaEndingSessions(
  tx: Tx,
  idCuenta: number,
  values: Partial<{ passwordHash: string; activa: boolean }>,
): Promise<void> {
  await tx
    .update(cuenta)
    .set({ ...values, tokenVersion: sql`${cuenta.tokenVersion} + 1` })
    .where(eq(cuenta.idCuenta, idCuenta));
}

/**
 * Ends every token of the player's account, if any (token_version + 1): a player switched off
 * (modules/jugadores, which reaches it through the app's `terminarSesionesDeJugador`, app.ts).
 */
export async function terminarSesionesDeJugador(tx: Tx, idPlayer: number): Promise<void> {
  await tx
    .update(cuenta)
    .set({ tokenVersion: sql`${cuenta.tokenVersion} + 1` })
    .where(eq(cuenta.idPlayer, idPlayer));
}

export async function setActiva(tx: Tx, idCuenta: number, activa: boolean): Promise<void> {
  await tx.update(cuenta).set({ activa }).where(eq(cuenta.idCuenta, idCuenta));
}

/**
 * Serialises every change that could leave the guild without a leader: the LIDER cargo row is
 * locked until the transaction ends, so two leaders removing each other cannot both succeed.
 */
export async function lockLiderazgo(tx: Tx): Promise<void> {
  await tx.select({ id: cargo.idCargo }).from(cargo).where(eq(cargo.idCargo, CARGO.LIDER)).for('update');
}

/** Accounts that can act as leader (active account, active player, charge 1), other than `idCuenta`. */
export async function otherActiveLeaders(db: DbOrTx, idCuenta: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cuenta)
    .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
    .innerJoin(cuentaCargo, and(eq(cuentaCargo.idCuenta, cuenta.idCuenta), eq(cuentaCargo.idCargo, CARGO.LIDER)))
    .where(and(ne(cuenta.idCuenta, idCuenta), eq(cuenta.activa, true), eq(jugador.estado, true)));
  return row?.n ?? 0;
}

/**
 * Whether a player other than `idPlayer` holds one of `cargos` through an active account of an active
 * player (who else reviews regear: docs/regear.md, "Review").
 */
export async function otroJugadorConCargo(db: DbOrTx, idPlayer: number, cargos: readonly number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: cuenta.idCuenta })
    .from(cuenta)
    .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
    .innerJoin(cuentaCargo, eq(cuentaCargo.idCuenta, cuenta.idCuenta))
    .where(
      and(
        ne(cuenta.idPlayer, idPlayer),
        eq(cuenta.activa, true),
        eq(jugador.estado, true),
        inArray(cuentaCargo.idCargo, [...cargos]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Removes the Discord identity and tokens of the account and ends its sessions. */
export async function quitarDiscord(tx: Tx, idCuenta: number): Promise<void> {
  await tx
    .update(cuenta)
    .set({ discordUserId: null, discordNombre: null, discordTokens: null, tokenVersion: sql`${cuenta.tokenVersion} + 1` })
    .where(eq(cuenta.idCuenta, idCuenta));
}

/** The accounts of these players, locked unless `lock` is false (the leavers' purge, modules/integraciones). */
export async function cuentasDeJugadores(
  tx: Tx,
  ids: readonly number[],
  lock = true,
): Promise<Map<number, { idCuenta: number; discordUserId: string | null; cargos: number[] }>> {
  if (ids.length === 0) return new Map();
  const q = tx
    .select({ idPlayer: cuenta.idPlayer, idCuenta: cuenta.idCuenta, discordUserId: cuenta.discordUserId, cargos: cargosOf() })
    .from(cuenta)
    // The join makes Drizzle name the columns with their table, which `cargosOf`'s subquery needs.
    .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
    .where(inArray(cuenta.idPlayer, [...ids]));
  const rows = lock ? await q.for('update') : await q;
  return new Map(rows.map(({ idPlayer, cargos, ...r }) => [idPlayer, { ...r, cargos: (cargos ?? []).map(Number) }]));
}
