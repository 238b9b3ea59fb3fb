// Endpoints of the audit log, leader only. Read-only by design: there is no route that changes or
// removes an audit row.
import {
  CARGO,
  FiltrosAuditoriaResponseSchema,
  ListaAuditoriaRequestSchema,
  ListaAuditoriaResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, errores } from '../../lib/route.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './auditoria.service.js';

// onRequest: access is decided before the body is read or validated.
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const lista = endpoint({
  ruta: 'POST /api/auditoria/lista',
  operationId: 'listarAuditoria',
  descripcion: `Entradas del registro de auditoría, la más reciente primero, filtradas por acción, entidad, cuenta y fechas. ${QUIEN.lider}`,
  tags: ['auditoria'],
  lectura: true,
  ...lider,
  schema: {
    summary: 'Registro de auditoría, el más reciente primero, con filtros (solo el líder)',
    body: ListaAuditoriaRequestSchema,
    response: { 200: ListaAuditoriaResponseSchema, ...errores(400, 401, 403) },
  },
  handler: async function listarAuditoria(request) {
    const { rows, count, referencias } = await service.lista(request.server.db, request.body[0]);
    return { ok: true as const, message: rows, count, referencias };
  },
});

export const filtros = endpoint({
  ruta: 'GET /api/auditoria/filtros',
  operationId: 'listarFiltrosAuditoria',
  descripcion: `Acciones, entidades y cuentas presentes en el registro, para los filtros. ${QUIEN.lider}`,
  tags: ['auditoria'],
  ...lider,
  schema: {
    summary: 'Acciones, entidades y cuentas presentes en el registro de auditoría',
    response: { 200: FiltrosAuditoriaResponseSchema, ...errores(401, 403) },
  },
  handler: async function listarFiltrosAuditoria(request) {
    return { ok: true as const, ...(await service.filtros(request.server.db)) };
  },
});
