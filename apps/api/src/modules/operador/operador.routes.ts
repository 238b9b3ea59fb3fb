// The host's operator (docs/deploy.md, «Operador»): the guilds of the deployment. Every route checks,
// on every call, that the signed-in account is one the environment names (OPERADOR_EMAILS,
// OPERADOR_DISCORD_IDS): no cargo of any guild opens them.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  CrearGremioRequestSchema,
  CuotasGremioRequestSchema,
  GremioOperadorResponseSchema,
  GremioOperadorSchema,
  GremiosOperadorResponseSchema,
  IdGremioParamsSchema,
} from '@reparto/contract';
import { z } from 'zod';
import { requireOperador } from '../../plugins/auth.js';
import { creada, endpoint, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './operador.service.js';
import { exportarGremio as exportarDatosDelGremio } from './exportacion.js';
import { olvidarGremios } from '../gremio/gremio.direcciones.js';

const tags = ['operador'] as const;
const delOperador = { onRequest: requireOperador, tags };

export const listar = endpoint({
  ...delOperador,
  ruta: 'GET /api/operador/gremios',
  operationId: 'listarGremiosOperador',
  resumen: 'Gremios del despliegue (solo el operador)',
  descripcion:
    'Cada gremio con su id, nombre, dirección (slug), si está suspendido, sus cuotas (miembros activos, meses de auditoría; ' +
    `null: sin límite), sus miembros activos y los meses de auditoría que guarda. ${QUIEN.operador}`,
  schema: { response: respuesta(GremiosOperadorResponseSchema, 401, 403) },
  handler: async function listarGremiosOperador(request, reply) {
    void reply.header('cache-control', 'no-store');
    return { ok: true as const, message: await service.listar(request.server.db) };
  },
});

export const crear = endpoint({
  ...delOperador,
  ruta: 'POST /api/operador/gremios',
  operationId: 'crearGremio',
  resumen: 'Crear un gremio (solo el operador)',
  descripcion:
    'Crea un gremio con su nombre y su dirección (2 a 40 minúsculas, cifras o guiones; 409 si ya existe o está reservada: 400), ' +
    'sus casas, las cuentas fijas de su libro y la cuenta de su líder (correo o id de Discord, una cuenta nueva: 409 si ya hay ' +
    'una) con el cargo LIDER en ese gremio. Con correo responde una contraseña temporal, una sola vez. ' +
    QUIEN.operador,
  schema: {
    body: CrearGremioRequestSchema,
    response: creada(
      z.object({
        ok: z.literal(true),
        message: z.object({ gremio: GremioOperadorSchema, claveTemporal: z.string().nullable() }),
      }),
      400,
      401,
      403,
      409,
    ),
  },
  handler: async function crearGremio(request, reply) {
    const message = conCambio(reply, await service.crear(request.server.db, request.cuenta!, request.body[0]));
    olvidarGremios(request.server, message.gremio.idGremio);
    return reply.code(201).send({ ok: true as const, message });
  },
});

export const suspender = endpoint({
  ...delOperador,
  ruta: 'POST /api/operador/gremios/:id/suspender',
  operationId: 'suspenderGremio',
  resumen: 'Suspender un gremio (solo el operador)',
  descripcion:
    'Suspende el gremio: sus direcciones responden 403 y su trabajo de fondo (avisos, recordatorios, tareas) se detiene hasta ' +
    `que se reactive. Sus datos quedan. Suspender uno ya suspendido no cambia nada. ${QUIEN.operador}`,
  schema: { params: IdGremioParamsSchema, response: respuesta(GremioOperadorResponseSchema, 400, 401, 403, 404) },
  handler: async function suspenderGremio(request, reply) {
    const message = conCambio(reply, await service.suspender(request.server.db, request.cuenta!, request.params.id, true));
    // This instance's addresses at once; the others' with the live change `gremio`.
    olvidarGremios(request.server, request.params.id);
    return { ok: true as const, message };
  },
});

export const reactivar = endpoint({
  ...delOperador,
  ruta: 'POST /api/operador/gremios/:id/reactivar',
  operationId: 'reactivarGremio',
  resumen: 'Reactivar un gremio suspendido (solo el operador)',
  descripcion: `Quita la suspensión del gremio; reactivar uno activo no cambia nada. ${QUIEN.operador}`,
  schema: { params: IdGremioParamsSchema, response: respuesta(GremioOperadorResponseSchema, 400, 401, 403, 404) },
  handler: async function reactivarGremio(request, reply) {
    const message = conCambio(reply, await service.suspender(request.server.db, request.cuenta!, request.params.id, false));
    // This instance's addresses at once; the others' with the live change `gremio`.
    olvidarGremios(request.server, request.params.id);
    return { ok: true as const, message };
  },
});

export const cuotas = endpoint({
  ...delOperador,
  ruta: 'PUT /api/operador/gremios/:id/cuotas',
  operationId: 'cambiarCuotasGremio',
  resumen: 'Cuotas de un gremio (solo el operador)',
  descripcion:
    'Fija las cuotas del gremio: `cuotaMiembros` (jugadores activos como máximo: crear o activar uno más responde 409) y ' +
    '`cuotaAuditoriaMeses` (la tarea del líder borra la auditoría más antigua). null: sin límite. ' +
    QUIEN.operador,
  schema: {
    params: IdGremioParamsSchema,
    body: CuotasGremioRequestSchema,
    response: respuesta(GremioOperadorResponseSchema, 400, 401, 403, 404),
  },
  handler: async function cambiarCuotasGremio(request, reply) {
    const message = conCambio(
      reply,
      await service.cambiarCuotas(request.server.db, request.cuenta!, request.params.id, request.body[0]),
    );
    return { ok: true as const, message };
  },
});

export const exportar = endpoint({
  ...delOperador,
  ruta: 'GET /api/operador/gremios/:id/exportar',
  operationId: 'exportarGremio',
  resumen: 'Exportar un gremio en JSON lines (solo el operador)',
  descripcion:
    'Los datos del gremio, un archivo JSON lines que otra instalación restaura (`npm run gremio:importar`): una cabecera ' +
    '`{ formato, version, gremio, exportado }` y una línea `{ tabla, fila }` por fila de cada tabla del gremio, en orden de ' +
    'claves foráneas, más su fila de `gremio` y las cuentas de sus jugadores (sin contraseñas ni tokens de Discord). ' +
    QUIEN.operador,
  schema: { params: IdGremioParamsSchema, response: respuesta(z.string(), 400, 401, 403, 404) },
  handler: async function exportarGremio(request, reply) {
    return enviarJsonl(reply, await exportarDatosDelGremio(request.server.db, request.params.id));
  },
});

/** Sends the export as a download, line after line. */
function enviarJsonl(reply: FastifyReply, { nombre, lineas }: { nombre: string; lineas: string[] }): FastifyReply {
  return reply
    .type('application/jsonl; charset=utf-8')
    .header('content-disposition', `attachment; filename="${nombre}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lineas));
}
