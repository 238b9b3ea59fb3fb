// Registering a player from the distribution page (seed-spec §6, §7): POST /api/jugadores/registrar,
// charge 7, cargo 3 and rol 5, after the Albion membership check when it is configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO_DISTRIBUCIONES,
  ErrorResponseSchema,
  RegistrarJugadorRequestSchema,
  RegistrarJugadorResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { registrarJugador } from './distribuciones.service.js';

const e = ErrorResponseSchema;

export const registroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registrar',
    {
      preHandler: requireCargo(CARGO_DISTRIBUCIONES),
      schema: {
        tags: ['distribuciones'],
        summary: 'Registrar un jugador desde la página de distribuciones (cargo 3, rol 5)',
        security: [{ token: [] }],
        body: RegistrarJugadorRequestSchema,
        response: { 201: RegistrarJugadorResponseSchema, 400: e, 401: e, 403: e, 409: e, 503: e },
      },
    },
    async (request, reply) => {
      const [{ nickname }] = request.body;
      const result = await registrarJugador(
        { db: app.db, membership: app.membership, albionCheck: app.albionCheck },
        request.cuenta!,
        nickname,
      );
      return reply.status(201).send(result);
    },
  );
};
