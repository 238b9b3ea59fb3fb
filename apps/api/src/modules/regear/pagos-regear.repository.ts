// SQL of the regear payments (docs/regear.md, "Payment"): a claim `aprobado` becomes `pagado` with its
// pago_regear row (the silver, by whom, when), and an undo takes both back. The period's balances that
// closing, finalizing and the reconciliation read are periodos/saldos.repository.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ESTADO_PERIODO, type RegearPendiente } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { distribucion, pagoRegear, periodo, reclamoRegear } from '../../db/schema.js';

/** The claimant's nickname, as a column of the claim's own row (a join would lose the locked row). */
// Written out: Drizzle leaves a one-table select's columns unqualified, and the subquery's own table would capture them.
const nicknameReclamo = sql<string>`(select j.nickname from jugador j where j.id_player = reclamo_regear.id_player)`;

export interface ReclamoBloqueado {
  idReclamo: number;
  idPeriodo: number;
  idPlayer: number;
  estado: string;
  silver: number;
  nickname: string;
}

/** The period of a claim (null: no such claim); a claim never changes period. */
export async function findPeriodoDeReclamo(db: DbOrTx, idReclamo: number): Promise<number | null> {
  const [row] = await db
    .select({ idPeriodo: reclamoRegear.idPeriodo })
    .from(reclamoRegear)
    .where(eq(reclamoRegear.idReclamo, idReclamo));
  return row?.idPeriodo ?? null;
}

/** Reads and locks claims until the transaction ends (after the period's lock: the order every payment keeps). */
export async function lockReclamos(tx: DbOrTx, ids: readonly number[]): Promise<ReclamoBloqueado[]> {
  return tx
    .select({
      idReclamo: reclamoRegear.idReclamo,
      idPeriodo: reclamoRegear.idPeriodo,
      idPlayer: reclamoRegear.idPlayer,
      estado: reclamoRegear.estado,
      silver: reclamoRegear.silver,
      nickname: nicknameReclamo,
    })
    .from(reclamoRegear)
    .where(inArray(reclamoRegear.idReclamo, [...ids]))
    .orderBy(reclamoRegear.idReclamo)
    .for('update');
}

/** Marks approved claims paid and records their payments (the caller checked and locked them). */
export async function insertPagosRegear(
  tx: DbOrTx,
  idPeriodo: number,
  reclamos: readonly ReclamoBloqueado[],
  idCuenta: number,
): Promise<void> {
  if (reclamos.length === 0) return;
  const ids = reclamos.map((r) => r.idReclamo);
  await tx
    .update(reclamoRegear)
    .set({ estado: 'pagado' })
    .where(and(inArray(reclamoRegear.idReclamo, ids), eq(reclamoRegear.estado, 'aprobado')));
  await tx
    .insert(pagoRegear)
    .values(reclamos.map((r) => ({ idReclamo: r.idReclamo, idPeriodo, silver: r.silver, idCuentaDistribuidor: idCuenta })));
}

/**
 * Takes a paid claim back to `aprobado` with the undo's reason; answers the removed payment (undefined
 * when there was none).
 */
export async function deletePagoRegear(tx: DbOrTx, idReclamo: number, razon: string) {
  const [borrado] = await tx.delete(pagoRegear).where(eq(pagoRegear.idReclamo, idReclamo)).returning({
    silver: pagoRegear.silver,
    fechaPago: pagoRegear.fechaPago,
    idCuentaDistribuidor: pagoRegear.idCuentaDistribuidor,
  });
  if (!borrado) return undefined;
  await tx.update(reclamoRegear).set({ estado: 'aprobado', razon }).where(eq(reclamoRegear.idReclamo, idReclamo));
  return borrado;
}

/**
 * A player's regear still to collect: approved claims not paid yet, over every period — but those of a
 * closed period in `acumular`, which the close or the approval credited to the balance and nobody pays
 * in game (docs/libro.md, "Two ways to pay").
 */
export async function regearPendienteJugador(db: DbOrTx, idPlayer: number): Promise<RegearPendiente> {
  const [row] = await db
    .select({
      reclamos: sql<number>`count(*)::int`.mapWith(Number),
      silver: sql<number>`coalesce(sum(${reclamoRegear.silver}), 0)::bigint`.mapWith(Number),
    })
    .from(reclamoRegear)
    .innerJoin(periodo, eq(periodo.idPeriodo, reclamoRegear.idPeriodo))
    .where(
      and(
        eq(reclamoRegear.idPlayer, idPlayer),
        eq(reclamoRegear.estado, 'aprobado'),
        sql`not (${periodo.modoPago} = 'acumular' and ${periodo.idEstadoDistribucion} <> ${ESTADO_PERIODO.ABIERTO})`,
      ),
    );
  return { reclamos: row?.reclamos ?? 0, silver: row?.silver ?? 0 };
}

/**
 * «Descontar regear» (docs/regear.md): of these claims, those a live distribution already deducted
 * (its breakdown lists the claim and the claim is linked to it), with that distribution. Run after the
 * claims are locked, so that a deduction committed meanwhile is seen.
 */
export async function descontadosEn(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ idReclamo: reclamoRegear.idReclamo, idDistribucion: distribucion.idDistribucion })
    .from(reclamoRegear)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, reclamoRegear.idDistribucion))
    .where(
      and(
        inArray(reclamoRegear.idReclamo, [...ids]),
        eq(distribucion.estado, true),
        sql`${distribucion.desglose} -> 'regear' @> to_jsonb(${reclamoRegear.idReclamo})`,
      ),
    );
  return new Map(rows.map((r) => [r.idReclamo, r.idDistribucion]));
}

/** Links deducted claims to the distribution that deducted them. */
export async function vincularReclamos(tx: DbOrTx, ids: readonly number[], idDistribucion: number): Promise<void> {
  await tx
    .update(reclamoRegear)
    .set({ idDistribucion })
    .where(inArray(reclamoRegear.idReclamo, [...ids]));
}

/** A deleted distribution gives back the claims it deducted (those its breakdown lists). */
export async function desvincularReclamos(tx: DbOrTx, idDistribucion: number): Promise<void> {
  await tx
    .update(reclamoRegear)
    .set({ idDistribucion: null })
    .where(
      and(
        eq(reclamoRegear.idDistribucion, idDistribucion),
        sql`(select d.desglose -> 'regear' from distribucion d where d.id_distribucion = ${idDistribucion}) @> to_jsonb(${reclamoRegear.idReclamo})`,
      ),
    );
}
