// SQL of the characters of one member (docs/calendario.md, «Personajes de un miembro»): the columns
// jugador.id_player_principal (a character's main) and jugador.id_player_comercio (on a main: the
// character it trades from). One level only: a main is nobody's character.
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Miembro, Personaje } from '@reparto/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cuenta, jugador } from '../../db/schema.js';

const columnas = {
  idPlayer: jugador.idPlayer,
  nickname: jugador.nickname,
  estado: jugador.estado,
  idPlayerPrincipal: jugador.idPlayerPrincipal,
  idPlayerComercio: jugador.idPlayerComercio,
};
export type FilaPersonaje = {
  idPlayer: number;
  nickname: string;
  estado: boolean;
  idPlayerPrincipal: number | null;
  idPlayerComercio: number | null;
};

/** These players' rows, locked in id order (two writes that share a player never deadlock). */
export async function lockJugadores(tx: Tx, ids: number[]): Promise<Map<number, FilaPersonaje>> {
  const rows = await tx
    .select(columnas)
    .from(jugador)
    .where(inArray(jugador.idPlayer, ids))
    .orderBy(asc(jugador.idPlayer))
    .for('update');
  return new Map(rows.map((r) => [r.idPlayer, r]));
}

/** Whether some player is a character of this one. */
export async function tienePersonajes(db: DbOrTx, idPlayer: number): Promise<boolean> {
  const rows = await db
    .select({ x: sql`1` })
    .from(jugador)
    .where(eq(jugador.idPlayerPrincipal, idPlayer))
    .limit(1);
  return rows.length > 0;
}

/** Whether the player has an active account of their own. */
export async function tieneCuentaActiva(db: DbOrTx, idPlayer: number): Promise<boolean> {
  const rows = await db
    .select({ x: sql`1` })
    .from(cuenta)
    .where(and(eq(cuenta.idPlayer, idPlayer), eq(cuenta.activa, true)))
    .limit(1);
  return rows.length > 0;
}

export async function setPrincipal(tx: Tx, idPlayer: number, idPlayerPrincipal: number | null): Promise<void> {
  await tx.update(jugador).set({ idPlayerPrincipal }).where(eq(jugador.idPlayer, idPlayer));
}

export async function setComercio(tx: Tx, idPlayer: number, idPlayerComercio: number | null): Promise<void> {
  await tx.update(jugador).set({ idPlayerComercio }).where(eq(jugador.idPlayer, idPlayer));
}

const toPersonaje = (r: FilaPersonaje): Personaje => ({ id_player: r.idPlayer, nickname: r.nickname, estado: r.estado });

/** Members with characters from their rows (mains and characters mixed), by main's nickname. */
function agrupar(rows: FilaPersonaje[]): Miembro[] {
  const miembros = new Map<number, Miembro>();
  for (const r of rows.filter((r) => r.idPlayerPrincipal === null)) {
    miembros.set(r.idPlayer, { ...toPersonaje(r), id_player_comercio: r.idPlayerComercio, personajes: [] });
  }
  for (const r of rows) if (r.idPlayerPrincipal !== null) miembros.get(r.idPlayerPrincipal)?.personajes.push(toPersonaje(r));
  return [...miembros.values()].sort((a, b) => a.nickname.localeCompare(b.nickname));
}

/** The member (main) with its characters; undefined when the player does not exist. */
export async function findMiembro(db: DbOrTx, idPrincipal: number): Promise<Miembro | undefined> {
  const rows = await db
    .select(columnas)
    .from(jugador)
    .where(or(eq(jugador.idPlayer, idPrincipal), eq(jugador.idPlayerPrincipal, idPrincipal)))
    .orderBy(asc(jugador.nickname));
  return agrupar(rows)[0];
}

/** Every member with at least one character, by nickname (jugador_principal_idx). */
export async function listMiembros(db: DbOrTx): Promise<Miembro[]> {
  const mains = db.selectDistinct({ id: jugador.idPlayerPrincipal }).from(jugador).where(isNotNull(jugador.idPlayerPrincipal));
  const rows = await db
    .select(columnas)
    .from(jugador)
    .where(or(inArray(jugador.idPlayer, mains), isNotNull(jugador.idPlayerPrincipal)))
    .orderBy(asc(jugador.nickname));
  return agrupar(rows);
}

/**
 * The member a player belongs to, when it has characters or is one: its main, the trading player and
 * every character (the payment table, «Mi cuenta», `/saldo`). Undefined for a player on their own.
 */
export async function grupoDeJugador(db: DbOrTx, idPlayer: number): Promise<Miembro | undefined> {
  const fila = await findFilaPersonaje(db, idPlayer);
  if (!fila) return undefined;
  const miembro = await findMiembro(db, fila.idPlayerPrincipal ?? fila.idPlayer);
  return miembro && miembro.personajes.length > 0 ? miembro : undefined;
}

/** The members with a character among these players (a period's payment rows), keyed by main. */
export async function miembrosDeJugadores(db: DbOrTx, ids: number[]): Promise<Miembro[]> {
  if (ids.length === 0) return [];
  const mains = db
    .select({ id: sql<number>`coalesce(${jugador.idPlayerPrincipal}, ${jugador.idPlayer})` })
    .from(jugador)
    .where(and(inArray(jugador.idPlayer, ids)));
  const rows = await db
    .select(columnas)
    .from(jugador)
    .where(or(inArray(jugador.idPlayer, mains), inArray(jugador.idPlayerPrincipal, mains)))
    .orderBy(asc(jugador.nickname));
  return agrupar(rows).filter((m) => m.personajes.length > 0);
}

/** One player's row (its main and trading character), unlocked. */
export async function findFilaPersonaje(db: DbOrTx, idPlayer: number): Promise<FilaPersonaje | undefined> {
  const [fila] = await db.select(columnas).from(jugador).where(eq(jugador.idPlayer, idPlayer));
  return fila;
}
