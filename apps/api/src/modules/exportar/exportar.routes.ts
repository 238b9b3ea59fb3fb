// Endpoints of the CSV exports: the same permissions as the screens they export — payments,
// distributions and a player's history are public; the audit log and the players list need the
// leader's token (x-token). Streamed: nothing is held whole in memory.
import {
  CARGO,
  CsvResponseSchema,
  ExportarAuditoriaQuerySchema,
  ExportarHistorialQuerySchema,
  ExportarPeriodoQuerySchema,
  ExportarRegearQuerySchema,
} from '@reparto/contract';
import type { FastifyReply } from 'fastify';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, errores } from '../../lib/route.js';
import { QUIEN, ARCHIVO_CSV } from '../../openapi/textos.js';
import { sendCsv } from './csv.js';
import * as service from './exportar.service.js';

const tags = ['exportar'] as const;
/** A public export of a period or a player, which may not exist. */
const publica = { 200: CsvResponseSchema, ...errores(400, 404) };
const deUnPeriodo = `${ARCHIVO_CSV}; 404 si el periodo no existe. ${QUIEN.publico}`;
/** The leader's exports: access is decided before the query is read. */
const delLider = { tags, onRequest: requireCargo(CARGO.LIDER) };
const archivo = (reply: FastifyReply, { nombre, contenido }: service.Exportacion) => sendCsv(reply, nombre, contenido);

export const pagos = endpoint({
  ruta: 'GET /api/exportar/pagos.csv',
  operationId: 'exportarPagos',
  descripcion: `Pagos de un periodo (\`idPeriodo\`), un renglón por jugador con su plata, si está pagado, el distribuidor y el estado del periodo: \`pagos-periodo-N.csv\`. ${deUnPeriodo}`,
  tags,
  schema: { summary: 'Pagos de un periodo en CSV', querystring: ExportarPeriodoQuerySchema, response: publica },
  handler: async function exportarPagos(request, reply) {
    return archivo(reply, await service.pagos(request.server.db, request.query.idPeriodo));
  },
});

export const distribuciones = endpoint({
  ruta: 'GET /api/exportar/distribuciones.csv',
  operationId: 'exportarDistribuciones',
  descripcion: `Distribuciones de un periodo (\`idPeriodo\`), una línea por jugador: id, fecha, motivo, encargado, jugador, plata y estado (las eliminadas incluidas): \`distribuciones-periodo-N.csv\`. ${deUnPeriodo}`,
  tags,
  schema: {
    summary: 'Distribuciones de un periodo en CSV, una línea por jugador',
    querystring: ExportarPeriodoQuerySchema,
    response: publica,
  },
  handler: async function exportarDistribuciones(request, reply) {
    return archivo(reply, await service.distribuciones(request.server.db, request.query.idPeriodo));
  },
});

export const historial = endpoint({
  ruta: 'GET /api/exportar/historial.csv',
  operationId: 'exportarHistorial',
  descripcion: `Historial de un jugador (\`nickname\`), de la distribución más nueva a la más antigua: \`historial-NICKNAME.csv\`. ${ARCHIVO_CSV}; 404 si el jugador no existe. ${QUIEN.publico}`,
  tags,
  schema: { summary: 'Historial de un jugador en CSV', querystring: ExportarHistorialQuerySchema, response: publica },
  handler: async function exportarHistorial(request, reply) {
    return archivo(reply, await service.historial(request.server.db, request.query.nickname));
  },
});

export const auditoria = endpoint({
  ...delLider,
  ruta: 'GET /api/exportar/auditoria.csv',
  operationId: 'exportarAuditoria',
  descripcion: `Registro de auditoría con los filtros de la pantalla (\`accion\`, \`entidad\`, \`idCuenta\`, \`desde\`, \`hasta\`), el más reciente primero: \`auditoria-AAAA-MM-DD.csv\`. ${ARCHIVO_CSV}. ${QUIEN.lider}`,
  schema: {
    summary: 'Registro de auditoría en CSV, con los filtros de la pantalla (solo el líder)',
    querystring: ExportarAuditoriaQuerySchema,
    response: { 200: CsvResponseSchema, ...errores(400, 401, 403) },
  },
  handler: async function exportarAuditoria(request, reply) {
    return archivo(reply, service.auditoria(request.server.db, request.query));
  },
});

export const jugadores = endpoint({
  ...delLider,
  ruta: 'GET /api/exportar/jugadores.csv',
  operationId: 'exportarJugadores',
  descripcion: `Todos los jugadores con cargo, rol, fecha de registro y estado: \`jugadores.csv\`. ${ARCHIVO_CSV}. ${QUIEN.lider}`,
  schema: { summary: 'Lista de jugadores en CSV (solo el líder)', response: { 200: CsvResponseSchema, ...errores(401, 403) } },
  handler: async function exportarJugadores(request, reply) {
    return archivo(reply, service.jugadores(request.server.db));
  },
});

export const regear = endpoint({
  ruta: 'GET /api/exportar/regear.csv',
  operationId: 'exportarRegear',
  descripcion: `Reclamos de regear con los filtros de la pantalla (\`idPeriodo\`, \`estado\`, \`nickname\`), los pendientes primero y después los más nuevos, con sus objetos, precios y revisión: \`regear.csv\`. ${ARCHIVO_CSV}; 404 si el periodo o el jugador no existen. ${QUIEN.publico}`,
  tags,
  schema: {
    summary: 'Reclamos de regear en CSV, con los filtros de la pantalla',
    querystring: ExportarRegearQuerySchema,
    response: publica,
  },
  handler: async function exportarRegear(request, reply) {
    return archivo(reply, await service.regear(request.server.db, request.query));
  },
});
