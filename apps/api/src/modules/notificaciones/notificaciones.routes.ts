// Endpoints of the Discord outbox, leader only.
import { ListaNotificacionesResponseSchema, OkResponseSchema, ReintentarNotificacionRequestSchema } from '@reparto/contract';
import { soloLider } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './notificaciones.service.js';

export const lista = endpoint({
  ruta: 'GET /api/notificaciones',
  operationId: 'listarNotificaciones',
  resumen: 'Mensajes de Discord en cola, enviados y fallidos (solo el líder)',
  descripcion: `Los últimos mensajes de Discord con su estado (pendiente, enviando, enviado, fallido), intentos y error, y si hay algo que enviar (el webhook o el token del bot configurados). ${QUIEN.lider}`,
  tags: ['notificaciones'],
  ...soloLider,
  schema: { response: respuesta(ListaNotificacionesResponseSchema, 401, 403) },
  handler: async function listarNotificaciones(request) {
    return {
      ok: true as const,
      // Something is queued: webhook messages (DISCORD_WEBHOOK_URL) or the bot's calls (DISCORD_TOKEN).
      configurado: request.server.ajustesAvisos.activo || Boolean(request.server.ajustesAvisos.rest),
      message: await service.listar(request.server.db),
    };
  },
});

export const reintentar = endpoint({
  ruta: 'PUT /api/notificaciones/reintentar',
  operationId: 'reintentarNotificacion',
  resumen: 'Vuelve a poner en cola un mensaje fallido (solo el líder)',
  descripcion: `Vuelve a poner en cola un mensaje fallido; 404 si no hay un mensaje fallido con ese id. ${QUIEN.lider}`,
  tags: ['notificaciones'],
  ...soloLider,
  schema: { body: ReintentarNotificacionRequestSchema, response: respuesta(OkResponseSchema, 400, 401, 403, 404) },
  handler: async function reintentarNotificacion(request, reply) {
    return {
      ok: true as const,
      message: decir(request, conCambio(reply, await service.reintentar(request.server.db, request.cuenta!, request.body[0].id))),
    };
  },
});
