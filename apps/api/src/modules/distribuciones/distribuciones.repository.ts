// SQL of the distributions area: the only place of this module that touches Drizzle (STYLE §2).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Distribucion, JugadorOpcion } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { auditoria, cargo, distribucion, distribucionJugador, estadoDistribucion, jugador, periodo } from '../../db/schema.js';

export interface PeriodoEstado {
  idPeriodo: number;
  idEstadoDistribucion: number;
  nombreEstado: string;
}

const periodoEstadoColumns = {
  idPeriodo: periodo.idPeriodo,
  idEstadoDistribucion: periodo.idEstadoDistribucion,
  nombreEstado: estadoDistribucion.nombreEstadoDistribucion,
};

export async function findPeriodo(db: DbOrTx, idPeriodo: number): Promise<PeriodoEstado | undefined> {
  const [row] = await db
    .select(periodoEstadoColumns)
    .from(periodo)
    .innerJoin(estadoDistribucion, eq(estadoDistribucion.idEstadoDistribucion, periodo.idEstadoDistribucion))
    .where(eq(periodo.idPeriodo, idPeriodo));
  return row;
}

/**
 * Locks the period row until the transaction ends. `update` (deleting a distribution) excludes every
 * other lock; `share` (creating one) excludes only the period's state changes, which lock it for
 * update (close, finalize, change value): creations in one open period run side by side, and none can
 * interleave with a close (docs/performance.md).
 */
export async function lockPeriodo(
  tx: DbOrTx,
  idPeriodo: number,
  mode: 'update' | 'share' = 'update',
): Promise<PeriodoEstado | undefined> {
  // Lock the row alone, then read it with its state name. Locking through the join would lose the row
  // when a concurrent close changed its state while we waited: PostgreSQL rechecks the join against
  // the old estado row and returns nothing ("no existe el periodo" instead of 409; reliability/races).
  const [locked] = await tx.select({ id: periodo.idPeriodo }).from(periodo).where(eq(periodo.idPeriodo, idPeriodo)).for(mode);
  return locked ? findPeriodo(tx, idPeriodo) : undefined;
}

/**
 * A creation's first statement: share-locks the period row (as `lockPeriodo(…, 'share')`) and, in the
 * same round trip, reads its state name and whether the client's code is already used in the period.
 * No join in the locked query (see lockPeriodo): the name and the code come from scalar subqueries,
 * evaluated against the row version the lock returns.
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
  }>(sql`
    select p.id_periodo, p.id_estado_distribucion,
      (select e.nombre_estado_distribucion from ${estadoDistribucion} e
        where e.id_estado_distribucion = p.id_estado_distribucion) as nombre_estado,
      (select d.id_distribucion from ${distribucion} d where d.id_periodo = p.id_periodo and d.codigo = ${codigo}) as existente
    from ${periodo} p where p.id_periodo = ${idPeriodo}
    for share of p`);
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

type DistribucionRow = {
  idDistribucion: number;
  fecha: Date;
  motivo: string;
  silver: number;
  nicknameEncargado: string;
  estado: boolean;
  razonEliminacion: string | null;
};

/**
 * Distributions with their players, newest first: one query for the distributions and one for all
 * their players (no N+1).
 */
export async function listDistribuciones(
  db: DbOrTx,
  where: { idPeriodo: number } | { idDistribucion: number },
): Promise<Distribucion[]> {
  const condition =
    'idPeriodo' in where ? eq(distribucion.idPeriodo, where.idPeriodo) : eq(distribucion.idDistribucion, where.idDistribucion);
  const rows: DistribucionRow[] = await db
    .select(distribucionColumns)
    .from(distribucion)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucion.idPlayerEncargado))
    .where(condition)
    .orderBy(desc(distribucion.fecha), desc(distribucion.idDistribucion));
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
    list.push({ nickname: p.nickname, nombre_cargo: p.nombreCargo, silver_unitario: p.silverUnitario });
    byDistribucion.set(p.idDistribucion, list);
  }
  return rows.map((r) => ({
    id_distribucion: r.idDistribucion,
    fecha: r.fecha.toISOString(),
    motivo: r.motivo,
    nickname_encargado: r.nicknameEncargado,
    silver: r.silver,
    razon_eliminacion: r.razonEliminacion,
    estado: r.estado,
    jugadores: byDistribucion.get(r.idDistribucion) ?? [],
  }));
}

export interface DistribucionGuardada {
  idDistribucion: number;
  idPeriodo: number;
  codigo: number;
  motivo: string;
  silver: number;
  idCuentaEncargado: number;
  estado: boolean;
  jugadores: number[];
}

async function withPlayers(db: DbOrTx, row: Omit<DistribucionGuardada, 'jugadores'>): Promise<DistribucionGuardada> {
  const players = await db
    .select({ idPlayer: distribucionJugador.idPlayer })
    .from(distribucionJugador)
    .where(eq(distribucionJugador.idDistribucion, row.idDistribucion));
  return { ...row, jugadores: players.map((p) => p.idPlayer) };
}

const guardadaColumns = {
  idDistribucion: distribucion.idDistribucion,
  idPeriodo: distribucion.idPeriodo,
  codigo: distribucion.codigo,
  motivo: distribucion.motivo,
  silver: distribucion.silver,
  idCuentaEncargado: distribucion.idCuentaEncargado,
  estado: distribucion.estado,
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
): Promise<(Omit<DistribucionGuardada, 'jugadores'> & { razonEliminacion: string | null }) | undefined> {
  const query = db
    .select({ ...guardadaColumns, razonEliminacion: distribucion.razonEliminacion })
    .from(distribucion)
    .where(eq(distribucion.idDistribucion, idDistribucion));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The players of the ids with their cargo name (what a distribution's player rows show). */
export async function findJugadores(
  db: DbOrTx,
  ids: number[],
): Promise<{ idPlayer: number; nickname: string; estado: boolean; nombreCargo: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname, estado: jugador.estado, nombreCargo: cargo.nombreCargo })
    .from(jugador)
    .innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo))
    .where(inArray(jugador.idPlayer, ids));
}

/**
 * Stores a distribution, its player rows and its audit row in one statement (data-modifying CTEs: one
 * round trip instead of three; docs/performance.md). The player rows repeat period, date, state and
 * share of their distribution (schema.ts); their date is the distribution's own default, now() — the
 * transaction's start — so the copy is exact to the microsecond. The players go as one array parameter:
 * building 40 × 6 parameters through the query builder cost more CPU than the insert itself.
 */
export async function insertDistribucion(
  tx: DbOrTx,
  input: {
    idPeriodo: number;
    codigo: number;
    motivo: string;
    silver: number;
    silverUnitario: number;
    idCuentaEncargado: number;
    idPlayerEncargado: number;
    jugadores: number[];
  },
  auditoriaDespues: unknown,
): Promise<{ idDistribucion: number; fecha: Date }> {
  const { rows } = await tx.execute<{ id_distribucion: number; fecha: Date | string }>(sql`
    with d as (
      insert into ${distribucion} (id_periodo, codigo, motivo, silver, silver_unitario, id_cuenta_encargado, id_player_encargado)
      values (${input.idPeriodo}, ${input.codigo}, ${input.motivo}, ${input.silver}, ${input.silverUnitario},
              ${input.idCuentaEncargado}, ${input.idPlayerEncargado})
      returning id_distribucion, fecha
    ), j as (
      insert into ${distribucionJugador} (id_distribucion, id_player, id_periodo, fecha, estado, silver_unitario)
      select d.id_distribucion, x, ${input.idPeriodo}, now(), true, ${input.silverUnitario}
      from d, unnest(${sql.param(input.jugadores)}::int[]) as x
    ), a as (
      insert into ${auditoria} (id_cuenta, accion, entidad, id_entidad, despues)
      select ${input.idCuentaEncargado}, 'crear', 'distribucion', d.id_distribucion::text, ${JSON.stringify(auditoriaDespues)}::jsonb
      from d
    )
    select id_distribucion, fecha from d`);
  const row = rows[0]!;
  return { idDistribucion: Number(row.id_distribucion), fecha: new Date(row.fecha) };
}

/** Deletion keeps the rows: estado false on the distribution and on every player row of it. */
export async function marcarEliminada(tx: DbOrTx, idDistribucion: number, razon: string, fecha: Date): Promise<void> {
  await tx
    .update(distribucion)
    .set({ estado: false, razonEliminacion: razon, fechaEliminacion: fecha })
    .where(eq(distribucion.idDistribucion, idDistribucion));
  await tx.update(distribucionJugador).set({ estado: false }).where(eq(distribucionJugador.idDistribucion, idDistribucion));
}

export async function listJugadoresActivos(db: DbOrTx): Promise<JugadorOpcion[]> {
  return db
    .select({ id_player: jugador.idPlayer, nickname: jugador.nickname })
    .from(jugador)
    .where(eq(jugador.estado, true))
    .orderBy(asc(jugador.nickname));
}

export async function findJugadoresPorNickname(
  db: DbOrTx,
  nicknames: string[],
): Promise<{ idPlayer: number; nickname: string; estado: boolean }[]> {
  if (nicknames.length === 0) return [];
  return db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname, estado: jugador.estado })
    .from(jugador)
    .where(inArray(jugador.nickname, nicknames));
}

export async function insertJugador(
  tx: DbOrTx,
  input: { nickname: string; idCargo: number; idRol: number },
): Promise<{ idPlayer: number; nickname: string }> {
  const [row] = await tx.insert(jugador).values(input).returning({ idPlayer: jugador.idPlayer, nickname: jugador.nickname });
  return row!;
}
