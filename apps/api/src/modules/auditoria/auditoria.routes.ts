// Endpoints of the audit log, leader only. Read-only by design: there is no route that changes or
// removes an audit row.
import { FiltrosAuditoriaResponseSchema, ListaAuditoriaRequestSchema, ListaAuditoriaResponseSchema } from '@reparto/contract';
import { soloLider } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './auditoria.service.js';

export const lista = endpoint({
  ruta: 'POST /api/auditoria/lista',
  operationId: 'listarAuditoria',
  resumen: 'Registro de auditoría, el más reciente primero, con filtros (solo el líder)',
  descripcion: `Entradas del registro de auditoría, la más reciente primero, filtradas por acción, entidad, cuenta y fechas. ${QUIEN.lider}`,
  tags: ['auditoria'],
  lectura: true,
  ...soloLider,
  schema: { body: ListaAuditoriaRequestSchema, response: respuesta(ListaAuditoriaResponseSchema, 400, 401, 403) },
  handler: async function listarAuditoria(request) {
    const { rows, count, referencias } = await service.lista(request.server.db, request.body[0]);
    return { ok: true as const, message: rows, count, referencias };
  },
});

export const filtros = endpoint({
  ruta: 'GET /api/auditoria/filtros',
  operationId: 'listarFiltrosAuditoria',
  resumen: 'Acciones, entidades y cuentas presentes en el registro de auditoría',
  descripcion: `Acciones, entidades y cuentas presentes en el registro, para los filtros. ${QUIEN.lider}`,
  tags: ['auditoria'],
  ...soloLider,
  schema: { response: respuesta(FiltrosAuditoriaResponseSchema, 401, 403) },
  handler: async function listarFiltrosAuditoria(request) {
    return { ok: true as const, ...(await service.filtros(request.server.db)) };
  },
});
