// The Discord outbox for the leader (charge 1): GET /api/notificaciones (latest 50, newest first) and
// PUT /api/notificaciones/reintentar [ { id } ] (a failed message is queued again).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO,
  ErrorResponseSchema,
  ListaNotificacionesResponseSchema,
  OkResponseSchema,
  ReintentarNotificacionRequestSchema,
  type EstadoNotificacion,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { NotFound } from '../../lib/errors.js';
import { listar, reintentar } from './outbox.repository.js';
import { notificacionesActivas } from './notificar.js';

const e = ErrorResponseSchema;
const common = { tags: ['notificaciones'], security: [{ token: [] }] };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const notificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCargo(CARGO.LIDER));

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Mensajes de Discord en cola, enviados y fallidos (solo el líder)',
        response: { 200: ListaNotificacionesResponseSchema, 401: e, 403: e },
      },
    },
    async () => {
      const rows = await listar(app.db);
      return {
        ok: true as const,
        configurado: notificacionesActivas(),
        message: rows.map((r) => ({
          id_outbox: r.idOutbox,
          creado: r.creado.toISOString(),
          tipo: r.tipo,
          resumen: r.resumen,
          estado: r.estado as EstadoNotificacion,
          intentos: r.intentos,
          error: r.error,
          enviado: iso(r.enviado),
          proximo_intento: r.proximoIntento.toISOString(),
        })),
      };
    },
  );

  app.put(
    '/reintentar',
    {
      schema: {
        ...common,
        summary: 'Vuelve a poner en cola un mensaje fallido (solo el líder)',
        body: ReintentarNotificacionRequestSchema,
        response: { 200: OkResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { id } = request.body[0];
      if (!(await reintentar(app.db, id, new Date()))) throw new NotFound(`No hay un mensaje fallido con id ${id}`);
      return { ok: true as const, message: `Mensaje ${id} en cola de nuevo` };
    },
  );
};
