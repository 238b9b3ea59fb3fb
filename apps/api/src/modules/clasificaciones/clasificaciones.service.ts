// Rules of the leaderboards and the earnings search (docs/domain.md, "Leaderboards and search"): the
// 30-day TOP lists and a player's earnings in an interval, each with the instant until which it stays
// right if nothing is written (the read cache keeps it until then; lib/read-cache.ts).
import { TOP_DIAS, type Ganancias, type TopCreador, type TopPlayer } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { NotFound } from '../../lib/errors.js';
import * as repo from './clasificaciones.repository.js';

const DAY_MS = 86_400_000;
/** A TOP list and the instant (epoch ms) until which it stays right if nothing is written. */
export interface TopVigente<T> {
  value: T[];
  validUntil: number;
}

async function vigencia(db: DbOrTx, tabla: 'jugadores' | 'distribuciones', since: Date): Promise<number> {
  const primera = await repo.primeraFechaViva(db, tabla, since);
  return primera === null ? Number.POSITIVE_INFINITY : primera + TOP_DIAS * DAY_MS;
}

export async function topPlayersVigente(db: Db, now = new Date()): Promise<TopVigente<TopPlayer>> {
  const since = new Date(now.getTime() - TOP_DIAS * DAY_MS);
  const [value, validUntil] = await Promise.all([repo.topPlayers(db, since), vigencia(db, 'jugadores', since)]);
  return { value, validUntil };
}

export async function topCreadoresVigente(db: Db, now = new Date()): Promise<TopVigente<TopCreador>> {
  const since = new Date(now.getTime() - TOP_DIAS * DAY_MS);
  const [value, validUntil] = await Promise.all([repo.topCreadores(db, since), vigencia(db, 'distribuciones', since)]);
  return { value, validUntil };
}

/**
 * The earnings search and the instant until which its answer stays right if nothing is written: for
 * a window, when the oldest counted row leaves it (lib/read-cache.ts).
 */
export async function buscarGananciasVigente(
  db: Db,
  nickname: string,
  interval: number,
  now = new Date(),
): Promise<{ value: Ganancias; validUntil: number }> {
  const since = interval === 0 ? null : new Date(now.getTime() - interval * DAY_MS);
  // One statement: the player and their sum (it used to be two round trips; docs/performance.md).
  const found = await repo.gananciasPorNickname(db, nickname, since);
  if (!found) throw new NotFound('jugador.noEncontrado');
  return {
    value: repo.toGanancias(found),
    validUntil: since === null || found.primeraMs === null ? Number.POSITIVE_INFINITY : found.primeraMs + interval * DAY_MS,
  };
}
