// SQL of the players area. Rows leave in the shape of seed-spec §3 "Player row".
import { asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { JugadorRow } from '@reparto/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cargo, cuenta, jugador, rol } from '../../db/schema.js';

export const listRoles = (db: DbOrTx) =>
  db.select({ id_rol: rol.idRol, nombre_rol: rol.nombreRol }).from(rol).orderBy(asc(rol.idRol));

export const listCargos = (db: DbOrTx) =>
  db.select({ id_cargo: cargo.idCargo, nombre_cargo: cargo.nombreCargo }).from(cargo).orderBy(asc(cargo.idCargo));

export async function rolExists(db: DbOrTx, idRol: number): Promise<boolean> {
  const rows = await db.select({ id: rol.idRol }).from(rol).where(eq(rol.idRol, idRol));
  return rows.length > 0;
}

export async function cargoExists(db: DbOrTx, idCargo: number): Promise<boolean> {
  const rows = await db.select({ id: cargo.idCargo }).from(cargo).where(eq(cargo.idCargo, idCargo));
  return rows.length > 0;
}

/** `%`, `_` and `\` of the user's text are plain characters, not LIKE wildcards (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
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
const toRow = (r: RawRow): JugadorRow => ({ ...r, fecha_registro: r.fecha_registro.toISOString() });

export async function countJugadores(db: DbOrTx, filtro: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jugador).where(nicknameContains(filtro));
  return row?.n ?? 0;
}

export async function pageJugadores(db: DbOrTx, filtro: string, offset: number, limit: number): Promise<JugadorRow[]> {
  const rows = await rowsQuery(db).where(nicknameContains(filtro)).orderBy(asc(jugador.idPlayer)).limit(limit).offset(offset);
  return rows.map(toRow);
}

export async function findJugadorRow(db: DbOrTx, idPlayer: number): Promise<JugadorRow | undefined> {
  const [row] = await rowsQuery(db).where(eq(jugador.idPlayer, idPlayer));
  return row ? toRow(row) : undefined;
}

/** The player's row, locked until the transaction ends. */
export async function lockJugador(tx: Tx, idPlayer: number) {
  const [row] = await tx.select().from(jugador).where(eq(jugador.idPlayer, idPlayer)).for('update');
  return row;
}

export async function insertJugador(tx: Tx, values: { nickname: string; idRol: number; idCargo: number }): Promise<number> {
  const [row] = await tx.insert(jugador).values(values).returning({ idPlayer: jugador.idPlayer });
  return row!.idPlayer;
}

export async function updateJugador(
  tx: Tx,
  idPlayer: number,
  values: Partial<{ nickname: string; idRol: number; idCargo: number; estado: boolean }>,
): Promise<void> {
  await tx.update(jugador).set(values).where(eq(jugador.idPlayer, idPlayer));
}

/** Ends every token of the player's account, if any (cuenta.token_version + 1). */
export async function endSessionsOfJugador(tx: Tx, idPlayer: number): Promise<void> {
  await tx
    .update(cuenta)
    .set({ tokenVersion: sql`${cuenta.tokenVersion} + 1` })
    .where(eq(cuenta.idPlayer, idPlayer));
}
