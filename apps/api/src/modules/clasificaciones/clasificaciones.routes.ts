// Endpoints of the leaderboards and the earnings search. Public answers kept in the read cache until a
// write or the clock changes them (lib/read-cache.ts); they may lag a write by up to
// RETRASO_CLASIFICACIONES_MS (docs/performance.md).
import {
  GananciasResponseSchema,
  SearchGananciasQuerySchema,
  TopCreadoresResponseSchema,
  TopPlayersResponseSchema,
} from '@reparto/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { endpoint, errores } from '../../lib/route.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito, RETRASO_CLASIFICACIONES_MS } from '../../lib/cambios.js';
import * as service from './clasificaciones.service.js';
import type { TopVigente } from './clasificaciones.service.js';

/**
 * A TOP list's answer: kept until a write (it may lag one by RETRASO_CLASIFICACIONES_MS), or until its
 * oldest counted row leaves the 30 days.
 */
async function top<T>(reply: FastifyReply, key: string, load: (db: Db) => Promise<TopVigente<T>>): Promise<void> {
  await reply.cached({ key, ambitos: [ambito.tops, ambito.jugadores], lagMs: RETRASO_CLASIFICACIONES_MS }, async (db) => {
    const { value, validUntil } = await load(db);
    return { value: { ok: true as const, message: value }, validUntil };
  });
}

export const topPlayers = endpoint({
  ruta: 'GET /api/distribuciones/top3BestPlayers',
  operationId: 'listarTopJugadores',
  descripcion: `Los 3 jugadores con más plata recibida en distribuciones vigentes de los últimos 30 días. ${QUIEN.publico}`,
  tags: ['periodos'],
  cache: true,
  schema: { summary: 'TOP 3 jugadores de los últimos 30 días', response: { 200: TopPlayersResponseSchema } },
  handler: async function listarTopJugadores(_request, reply) {
    await top(reply, 'top3BestPlayers', service.topPlayersVigente);
  },
});

export const topCreadores = endpoint({
  ruta: 'GET /api/distribuciones/top3BestCreadores',
  operationId: 'listarTopCreadores',
  descripcion: `Los 3 encargados de contenido con más plata distribuida en los últimos 30 días. ${QUIEN.publico}`,
  tags: ['periodos'],
  cache: true,
  schema: { summary: 'TOP 3 encargados de contenido de los últimos 30 días', response: { 200: TopCreadoresResponseSchema } },
  handler: async function listarTopCreadores(_request, reply) {
    await top(reply, 'top3BestCreadores', service.topCreadoresVigente);
  },
});

export const ganancias = endpoint({
  ruta: 'GET /api/distribuciones/searchGananciasPlayer',
  operationId: 'buscarGananciasJugador',
  descripcion: `Plata total y cantidad de contenidos de un jugador (nickname exacto, sin distinguir mayúsculas) en el intervalo pedido; 404 si no existe. ${QUIEN.publico}`,
  tags: ['periodos'],
  cache: true,
  schema: {
    summary: 'Ganancias de un jugador en un intervalo (15, 30, 60, 90 días o 0 = desde la creación)',
    querystring: SearchGananciasQuerySchema,
    response: { 200: GananciasResponseSchema, ...errores(400, 404) },
  },
  handler: async function buscarGananciasJugador(request, reply) {
    const { nickname, interval } = request.query;
    const key = `searchGananciasPlayer:${interval}:${nickname.toLowerCase()}`;
    return reply.cached({ key, ambitos: [ambito.jugadores], lagMs: RETRASO_CLASIFICACIONES_MS }, async (db) => {
      const { value, validUntil } = await service.buscarGananciasVigente(db, nickname, interval);
      return { value: { ok: true as const, message: value }, validUntil, ambitos: [ambito.jugador(value.id_player)] };
    });
  },
});
