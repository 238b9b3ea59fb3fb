// Web Push (docs/pwa.md, «Avisos en el dispositivo»): the VAPID public key the browser subscribes with,
// and the signed-in account's own devices — turn notifications on in this browser (its subscription,
// by endpoint), change its kinds, turn them off, list them. Any account, only its own.
import {
  BajaPushRequestSchema,
  BajaPushResponseSchema,
  ClavePushResponseSchema,
  SuscripcionesPushResponseSchema,
  SuscripcionPushRequestSchema,
  SuscripcionPushResponseSchema,
} from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { frase } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { NotFound } from '../../lib/errors.js';
import * as service from './push.service.js';

const tags = ['cuentas'] as const;

export const clave = endpoint({
  ruta: 'GET /api/push/clave',
  operationId: 'clavePush',
  resumen: 'Clave pública VAPID de los avisos en el dispositivo',
  descripcion:
    'La clave pública VAPID del servidor (base64url), la `applicationServerKey` con la que el navegador se suscribe a los avisos. ' +
    '404 cuando el servidor no tiene avisos push (DATABASE_URL sin VAPID_PUBLIC_KEY). Cualquier cuenta.',
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(ClavePushResponseSchema, 401, 404) },
  handler: async function clavePush(request) {
    const clavePublica = request.server.ajustesAvisos.clavePush;
    if (!clavePublica) throw new NotFound('push.noConfigurado');
    return { ok: true as const, message: { clave: clavePublica } };
  },
});

export const suscripciones = endpoint({
  ruta: 'GET /api/push/suscripciones',
  operationId: 'suscripcionesPush',
  resumen: 'Dispositivos con avisos de la cuenta',
  descripcion:
    'Los navegadores en que la cuenta de la cabecera `x-token` encendió los avisos: su dirección (endpoint), los tipos encendidos y su nombre. Cualquier cuenta, solo los suyos.',
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(SuscripcionesPushResponseSchema, 401) },
  handler: async function suscripcionesPush(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, message: await service.listar(request.server.db, request.cuenta!) };
  },
});

export const suscribir = endpoint({
  ruta: 'PUT /api/push/suscripcion',
  operationId: 'suscribirPush',
  resumen: 'Encender los avisos en este dispositivo',
  descripcion:
    'Guarda la suscripción Web Push de este navegador (`endpoint` y `keys` de PushSubscription.toJSON()) con los tipos de aviso encendidos ' +
    '(pagado, retiro, regear, recordatorio); la misma dirección otra vez cambia sus tipos (idempotente por dirección). ' +
    'Una dirección que tenía otra cuenta pasa a esta. Cualquier cuenta, solo la suya.',
  tags,
  preHandler: requireCuenta,
  schema: { body: SuscripcionPushRequestSchema, response: respuesta(SuscripcionPushResponseSchema, 400, 401) },
  handler: async function suscribirPush(request, reply) {
    const suscripcion = conCambio(reply, await service.guardar(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: frase(request, 'push.guardada'), suscripcion };
  },
});

export const baja = endpoint({
  ruta: 'PUT /api/push/baja',
  operationId: 'bajaPush',
  resumen: 'Apagar los avisos en este dispositivo',
  descripcion:
    'Borra la suscripción de la dirección dada si es de la cuenta de la cabecera `x-token`; una que no existe o es de otra cuenta no cambia nada. Cualquier cuenta, solo la suya.',
  tags,
  preHandler: requireCuenta,
  schema: { body: BajaPushRequestSchema, response: respuesta(BajaPushResponseSchema, 400, 401) },
  handler: async function bajaPush(request, reply) {
    conCambio(reply, await service.baja(request.server.db, request.cuenta!, request.body[0].endpoint));
    return { ok: true as const, message: frase(request, 'push.baja') };
  },
});
