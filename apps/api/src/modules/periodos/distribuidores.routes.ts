// GET /api/jugadores/getDistributors (DESIGN §3): players who may pay out a period. Only the
// treasurer closes periods, so only charge 8 needs the list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARGO_PERIODOS, DistribuidoresResponseSchema, ErrorResponseSchema } from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { listDistribuidores } from './periodos.repository.js';

export const distribuidoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getDistributors',
    {
      preHandler: requireCargo(CARGO_PERIODOS),
      schema: {
        tags: ['periodos'],
        summary: 'Distribuidores elegibles: jugador activo con cuenta activa y cargo DISTRIBUIDOR',
        security: [{ token: [] }],
        response: { 200: DistribuidoresResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => ({ ok: true as const, distribuidores: await listDistribuidores(app.db) }),
  );
};
