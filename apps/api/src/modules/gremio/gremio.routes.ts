// Endpoints of the guild's settings (docs/ajustes-gremio.md): every signed-in account reads them, the
// leader changes them. A change reaches this instance's Gremio object at once and the others' through
// the live change (app.ts).
import { AjustesGremioResponseSchema, CambiarAjustesGremioRequestSchema, CARGO, type AjustesGremio } from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './gremio.service.js';

const tags = ['gremio'] as const;

export const ajustes = endpoint({
  ruta: 'GET /api/gremio/ajustes',
  operationId: 'leerAjustesGremio',
  resumen: 'Ajustes del gremio',
  descripcion:
    'Los ajustes del gremio: nombre, id del servidor de Discord, id del gremio en Albion Online, impuesto por defecto (%), ' +
    'idioma del gremio, si se avisan los pagos en Discord y el modo de pago. El primer arranque los toma de las variables de ' +
    `entorno; después los cambia el líder. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { response: respuesta(AjustesGremioResponseSchema, 401) },
  handler: async function leerAjustesGremio(request) {
    return { ok: true as const, message: await service.leer(request.server.db) };
  },
});

export const cambiarAjustes = endpoint({
  ruta: 'PUT /api/gremio/ajustes',
  operationId: 'cambiarAjustesGremio',
  resumen: 'Cambiar los ajustes del gremio (solo el líder)',
  descripcion:
    'Cambia los ajustes indicados (solo los que cambian; los demás quedan como están). Cada cambio queda en la auditoría con el ' +
    'antes y el después y se aplica sin reiniciar; los mismos valores otra vez no cambian nada. Un id vacío ("" o null) quita ' +
    `ese servidor o gremio. ${QUIEN.lider}`,
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: { body: CambiarAjustesGremioRequestSchema, response: respuesta(AjustesGremioResponseSchema, 400, 401, 403) },
  handler: async function cambiarAjustesGremio(request, reply) {
    const message: AjustesGremio = conCambio(reply, await service.cambiar(request.server.db, request.cuenta!, request.body[0]));
    Object.assign(request.server.gremio, message);
    return { ok: true as const, message };
  },
});
