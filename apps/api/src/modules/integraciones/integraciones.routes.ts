// GET /api/jugadores/isMember (charge 7 or LIDER) and GET /api/jugadores/revisionMembresia (LIDER),
// issue 6. Registered with the prefix /api/jugadores.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO,
  ErrorResponseSchema,
  IsMemberQuerySchema,
  IsMemberResponseSchema,
  RevisionMembresiaResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { isMember, ultimaRevision } from './integraciones.service.js';

const e = ErrorResponseSchema;

export const integracionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/isMember',
    {
      preHandler: requireCargo(CARGO.ENCARGADO_CONTENIDO, CARGO.LIDER),
      schema: {
        tags: ['jugadores'],
        summary: 'Comprobar en Albion Online si un jugador es miembro del gremio',
        security: [{ token: [] }],
        querystring: IsMemberQuerySchema,
        response: { 200: IsMemberResponseSchema, 400: e, 401: e, 403: e, 503: e, 504: e },
      },
    },
    async (request) => isMember(app.membership, request.query.nickname),
  );

  app.get(
    '/revisionMembresia',
    {
      preHandler: requireCargo(CARGO.LIDER),
      schema: {
        tags: ['jugadores'],
        summary: 'Última revisión programada de membresía: jugadores activos que ya no están en el gremio',
        security: [{ token: [] }],
        response: { 200: RevisionMembresiaResponseSchema, 401: e, 403: e },
      },
    },
    async () => ultimaRevision(app.db),
  );
};
