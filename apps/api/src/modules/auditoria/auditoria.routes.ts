// Endpoints of the audit log, leader only (URLs and methods in src/routes.ts). Read-only by design:
// there is no route that changes or removes an audit row.
import {
  CARGO,
  ErrorResponseSchema,
  FiltrosAuditoriaResponseSchema,
  ListaAuditoriaRequestSchema,
  ListaAuditoriaResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import * as service from './auditoria.service.js';

const e = ErrorResponseSchema;
const common = { tags: ['auditoria'], security };
// onRequest: access is decided before the body is read or validated.
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const lista = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Registro de auditoría, el más reciente primero, con filtros (solo el líder)',
    body: ListaAuditoriaRequestSchema,
    response: { 200: ListaAuditoriaResponseSchema, 400: e, 401: e, 403: e },
  },
  handler: async (request) => {
    const { rows, count, referencias } = await service.lista(request.server.db, request.body[0]);
    return { ok: true as const, message: rows, count, referencias };
  },
});

export const filtros = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Acciones, entidades y cuentas presentes en el registro de auditoría',
    response: { 200: FiltrosAuditoriaResponseSchema, 401: e, 403: e },
  },
  handler: async (request) => ({ ok: true as const, ...(await service.filtros(request.server.db)) }),
});
