// SQL of the players (the jugador table): the one place that inserts, changes or looks up players.
// Reads that answer the wire return its rows (JugadorRow, JugadorOpcion); the rest return table rows.
import { and, asc, count, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { CARGO, type JugadorOpcion, type JugadorRow } from '@reparto/contract';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cargo, cuenta, cuentaCargo, jugador, rol } from '../../db/schema.js';
import { rowExists } from '../../lib/exists.js';

export const listRoles = (db: DbOrTx) =>
  db.select({ id_rol: rol.idRol, nombre_rol: rol.nombreRol }).from(rol).orderBy(asc(rol.idRol));

export const listCargos = (db: DbOrTx) =>
  db.select({ id_cargo: cargo.idCargo, nombre_cargo: cargo.nombreCargo }).from(cargo).orderBy(asc(cargo.idCargo));

export const rolExists = (db: DbOrTx, idRol: number) => rowExists(db, rol, eq(rol.idRol, idRol));

export const cargoExists = (db: DbOrTx, idCargo: number) => rowExists(db, cargo, eq(cargo.idCargo, idCargo));

/** `%`, `_` and `\` of the user's text are plain characters, not LIKE wildcards (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A player and their cargo, joined to a query whose table holds the player's id in `idPlayer` (the
 * account's session lookup, a distribution's player rows): the query may then select `jugador` and
 * `cargo` columns.
 */
export function conJugadorYCargo<Q extends PgSelect>(query: Q, idPlayer: PgColumn) {
  return query.innerJoin(jugador, eq(jugador.idPlayer, idPlayer)).innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo));
}

const nicknameContains = (text: string): SQL | undefined =>
  text === '' ? undefined : ilike(jugador.nickname, containsPattern(text));

function rowsQuery(db: DbOrTx) {
  return db
    .select({
      id_player: jugador.idPlayer,
      nickname: jugador.nickname,
      nombre_cargo: cargo.nombreCargo,
      nombre_rol: rol.nombreRol,
      fecha_registro: jugador.fechaRegistro,
      estado: jugador.estado,
      id_cargo: jugador.idCargo,
      id_rol: jugador.idRol,
    })
    .from(jugador)
    .innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo))
    .innerJoin(rol, eq(rol.idRol, jugador.idRol));
}

type RawRow = Awaited<ReturnType<typeof rowsQuery>>[number];

/** The player (exact nickname, stored lower-case) with their cargo and rol; undefined when none. */
export async function findJugadorPorNickname(db: DbOrTx, nickname: string) {
  const [r] = await rowsQuery(db).where(eq(jugador.nickname, nickname.trim().toLowerCase()));
  return r && { id_player: r.id_player, nickname: r.nickname, nombre_cargo: r.nombre_cargo, nombre_rol: r.nombre_rol };
}
/** The player's wire row (the one mapping; the benchmark's floor uses it too). */
export const toJugadorRow = (r: RawRow): JugadorRow => ({ ...r, fecha_registro: r.fecha_registro.toISOString() });

export async function countJugadores(db: DbOrTx, filtro: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jugador).where(nicknameContains(filtro));
  return row?.n ?? 0;
}

export async function pageJugadores(db: DbOrTx, filtro: string, offset: number, limit: number): Promise<JugadorRow[]> {
  const rows = await rowsQuery(db).where(nicknameContains(filtro)).orderBy(asc(jugador.idPlayer)).limit(limit).offset(offset);
  return rows.map(toJugadorRow);
}

/** Up to `limit` players after id `after` (null: from the first), by id: the CSV export's batches. */
export async function loteJugadores(db: DbOrTx, after: number | null, limit: number): Promise<JugadorRow[]> {
  const rows = await rowsQuery(db)
    .where(after === null ? undefined : gt(jugador.idPlayer, after))
    .orderBy(asc(jugador.idPlayer))
    .limit(limit);
  return rows.map(toJugadorRow);
}

export async function findJugadorRow(db: DbOrTx, idPlayer: number): Promise<JugadorRow | undefined> {
  const [row] = await rowsQuery(db).where(eq(jugador.idPlayer, idPlayer));
  return row ? toJugadorRow(row) : undefined;
}

/** The player's row, locked until the transaction ends. */
export async function lockJugador(tx: Tx, idPlayer: number) {
  const [row] = await tx.select().from(jugador).where(eq(jugador.idPlayer, idPlayer)).for('update');
  return row;
}

export async function insertJugador(
  tx: DbOrTx,
  values: { nickname: string; idRol: number; idCargo: number; idGremio?: number },
): Promise<{ idPlayer: number; nickname: string }> {
  const [row] = await tx.insert(jugador).values(values).returning({ idPlayer: jugador.idPlayer, nickname: jugador.nickname });
  return row!;
}

/**
 * The host's quota of active members of guild `idGremio` (null: no limit) and its active players now;
 * the guild's row is locked until the transaction ends, so that two creations cannot both take the last
 * place (docs/deploy.md, «Cuotas»).
 */
export async function cuotaMiembros(tx: DbOrTx, idGremio: number): Promise<{ cuota: number | null; activos: number }> {
  const { rows } = await tx.execute<{ cuota: number | null; activos: number }>(sql`
    select g.cuota_miembros as cuota,
      (select count(*)::int from jugador j where j.id_gremio = ${idGremio} and j.estado) as activos
    from gremio g where g.id_gremio = ${idGremio}
    for update of g`);
  const fila = rows[0];
  return { cuota: fila?.cuota == null ? null : Number(fila.cuota), activos: Number(fila?.activos ?? 0) };
}

export async function updateJugador(
  tx: Tx,
  idPlayer: number,
  values: Partial<{ nickname: string; idRol: number; idCargo: number; estado: boolean }>,
): Promise<void> {
  await tx.update(jugador).set(values).where(eq(jugador.idPlayer, idPlayer));
}

// ---- Lookups for other areas ----------------------------------------------------------------------

/**
 * Active players by nickname: the one "active players" query (the distribution page's picker, the
 * `/plata` command's name matching, the membership re-check). `ids`: only those of these players.
 */
export function listJugadoresActivos(db: DbOrTx, ids?: number[]): Promise<JugadorOpcion[]> {
  return db
    .select({ id_player: jugador.idPlayer, nickname: jugador.nickname })
    .from(jugador)
    .where(and(eq(jugador.estado, true), ids ? inArray(jugador.idPlayer, ids) : undefined))
    .orderBy(asc(jugador.nickname));
}

/** Active players by id (the membership re-check walks them in this order). */
export async function listJugadoresActivosPorId(db: DbOrTx): Promise<{ idPlayer: number; nickname: string }[]> {
  const rows = await listJugadoresActivos(db);
  return rows.map((r) => ({ idPlayer: r.id_player, nickname: r.nickname })).sort((a, b) => a.idPlayer - b.idPlayer);
}

/** Of these players, the ones still active, with their current nickname. */
export async function jugadoresActivos(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await listJugadoresActivos(db, ids)).map((r) => [r.id_player, r.nickname]));
}

/** The players of the ids with their cargo name (what a distribution's player rows show). */
export async function findJugadores(
  db: DbOrTx,
  ids: number[],
): Promise<{ idPlayer: number; nickname: string; estado: boolean; nombreCargo: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname, estado: jugador.estado, nombreCargo: cargo.nombreCargo })
    .from(jugador)
    .innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo))
    .where(inArray(jugador.idPlayer, ids));
}

/**
 * Players by exact (stored, lower-case) nickname: the one player-by-nickname lookup every module calls
 * (docs/development.md, "one owner per query"; the player's page's own row is findJugadorPorNickname).
 */
export async function findJugadoresPorNickname(
  db: DbOrTx,
  nicknames: string[],
): Promise<{ idPlayer: number; nickname: string; estado: boolean; albionId: string | null }[]> {
  if (nicknames.length === 0) return [];
  return db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname, estado: jugador.estado, albionId: jugador.albionId })
    .from(jugador)
    .where(inArray(jugador.nickname, nicknames));
}

/** One player by a nickname as typed (trimmed, lower-cased), or null: findJugadoresPorNickname. */
export async function findJugadorDeNickname(db: DbOrTx, nickname: string) {
  const [j] = await findJugadoresPorNickname(db, [nickname.trim().toLowerCase()]);
  return j ?? null;
}

/** docs/domain.md, "Permissions": an active player whose account is active and holds DISTRIBUIDOR. */
function distribuidorElegible(): SQL {
  return and(
    eq(jugador.estado, true),
    eq(cuenta.activa, true),
    sql`exists (select 1 from ${cuentaCargo} cc where cc.id_cuenta = ${cuenta.idCuenta} and cc.id_cargo = ${CARGO.DISTRIBUIDOR})`,
  )!;
}

export function listDistribuidores(db: DbOrTx) {
  return db
    .select({ id_player: jugador.idPlayer, nickname: jugador.nickname })
    .from(jugador)
    .innerJoin(cuenta, eq(cuenta.idPlayer, jugador.idPlayer))
    .where(distribuidorElegible())
    .orderBy(asc(jugador.nickname));
}

/** The player, when they may pay out a period (their nickname: the close's Discord message names them). */
export async function findDistribuidorElegible(db: DbOrTx, idPlayer: number): Promise<{ nickname: string } | undefined> {
  const [row] = await db
    .select({ nickname: jugador.nickname })
    .from(jugador)
    .innerJoin(cuenta, eq(cuenta.idPlayer, jugador.idPlayer))
    .where(and(eq(jugador.idPlayer, idPlayer), distribuidorElegible()));
  return row;
}

/** Remembers the player's gameinfo Id once the regear's search found it (a lookup kept, shown by no screen). */
export async function guardarAlbionId(db: DbOrTx, idPlayer: number, albionId: string): Promise<void> {
  await db.update(jugador).set({ albionId }).where(eq(jugador.idPlayer, idPlayer));
}
