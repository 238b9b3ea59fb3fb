// SQL of the periods area (STYLE §2: the only place here that touches Drizzle). Every function takes
// the database or a transaction handle. Sums only count live rows (distribucion.estado = true and its
// copy distribucion_jugador.estado), which are the ones that count (DESIGN §2).
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CARGO, PAGE_SIZE, TOP_N, type Periodo } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  casa,
  cuenta,
  cuentaCargo,
  distribucion,
  distribucionJugador,
  estadoDistribucion,
  jugador,
  lugarDistribucion,
  pago,
  periodo,
  periodoCasa,
} from '../../db/schema.js';

const creador = alias(jugador, 'creador');
const distribuidor = alias(jugador, 'distribuidor');

/** silver_app: Σ silver of the period's live distributions (read through distribucion_periodo_fecha_idx). */
const silverApp =
  sql<number>`coalesce((select sum(d.silver) from ${distribucion} d where d.id_periodo = ${periodo.idPeriodo} and d.estado), 0)::bigint`.mapWith(
    Number,
  );

export async function listPeriodos(db: DbOrTx, page: number): Promise<{ rows: Periodo[]; count: number }> {
  // The page's ids first (primary key, backwards), then the joins and silver_app for those 10 only:
  // with the offset applied last, page 90 computed silver_app for 900 periods (docs/performance.md).
  const pagina = db
    .select({ id: periodo.idPeriodo })
    .from(periodo)
    .orderBy(desc(periodo.idPeriodo))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as('pagina');
  const rows = await db
    .select({
      id_periodo: periodo.idPeriodo,
      distribuidor_nickname: distribuidor.nickname,
      lugar: lugarDistribucion.lugar,
      id_lugar_distribucion: periodo.idLugarDistribucion,
      fecha_inicial: periodo.fechaInicial,
      fecha_final: periodo.fechaFinal,
      silver_app: silverApp,
      silver_albion: periodo.silverAlbion,
      id_estado_distribucion: periodo.idEstadoDistribucion,
      nombre_estado_distribucion: estadoDistribucion.nombreEstadoDistribucion,
      nickname: creador.nickname,
    })
    .from(pagina)
    .innerJoin(periodo, eq(periodo.idPeriodo, pagina.id))
    .innerJoin(lugarDistribucion, eq(lugarDistribucion.idLugarDistribucion, periodo.idLugarDistribucion))
    .innerJoin(estadoDistribucion, eq(estadoDistribucion.idEstadoDistribucion, periodo.idEstadoDistribucion))
    .innerJoin(cuenta, eq(cuenta.idCuenta, periodo.idCuentaCreador))
    .innerJoin(creador, eq(creador.idPlayer, cuenta.idPlayer))
    .leftJoin(distribuidor, eq(distribuidor.idPlayer, periodo.idPlayerDistribuidor))
    .orderBy(desc(periodo.idPeriodo));
  const [total] = await db.select({ n: count() }).from(periodo);
  return {
    rows: rows.map((r) => ({
      ...r,
      fecha_inicial: r.fecha_inicial.toISOString(),
      fecha_final: r.fecha_final ? r.fecha_final.toISOString() : null,
    })),
    count: Number(total?.n ?? 0),
  };
}

/** State and distributor nickname of one period (payment rows repeat them). */
export async function findPeriodoInfo(db: DbOrTx, idPeriodo: number) {
  const [row] = await db
    .select({ idEstado: periodo.idEstadoDistribucion, distribuidorNickname: distribuidor.nickname })
    .from(periodo)
    .leftJoin(distribuidor, eq(distribuidor.idPlayer, periodo.idPlayerDistribuidor))
    .where(eq(periodo.idPeriodo, idPeriodo));
  return row ?? null;
}

export function listLugares(db: DbOrTx) {
  return db
    .select({ id_lugar_distribucion: lugarDistribucion.idLugarDistribucion, lugar: lugarDistribucion.lugar })
    .from(lugarDistribucion)
    .orderBy(asc(lugarDistribucion.idLugarDistribucion));
}

export async function findLugar(db: DbOrTx, idLugar: number) {
  const [row] = await db.select().from(lugarDistribucion).where(eq(lugarDistribucion.idLugarDistribucion, idLugar));
  return row ?? null;
}

/** Active houses of a place, biggest first. */
export function listCasas(db: DbOrTx, idLugar: number) {
  return db
    .select({ id_casa: casa.idCasa, nombre_casa: casa.nombreCasa, cantidad_cofres: casa.cantidadCofres })
    .from(casa)
    .where(and(eq(casa.idLugarDistribucion, idLugar), eq(casa.activa, true)))
    .orderBy(desc(casa.cantidadCofres), asc(casa.idCasa));
}

export function casasByIds(db: DbOrTx, ids: number[]) {
  return db.select().from(casa).where(inArray(casa.idCasa, ids));
}

/** DESIGN §2: an active player whose account is active and holds charge 5 (DISTRIBUIDOR). */
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

export async function isDistribuidorElegible(db: DbOrTx, idPlayer: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jugador.idPlayer })
    .from(jugador)
    .innerJoin(cuenta, eq(cuenta.idPlayer, jugador.idPlayer))
    .where(and(eq(jugador.idPlayer, idPlayer), distribuidorElegible()));
  return row !== undefined;
}

export type PeriodoBloqueado = typeof periodo.$inferSelect;

/** Reads the period row and locks it until the transaction ends (SELECT … FOR UPDATE). */
export async function lockPeriodo(tx: DbOrTx, idPeriodo: number): Promise<PeriodoBloqueado | null> {
  const [row] = await tx.select().from(periodo).where(eq(periodo.idPeriodo, idPeriodo)).for('update');
  return row ?? null;
}

export async function insertPeriodo(tx: DbOrTx, values: { idLugar: number; idCuenta: number; gremioFederacion: number }) {
  const [row] = await tx
    .insert(periodo)
    .values({
      idLugarDistribucion: values.idLugar,
      idCuentaCreador: values.idCuenta,
      gremioFederacion: values.gremioFederacion,
    })
    .returning();
  return row!;
}

export async function updatePeriodo(tx: DbOrTx, idPeriodo: number, values: Partial<typeof periodo.$inferInsert>) {
  const [row] = await tx.update(periodo).set(values).where(eq(periodo.idPeriodo, idPeriodo)).returning();
  return row!;
}

export async function insertPeriodoCasas(tx: DbOrTx, idPeriodo: number, idsCasas: number[]) {
  await tx
    .insert(periodoCasa)
    .values(idsCasas.map((idCasa) => ({ idPeriodo, idCasa })))
    .onConflictDoNothing();
}

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

export async function topPlayers(db: DbOrTx, since: Date) {
  const total = sql<number>`sum(${distribucionJugador.silverUnitario})::bigint`.mapWith(Number);
  return db
    .select({ nickname: jugador.nickname, total_silver_unitario: total })
    .from(distribucionJugador)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .where(and(eq(distribucionJugador.estado, true), gte(distribucionJugador.fecha, since)))
    .groupBy(jugador.idPlayer, jugador.nickname)
    .orderBy(desc(total), asc(jugador.nickname))
    .limit(TOP_N);
}

export async function topCreadores(db: DbOrTx, since: Date) {
  const total = sql<number>`sum(${distribucion.silver})::bigint`.mapWith(Number);
  return db
    .select({ nickname: jugador.nickname, silver_app: total })
    .from(distribucion)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucion.idPlayerEncargado))
    .where(and(eq(distribucion.estado, true), gte(distribucion.fecha, since)))
    .groupBy(jugador.idPlayer, jugador.nickname)
    .orderBy(desc(total), asc(jugador.nickname))
    .limit(TOP_N);
}

/**
 * Epoch ms of the oldest live row at or after `since` (null: none). A TOP list read at `since + 30 days`
 * can only change without a write when that row leaves the window (lib/read-cache.ts).
 */
export async function primeraFechaViva(db: DbOrTx, tabla: 'jugadores' | 'distribuciones', since: Date): Promise<number | null> {
  const t = tabla === 'jugadores' ? distribucionJugador : distribucion;
  const [row] = await db
    .select({ ms: sql<number | null>`(extract(epoch from min(${t.fecha})) * 1000)::float8` })
    .from(t)
    .where(and(eq(t.estado, true), gte(t.fecha, since)));
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}

/** Nicknames are stored lower-case (NicknameSchema), so lower-casing the input is the exact match. */
export async function findJugadorByNickname(db: DbOrTx, nickname: string) {
  const [row] = await db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname })
    .from(jugador)
    .where(eq(jugador.nickname, nickname.trim().toLowerCase()));
  return row ?? null;
}

/** The earnings search's statement, with or without the window (`since`), built once per database. */
function gananciasQuery(db: DbOrTx, conVentana: boolean) {
  return db
    .select({
      idPlayer: jugador.idPlayer,
      nickname: jugador.nickname,
      total: sql<number>`coalesce(sum(${distribucionJugador.silverUnitario}), 0)::bigint`.mapWith(Number),
      cantidad: count(distribucionJugador.idPlayer),
      /** Epoch ms of the oldest counted row: the answer holds until it leaves the window. */
      primeraMs: sql<number | null>`(extract(epoch from min(${distribucionJugador.fecha})) * 1000)::float8`,
    })
    .from(jugador)
    .leftJoin(
      distribucionJugador,
      and(
        eq(distribucionJugador.idPlayer, jugador.idPlayer),
        // A literal predicate (not `= $1`), so that even the cached generic plan matches the partial index.
        sql`${distribucionJugador.estado}`,
        conVentana ? gte(distribucionJugador.fecha, sql.placeholder('since')) : undefined,
      ),
    )
    .where(eq(jugador.nickname, sql.placeholder('nickname')))
    .groupBy(jugador.idPlayer, jugador.nickname);
}

const gananciasPreparadas = new WeakMap<DbOrTx, { desde: PreparedGanancias; todo: PreparedGanancias }>();
type PreparedGanancias = ReturnType<ReturnType<typeof gananciasQuery>['prepare']>;

/**
 * The player (exact nickname) and their live earnings since `since` in one statement: an index-only
 * scan of distribucion_jugador_viva_player_idx. Prepared once (named statement: no SQL building, no
 * parsing or planning per request; docs/performance.md). Null when there is no such player.
 */
export async function gananciasPorNickname(db: DbOrTx, nickname: string, since: Date | null) {
  let prepared = gananciasPreparadas.get(db);
  if (!prepared) {
    prepared = {
      desde: gananciasQuery(db, true).prepare('ganancias_desde'),
      todo: gananciasQuery(db, false).prepare('ganancias_todo'),
    };
    gananciasPreparadas.set(db, prepared);
  }
  const params = { nickname: nickname.trim().toLowerCase(), since: since?.toISOString() };
  const [row] = await (since ? prepared.desde : prepared.todo).execute(params);
  if (!row) return null;
  return { ...row, cantidad: Number(row.cantidad), primeraMs: row.primeraMs === null ? null : Number(row.primeraMs) };
}

export async function ganancias(db: DbOrTx, idPlayer: number, since: Date | null) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${distribucionJugador.silverUnitario}), 0)::bigint`.mapWith(Number),
      cantidad: count(),
    })
    .from(distribucionJugador)
    .where(
      and(
        eq(distribucionJugador.idPlayer, idPlayer),
        eq(distribucionJugador.estado, true),
        since ? gte(distribucionJugador.fecha, since) : undefined,
      ),
    );
  return { total: row?.total ?? 0, cantidad: Number(row?.cantidad ?? 0) };
}
