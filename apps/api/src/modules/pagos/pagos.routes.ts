// Endpoints of the payments (URLs and methods in src/routes.ts).
import {
  ConciliarPagosRequestSchema,
  ConciliarPagosResponseSchema,
  DeshacerPagoRequestSchema,
  ErrorResponseSchema,
  JugadoresDistribuidosRequestSchema,
  JugadoresDistribuidosResponseSchema,
  JugadorDistribuidoRequestSchema,
  OkResponseSchema,
  TablaDePagoRequestSchema,
  TablaDePagoResponseSchema,
} from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './pagos.service.js';

const tags = ['periodos'];
const E = ErrorResponseSchema;
const escritura = { 200: OkResponseSchema, 400: E, 401: E, 403: E, 404: E, 409: E };

export const tablaDePago = endpoint({
  schema: {
    tags,
    summary:
      'Pagos de un periodo, un renglón por jugador; con `page`, `nickname` o `pendientes`, 25 por página con los totales del periodo',
    body: TablaDePagoRequestSchema,
    response: { 200: TablaDePagoResponseSchema, 400: E, 404: E },
  },
  handler: async (request, reply) => {
    const item = request.body[0];
    const { idPeriodo } = item;
    // A public answer kept in the read cache (lib/read-cache.ts, docs/performance.md).
    const ambitos = [ambito.periodo(idPeriodo), ambito.jugadores];
    if (item.page === undefined && item.nickname === undefined && item.pendientes === undefined) {
      return reply.cached({ key: `tablaDePago:${idPeriodo}`, ambitos }, async (db) => {
        const rows = await service.tablaDePago(db, idPeriodo);
        return { value: { ok: true as const, message: rows, count: rows.length } };
      });
    }
    const filtro = { page: item.page ?? 1, nickname: item.nickname?.toLowerCase() ?? '', pendientes: item.pendientes ?? false };
    const key = `tablaDePago:${idPeriodo}:${filtro.page}:${filtro.pendientes}:${filtro.nickname}`;
    return reply.cached({ key, ambitos }, async (db) => {
      const pagina = await service.paginaTablaDePago(db, idPeriodo, filtro);
      return { value: { ok: true as const, ...pagina }, guardar: paginaGuardable(filtro.page, pagina.message) };
    });
  },
});

export const pagar = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags,
    summary: 'Marcar pagado a un jugador (el distribuidor del periodo)',
    security,
    body: JugadorDistribuidoRequestSchema,
    response: escritura,
  },
  handler: async (request) => {
    const [{ id_player, idPeriodo }] = request.body;
    const message = await service.pagarJugador(request.server.db, request.cuenta!, idPeriodo, id_player, request.server.avisos);
    return { ok: true as const, message };
  },
});

export const pagarVarios = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags,
    summary: 'Marcar pagados varios jugadores en una transacción (el distribuidor del periodo); idempotente',
    security,
    body: JugadoresDistribuidosRequestSchema,
    response: { ...escritura, 200: JugadoresDistribuidosResponseSchema },
  },
  handler: async (request) => {
    const [{ idPeriodo, ids_player }] = request.body;
    const result = await service.pagarJugadores(request.server.db, request.cuenta!, idPeriodo, ids_player, request.server.avisos);
    return { ok: true as const, ...result };
  },
});

export const deshacer = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags,
    summary: 'Deshacer la marca de pago de un jugador, con una razón (el distribuidor del periodo)',
    security,
    body: DeshacerPagoRequestSchema,
    response: escritura,
  },
  handler: async (request) => {
    const [{ id_player, idPeriodo, razon }] = request.body;
    const message = await service.deshacerPago(
      request.server.db,
      request.cuenta!,
      idPeriodo,
      id_player,
      razon,
      request.server.avisos,
    );
    return { ok: true as const, message };
  },
});

export const conciliar = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags,
    summary: 'Comparar los pagos del periodo con el registro de plata del gremio pegado del juego (no escribe)',
    security,
    body: ConciliarPagosRequestSchema,
    response: { 200: ConciliarPagosResponseSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
  },
  handler: async (request) => {
    const [{ idPeriodo, registro }] = request.body;
    const { filas, desconocidos } = await service.conciliarPagos(request.server.db, request.cuenta!, idPeriodo, registro);
    return { ok: true as const, message: filas, desconocidos };
  },
});
