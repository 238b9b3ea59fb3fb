// SQL of the distributions and their player rows. Reads that answer the wire return Distribucion
// (toDistribucion is the one mapping); the rest return table rows.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Distribucion, FondoGremio } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { cargo, distribucion, distribucionJugador, jugador } from '../../db/schema.js';
import { conJugadorYCargo } from '../jugadores/jugadores.repository.js';
import { transferenciasDeDistribuciones } from './liquidacion.js';

/** The nickname of a distribution's manager, as a column of any read that has the distribution row. */
export const nicknameEncargado = sql<string>`(select encargado.nickname from ${jugador} encargado where encargado.id_player = ${distribucion.idPlayerEncargado})`;

const distribucionColumns = {
  idDistribucion: distribucion.idDistribucion,
  idPeriodo: distribucion.idPeriodo,
  codigo: distribucion.codigo,
  fecha: distribucion.fecha,
  motivo: distribucion.motivo,
  silver: distribucion.silver,
  silverUnitario: distribucion.silverUnitario,
  idCuentaEncargado: distribucion.idCuentaEncargado,
  nicknameEncargado: jugador.nickname,
  estado: distribucion.estado,
  razonEliminacion: distribucion.razonEliminacion,
};

export type DistribucionRow = {
  idDistribucion: number;
  fecha: Date;
  motivo: string;
  silver: number;
  nicknameEncargado: string;
  estado: boolean;
  razonEliminacion: string | null;
};

/** A distribution's wire row with its player rows (the one mapping; the benchmark's floor uses it too). */
export function toDistribucion(r: DistribucionRow, jugadores: Distribucion['jugadores']): Distribucion {
  return {
    id_distribucion: r.idDistribucion,
    fecha: r.fecha.toISOString(),
    motivo: r.motivo,
    nickname_encargado: r.nicknameEncargado,
    silver: r.silver,
    razon_eliminacion: r.razonEliminacion,
    estado: r.estado,
    jugadores,
  };
}

/** A distribution's player row; the list orders them by nickname. */
export const toJugadorDeDistribucion = (p: { nickname: string; nombreCargo: string; silverUnitario: number }) => ({
  nickname: p.nickname,
  nombre_cargo: p.nombreCargo,
  silver_unitario: p.silverUnitario,
});
export const porNickname = (a: { nickname: string }, b: { nickname: string }) =>
  a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0;

/**
 * Distributions with their players, newest first: one query for the distributions and one for all
 * their players (no N+1).
 */
export async function listDistribuciones(
  db: DbOrTx,
  where: { idPeriodo: number } | { idDistribucion: number },
  pagina?: { limit: number; offset: number },
): Promise<Distribucion[]> {
  const condition =
    'idPeriodo' in where ? eq(distribucion.idPeriodo, where.idPeriodo) : eq(distribucion.idDistribucion, where.idDistribucion);
  const query = db
    .select(distribucionColumns)
    .from(distribucion)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucion.idPlayerEncargado))
    .where(condition)
    .orderBy(desc(distribucion.fecha), desc(distribucion.idDistribucion));
  const rows: DistribucionRow[] = pagina ? await query.limit(pagina.limit).offset(pagina.offset) : await query;
  if (rows.length === 0) return [];

  const filas = db
    .select({
      idDistribucion: distribucionJugador.idDistribucion,
      nickname: jugador.nickname,
      nombreCargo: cargo.nombreCargo,
      silverUnitario: distribucionJugador.silverUnitario,
    })
    .from(distribucionJugador)
    .$dynamic();
  const players = await conJugadorYCargo(filas, distribucionJugador.idPlayer)
    .where(
      inArray(
        distribucionJugador.idDistribucion,
        rows.map((r) => r.idDistribucion),
      ),
    )
    .orderBy(asc(jugador.nickname));
  // «El botín lo tienen varios» (docs/liquidacion.md): the settle-up's transfers, when it has any.
  const transferencias = await transferenciasDeDistribuciones(
    db,
    rows.map((r) => r.idDistribucion),
  );

  const byDistribucion = new Map<number, Distribucion['jugadores']>();
  for (const p of players) {
    const list = byDistribucion.get(p.idDistribucion) ?? [];
    list.push(toJugadorDeDistribucion(p));
    byDistribucion.set(p.idDistribucion, list);
  }
  return rows.map((r) => {
    const d = toDistribucion(r, byDistribucion.get(r.idDistribucion) ?? []);
    const t = transferencias.get(r.idDistribucion);
    return t ? { ...d, transferencias: t } : d;
  });
}

/**
 * The period's player shares in batches of `limite` after a key (the CSV export, one line per share):
 * every distribution of the period (deleted ones included) with its players, by distribution and player.
 */
export function loteDistribuciones(db: DbOrTx, idPeriodo: number, after: [number, number] | null, limite: number) {
  const despues =
    after === null
      ? undefined
      : sql`(${distribucionJugador.idDistribucion}, ${distribucionJugador.idPlayer}) > (${after[0]}, ${after[1]})`;
  return db
    .select({
      id_distribucion: distribucionJugador.idDistribucion,
      id_player: distribucionJugador.idPlayer,
      fecha: distribucion.fecha,
      motivo: distribucion.motivo,
      nickname: jugador.nickname,
      silver_unitario: distribucionJugador.silverUnitario,
      estado: distribucionJugador.estado,
      nickname_encargado: nicknameEncargado,
    })
    .from(distribucionJugador)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionJugador.idDistribucion))
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .where(and(eq(distribucionJugador.idPeriodo, idPeriodo), despues))
    .orderBy(asc(distribucionJugador.idDistribucion), asc(distribucionJugador.idPlayer))
    .limit(limite);
}

export interface DistribucionGuardada {
  idDistribucion: number;
  idPeriodo: number;
  codigo: number;
  motivo: string;
  silver: number;
  idCuentaEncargado: number;
  estado: boolean;
  desglose: unknown;
  /** The fixed extras (ExtraDistribucion[]) and the template version, if any: part of the idempotency rule. */
  extras: unknown;
  idPlantilla: number | null;
  plantillaVersion: number | null;
  jugadores: number[];
  /** Weight in tenths per player. */
  pesos: Map<number, number>;
}

async function withPlayers(db: DbOrTx, row: Omit<DistribucionGuardada, 'jugadores' | 'pesos'>): Promise<DistribucionGuardada> {
  const players = await db
    .select({ idPlayer: distribucionJugador.idPlayer, pesoDecimas: distribucionJugador.pesoDecimas })
    .from(distribucionJugador)
    .where(eq(distribucionJugador.idDistribucion, row.idDistribucion));
  return {
    ...row,
    jugadores: players.map((p) => p.idPlayer),
    pesos: new Map(players.map((p) => [p.idPlayer, p.pesoDecimas])),
  };
}

const guardadaColumns = {
  idDistribucion: distribucion.idDistribucion,
  idPeriodo: distribucion.idPeriodo,
  codigo: distribucion.codigo,
  motivo: distribucion.motivo,
  silver: distribucion.silver,
  idCuentaEncargado: distribucion.idCuentaEncargado,
  estado: distribucion.estado,
  desglose: distribucion.desglose,
  extras: distribucion.extras,
  idPlantilla: distribucion.idPlantilla,
  plantillaVersion: distribucion.plantillaVersion,
};

/** The distribution already stored under the client's code in the period (idempotency key). */
export async function findByCodigo(db: DbOrTx, idPeriodo: number, codigo: number): Promise<DistribucionGuardada | undefined> {
  const [row] = await db
    .select(guardadaColumns)
    .from(distribucion)
    .where(and(eq(distribucion.idPeriodo, idPeriodo), eq(distribucion.codigo, codigo)));
  return row ? withPlayers(db, row) : undefined;
}

export async function findDistribucion(
  db: DbOrTx,
  idDistribucion: number,
  opts: { forUpdate?: boolean } = {},
): Promise<(Omit<DistribucionGuardada, 'jugadores' | 'pesos'> & { razonEliminacion: string | null }) | undefined> {
  const query = db
    .select({ ...guardadaColumns, razonEliminacion: distribucion.razonEliminacion })
    .from(distribucion)
    .where(eq(distribucion.idDistribucion, idDistribucion));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Deletion keeps the rows: estado false on the distribution and on every player row of it. */
export async function marcarEliminada(tx: DbOrTx, idDistribucion: number, razon: string, fecha: Date): Promise<void> {
  await tx
    .update(distribucion)
    .set({ estado: false, razonEliminacion: razon, fechaEliminacion: fecha })
    .where(eq(distribucion.idDistribucion, idDistribucion));
  await tx.update(distribucionJugador).set({ estado: false }).where(eq(distribucionJugador.idDistribucion, idDistribucion));
}

/** Distributions of a period and the silver of the live ones (the paged list's footer). */
export async function contarDistribuciones(db: DbOrTx, idPeriodo: number): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      total: sql<number>`coalesce(sum(${distribucion.silver}) filter (where ${distribucion.estado}), 0)::bigint`.mapWith(Number),
    })
    .from(distribucion)
    .where(eq(distribucion.idPeriodo, idPeriodo));
  return { count: row?.count ?? 0, total: row?.total ?? 0 };
}

/** The players of a distribution. */
export async function jugadoresDe(db: DbOrTx, idDistribucion: number): Promise<number[]> {
  const rows = await db
    .select({ idPlayer: distribucionJugador.idPlayer })
    .from(distribucionJugador)
    .where(eq(distribucionJugador.idDistribucion, idDistribucion));
  return rows.map((r) => r.idPlayer);
}

/** Σ tax and Σ remainder of the period's live distributions: what the guild keeps. */
export async function sumFondoGremio(db: DbOrTx, idPeriodo: number): Promise<FondoGremio> {
  const [row] = await db
    .select({
      impuesto: sql<number>`coalesce(sum(${distribucion.impuesto}), 0)::bigint`.mapWith(Number),
      resto: sql<number>`coalesce(sum(${distribucion.resto}), 0)::bigint`.mapWith(Number),
    })
    .from(distribucion)
    .where(and(eq(distribucion.idPeriodo, idPeriodo), eq(distribucion.estado, true)));
  const impuesto = row?.impuesto ?? 0;
  const resto = row?.resto ?? 0;
  return { impuesto, resto, total: impuesto + resto };
}
