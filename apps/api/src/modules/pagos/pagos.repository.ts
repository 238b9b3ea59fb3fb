// SQL of the payments of a period. Sums only count live player rows (distribucion_jugador.estado),
// the ones that count (docs/domain.md, "Money rules").
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PagoRow } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { distribucionJugador, jugador, pago } from '../../db/schema.js';

const sumSilver = sql<number>`sum(${distribucionJugador.silverUnitario})::bigint`.mapWith(Number);

/** One row per player whose live earnings in the period are above 0 (the payment rows). */
export function pagoRows(db: DbOrTx, idPeriodo: number) {
  return db
    .select({
      id_player: distribucionJugador.idPlayer,
      nickname: jugador.nickname,
      sum: sumSilver,
      esta_pagado: sql<boolean>`(${pago.idPlayer} is not null)`.mapWith(Boolean),
    })
    .from(distribucionJugador)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .leftJoin(pago, and(eq(pago.idPeriodo, distribucionJugador.idPeriodo), eq(pago.idPlayer, distribucionJugador.idPlayer)))
    .where(and(eq(distribucionJugador.idPeriodo, idPeriodo), eq(distribucionJugador.estado, true)))
    .groupBy(distribucionJugador.idPlayer, jugador.nickname, pago.idPlayer)
    .having(sql`sum(${distribucionJugador.silverUnitario}) > 0`)
    .orderBy(asc(jugador.nickname));
}

/** Live earnings of one player in one period (0 when none). */
export async function sumJugadorPeriodo(db: DbOrTx, idPeriodo: number, idPlayer: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${distribucionJugador.silverUnitario}), 0)::bigint`.mapWith(Number) })
    .from(distribucionJugador)
    .where(
      and(
        eq(distribucionJugador.idPeriodo, idPeriodo),
        eq(distribucionJugador.idPlayer, idPlayer),
        eq(distribucionJugador.estado, true),
      ),
    );
  return row?.sum ?? 0;
}

/** Records a payment; returns false when it was already recorded (idempotent). */
export async function insertPago(
  tx: DbOrTx,
  values: { idPeriodo: number; idPlayer: number; silver: number; idCuenta: number },
): Promise<boolean> {
  const rows = await tx
    .insert(pago)
    .values({
      idPeriodo: values.idPeriodo,
      idPlayer: values.idPlayer,
      silver: values.silver,
      idCuentaDistribuidor: values.idCuenta,
    })
    .onConflictDoNothing()
    .returning({ idPlayer: pago.idPlayer });
  return rows.length > 0;
}

/** Live earnings of some players in one period (players with none are absent). */
export async function sumJugadoresPeriodo(db: DbOrTx, idPeriodo: number, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ idPlayer: distribucionJugador.idPlayer, sum: sumSilver })
    .from(distribucionJugador)
    .where(
      and(
        eq(distribucionJugador.idPeriodo, idPeriodo),
        inArray(distribucionJugador.idPlayer, ids),
        eq(distribucionJugador.estado, true),
      ),
    )
    .groupBy(distribucionJugador.idPlayer);
  return new Map(rows.map((r) => [r.idPlayer, r.sum]));
}

/** Removes a payment mark; answers the removed row (undefined when there was none). */
export async function deletePago(tx: DbOrTx, idPeriodo: number, idPlayer: number) {
  const [row] = await tx
    .delete(pago)
    .where(and(eq(pago.idPeriodo, idPeriodo), eq(pago.idPlayer, idPlayer)))
    .returning({ silver: pago.silver, fechaPago: pago.fechaPago, idCuentaDistribuidor: pago.idCuentaDistribuidor });
  return row;
}

/** Records several payments; answers the players whose payment this call recorded (the others were). */
export async function insertPagos(
  tx: DbOrTx,
  idPeriodo: number,
  silverDe: Map<number, number>,
  idCuenta: number,
): Promise<number[]> {
  const rows = await tx
    .insert(pago)
    .values([...silverDe].map(([idPlayer, silver]) => ({ idPeriodo, idPlayer, silver, idCuentaDistribuidor: idCuenta })))
    .onConflictDoNothing()
    .returning({ idPlayer: pago.idPlayer });
  return rows.map((r) => r.idPlayer);
}

/** Players with earnings in the period that have no payment recorded yet. */
export async function countPendientes(db: DbOrTx, idPeriodo: number): Promise<number> {
  const pendientes = db
    .select({ id: distribucionJugador.idPlayer })
    .from(distribucionJugador)
    .leftJoin(pago, and(eq(pago.idPeriodo, distribucionJugador.idPeriodo), eq(pago.idPlayer, distribucionJugador.idPlayer)))
    .where(and(eq(distribucionJugador.idPeriodo, idPeriodo), eq(distribucionJugador.estado, true), isNull(pago.idPlayer)))
    .groupBy(distribucionJugador.idPlayer)
    .having(sql`sum(${distribucionJugador.silverUnitario}) > 0`)
    .as('pendientes');
  const [row] = await db.select({ n: count() }).from(pendientes);
  return Number(row?.n ?? 0);
}

export interface PagoRowDb {
  id_player: number;
  nickname: string;
  sum: number;
  esta_pagado: boolean;
}

/** A payment's wire row: the player's row with the period's state and distributor (the one mapping). */
export function toPagoRow(
  r: PagoRowDb,
  idPeriodo: number,
  periodo: { idEstado: number; distribuidorNickname: string | null },
): PagoRow {
  return {
    nickname: r.nickname,
    id_player: r.id_player,
    id_periodo: idPeriodo,
    sum: r.sum,
    esta_pagado: r.esta_pagado,
    distribuidor_nickname: periodo.distribuidorNickname,
    estado_distribucion: periodo.idEstado,
  };
}
