// Endpoints of the split templates (docs/calendario.md, «Plantillas de reparto»): every signed-in account
// reads them, the leader creates and changes them.
import {
  CambiarPlantillaRequestSchema,
  CambiarPlantillaResponseSchema,
  CARGO,
  CrearPlantillaRequestSchema,
  CrearPlantillaResponseSchema,
  PlantillasQuerySchema,
  PlantillasResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { decir } from '../../lib/frases.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './plantillas.service.js';

const tags = ['plantillas'] as const;

export const listar = endpoint({
  ruta: 'GET /api/calendario/plantillas',
  operationId: 'listarPlantillas',
  resumen: 'Plantillas de reparto del gremio con las reglas de su versión actual; con idPlantilla y version, esa versión',
  descripcion:
    'Cada plantilla de reparto del gremio (activas e inactivas) con las reglas de su versión actual: impuesto, pesos por rol y ' +
    'puesto, extras fijos, regear primero, peso de reserva y la parte de regear. Con `idPlantilla` y `version`, solo esa versión ' +
    `(404 si no existe): la que usó una distribución. ${QUIEN.cuenta}`,
  tags,
  preHandler: requireCuenta,
  schema: { querystring: PlantillasQuerySchema, response: respuesta(PlantillasResponseSchema, 400, 401, 404) },
  handler: async function listarPlantillas(request) {
    const { idPlantilla, version } = request.query;
    const { db } = request.server;
    const message =
      idPlantilla !== undefined && version !== undefined
        ? [await service.version(db, idPlantilla, version)]
        : await service.listar(db);
    return { ok: true as const, message };
  },
});

export const crear = endpoint({
  ruta: 'POST /api/calendario/plantillas',
  operationId: 'crearPlantilla',
  resumen: 'Crear una plantilla de reparto (solo el líder): su versión 1',
  descripcion:
    'Crea una plantilla con un nombre (único en el gremio, sin distinguir mayúsculas: 409 si se repite) y sus reglas, que son ' +
    `su versión 1. Pesos fuera de 0,1–10 o un rol desconocido dan 400. ${QUIEN.lider}`,
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: {
    body: CrearPlantillaRequestSchema,
    response: { 201: CrearPlantillaResponseSchema, ...errores(400, 401, 403, 409) },
  },
  handler: async function crearPlantilla(request, reply) {
    const result = conCambio(reply, await service.crear(request.server.db, request.cuenta!, request.body[0]));
    return reply.status(201).send({ ok: true as const, message: decir(request, result.message), plantilla: result.plantilla });
  },
});

export const cambiar = endpoint({
  ruta: 'PUT /api/calendario/plantillas',
  operationId: 'cambiarPlantilla',
  resumen: 'Cambiar una plantilla (solo el líder): unas reglas distintas son una versión nueva; lista los reclamos repreciados',
  descripcion:
    'Cambia el nombre, si está activa o las reglas de una plantilla. Unas reglas distintas se guardan como una versión nueva ' +
    '(las anteriores no cambian nunca: cada distribución conserva la versión que usó). Si cambia la parte de regear, los reclamos ' +
    'pendientes de periodos abiertos que valoró la plantilla se revaloran en la misma escritura y la respuesta los lista ' +
    `(antes y después). Los mismos valores otra vez no cambian nada. 404 si la plantilla no existe, 409 si el nombre se repite. ${QUIEN.lider}`,
  tags,
  preHandler: requireCargo(CARGO.LIDER),
  schema: { body: CambiarPlantillaRequestSchema, response: respuesta(CambiarPlantillaResponseSchema, 400, 401, 403, 404, 409) },
  handler: async function cambiarPlantilla(request, reply) {
    const result = conCambio(reply, await service.cambiar(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: decir(request, result.message), plantilla: result.plantilla, reclamos: result.reclamos };
  },
});
