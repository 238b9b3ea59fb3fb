// «Mi cuenta» (docs/domain.md, "Permissions"): the signed-in account's own page. Its own module: it
// reads what several modules own (the account, the player's page, payments, regear claims), and none
// of them reads it.
import { MiCuentaResponseSchema } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { miCuenta as leerMiCuenta } from './mi-cuenta.service.js';

const tags = ['cuentas'] as const;

/** «Mi cuenta»: the signed-in account's own data (any charge, MIEMBRO included). */
export const mia = endpoint({
  ruta: 'GET /api/cuentas/mia',
  operationId: 'miCuenta',
  resumen: 'Mi cuenta: lo que se le debe y sus totales',
  descripcion:
    'Mi cuenta: lo que se le debe a la cuenta de la cabecera `x-token` en cada periodo abierto o en distribución (quién paga y desde qué casas y cofres) y sus totales de 30 días y desde el inicio. ' +
    'Cualquier cuenta, solo sus propios datos.',
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(MiCuentaResponseSchema, 401) },
  handler: async function miCuenta(request, reply) {
    reply.header('cache-control', 'no-store');
    const { db, discordLogin } = request.server;
    return { ok: true as const, message: await leerMiCuenta(db, request.cuenta!, discordLogin !== null) };
  },
});
