// Endpoints of the CSV exports (URLs and methods in src/routes.ts): the same permissions as the screens
// they export — payments, distributions and a player's history are public; the audit log and the
// players list need the leader's token (x-token). Streamed: nothing is held whole in memory.
import {
  CARGO,
  CsvResponseSchema,
  ErrorResponseSchema,
  ExportarAuditoriaQuerySchema,
  ExportarHistorialQuerySchema,
  ExportarPeriodoQuerySchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { sendCsv } from './csv.js';
import * as service from './exportar.service.js';

const tags = ['exportar'];
const E = ErrorResponseSchema;
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const pagos = endpoint({
  schema: {
    tags,
    summary: 'Pagos de un periodo en CSV',
    querystring: ExportarPeriodoQuerySchema,
    response: { 200: CsvResponseSchema, 400: E, 404: E },
  },
  handler: async (request, reply) => {
    const { nombre, contenido } = await service.pagos(request.server.db, request.query.idPeriodo);
    return sendCsv(reply, nombre, contenido);
  },
});

export const distribuciones = endpoint({
  schema: {
    tags,
    summary: 'Distribuciones de un periodo en CSV, una línea por jugador',
    querystring: ExportarPeriodoQuerySchema,
    response: { 200: CsvResponseSchema, 400: E, 404: E },
  },
  handler: async (request, reply) => {
    const { nombre, contenido } = await service.distribuciones(request.server.db, request.query.idPeriodo);
    return sendCsv(reply, nombre, contenido);
  },
});

export const historial = endpoint({
  schema: {
    tags,
    summary: 'Historial de un jugador en CSV',
    querystring: ExportarHistorialQuerySchema,
    response: { 200: CsvResponseSchema, 400: E, 404: E },
  },
  handler: async (request, reply) => {
    const { nombre, contenido } = await service.historial(request.server.db, request.query.nickname);
    return sendCsv(reply, nombre, contenido);
  },
});

export const auditoria = endpoint({
  ...lider,
  schema: {
    tags,
    summary: 'Registro de auditoría en CSV, con los filtros de la pantalla (solo el líder)',
    security,
    querystring: ExportarAuditoriaQuerySchema,
    response: { 200: CsvResponseSchema, 400: E, 401: E, 403: E },
  },
  handler: async (request, reply) => {
    const { nombre, contenido } = service.auditoria(request.server.db, request.query);
    return sendCsv(reply, nombre, contenido);
  },
});

export const jugadores = endpoint({
  ...lider,
  schema: {
    tags,
    summary: 'Lista de jugadores en CSV (solo el líder)',
    security,
    response: { 200: CsvResponseSchema, 401: E, 403: E },
  },
  handler: async (request, reply) => {
    const { nombre, contenido } = service.jugadores(request.server.db);
    return sendCsv(reply, nombre, contenido);
  },
});
