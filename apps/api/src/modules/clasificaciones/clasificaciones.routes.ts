// Endpoints of the leaderboards and the earnings search. Public answers kept in the read cache until a
// write or the clock changes them (lib/read-cache.ts); they may lag a write by up to
// RETRASO_CLASIFICACIONES_MS (docs/performance.md).
import {
  GananciasResponseSchema,
  SearchGananciasQuerySchema,
  TopCreadoresResponseSchema,
  TopPlayersResponseSchema,
} from '@reparto/contract';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.js';
import { endpoint, nombrada, respuesta, type Declaracion } from '../../lib/route.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito, RETRASO_CLASIFICACIONES_MS } from '../../lib/cambios.js';
import * as service from './clasificaciones.service.js';
import type { TopVigente } from './clasificaciones.service.js';

/**
 * A TOP list of the last 30 days, public: its answer is kept until a write (it may lag one by
 * RETRASO_CLASIFICACIONES_MS), or until its oldest counted row leaves the 30 days.
 */
function top<T>(key: string, lista: ZodType, load: (db: Db) => Promise<TopVigente<T>>, declaracion: Declaracion) {
  return endpoint({
    ...declaracion,
    tags: ['periodos'],
    cache: true,
    schema: { response: respuesta(lista) },
    handler: nombrada(declaracion.operationId, async (_request, reply) => {
      await reply.cached({ key, ambitos: [ambito.tops, ambito.jugadores], lagMs: RETRASO_CLASIFICACIONES_MS }, async (db) => {
        const { value, validUntil } = await load(db);
        return { value: { ok: true as const, message: value }, validUntil };
      });
    }),
  });
}

export const topPlayers = top('top3BestPlayers', TopPlayersResponseSchema, service.topPlayersVigente, {
  ruta: 'GET /api/distribuciones/top3BestPlayers',
  operationId: 'listarTopJugadores',
  resumen: 'TOP 3 jugadores de los últimos 30 días',
  descripcion: `Los 3 jugadores con más plata recibida en distribuciones vigentes de los últimos 30 días. ${QUIEN.publico}`,
});

export const topCreadores = top('top3BestCreadores', TopCreadoresResponseSchema, service.topCreadoresVigente, {
  ruta: 'GET /api/distribuciones/top3BestCreadores',
  operationId: 'listarTopCreadores',
  resumen: 'TOP 3 encargados de contenido de los últimos 30 días',
  descripcion: `Los 3 encargados de contenido con más plata distribuida en los últimos 30 días. ${QUIEN.publico}`,
});

export const ganancias = endpoint({
  ruta: 'GET /api/distribuciones/searchGananciasPlayer',
  operationId: 'buscarGananciasJugador',
  resumen: 'Ganancias de un jugador en un intervalo (15, 30, 60, 90 días o 0 = desde la creación)',
  descripcion: `Plata total y cantidad de contenidos de un jugador (nickname exacto, sin distinguir mayúsculas) en el intervalo pedido; 404 si no existe. ${QUIEN.publico}`,
  tags: ['periodos'],
  cache: true,
  schema: { querystring: SearchGananciasQuerySchema, response: respuesta(GananciasResponseSchema, 400, 404) },
  handler: async function buscarGananciasJugador(request, reply) {
    const { nickname, interval } = request.query;
    const key = `searchGananciasPlayer:${interval}:${nickname.toLowerCase()}`;
    return reply.cached({ key, ambitos: [ambito.jugadores], lagMs: RETRASO_CLASIFICACIONES_MS }, async (db) => {
      const { value, validUntil } = await service.buscarGananciasVigente(db, nickname, interval);
      return { value: { ok: true as const, message: value }, validUntil, ambitos: [ambito.jugador(value.id_player)] };
    });
  },
});
