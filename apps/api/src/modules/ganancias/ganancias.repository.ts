// SQL of a player's own page (docs/domain.md, "A player's page"). Every statement starts from the
// player's id and reads through an index (docs/performance.md): the totals and the weeks an
// index-only scan of distribucion_jugador_viva_player_idx, the pending periods the periods in course
// (periodo_en_curso_idx) and distribucion_jugador_periodo_idx, the history a backward scan of
// distribucion_jugador_player_fecha_idx.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  ESTADO_PERIODO,
  type HistorialRow,
  type PendienteCobro,
  type SemanaSilver,
  type TotalIntervalo,
} from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { nicknameEncargado } from '../distribuciones/distribuciones.repository.js';
import { distribucion, distribucionJugador, jugador, lugarDistribucion, pago, periodo } from '../../db/schema.js';

const sumSilver = sql<number>`coalesce(sum(${distribucionJugador.silverUnitario}), 0)::bigint`.mapWith(Number);

/** A window of the totals: its days (0 = since creation) and its first instant (null: no limit). */
export interface Ventana {
  dias: number;
  desde: Date | null;
}

/** The windows as the two array literals the totals' statement takes (days, first instants). */
export const ventanaArrays = (ventanas: Ventana[]): [string, string] => [
  `{${ventanas.map((v) => v.dias).join(',')}}`,
  `{${ventanas.map((v) => (v.desde ? `"${v.desde.toISOString()}"` : '-infinity')).join(',')}}`,
];

/**
 * Live earnings of the player in each window, one range scan of the covering index per window, with
 * the epoch ms of the oldest counted row (the total holds until it leaves the window).
 */
export async function totalesPorVentana(db: DbOrTx, idPlayer: number, ventanas: Ventana[]) {
  const [dias, desde] = ventanaArrays(ventanas);
  const { rows } = await db.execute<{
    dias: number;
    total: string | number;
    cantidad: string | number;
    primera_ms: number | null;
  }>(sql`
    select v.dias, t.total, t.cantidad, t.primera_ms
    from unnest(${dias}::int[], ${desde}::timestamptz[]) with ordinality as v(dias, desde, orden)
    cross join lateral (
      select coalesce(sum(dj.silver_unitario), 0)::bigint as total, count(*) as cantidad,
             (extract(epoch from min(dj.fecha)) * 1000)::float8 as primera_ms
      from distribucion_jugador dj
      where dj.id_player = ${idPlayer} and dj.estado and dj.fecha >= v.desde
    ) t
    order by v.orden`);
  return rows.map(totalDeFila);
}

/** A row of the totals' statement, its numbers as numbers (the driver may answer int8 as text). */
export const totalDeFila = (r: { dias: unknown; total: unknown; cantidad: unknown; primera_ms: unknown }) => ({
  dias: Number(r.dias),
  total: Number(r.total),
  cantidad: Number(r.cantidad),
  primeraMs: r.primera_ms === null ? null : Number(r.primera_ms),
});

/** A window's wire total (the one mapping). */
export const toTotalIntervalo = (t: { dias: number; total: number; cantidad: number }): TotalIntervalo => ({
  interval: t.dias,
  total_silver_unitario: t.total,
  cantidad_contenido: t.cantidad,
});

/** Live earnings of the player per week (Monday, UTC) since `desde`; weeks without earnings are absent. */
export async function silverPorSemana(db: DbOrTx, idPlayer: number, desde: Date): Promise<SemanaSilver[]> {
  const semana = sql<string>`to_char(date_trunc('week', ${distribucionJugador.fecha} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ semana, silver: sumSilver })
    .from(distribucionJugador)
    .where(
      and(
        eq(distribucionJugador.idPlayer, idPlayer),
        sql`${distribucionJugador.estado}`,
        sql`${distribucionJugador.fecha} >= ${desde.toISOString()}`,
      ),
    )
    .groupBy(semana)
    .orderBy(semana);
}

/**
 * Periods open or being paid where the player's live earnings are above 0, newest first. A period in
 * `acumular` being paid is not among them: its close credited the shares to the balances and nobody
 * pays them in game (docs/libro.md, "Two ways to pay"); the balance says what is owed.
 */
export function pendientesDeCobro(db: DbOrTx, idPlayer: number): Promise<PendienteCobro[]> {
  const distribuidor = sql`distribuidor`;
  return db
    .select({
      id_periodo: periodo.idPeriodo,
      lugar: lugarDistribucion.lugar,
      id_estado_distribucion: periodo.idEstadoDistribucion,
      silver: sumSilver,
      esta_pagado: sql<boolean>`(${pago.idPlayer} is not null)`.mapWith(Boolean),
      distribuidor_nickname: sql<
        string | null
      >`(select ${distribuidor}.nickname from ${jugador} ${distribuidor} where ${distribuidor}.id_player = ${periodo.idPlayerDistribuidor})`,
    })
    .from(periodo)
    .innerJoin(lugarDistribucion, eq(lugarDistribucion.idLugarDistribucion, periodo.idLugarDistribucion))
    .innerJoin(
      distribucionJugador,
      and(
        eq(distribucionJugador.idPeriodo, periodo.idPeriodo),
        eq(distribucionJugador.idPlayer, idPlayer),
        sql`${distribucionJugador.estado}`,
      ),
    )
    .leftJoin(pago, and(eq(pago.idPeriodo, periodo.idPeriodo), eq(pago.idPlayer, idPlayer)))
    .where(
      and(
        inArray(periodo.idEstadoDistribucion, [ESTADO_PERIODO.EN_DISTRIBUCION, ESTADO_PERIODO.ABIERTO]),
        sql`not (${periodo.modoPago} = 'acumular' and ${periodo.idEstadoDistribucion} = ${ESTADO_PERIODO.EN_DISTRIBUCION})`,
      ),
    )
    .groupBy(periodo.idPeriodo, lugarDistribucion.lugar, pago.idPlayer)
    .having(sql`sum(${distribucionJugador.silverUnitario}) > 0`)
    .orderBy(desc(periodo.idPeriodo));
}

/** How many distributions the player took part in (deleted ones included). */
export async function countHistorial(db: DbOrTx, idPlayer: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(distribucionJugador).where(eq(distribucionJugador.idPlayer, idPlayer));
  return Number(row?.n ?? 0);
}

/** What a history row shows (the page's and the CSV's): the player's share and its distribution. */
const historialColumns = {
  id_distribucion: distribucionJugador.idDistribucion,
  fecha: distribucionJugador.fecha,
  id_periodo: distribucionJugador.idPeriodo,
  lugar: lugarDistribucion.lugar,
  motivo: distribucion.motivo,
  nickname_encargado: nicknameEncargado,
  silver_unitario: distribucionJugador.silverUnitario,
  estado: distribucionJugador.estado,
  razon_eliminacion: distribucion.razonEliminacion,
};

/**
 * The distributions the player took part in, newest first (deleted ones included), a backward scan of
 * distribucion_jugador_player_fecha_idx; `extra` columns and a `despues` condition for the CSV's batches.
 */
function historial<T extends SelectedFields>(db: DbOrTx, idPlayer: number, extra: T, despues?: SQL) {
  return db
    .select({ ...historialColumns, ...extra })
    .from(distribucionJugador)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionJugador.idDistribucion))
    .innerJoin(periodo, eq(periodo.idPeriodo, distribucionJugador.idPeriodo))
    .innerJoin(lugarDistribucion, eq(lugarDistribucion.idLugarDistribucion, periodo.idLugarDistribucion))
    .where(and(eq(distribucionJugador.idPlayer, idPlayer), despues))
    .orderBy(desc(distribucionJugador.fecha), desc(distribucionJugador.idDistribucion));
}

/** A page of the player's history. */
export async function pageHistorial(db: DbOrTx, idPlayer: number, offset: number, limit: number): Promise<HistorialRow[]> {
  const rows = await historial(db, idPlayer, {}).limit(limit).offset(offset);
  return rows.map(toHistorialRow);
}

/**
 * The player's history in batches of `limite` after a key (the CSV export). The key carries the date
 * as the database's text (microseconds; a JS Date would round them and skip or repeat rows).
 */
export function loteHistorial(db: DbOrTx, idPlayer: number, after: [string, number] | null, limite: number) {
  const despues =
    after === null
      ? undefined
      : sql`(${distribucionJugador.fecha}, ${distribucionJugador.idDistribucion}) < (${after[0]}::timestamptz, ${after[1]})`;
  return historial(db, idPlayer, { clave: sql<string>`${distribucionJugador.fecha}::text` }, despues).limit(limite);
}

/** A history row's wire shape (the one mapping). */
export const toHistorialRow = (r: Omit<HistorialRow, 'fecha'> & { fecha: Date }): HistorialRow => ({
  ...r,
  fecha: r.fecha.toISOString(),
});
