// SQL of the CSV exports (docs/domain.md, "Exports"): each read answers one batch of LOTE rows after a
// key (keyset pagination, along an index), so that a big period or the whole audit log is streamed and
// never held whole. The audit log's, the players' and the payments' batches are their own repositories'
// (auditoria, jugadores, pagos); these are the reads over distributions and the payments' dates.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { distribucion, distribucionJugador, jugador, lugarDistribucion, pago, periodo } from '../../db/schema.js';
import { pagoRowsConCofre } from '../pagos/pagos.repository.js';
import { LOTE } from './csv.js';

const encargadoNickname = sql<string>`(select e.nickname from ${jugador} e where e.id_player = ${distribucion.idPlayerEncargado})`;

/**
 * Payment rows of a period (live sum above 0), by nickname: the house and chest of each share (the
 * payments dialog's, pagos.repository.ts) and when it was paid.
 */
export async function lotePagos(db: DbOrTx, idPeriodo: number, after: string | null) {
  const filas = await pagoRowsConCofre(db, idPeriodo, { despuesDe: after, limite: LOTE });
  const pagados = filas.filter((f) => f.esta_pagado).map((f) => f.id_player);
  const fechas =
    pagados.length === 0
      ? []
      : await db
          .select({ idPlayer: pago.idPlayer, fechaPago: pago.fechaPago })
          .from(pago)
          .where(and(eq(pago.idPeriodo, idPeriodo), inArray(pago.idPlayer, pagados)));
  const fechaDe = new Map(fechas.map((f) => [f.idPlayer, f.fechaPago]));
  return filas.map((f) => ({ ...f, fecha_pago: fechaDe.get(f.id_player) ?? null }));
}

/** One row per player share of the period's distributions (deleted ones included), by distribution and player. */
export function loteDistribuciones(db: DbOrTx, idPeriodo: number, after: [number, number] | null) {
  return db
    .select({
      id_distribucion: distribucionJugador.idDistribucion,
      id_player: distribucionJugador.idPlayer,
      fecha: distribucion.fecha,
      motivo: distribucion.motivo,
      nickname_encargado: encargadoNickname,
      nickname: jugador.nickname,
      silver_unitario: distribucionJugador.silverUnitario,
      estado: distribucionJugador.estado,
    })
    .from(distribucionJugador)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionJugador.idDistribucion))
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .where(
      and(
        eq(distribucionJugador.idPeriodo, idPeriodo),
        after === null
          ? undefined
          : sql`(${distribucionJugador.idDistribucion}, ${distribucionJugador.idPlayer}) > (${after[0]}, ${after[1]})`,
      ),
    )
    .orderBy(asc(distribucionJugador.idDistribucion), asc(distribucionJugador.idPlayer))
    .limit(LOTE);
}

/**
 * The player's history, newest first (distribucion_jugador_player_fecha_idx). The key carries the
 * date as the database's text (microseconds; a JS Date would round them and skip or repeat rows).
 */
export function loteHistorial(db: DbOrTx, idPlayer: number, after: [string, number] | null) {
  return db
    .select({
      clave: sql<string>`${distribucionJugador.fecha}::text`,
      fecha: distribucionJugador.fecha,
      id_distribucion: distribucionJugador.idDistribucion,
      id_periodo: distribucionJugador.idPeriodo,
      lugar: lugarDistribucion.lugar,
      motivo: distribucion.motivo,
      nickname_encargado: encargadoNickname,
      silver_unitario: distribucionJugador.silverUnitario,
      estado: distribucionJugador.estado,
      razon_eliminacion: distribucion.razonEliminacion,
    })
    .from(distribucionJugador)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionJugador.idDistribucion))
    .innerJoin(periodo, eq(periodo.idPeriodo, distribucionJugador.idPeriodo))
    .innerJoin(lugarDistribucion, eq(lugarDistribucion.idLugarDistribucion, periodo.idLugarDistribucion))
    .where(
      and(
        eq(distribucionJugador.idPlayer, idPlayer),
        after === null
          ? undefined
          : sql`(${distribucionJugador.fecha}, ${distribucionJugador.idDistribucion}) < (${after[0]}::timestamptz, ${after[1]})`,
      ),
    )
    .orderBy(desc(distribucionJugador.fecha), desc(distribucionJugador.idDistribucion))
    .limit(LOTE);
}
