// Endpoints of the loot valuation (docs/botin.md).
import { BOTIN_BODY_MAX, ValorarBotinRequestSchema, ValorarBotinResponseSchema } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import * as service from './botin.service.js';

export const valorarBotin = endpoint({
  ruta: 'POST /api/precios/valorarBotin',
  operationId: 'valorarBotin',
  resumen: 'Valorar un registro de botín (AO Loot Logger) con los precios de mercado',
  descripcion:
    'Valora el texto de un archivo de AO Loot Logger (`texto`, v2 con su cabecera o líneas v1): suma las cantidades por objeto de las ' +
    'líneas que pasan el filtro (`gremio`, la ventana `desde`–`hasta`, o `idSesion`: los miembros de esa sesión de asistencia dentro de ' +
    'su inicio y fin), las valora con los precios de mercado del Albion Data Project en las ciudades de las reglas del regear ' +
    '(calidad normal) y aplica `pctVendido` (100 por defecto). `precios` da el precio de los objetos sin precio de mercado. Las líneas ' +
    'mal formadas se cuentan y se listan con su número de línea. Si la API de precios no está configurada o no responde, todos los ' +
    'objetos quedan sin precio. Guarda la valoración (`id_valoracion`), que una distribución nueva vincula con ' +
    '`desglose.valoracion_botin`. Admite cuerpos de hasta 8 MB (413 si no). 404 si la sesión no existe. Requiere una cuenta.',
  tags: ['distribuciones'],
  preHandler: requireCuenta,
  bodyLimit: BOTIN_BODY_MAX,
  schema: { body: ValorarBotinRequestSchema, response: respuesta(ValorarBotinResponseSchema, 400, 401, 404, 413) },
  handler: async function valorarBotin(request, reply) {
    const { db, precios } = request.server;
    const message = conCambio(reply, await service.valorarBotin(db, precios, request.cuenta!, request.body[0]));
    return { ok: true as const, message };
  },
});
