// Endpoints of the leaderboards and the earnings search (URLs and methods in src/routes.ts). Public
// answers kept in the read cache until a write or the clock changes them (lib/read-cache.ts); they may
// lag a write by up to RETRASO_CLASIFICACIONES_MS (docs/performance.md).
import {
  GananciasResponseSchema,
  ErrorResponseSchema,
  SearchGananciasQuerySchema,
  TopCreadoresResponseSchema,
  TopPlayersResponseSchema,
} from '@reparto/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { endpoint } from '../../lib/route.js';
import { ambito, RETRASO_CLASIFICACIONES_MS } from '../../lib/cambios.js';
import * as service from './clasificaciones.service.js';
import type { TopVigente } from './clasificaciones.service.js';

const tags = ['periodos'];

/**
 * A TOP list's answer: kept until a write (it may lag one by RETRASO_CLASIFICACIONES_MS), or until its
 * oldest counted row leaves the 30 days.
 */
function topHandler<T>(key: string, load: (db: Db) => Promise<TopVigente<T>>) {
  return async (_request: unknown, reply: FastifyReply): Promise<void> => {
    await reply.cached({ key, ambitos: [ambito.tops, ambito.jugadores], lagMs: RETRASO_CLASIFICACIONES_MS }, async (db) => {
      const { value, validUntil } = await load(db);
      return { value: { ok: true as const, message: value }, validUntil };
    });
  };
}

export const topPlayers = endpoint({
  schema: { tags, summary: 'TOP 3 jugadores de los últimos 30 días', response: { 200: TopPlayersResponseSchema } },
  handler: topHandler('top3BestPlayers', service.topPlayersVigente),
});

export const topCreadores = endpoint({
  schema: {
    tags,
    summary: 'TOP 3 encargados de contenido de los últimos 30 días',
    response: { 200: TopCreadoresResponseSchema },
  },
  handler: topHandler('top3BestCreadores', service.topCreadoresVigente),
});

export const ganancias = endpoint({
  schema: {
    tags,
    summary: 'Ganancias de un jugador en un intervalo (15, 30, 60, 90 días o 0 = desde la creación)',
    querystring: SearchGananciasQuerySchema,
    response: { 200: GananciasResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
  },
  handler: async (request, reply) => {
    const { nickname, interval } = request.query;
    const key = `searchGananciasPlayer:${interval}:${nickname.toLowerCase()}`;
    return reply.cached({ key, ambitos: [ambito.jugadores], lagMs: RETRASO_CLASIFICACIONES_MS }, async (db) => {
      const { value, validUntil } = await service.buscarGananciasVigente(db, nickname, interval);
      return { value: { ok: true as const, message: value }, validUntil, ambitos: [ambito.jugador(value.id_player)] };
    });
  },
});
