// Endpoints of the leaderboards and the earnings search (URLs and methods in src/routes.ts). Public
// answers kept in the read cache until a write or the clock changes them (lib/read-cache.ts).
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
import { sendCached, serializeWith } from '../../lib/read-cache.js';
import * as service from './clasificaciones.service.js';
import type { TopVigente } from './clasificaciones.service.js';

const tags = ['periodos'];
const topPlayersJson = serializeWith(TopPlayersResponseSchema);
const topCreadoresJson = serializeWith(TopCreadoresResponseSchema);
const gananciasJson = serializeWith(GananciasResponseSchema);

/** A TOP list's answer: kept until a write, or until its oldest counted row leaves the 30 days. */
function topHandler<T>(key: string, load: (db: Db) => Promise<TopVigente<T>>, json: (value: TopAnswer<T>) => string) {
  return async (_request: unknown, reply: FastifyReply): Promise<void> => {
    await sendCached(
      reply,
      key,
      async (db) => {
        const { value, validUntil } = await load(db);
        return { value: { ok: true as const, message: value }, validUntil };
      },
      json,
    );
  };
}
type TopAnswer<T> = { ok: true; message: T[] };

export const topPlayers = endpoint({
  schema: { tags, summary: 'TOP 3 jugadores de los últimos 30 días', response: { 200: TopPlayersResponseSchema } },
  handler: topHandler('top3BestPlayers', service.topPlayersVigente, topPlayersJson),
});

export const topCreadores = endpoint({
  schema: {
    tags,
    summary: 'TOP 3 encargados de contenido de los últimos 30 días',
    response: { 200: TopCreadoresResponseSchema },
  },
  handler: topHandler('top3BestCreadores', service.topCreadoresVigente, topCreadoresJson),
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
    return sendCached(
      reply,
      `searchGananciasPlayer:${interval}:${nickname.toLowerCase()}`,
      async (db) => {
        const { value, validUntil } = await service.buscarGananciasVigente(db, nickname, interval);
        return { value: { ok: true as const, message: value }, validUntil };
      },
      gananciasJson,
    );
  },
});
