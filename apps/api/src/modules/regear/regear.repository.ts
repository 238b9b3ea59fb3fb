// SQL of the regear claims and rules (docs/regear.md): the claim, its review, the list and its CSV
// batches, the rules row. The payments' own statements are pagos-regear.repository.ts's.
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ESTADO_PERIODO,
  REGLAS_REGEAR_DEFECTO,
  ReglasRegearSchema,
  type EstadoReclamo,
  type ItemRegear,
  type Reclamo,
  type ReglasRegear,
} from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { cuenta, distribucion, jugador, pagoRegear, periodo, reclamoRegear, reglasRegear } from '../../db/schema.js';

/** The rules row, or the defaults while the leader has not saved any. */
export async function leerReglas(db: DbOrTx, lock = false): Promise<ReglasRegear> {
  const q = db.select({ reglas: reglasRegear.reglas }).from(reglasRegear).where(eq(reglasRegear.id, 1));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return REGLAS_REGEAR_DEFECTO;
  // Stored through the same schema; fields added later take their default.
  return ReglasRegearSchema.parse({ ...REGLAS_REGEAR_DEFECTO, ...(row.reglas as object) });
}

export async function guardarReglas(tx: DbOrTx, reglas: ReglasRegear): Promise<void> {
  await tx
    .insert(reglasRegear)
    .values({ id: 1, reglas })
    .onConflictDoUpdate({ target: reglasRegear.id, set: { reglas, fechaCambio: sql`now()` } });
}

/** Which of these killboard events already have a claim. */
export async function eventosReclamados(db: DbOrTx, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: reclamoRegear.eventId })
    .from(reclamoRegear)
    .where(inArray(reclamoRegear.eventId, [...eventIds]));
  return new Set(rows.map((r) => r.eventId));
}

/** Whether the distribution is live (not deleted) and of that period. */
export async function distribucionVivaDelPeriodo(db: DbOrTx, idDistribucion: number, idPeriodo: number) {
  const [row] = await db
    .select({ id: distribucion.idDistribucion })
    .from(distribucion)
    .where(
      and(eq(distribucion.idDistribucion, idDistribucion), eq(distribucion.idPeriodo, idPeriodo), eq(distribucion.estado, true)),
    );
  return row !== undefined;
}

/** Serializes a player's claims (the cap per player and period); FOR NO KEY UPDATE leaves foreign keys alone. */
export async function lockJugador(tx: DbOrTx, idPlayer: number): Promise<void> {
  await tx.select({ id: jugador.idPlayer }).from(jugador).where(eq(jugador.idPlayer, idPlayer)).for('no key update');
}

/** What the player's other claims of the period (not rejected) already take. */
export async function silverOtrosDelPeriodo(db: DbOrTx, idPlayer: number, idPeriodo: number, excepto?: number) {
  const [row] = await db
    .select({ silver: sql<number>`coalesce(sum(${reclamoRegear.silver}), 0)::bigint`.mapWith(Number) })
    .from(reclamoRegear)
    .where(
      and(
        eq(reclamoRegear.idPlayer, idPlayer),
        eq(reclamoRegear.idPeriodo, idPeriodo),
        ne(reclamoRegear.estado, 'rechazado'),
        excepto === undefined ? undefined : ne(reclamoRegear.idReclamo, excepto),
      ),
    );
  return row?.silver ?? 0;
}

export type NuevoReclamo = typeof reclamoRegear.$inferInsert;

/** Files a claim; undefined when its event already has one (one claim per EventId, ever). */
export async function insertReclamo(tx: DbOrTx, values: NuevoReclamo): Promise<{ idReclamo: number } | undefined> {
  const [row] = await tx
    .insert(reclamoRegear)
    .values(values)
    .onConflictDoNothing({ target: reclamoRegear.eventId })
    .returning({ idReclamo: reclamoRegear.idReclamo });
  return row;
}

/** A claim's period (to lock it first), or null. */
export async function periodoDeReclamo(db: DbOrTx, idReclamo: number): Promise<number | null> {
  const [row] = await db
    .select({ idPeriodo: reclamoRegear.idPeriodo })
    .from(reclamoRegear)
    .where(eq(reclamoRegear.idReclamo, idReclamo));
  return row?.idPeriodo ?? null;
}

/** The claim row, locked for its review (after its period's lock). */
export async function lockReclamo(tx: DbOrTx, idReclamo: number) {
  const [row] = await tx
    .select({
      idReclamo: reclamoRegear.idReclamo,
      idPeriodo: reclamoRegear.idPeriodo,
      idPlayer: reclamoRegear.idPlayer,
      estado: reclamoRegear.estado,
      items: reclamoRegear.items,
      silver: reclamoRegear.silver,
      silverReglas: reclamoRegear.silverReglas,
      razon: reclamoRegear.razon,
      // Written out: Drizzle leaves a one-table select's columns unqualified, and the subquery's table would capture them.
      nickname: sql<string>`(select j.nickname from jugador j where j.id_player = reclamo_regear.id_player)`,
    })
    .from(reclamoRegear)
    .where(eq(reclamoRegear.idReclamo, idReclamo))
    .for('update', { of: reclamoRegear });
  return row ? { ...row, estado: row.estado as EstadoReclamo, items: row.items as ItemRegear[] } : null;
}

/** The review: state, amount, items (with the reviewer's prices), reason, reviewer, when. */
export async function revisarReclamo(
  tx: DbOrTx,
  idReclamo: number,
  cambios: {
    estado: EstadoReclamo;
    idCuenta: number;
    silver?: number;
    silverReglas?: number;
    items?: ItemRegear[];
    razon?: string | null;
  },
): Promise<void> {
  await tx
    .update(reclamoRegear)
    .set({
      estado: cambios.estado,
      idCuentaRevisor: cambios.idCuenta,
      fechaRevision: sql`now()`,
      ...(cambios.silverReglas !== undefined && { silverReglas: cambios.silverReglas }),
      ...(cambios.silver !== undefined && { silver: cambios.silver }),
      ...(cambios.items !== undefined && { items: cambios.items }),
      ...(cambios.razon !== undefined && { razon: cambios.razon }),
    })
    .where(eq(reclamoRegear.idReclamo, idReclamo));
}

// ---- Wire reads ------------------------------------------------------------------------------

const revisor = alias(jugador, 'revisor');
const cuentaRevisor = alias(cuenta, 'cuenta_revisor');
const pagador = alias(jugador, 'pagador');
const cuentaPagador = alias(cuenta, 'cuenta_pagador');
/** Pending first, then the newest. */
const orden = sql<number>`(case when ${reclamoRegear.estado} = 'pendiente' then 0 else 1 end)`;

function filasReclamo(db: DbOrTx) {
  return db
    .select({
      id_reclamo: reclamoRegear.idReclamo,
      id_periodo: reclamoRegear.idPeriodo,
      id_distribucion: reclamoRegear.idDistribucion,
      id_player: reclamoRegear.idPlayer,
      nickname: jugador.nickname,
      event_id: reclamoRegear.eventId,
      battle_id: reclamoRegear.battleId,
      fecha_muerte: reclamoRegear.fechaMuerte,
      fecha_reclamo: reclamoRegear.fechaReclamo,
      estado: reclamoRegear.estado,
      silver: reclamoRegear.silver,
      silver_reglas: reclamoRegear.silverReglas,
      items: reclamoRegear.items,
      razon: reclamoRegear.razon,
      revisado_por: revisor.nickname,
      pagado_por: pagador.nickname,
      fecha_pago: pagoRegear.fechaPago,
      orden: orden.mapWith(Number),
    })
    .from(reclamoRegear)
    .innerJoin(jugador, eq(jugador.idPlayer, reclamoRegear.idPlayer))
    .leftJoin(cuentaRevisor, eq(cuentaRevisor.idCuenta, reclamoRegear.idCuentaRevisor))
    .leftJoin(revisor, eq(revisor.idPlayer, cuentaRevisor.idPlayer))
    .leftJoin(pagoRegear, eq(pagoRegear.idReclamo, reclamoRegear.idReclamo))
    .leftJoin(cuentaPagador, eq(cuentaPagador.idCuenta, pagoRegear.idCuentaDistribuidor))
    .leftJoin(pagador, eq(pagador.idPlayer, cuentaPagador.idPlayer))
    .$dynamic();
}

export type FilaReclamo = Awaited<ReturnType<ReturnType<typeof filasReclamo>['execute']>>[number];

/** A claim's wire row (the one mapping). */
export function toReclamo(r: FilaReclamo): Reclamo {
  const items = r.items as ItemRegear[];
  return {
    id_reclamo: r.id_reclamo,
    id_periodo: r.id_periodo,
    id_distribucion: r.id_distribucion,
    id_player: r.id_player,
    nickname: r.nickname,
    event_id: r.event_id,
    battle_id: r.battle_id,
    fecha_muerte: r.fecha_muerte.toISOString(),
    fecha_reclamo: r.fecha_reclamo.toISOString(),
    estado: r.estado as EstadoReclamo,
    silver: r.silver,
    silver_reglas: r.silver_reglas,
    sin_precio: items.filter((i) => i.motivo === undefined && i.precio === null).length,
    items,
    razon: r.razon,
    revisado_por: r.revisado_por,
    pagado_por: r.pagado_por,
    fecha_pago: r.fecha_pago ? r.fecha_pago.toISOString() : null,
  };
}

export async function findReclamo(db: DbOrTx, idReclamo: number): Promise<Reclamo | null> {
  const [row] = await filasReclamo(db).where(eq(reclamoRegear.idReclamo, idReclamo));
  return row ? toReclamo(row) : null;
}

/** The list's filters (ids resolved). */
export interface FiltroReclamos {
  idPeriodo?: number | undefined;
  estado?: EstadoReclamo | undefined;
  idPlayer?: number | undefined;
}

const condicion = (f: FiltroReclamos): SQL | undefined =>
  and(
    f.idPeriodo === undefined ? undefined : eq(reclamoRegear.idPeriodo, f.idPeriodo),
    f.estado === undefined ? undefined : eq(reclamoRegear.estado, f.estado),
    f.idPlayer === undefined ? undefined : eq(reclamoRegear.idPlayer, f.idPlayer),
  );

/**
 * The page's ids, in the list's order (pending first, then newest), from the indexes alone: the pending
 * claims and the others are two index ranges newest first (reclamo_regear_estado_idx, _periodo_idx,
 * _jugador_idx or the primary key), each cut at offset + limit, merged and cut to the page. Only those
 * rows are then joined to their player, reviewer and payment (docs/performance.md, "Regear reads").
 */
function idsDePagina(filtro: FiltroReclamos, offset: number, limit: number): SQL {
  const id = reclamoRegear.idReclamo;
  // A state filter makes it one range, cut to the page directly.
  if (filtro.estado !== undefined)
    return sql`select ${id} from ${reclamoRegear} where ${condicion(filtro)} order by ${id} desc limit ${limit} offset ${offset}`;
  const rango = (orden: 0 | 1, estado: SQL) =>
    sql`(select ${id}, ${sql.raw(String(orden))} as "orden" from ${reclamoRegear} where ${and(condicion(filtro), estado)} order by ${id} desc limit ${offset + limit})`;
  const pendientes = rango(0, eq(reclamoRegear.estado, 'pendiente'));
  const otros = rango(1, ne(reclamoRegear.estado, 'pendiente'));
  return sql`select "id_reclamo" from (${pendientes} union all ${otros} order by "orden" asc, "id_reclamo" desc limit ${limit} offset ${offset}) "pagina"`;
}

/** One page of the list (the review queue, a member's claims, a period's regear): pending first, then newest. */
export async function pageReclamos(db: DbOrTx, filtro: FiltroReclamos, offset: number, limit: number): Promise<Reclamo[]> {
  const rows = await filasReclamo(db)
    .where(sql`${reclamoRegear.idReclamo} in (${idsDePagina(filtro, offset, limit)})`)
    .orderBy(asc(orden), desc(reclamoRegear.idReclamo));
  return rows.map(toReclamo);
}

export async function countReclamos(db: DbOrTx, filtro: FiltroReclamos): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(reclamoRegear)
    .where(condicion(filtro));
  return row?.n ?? 0;
}

/** The list in batches of `limite` after a key (the CSV export, keyset on the list's own order). */
export async function loteReclamos(db: DbOrTx, filtro: FiltroReclamos, after: [number, number] | null, limite: number) {
  const despues = after
    ? or(sql`${orden} > ${after[0]}`, and(sql`${orden} = ${after[0]}`, sql`${reclamoRegear.idReclamo} < ${after[1]}`))
    : undefined;
  return filasReclamo(db)
    .where(and(condicion(filtro), despues))
    .orderBy(asc(orden), desc(reclamoRegear.idReclamo))
    .limit(limite);
}

/** The newest period not finalized whose dates hold `fecha` (an open one: from its start on), or null: `/regear`'s period. */
export async function periodoDeFecha(db: DbOrTx, fecha: Date): Promise<number | null> {
  const [row] = await db
    .select({ idPeriodo: periodo.idPeriodo })
    .from(periodo)
    .where(
      and(
        ne(periodo.idEstadoDistribucion, ESTADO_PERIODO.FINALIZADO),
        lte(periodo.fechaInicial, fecha),
        or(isNull(periodo.fechaFinal), gte(periodo.fechaFinal, fecha)),
      ),
    )
    .orderBy(desc(periodo.idPeriodo))
    .limit(1);
  return row?.idPeriodo ?? null;
}
