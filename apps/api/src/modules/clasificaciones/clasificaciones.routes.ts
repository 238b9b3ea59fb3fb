// Endpoints of the leaderboards and the earnings search (URLs and methods in src/routes.ts). Public
// answers kept in the read cache until a write or the clock changes them (lib/read-cache.ts).
import {
  GananciasResponseSchema,
  ErrorResponseSchema,
  SearchGananciasQuerySchema,
  TopCreadoresResponseSchema,
  TopPlayersResponseSchema,
} from '@reparto/contract';
import { endpoint } from '../../lib/route.js';
import { sendJson, serializeWith } from '../../lib/read-cache.js';
import * as service from './clasificaciones.service.js';

const tags = ['periodos'];
const topPlayersJson = serializeWith(TopPlayersResponseSchema);
const topCreadoresJson = serializeWith(TopCreadoresResponseSchema);
const gananciasJson = serializeWith(GananciasResponseSchema);

export const topPlayers = endpoint({
  schema: { tags, summary: 'TOP 3 jugadores de los últimos 30 días', response: { 200: TopPlayersResponseSchema } },
  handler: async (request, reply) => {
    const body = await request.server.readCache.get(
      'top3BestPlayers',
      async (db) => {
        const { value, validUntil } = await service.topPlayersVigente(db);
        return { value: { ok: true as const, message: value }, validUntil };
      },
      topPlayersJson,
    );
    return sendJson(reply, body);
  },
});

export const topCreadores = endpoint({
  schema: {
    tags,
    summary: 'TOP 3 encargados de contenido de los últimos 30 días',
    response: { 200: TopCreadoresResponseSchema },
  },
  handler: async (request, reply) => {
    const body = await request.server.readCache.get(
      'top3BestCreadores',
      async (db) => {
        const { value, validUntil } = await service.topCreadoresVigente(db);
        return { value: { ok: true as const, message: value }, validUntil };
      },
      topCreadoresJson,
    );
    return sendJson(reply, body);
  },
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
    const body = await request.server.readCache.get(
      `searchGananciasPlayer:${interval}:${nickname.toLowerCase()}`,
      async (db) => {
        const { value, validUntil } = await service.buscarGananciasVigente(db, nickname, interval);
        return { value: { ok: true as const, message: value }, validUntil };
      },
      gananciasJson,
    );
    return sendJson(reply, body);
  },
});
