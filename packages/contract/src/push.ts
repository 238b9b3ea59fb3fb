// Web Push (docs/pwa.md, «Avisos en el dispositivo»): a member turns notifications on in «Mi cuenta» for
// this device, per kind. GET /api/push/clave answers the server's VAPID public key; PUT
// /api/push/suscripcion [ { endpoint, keys, tipos, etiqueta } ] stores (or updates, by endpoint) this
// browser's subscription; PUT /api/push/baja [ { endpoint } ] deletes it; GET /api/push/suscripciones
// lists the account's own devices.
import { z } from 'zod';
import { oneItem, respuestaConMensaje } from './common.js';
import { dicho } from './i18n/dichos.js';

/**
 * The kinds a member can turn on: their share or a withdrawal paid, a withdrawal or a regear decided, a
 * calendar reminder, a loot sale they take part in opened or closed («Venta del botín»).
 */
export const TIPOS_PUSH = ['pagado', 'retiro', 'regear', 'recordatorio', 'venta'] as const;
export type TipoPush = (typeof TIPOS_PUSH)[number];

/** A push service's URL: https (http only to 127.0.0.1/localhost, a local fake), at most 1000 characters. */
const EndpointSchema = z
  .string({ error: dicho('push.endpoint', 'La suscripción no es válida: falta su dirección https') })
  .max(1000, { error: dicho('push.endpoint', 'La suscripción no es válida: falta su dirección https') })
  .refine(
    (u) => {
      try {
        const url = new URL(u);
        return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname));
      } catch {
        return false;
      }
    },
    { error: dicho('push.endpoint', 'La suscripción no es válida: falta su dirección https') },
  );

/** base64url, as PushSubscription.toJSON() writes the keys (p256dh: 65 bytes, auth: 16). */
const clave = (min: number, max: number) =>
  z
    .string({ error: dicho('push.claves', 'La suscripción no es válida: sus claves no son las de un navegador') })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, {
      error: dicho('push.claves', 'La suscripción no es válida: sus claves no son las de un navegador'),
    })
    .min(min, { error: dicho('push.claves', 'La suscripción no es válida: sus claves no son las de un navegador') })
    .max(max, { error: dicho('push.claves', 'La suscripción no es válida: sus claves no son las de un navegador') });

const TiposSchema = z
  .array(z.enum(TIPOS_PUSH, { error: dicho('push.tipo', 'Tipo de aviso desconocido') }), {
    error: dicho('push.tipo', 'Tipo de aviso desconocido'),
  })
  .max(TIPOS_PUSH.length, { error: dicho('push.tipo', 'Tipo de aviso desconocido') });

export const SuscripcionPushRequestSchema = oneItem(
  z.strictObject({
    endpoint: EndpointSchema,
    keys: z.strictObject({ p256dh: clave(80, 100), auth: clave(16, 32) }),
    tipos: TiposSchema,
    etiqueta: z.string().max(100).optional(),
  }),
);
export type SuscripcionPushRequest = z.infer<typeof SuscripcionPushRequestSchema>;

export const BajaPushRequestSchema = oneItem(z.strictObject({ endpoint: EndpointSchema }));
export type BajaPushRequest = z.infer<typeof BajaPushRequestSchema>;

export const SuscripcionPushSchema = z.object({
  endpoint: z.string(),
  tipos: z.array(z.enum(TIPOS_PUSH)),
  etiqueta: z.string(),
  creada: z.string(),
});
export type SuscripcionPush = z.infer<typeof SuscripcionPushSchema>;

export const SuscripcionPushResponseSchema = respuestaConMensaje({ suscripcion: SuscripcionPushSchema });
export const BajaPushResponseSchema = respuestaConMensaje({});
export const SuscripcionesPushResponseSchema = z.object({ ok: z.literal(true), message: z.array(SuscripcionPushSchema) });
export type SuscripcionesPushResponse = z.infer<typeof SuscripcionesPushResponseSchema>;
/** The VAPID public key (base64url, 65 bytes uncompressed P-256), the browser's `applicationServerKey`. */
export const ClavePushResponseSchema = z.object({ ok: z.literal(true), message: z.object({ clave: z.string() }) });
export type ClavePushResponse = z.infer<typeof ClavePushResponseSchema>;
