// Routes of the periods area under /api/distribuciones (seed-spec §7, DESIGN §3–§4). Thin: schemas,
// permission pre-handler, one service call. Distributions' own paths live in modules/distribuciones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO_PERIODOS,
  CambiarSilverRequestSchema,
  CasasResponseSchema,
  CerrarDistribucionRequestSchema,
  CerrarPeriodoRequestSchema,
  CrearPeriodoRequestSchema,
  CrearPeriodoResponseSchema,
  ErrorResponseSchema,
  GananciasResponseSchema,
  GetCasasRequestSchema,
  JugadorDistribuidoRequestSchema,
  LugaresResponseSchema,
  OkResponseSchema,
  ResumenDistribucionQuerySchema,
  ResumenDistribucionResponseSchema,
  SearchGananciasQuerySchema,
  TablaDePagoRequestSchema,
  TablaDePagoResponseSchema,
  TopCreadoresResponseSchema,
  TopPlayersResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { readCache, sendJson, serializeWith } from '../../lib/read-cache.js';
import * as repo from './periodos.repository.js';
import * as service from './periodos.service.js';

const tags = ['periodos'];
const security = [{ token: [] }];
const E = ErrorResponseSchema;
/** Errors of a call that needs an account. */
const authErrors = { 400: E, 401: E, 403: E, 404: E, 409: E };
// Public answers kept in the read cache (lib/read-cache.ts, docs/performance.md).
const resumenJson = serializeWith(ResumenDistribucionResponseSchema);
const tablaDePagoJson = serializeWith(TablaDePagoResponseSchema);
const topPlayersJson = serializeWith(TopPlayersResponseSchema);
const topCreadoresJson = serializeWith(TopCreadoresResponseSchema);
const gananciasJson = serializeWith(GananciasResponseSchema);

export const periodosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resumenDistribucion',
    {
      schema: {
        tags,
        summary: 'Periodos de distribución, 10 por página, el más reciente primero',
        querystring: ResumenDistribucionQuerySchema,
        response: { 200: ResumenDistribucionResponseSchema, 400: E },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const body = await readCache(app.database).get(
        `resumenDistribucion:${page}`,
        async (db) => {
          const { rows, count } = await service.resumen(db, page);
          return { value: { ok: true as const, message: rows, count } };
        },
        resumenJson,
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/getLugares',
    { schema: { tags, summary: 'Lugares de distribución', response: { 200: LugaresResponseSchema } } },
    async () => ({ ok: true as const, lugares: await repo.listLugares(app.db) }),
  );

  app.post(
    '/getCasas',
    {
      preHandler: requireCargo(CARGO_PERIODOS),
      schema: {
        tags,
        summary: 'Casas activas de un lugar con sus cofres',
        security,
        body: GetCasasRequestSchema,
        response: { 200: CasasResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => ({ ok: true as const, message: await service.casasDeLugar(app.db, request.body[0].idLugar) }),
  );

  app.post(
    '/',
    {
      preHandler: requireCargo(CARGO_PERIODOS),
      schema: {
        tags,
        summary: 'Crear un periodo (uno abierto por lugar)',
        security,
        body: CrearPeriodoRequestSchema,
        response: { 201: CrearPeriodoResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const [{ idLugarDist, gremioFederacion }] = request.body;
      const id = await service.crearPeriodo(app.db, request.cuenta!, idLugarDist, gremioFederacion);
      return reply.status(201).send({ ok: true as const, message: 'Periodo creado', id_periodo: id });
    },
  );

  app.put(
    '/cambiarSilver',
    {
      preHandler: requireCargo(CARGO_PERIODOS),
      schema: {
        tags,
        summary: 'Cambiar el silver albion de un periodo',
        security,
        body: CambiarSilverRequestSchema,
        response: { 200: OkResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const [{ idPeriodo, silver }] = request.body;
      await service.cambiarSilver(app.db, request.cuenta!, idPeriodo, silver);
      return { ok: true as const, message: 'Valor actualizado' };
    },
  );

  app.put(
    '/cerrarPeriodo',
    {
      preHandler: requireCargo(CARGO_PERIODOS),
      schema: {
        tags,
        summary: 'Cerrar un periodo: elegir distribuidor y casas',
        security,
        body: CerrarPeriodoRequestSchema,
        response: { 200: OkResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      await service.cerrarPeriodo(app.db, request.cuenta!, request.body[0]);
      return { ok: true as const, message: 'Periodo cerrado' };
    },
  );

  app.post(
    '/tablaDePago',
    {
      schema: {
        tags,
        summary: 'Pagos de un periodo, un renglón por jugador',
        body: TablaDePagoRequestSchema,
        response: { 200: TablaDePagoResponseSchema, 400: E, 404: E },
      },
    },
    async (request, reply) => {
      const { idPeriodo } = request.body[0];
      const body = await readCache(app.database).get(
        `tablaDePago:${idPeriodo}`,
        async (db) => {
          const rows = await service.tablaDePago(db, idPeriodo);
          return { value: { ok: true as const, message: rows, count: rows.length } };
        },
        tablaDePagoJson,
      );
      return sendJson(reply, body);
    },
  );

  app.put(
    '/jugadorDistribuido',
    {
      preHandler: requireCuenta,
      schema: {
        tags,
        summary: 'Marcar pagado a un jugador (el distribuidor del periodo)',
        security,
        body: JugadorDistribuidoRequestSchema,
        response: { 200: OkResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const [{ id_player, idPeriodo }] = request.body;
      const message = await service.pagarJugador(app.db, request.cuenta!, idPeriodo, id_player);
      return { ok: true as const, message };
    },
  );

  app.put(
    '/cerrarDistribucion',
    {
      preHandler: requireCuenta,
      schema: {
        tags,
        summary: 'Finalizar la distribución cuando todo está pagado (el distribuidor del periodo)',
        security,
        body: CerrarDistribucionRequestSchema,
        response: { 200: OkResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      await service.cerrarDistribucion(app.db, request.cuenta!, request.body[0].idPeriodo);
      return { ok: true as const, message: 'Distribución finalizada' };
    },
  );

  app.get(
    '/top3BestPlayers',
    { schema: { tags, summary: 'TOP 3 jugadores de los últimos 30 días', response: { 200: TopPlayersResponseSchema } } },
    async (_request, reply) => {
      const body = await readCache(app.database).get(
        'top3BestPlayers',
        async (db) => {
          const { value, validUntil } = await service.topPlayersVigente(db);
          return { value: { ok: true as const, message: value }, validUntil };
        },
        topPlayersJson,
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/top3BestCreadores',
    {
      schema: {
        tags,
        summary: 'TOP 3 encargados de contenido de los últimos 30 días',
        response: { 200: TopCreadoresResponseSchema },
      },
    },
    async (_request, reply) => {
      const body = await readCache(app.database).get(
        'top3BestCreadores',
        async (db) => {
          const { value, validUntil } = await service.topCreadoresVigente(db);
          return { value: { ok: true as const, message: value }, validUntil };
        },
        topCreadoresJson,
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/searchGananciasPlayer',
    {
      schema: {
        tags,
        summary: 'Ganancias de un jugador en un intervalo (15, 30, 60, 90 días o 0 = desde la creación)',
        querystring: SearchGananciasQuerySchema,
        response: { 200: GananciasResponseSchema, 400: E, 404: E },
      },
    },
    async (request, reply) => {
      const { nickname, interval } = request.query;
      const body = await readCache(app.database).get(
        `searchGananciasPlayer:${interval}:${nickname.toLowerCase()}`,
        async (db) => {
          const { value, validUntil } = await service.buscarGananciasVigente(db, nickname, interval);
          return { value: { ok: true as const, message: value }, validUntil };
        },
        gananciasJson,
      );
      return sendJson(reply, body);
    },
  );
};
