// The audit log, leader only (charge 1): POST /api/auditoria/lista and GET /api/auditoria/filtros.
// Read-only by design: there is no route that changes or removes an audit row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO,
  ErrorResponseSchema,
  FiltrosAuditoriaResponseSchema,
  ListaAuditoriaRequestSchema,
  ListaAuditoriaResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { filtros, listAuditoria } from './auditoria.repository.js';

const e = ErrorResponseSchema;
const common = { tags: ['auditoria'], security: [{ token: [] }] };

export const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: access is decided before the body is read or validated.
  app.addHook('onRequest', requireCargo(CARGO.LIDER));

  app.post(
    '/lista',
    {
      schema: {
        ...common,
        summary: 'Registro de auditoría, el más reciente primero, con filtros (solo el líder)',
        body: ListaAuditoriaRequestSchema,
        response: { 200: ListaAuditoriaResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      const { rows, count } = await listAuditoria(app.db, request.body[0]);
      return { ok: true as const, message: rows, count };
    },
  );

  app.get(
    '/filtros',
    {
      schema: {
        ...common,
        summary: 'Acciones, entidades y cuentas presentes en el registro de auditoría',
        response: { 200: FiltrosAuditoriaResponseSchema, 401: e, 403: e },
      },
    },
    async () => ({ ok: true as const, ...(await filtros(app.db)) }),
  );
};
