// SQL of the payments of a period. Sums only count live player rows (distribucion_jugador.estado),
// the ones that count (docs/domain.md, "Money rules"); who is owed silver and whether they were paid
// are the period's balances (periodos/saldos.repository.ts).
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PagoRow } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { casa, distribucionJugador, pago, periodoCasa } from '../../db/schema.js';
import { saldos } from '../periodos/saldos.repository.js';

const sumSilver = sql<number>`sum(${distribucionJugador.silverUnitario})::bigint`.mapWith(Number);

/**
 * The payment rows with the chest each share goes to (docs/domain.md, "Payments"): the players are
 * numbered by id (a window over every payment row, so a filter or a page of the outer query keeps
 * each player's number) and fill the period's houses in id order, one chest each. Once a period is
 * closed its players and houses no longer change, so neither does anyone's chest. `lote`: only the
 * rows after a nickname, at most `limite` (the CSV export reads them by key).
 */
export function pagoRowsConCofre(db: DbOrTx, idPeriodo: number, lote?: { despuesDe: string | null; limite: number }) {
  const filas = db.$with('filas').as(saldos(db, idPeriodo));
  // Each house covers the chest numbers (desde, hasta]; houses in id order.
  const hasta = sql`sum(${casa.cantidadCofres}) over (order by ${casa.idCasa})`;
  const casas = db.$with('casas').as(
    db
      .select({
        nombre: sql<string>`${casa.nombreCasa}`.as('nombre'),
        desde: sql<number>`${hasta} - ${casa.cantidadCofres}`.as('desde'),
        hasta: sql<number>`${hasta}`.as('hasta'),
      })
      .from(periodoCasa)
      .innerJoin(casa, eq(casa.idCasa, periodoCasa.idCasa))
      .where(eq(periodoCasa.idPeriodo, idPeriodo)),
  );
  const filasConCofre = db
    .with(filas, casas)
    .select({
      id_player: filas.id_player,
      nickname: filas.nickname,
      sum: sql<number>`${filas.sum}`.mapWith(Number),
      esta_pagado: sql<boolean>`${filas.esta_pagado}`.mapWith(Boolean),
      casa: sql<string | null>`${casas.nombre}`,
      cofre: sql<number | null>`(${filas.n} - ${casas.desde})::int`,
    })
    .from(filas)
    .leftJoin(casas, and(gt(filas.n, casas.desde), lte(filas.n, casas.hasta)))
    .where(lote?.despuesDe ? gt(filas.nickname, lote.despuesDe) : undefined)
    .orderBy(asc(filas.nickname))
    .$dynamic();
  return lote ? filasConCofre.limit(lote.limite) : filasConCofre;
}

/**
 * The payment rows in batches of `limite` after a nickname (the CSV export): as the payments dialog
 * shows them, with the house and chest of each share, and when it was paid.
 */
export async function lotePagos(db: DbOrTx, idPeriodo: number, after: string | null, limite: number) {
  const filas = await pagoRowsConCofre(db, idPeriodo, { despuesDe: after, limite });
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

/** Live earnings of one player in one period (0 when none). */
export async function sumJugadorPeriodo(db: DbOrTx, idPeriodo: number, idPlayer: number): Promise<number> {
  return (await sumJugadoresPeriodo(db, idPeriodo, [idPlayer])).get(idPlayer) ?? 0;
}

/** The paid player's nickname, in a payment write's RETURNING (its Discord message names them). */
// Written out: Drizzle leaves RETURNING's columns unqualified, and the subquery's own table would capture them.
const nicknamePagado = sql<string>`(select j.nickname from jugador j where j.id_player = pago.id_player)`;

/** Records a payment; answers the player's nickname, or undefined when it was already recorded (idempotent). */
export async function insertPago(
  tx: DbOrTx,
  values: { idPeriodo: number; idPlayer: number; silver: number; idCuenta: number },
): Promise<{ nickname: string } | undefined> {
  const rows = await tx
    .insert(pago)
    .values({
      idPeriodo: values.idPeriodo,
      idPlayer: values.idPlayer,
      silver: values.silver,
      idCuentaDistribuidor: values.idCuenta,
    })
    .onConflictDoNothing()
    .returning({ nickname: nicknamePagado });
  return rows[0];
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
    .returning({
      silver: pago.silver,
      fechaPago: pago.fechaPago,
      idCuentaDistribuidor: pago.idCuentaDistribuidor,
      // The player's name, for the undo's Discord message (the row that named it is gone).
      nickname: nicknamePagado,
    });
  return row;
}

/** Records several payments; answers the players whose payment this call recorded (the others were). */
export async function insertPagos(
  tx: DbOrTx,
  idPeriodo: number,
  silverDe: Map<number, number>,
  idCuenta: number,
): Promise<{ idPlayer: number; nickname: string }[]> {
  const rows = await tx
    .insert(pago)
    .values([...silverDe].map(([idPlayer, silver]) => ({ idPeriodo, idPlayer, silver, idCuentaDistribuidor: idCuenta })))
    .onConflictDoNothing()
    .returning({ idPlayer: pago.idPlayer, nickname: nicknamePagado });
  return rows;
}

export interface PagoRowDb {
  id_player: number;
  nickname: string;
  sum: number;
  esta_pagado: boolean;
  casa: string | null;
  cofre: number | null;
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
    casa: r.casa,
    cofre: r.cofre,
  };
}
