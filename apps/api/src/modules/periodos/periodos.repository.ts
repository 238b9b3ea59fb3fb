// SQL of the periods, their places and houses. Every function takes the database or a transaction
// handle. Sums only count live rows (distribucion.estado = true), the ones that count (docs/domain.md,
// "Money rules").
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ESTADO_PERIODO, PAGE_SIZE, type ModoPago, type Periodo } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  casa,
  cuenta,
  distribucion,
  estadoDistribucion,
  jugador,
  lugarDistribucion,
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

/**
 * The periods in course (docs/domain.md, "Period life cycle"): open and in distribution. Literal ids
 * (not parameters), so that the planner matches the partial index periodo_en_curso_idx.
 */
const enCurso = sql`${periodo.idEstadoDistribucion} in (${sql.raw(`${ESTADO_PERIODO.EN_DISTRIBUCION}, ${ESTADO_PERIODO.ABIERTO}`)})`;

/** Periods with everything their wire row needs (place, state, creator, distributor), to filter or page. */
function periodosConDatos(db: DbOrTx) {
  return db
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
      modo_pago: periodo.modoPago,
    })
    .from(periodo)
    .innerJoin(lugarDistribucion, eq(lugarDistribucion.idLugarDistribucion, periodo.idLugarDistribucion))
    .innerJoin(estadoDistribucion, eq(estadoDistribucion.idEstadoDistribucion, periodo.idEstadoDistribucion))
    .innerJoin(cuenta, eq(cuenta.idCuenta, periodo.idCuentaCreador))
    .innerJoin(creador, eq(creador.idPlayer, cuenta.idPlayer))
    .leftJoin(distribuidor, eq(distribuidor.idPlayer, periodo.idPlayerDistribuidor));
}

/**
 * A page of periods: every one newest first, or only those in course, open ones first (then newest
 * first). The page's ids first (primary key, backwards), then the joins and silver_app for those 10
 * only: with the offset applied last, page 90 computed silver_app for 900 periods (docs/performance.md).
 */
export async function listPeriodos(
  db: DbOrTx,
  page: number,
  filtro: 'todos' | 'en-curso' = 'todos',
): Promise<{ rows: Periodo[]; count: number }> {
  const soloEnCurso = filtro === 'en-curso';
  const orden = soloEnCurso ? [desc(periodo.idEstadoDistribucion), desc(periodo.idPeriodo)] : [desc(periodo.idPeriodo)];
  const pagina = db
    .select({ id: periodo.idPeriodo })
    .from(periodo)
    .where(soloEnCurso ? enCurso : undefined)
    .orderBy(...orden)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as('pagina');
  const rows = await periodosConDatos(db)
    .innerJoin(pagina, eq(pagina.id, periodo.idPeriodo))
    .orderBy(...orden);
  const [total] = await db
    .select({ n: count() })
    .from(periodo)
    .where(soloEnCurso ? enCurso : undefined);
  return { rows: rows.map(toPeriodo), count: Number(total?.n ?? 0) };
}

/** One period's wire row (null: no such period). */
export async function findPeriodo(db: DbOrTx, idPeriodo: number): Promise<Periodo | null> {
  const [row] = await periodosConDatos(db).where(eq(periodo.idPeriodo, idPeriodo));
  return row ? toPeriodo(row) : null;
}

/**
 * A period's wire row (the one mapping; the benchmark's floor uses it too). `modo_pago` is there only
 * for a period in `acumular` (docs/libro.md): a period paid as the spec says answers as it always has.
 */
export function toPeriodo(
  r: Omit<Periodo, 'fecha_inicial' | 'fecha_final' | 'modo_pago'> & {
    fecha_inicial: Date;
    fecha_final: Date | null;
    modo_pago?: ModoPago;
  },
): Periodo {
  const { modo_pago, ...fila } = r;
  return {
    ...fila,
    fecha_inicial: r.fecha_inicial.toISOString(),
    fecha_final: r.fecha_final ? r.fecha_final.toISOString() : null,
    ...(modo_pago === 'acumular' ? { modo_pago } : {}),
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

/** The period row, with its place's name (what a write's Discord message says, docs/integraciones.md). */
export type PeriodoBloqueado = typeof periodo.$inferSelect & { lugar: string };

/** The place's name, as a column of the period's own row: a join would lose the locked row (below). */
// Written out: Drizzle leaves a one-table select's columns unqualified, and the subquery's own table
// would capture them.
const lugarDelPeriodo = sql<string>`(select l.lugar from lugar_distribucion l where l.id_lugar_distribucion = periodo.id_lugar_distribucion)`;

/**
 * Reads the period row and locks it until the transaction ends. `update` (state changes, payments,
 * deleting a distribution) excludes every other lock; `share` (creating a distribution) excludes only
 * the `update` ones: creations in one open period run side by side, and none can interleave with a
 * close (docs/performance.md). The row alone is locked: locking through a join would lose the row
 * when a concurrent close changed its state while we waited (PostgreSQL rechecks the join against the
 * old row and returns nothing; reliability/races).
 */
export async function lockPeriodo(
  tx: DbOrTx,
  idPeriodo: number,
  mode: 'update' | 'share' = 'update',
): Promise<PeriodoBloqueado | null> {
  const [row] = await tx
    .select({ ...getTableColumns(periodo), lugar: lugarDelPeriodo })
    .from(periodo)
    .where(eq(periodo.idPeriodo, idPeriodo))
    .for(mode);
  return row ?? null;
}

/** The period's state with its name (null: no such period). */
export async function findPeriodoEstado(db: DbOrTx, idPeriodo: number): Promise<PeriodoEstado | null> {
  const [row] = await db
    .select({
      idPeriodo: periodo.idPeriodo,
      idEstadoDistribucion: periodo.idEstadoDistribucion,
      nombreEstado: estadoDistribucion.nombreEstadoDistribucion,
    })
    .from(periodo)
    .innerJoin(estadoDistribucion, eq(estadoDistribucion.idEstadoDistribucion, periodo.idEstadoDistribucion))
    .where(eq(periodo.idPeriodo, idPeriodo));
  return row ?? null;
}

export interface PeriodoEstado {
  idPeriodo: number;
  idEstadoDistribucion: number;
  nombreEstado: string;
}

export async function insertPeriodo(
  tx: DbOrTx,
  values: { idLugar: number; idCuenta: number; gremioFederacion: number; modoPago: ModoPago },
) {
  const [row] = await tx
    .insert(periodo)
    .values({
      idLugarDistribucion: values.idLugar,
      idCuentaCreador: values.idCuenta,
      gremioFederacion: values.gremioFederacion,
      modoPago: values.modoPago,
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
