// Endpoints of the Discord outbox, leader only (URLs and methods in src/routes.ts).
import {
  CARGO,
  ErrorResponseSchema,
  ListaNotificacionesResponseSchema,
  OkResponseSchema,
  ReintentarNotificacionRequestSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import * as service from './notificaciones.service.js';

const e = ErrorResponseSchema;
const common = { tags: ['notificaciones'], security };
// onRequest: access is decided before the body is read or validated.
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const lista = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Mensajes de Discord en cola, enviados y fallidos (solo el líder)',
    response: { 200: ListaNotificacionesResponseSchema, 401: e, 403: e },
  },
  handler: async (request) => ({
    ok: true as const,
    configurado: request.server.avisos.activo,
    message: await service.listar(request.server.db),
  }),
});

export const reintentar = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Vuelve a poner en cola un mensaje fallido (solo el líder)',
    body: ReintentarNotificacionRequestSchema,
    response: { 200: OkResponseSchema, 400: e, 401: e, 403: e, 404: e },
  },
  handler: async (request) => ({
    ok: true as const,
    message: await service.reintentar(request.server.db, request.cuenta!, request.body[0].id),
  }),
});
