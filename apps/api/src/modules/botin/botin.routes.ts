// Endpoints of the loot valuation (docs/botin.md).
import { BOTIN_BODY_MAX, CARGO_DISTRIBUCIONES, ValorarBotinRequestSchema, ValorarBotinResponseSchema } from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { QUIEN } from '../../openapi/textos.js';
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
    'mal formadas se cuentan todas y se listan las 100 primeras con su número de línea. Como máximo 1.000 objetos distintos (400 si ' +
    'no). Si la API de precios no está configurada o no responde, todos los objetos quedan sin precio. Guarda la valoración ' +
    '(`id_valoracion`), que una distribución nueva del mismo encargado vincula con `desglose.valoracion_botin`. Admite cuerpos de ' +
    `hasta 8 MB (413 si no). 404 si la sesión no existe. ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  // The cargo is checked before the body is read: an account that may not create distributions never
  // gets an 8 MB body parsed (docs/botin.md, "La llamada").
  onRequest: requireCargo(CARGO_DISTRIBUCIONES),
  bodyLimit: BOTIN_BODY_MAX,
  schema: { body: ValorarBotinRequestSchema, response: respuesta(ValorarBotinResponseSchema, 400, 401, 403, 404, 413) },
  handler: async function valorarBotin(request, reply) {
    const { db, precios } = request.server;
    const message = conCambio(reply, await service.valorarBotin(db, precios, request.cuenta!, request.body[0]));
    return { ok: true as const, message };
  },
});
