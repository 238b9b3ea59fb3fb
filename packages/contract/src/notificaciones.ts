// The Discord webhook's outbox as the leader sees it (docs/integraciones.md): GET /api/notificaciones
// lists the latest messages with their state, PUT /api/notificaciones/reintentar [ { id } ] queues a
// failed one again. Leader only (charge 1); the call conventions of the rest of the API.
import { z } from 'zod';
import { IdSchema, oneItem } from './common.js';

export const ESTADOS_NOTIFICACION = ['pendiente', 'enviando', 'enviado', 'fallido'] as const;
export type EstadoNotificacion = (typeof ESTADOS_NOTIFICACION)[number];

export const NotificacionSchema = z.object({
  id_outbox: z.number(),
  creado: z.string(),
  tipo: z.string(),
  resumen: z.string(),
  estado: z.enum(ESTADOS_NOTIFICACION),
  intentos: z.number(),
  error: z.string().nullable(),
  enviado: z.string().nullable(),
  proximo_intento: z.string(),
});
export type Notificacion = z.infer<typeof NotificacionSchema>;

export const ListaNotificacionesResponseSchema = z.object({
  ok: z.literal(true),
  /** False when neither DISCORD_WEBHOOK_URL nor DISCORD_TOKEN is set: nothing is queued. */
  configurado: z.boolean(),
  message: z.array(NotificacionSchema),
});
export type ListaNotificacionesResponse = z.infer<typeof ListaNotificacionesResponseSchema>;

export const ReintentarNotificacionRequestSchema = oneItem(z.object({ id: IdSchema }));
export type ReintentarNotificacionRequest = z.input<typeof ReintentarNotificacionRequestSchema>;
