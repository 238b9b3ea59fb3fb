// SQL of the distributions and their player rows. Reads that answer the wire return Distribucion
// (toDistribucion is the one mapping); the rest return table rows.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Desglose, Distribucion, DistribucionParaCorregir, FondoGremio, OrigenDistribucion } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { auditFrom } from '../../lib/audit.js';
import { cargo, distribucion, distribucionJugador, estadoDistribucion, jugador, periodo } from '../../db/schema.js';
import type { PeriodoEstado } from '../periodos/periodos.repository.js';

/** The statement of lockPeriodoParaCrear (the benchmark's floor sends it too). */
export const lockPeriodoParaCrearSql = (idPeriodo: number, codigo: number): SQL => sql`
    select p.id_periodo, p.id_estado_distribucion,
      (select e.nombre_estado_distribucion from ${estadoDistribucion} e
        where e.id_estado_distribucion = p.id_estado_distribucion) as nombre_estado,
      (select d.id_distribucion from ${distribucion} d where d.id_periodo = p.id_periodo and d.codigo = ${codigo}) as existente
    from ${periodo} p where p.id_periodo = ${idPeriodo}
    for share of p`;

/**
 * A creation's first statement: share-locks the period row (as periodos.repository's
 * `lockPeriodo(…, 'share')`) and, in the same round trip, reads its state name and whether the
 * client's code is already used in the period. No join in the locked query (see lockPeriodo): the
 * name and the code come from scalar subqueries, evaluated against the row version the lock returns.
 */
export async function lockPeriodoParaCrear(
  tx: DbOrTx,
  idPeriodo: number,
  codigo: number,
): Promise<(PeriodoEstado & { existente: number | null }) | undefined> {
  const { rows } = await tx.execute<{
    id_periodo: number;
    id_estado_distribucion: number;
    nombre_estado: string;
    existente: number | null;
  }>(lockPeriodoParaCrearSql(idPeriodo, codigo));
  const row = rows[0];
  if (!row) return undefined;
  return {
    idPeriodo: Number(row.id_periodo),
    idEstadoDistribucion: Number(row.id_estado_distribucion),
    nombreEstado: row.nombre_estado,
    existente: row.existente === null ? null : Number(row.existente),
  };
}

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

  const players = await db
    .select({
      idDistribucion: distribucionJugador.idDistribucion,
      nickname: jugador.nickname,
      nombreCargo: cargo.nombreCargo,
      silverUnitario: distribucionJugador.silverUnitario,
    })
    .from(distribucionJugador)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo))
    .where(
      inArray(
        distribucionJugador.idDistribucion,
        rows.map((r) => r.idDistribucion),
      ),
    )
    .orderBy(asc(jugador.nickname));

  const byDistribucion = new Map<number, Distribucion['jugadores']>();
  for (const p of players) {
    const list = byDistribucion.get(p.idDistribucion) ?? [];
    list.push(toJugadorDeDistribucion(p));
    byDistribucion.set(p.idDistribucion, list);
  }
  return rows.map((r) => toDistribucion(r, byDistribucion.get(r.idDistribucion) ?? []));
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

/**
 * Stores a distribution, its player rows and its audit row in one statement (data-modifying CTEs: one
 * round trip instead of three; docs/performance.md). The player rows repeat period, date, state and
 * share of their distribution (schema.ts); their date is the distribution's own default, now() — the
 * transaction's start — so the copy is exact to the microsecond. The players go as one array parameter:
 * building 40 × 6 parameters through the query builder cost more CPU than the insert itself.
 */
export interface NuevaDistribucion {
  idPeriodo: number;
  codigo: number;
  motivo: string;
  silver: number;
  silverUnitario: number;
  idCuentaEncargado: number;
  idPlayerEncargado: number;
  jugadores: number[];
  /** Each player's share, in the order of `jugadores` (default: `silverUnitario` for all). */
  partes?: number[];
  /** Each player's weight in tenths, in the order of `jugadores` (default: 10 for all). */
  pesosDecimas?: number[];
  /** The breakdown's tax (default 0) and the remainder of the shares (default: silver − Σ shares). */
  impuesto?: number;
  resto?: number;
  desglose?: unknown;
  origen?: unknown;
}

/** The statement of insertDistribucion (the benchmark's floor sends it too). Answers id_distribucion, fecha. */
export function insertDistribucionSql(input: NuevaDistribucion, auditoriaDespues: unknown): SQL {
  const audita = auditFrom(
    { idCuenta: input.idCuentaEncargado, accion: 'crear', entidad: 'distribucion', despues: auditoriaDespues },
    sql`d`,
    sql`d.id_distribucion`,
  );
  const resto = input.resto ?? input.silver - input.silverUnitario * input.jugadores.length;
  const desglose = input.desglose === undefined ? null : JSON.stringify(input.desglose);
  const origen = input.origen === undefined ? null : JSON.stringify(input.origen);
  // Unweighted (the common case): one array and the same share for all; weighted: three arrays side by side.
  const jugadores = input.partes
    ? sql`select x.id, x.parte, x.peso from unnest(${sql.param(input.jugadores)}::int[],
          ${sql.param(input.partes)}::bigint[], ${sql.param(input.pesosDecimas)}::smallint[]) as x(id, parte, peso)`
    : sql`select x.id, ${input.silverUnitario}::bigint as parte, 10::smallint as peso
          from unnest(${sql.param(input.jugadores)}::int[]) as x(id)`;
  return sql`
    with d as (
      insert into ${distribucion} (id_periodo, codigo, motivo, silver, silver_unitario, id_cuenta_encargado, id_player_encargado,
                                   impuesto, resto, desglose, origen)
      values (${input.idPeriodo}, ${input.codigo}, ${input.motivo}, ${input.silver}, ${input.silverUnitario},
              ${input.idCuentaEncargado}, ${input.idPlayerEncargado}, ${input.impuesto ?? 0}, ${resto}, ${desglose}::jsonb,
              ${origen}::jsonb)
      returning id_distribucion, fecha
    ), j as (
      insert into ${distribucionJugador} (id_distribucion, id_player, id_periodo, fecha, estado, silver_unitario, peso_decimas)
      select d.id_distribucion, x.id, ${input.idPeriodo}, now(), true, x.parte, x.peso
      from d, (${jugadores}) as x
    ), a as (${audita})
    select id_distribucion, fecha from d`;
}

export async function insertDistribucion(
  tx: DbOrTx,
  input: NuevaDistribucion,
  auditoriaDespues: unknown,
): Promise<{ idDistribucion: number; fecha: Date }> {
  const { rows } = await tx.execute<{ id_distribucion: number; fecha: Date | string }>(
    insertDistribucionSql(input, auditoriaDespues),
  );
  const row = rows[0]!;
  return { idDistribucion: Number(row.id_distribucion), fecha: new Date(row.fecha) };
}

/** A distribution as it was created (its players in the order of their rows, weights in units). */
export async function paraCorregir(db: DbOrTx, idDistribucion: number): Promise<DistribucionParaCorregir | undefined> {
  const [row] = await db
    .select({
      motivo: distribucion.motivo,
      silver: distribucion.silver,
      desglose: distribucion.desglose,
      origen: distribucion.origen,
    })
    .from(distribucion)
    .where(eq(distribucion.idDistribucion, idDistribucion));
  if (!row) return undefined;
  const jugadores = await db
    .select({
      id_player: distribucionJugador.idPlayer,
      nickname: jugador.nickname,
      pesoDecimas: distribucionJugador.pesoDecimas,
      activo: jugador.estado,
    })
    .from(distribucionJugador)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .where(eq(distribucionJugador.idDistribucion, idDistribucion))
    .orderBy(asc(jugador.nickname));
  return {
    id_distribucion: idDistribucion,
    motivo: row.motivo,
    silver: row.silver,
    desglose: (row.desglose ?? null) as Desglose | null,
    jugadores: jugadores.map(({ pesoDecimas, ...j }) => ({ ...j, peso: pesoDecimas / 10 })),
    origen: (row.origen ?? null) as OrigenDistribucion | null,
  };
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
