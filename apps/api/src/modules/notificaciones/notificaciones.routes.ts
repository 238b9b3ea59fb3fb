// Endpoints of the Discord outbox, leader only.
import {
  CARGO,
  ListaNotificacionesResponseSchema,
  OkResponseSchema,
  ReintentarNotificacionRequestSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, errores } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './notificaciones.service.js';

// onRequest: access is decided before the body is read or validated.
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const lista = endpoint({
  ruta: 'GET /api/notificaciones',
  operationId: 'listarNotificaciones',
  descripcion: `Los últimos mensajes de Discord con su estado (pendiente, enviando, enviado, fallido), intentos y error, y si el webhook está configurado. ${QUIEN.lider}`,
  tags: ['notificaciones'],
  ...lider,
  schema: {
    summary: 'Mensajes de Discord en cola, enviados y fallidos (solo el líder)',
    response: { 200: ListaNotificacionesResponseSchema, ...errores(401, 403) },
  },
  handler: async function listarNotificaciones(request) {
    return {
      ok: true as const,
      configurado: request.server.avisos.activo,
      message: await service.listar(request.server.db),
    };
  },
});

export const reintentar = endpoint({
  ruta: 'PUT /api/notificaciones/reintentar',
  operationId: 'reintentarNotificacion',
  descripcion: `Vuelve a poner en cola un mensaje fallido; 404 si no hay un mensaje fallido con ese id. ${QUIEN.lider}`,
  tags: ['notificaciones'],
  ...lider,
  schema: {
    summary: 'Vuelve a poner en cola un mensaje fallido (solo el líder)',
    body: ReintentarNotificacionRequestSchema,
    response: { 200: OkResponseSchema, ...errores(400, 401, 403, 404) },
  },
  handler: async function reintentarNotificacion(request, reply) {
    return {
      ok: true as const,
      message: conCambio(reply, await service.reintentar(request.server.db, request.cuenta!, request.body[0].id)),
    };
  },
});
