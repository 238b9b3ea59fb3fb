// Endpoints of the periods (URLs and methods in src/routes.ts): the overview, places and houses, and
// the life cycle (create, change the value, close, finalize).
import {
  CARGO_PERIODOS,
  CambiarSilverRequestSchema,
  CasasResponseSchema,
  CerrarDistribucionRequestSchema,
  CerrarPeriodoRequestSchema,
  CrearPeriodoRequestSchema,
  CrearPeriodoResponseSchema,
  ErrorResponseSchema,
  GetCasasRequestSchema,
  LugaresResponseSchema,
  OkResponseSchema,
  PeriodoQuerySchema,
  PeriodoResponseSchema,
  PeriodosEnCursoResponseSchema,
  ResumenDistribucionQuerySchema,
  ResumenDistribucionResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './periodos.service.js';

const tags = ['periodos'];
const E = ErrorResponseSchema;
/** Errors of a call that needs an account. */
const authErrors = { 400: E, 401: E, 403: E, 404: E, 409: E };
const tesorero = { preHandler: requireCargo(CARGO_PERIODOS) };

export const resumen = endpoint({
  schema: {
    tags,
    summary: 'Periodos de distribución, 10 por página, el más reciente primero',
    querystring: ResumenDistribucionQuerySchema,
    response: { 200: ResumenDistribucionResponseSchema, 400: E },
  },
  handler: async (request, reply) => {
    const { page } = request.query;
    // A public answer kept in the read cache (lib/read-cache.ts, docs/performance.md): which periods
    // a page holds (resumen), and each one's row (its own scope).
    return reply.cached({ key: `resumenDistribucion:${page}`, ambitos: [ambito.resumen, ambito.jugadores] }, async (db) => {
      const { rows, count } = await service.resumen(db, page);
      return {
        value: { ok: true as const, message: rows, count },
        ambitos: rows.map((p) => ambito.periodo(p.id_periodo)),
        guardar: paginaGuardable(page, rows),
      };
    });
  },
});

// Not in the read cache: small answers read from periodo_en_curso_idx and the primary key, which the
// screens ask for when they need the state as it is now.
export const enCurso = endpoint({
  schema: {
    tags,
    summary: 'Periodos abiertos y en distribución, 10 por página, los abiertos primero',
    querystring: ResumenDistribucionQuerySchema,
    response: { 200: PeriodosEnCursoResponseSchema, 400: E },
  },
  handler: async (request) => {
    const { rows, count } = await service.enCurso(request.server.db, request.query.page);
    return { ok: true as const, message: rows, count };
  },
});

export const uno = endpoint({
  schema: {
    tags,
    summary: 'Un periodo con su estado actual',
    querystring: PeriodoQuerySchema,
    response: { 200: PeriodoResponseSchema, 400: E, 404: E },
  },
  handler: async (request) => ({
    ok: true as const,
    periodo: await service.periodoPorId(request.server.db, request.query.idPeriodo),
  }),
});

export const lugares = endpoint({
  schema: { tags, summary: 'Lugares de distribución', response: { 200: LugaresResponseSchema } },
  handler: async (request) => ({ ok: true as const, lugares: await service.lugares(request.server.db) }),
});

export const casas = endpoint({
  ...tesorero,
  schema: {
    tags,
    summary: 'Casas activas de un lugar con sus cofres',
    security,
    body: GetCasasRequestSchema,
    response: { 200: CasasResponseSchema, 400: E, 401: E, 403: E, 404: E },
  },
  handler: async (request) => ({
    ok: true as const,
    message: await service.casasDeLugar(request.server.db, request.body[0].idLugar),
  }),
});

export const crear = endpoint({
  ...tesorero,
  schema: {
    tags,
    summary: 'Crear un periodo (uno abierto por lugar)',
    security,
    body: CrearPeriodoRequestSchema,
    response: { 201: CrearPeriodoResponseSchema, ...authErrors },
  },
  handler: async (request, reply) => {
    const [{ idLugarDist, gremioFederacion }] = request.body;
    const id = await service.crearPeriodo(
      request.server.db,
      request.cuenta!,
      idLugarDist,
      gremioFederacion,
      request.server.avisos,
    );
    return reply.status(201).send({ ok: true as const, message: 'Periodo creado', id_periodo: id });
  },
});

export const cambiarSilver = endpoint({
  ...tesorero,
  schema: {
    tags,
    summary: 'Cambiar el silver albion de un periodo',
    security,
    body: CambiarSilverRequestSchema,
    response: { 200: OkResponseSchema, ...authErrors },
  },
  handler: async (request) => {
    const [{ idPeriodo, silver }] = request.body;
    await service.cambiarSilver(request.server.db, request.cuenta!, idPeriodo, silver);
    return { ok: true as const, message: 'Valor actualizado' };
  },
});

export const cerrar = endpoint({
  ...tesorero,
  schema: {
    tags,
    summary: 'Cerrar un periodo: elegir distribuidor y casas',
    security,
    body: CerrarPeriodoRequestSchema,
    response: { 200: OkResponseSchema, ...authErrors },
  },
  handler: async (request) => {
    await service.cerrarPeriodo(request.server.db, request.cuenta!, request.body[0], request.server.avisos);
    return { ok: true as const, message: 'Periodo cerrado' };
  },
});

/** The wire calls it "cerrarDistribucion"; it finalizes the period. */
export const finalizar = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags,
    summary: 'Finalizar la distribución cuando todo está pagado (el distribuidor del periodo)',
    security,
    body: CerrarDistribucionRequestSchema,
    response: { 200: OkResponseSchema, ...authErrors },
  },
  handler: async (request) => {
    await service.finalizarPeriodo(request.server.db, request.cuenta!, request.body[0].idPeriodo, request.server.avisos);
    return { ok: true as const, message: 'Distribución finalizada' };
  },
});
