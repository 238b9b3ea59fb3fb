// SQL of the leaderboards (the 30-day TOP lists) and the earnings search. Sums only count live rows
// (docs/domain.md, "Leaderboards and search").
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { TOP_N, type Ganancias } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { distribucion, distribucionJugador, jugador } from '../../db/schema.js';

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

/**
 * The player (exact nickname) and their live earnings since `since` in one statement: an index-only
 * scan of distribucion_jugador_viva_player_idx. A named statement: PostgreSQL parses and plans it once
 * per connection (docs/performance.md). It only runs when the read cache misses (lib/read-cache.ts).
 * Null when there is no such player.
 */
export async function gananciasPorNickname(db: DbOrTx, nickname: string, since: Date | null) {
  const prepared = since
    ? gananciasQuery(db, true).prepare('ganancias_desde')
    : gananciasQuery(db, false).prepare('ganancias_todo');
  const params = { nickname: nickname.trim().toLowerCase(), since: since?.toISOString() };
  const [row] = await prepared.execute(params);
  if (!row) return null;
  return { ...row, cantidad: Number(row.cantidad), primeraMs: row.primeraMs === null ? null : Number(row.primeraMs) };
}

/** The earnings search's wire answer (the one mapping; the benchmark's floor uses it too). */
export function toGanancias(found: { idPlayer: number; nickname: string; total: number; cantidad: number }): Ganancias {
  return {
    id_player: found.idPlayer,
    nickname: found.nickname,
    total_silver_unitario: found.total,
    cantidad_contenido: found.cantidad,
  };
}
