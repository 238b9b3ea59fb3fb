// Endpoints of the distributions (URLs and methods in src/routes.ts).
import {
  CARGO_DISTRIBUCIONES,
  CrearDistribucionRequestSchema,
  CrearDistribucionResponseSchema,
  EliminarDistribucionRequestSchema,
  EliminarDistribucionResponseSchema,
  ErrorResponseSchema,
  FondoGremioQuerySchema,
  FondoGremioResponseSchema,
  GetDistribucionRequestSchema,
  GetDistribucionResponseSchema,
  ParaCorregirQuerySchema,
  ParaCorregirResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import {
  crearDistribucion,
  eliminarDistribucion,
  fondoGremio,
  getDistribuciones,
  paginaDistribuciones,
  paraCorregir,
} from './distribuciones.service.js';

const tags = ['distribuciones'];
const e = ErrorResponseSchema;

export const listar = endpoint({
  schema: {
    tags,
    summary:
      'Distribuciones de un periodo, la más reciente primero (sin token); con `page`, 25 por página con `count` y `total` (plata de las vivas)',
    body: GetDistribucionRequestSchema,
    response: { 200: GetDistribucionResponseSchema, 400: e, 404: e },
  },
  handler: async (request, reply) => {
    const [{ idPeriodoDist, page }] = request.body;
    // Kept in the read cache (lib/read-cache.ts, docs/performance.md).
    const ambitos = [ambito.periodo(idPeriodoDist), ambito.jugadores];
    if (page === undefined) {
      return reply.cached({ key: `getDistribucion:${idPeriodoDist}`, ambitos }, async (db) => ({
        value: { ok: true as const, message: await getDistribuciones(db, idPeriodoDist) },
      }));
    }
    return reply.cached({ key: `getDistribucion:${idPeriodoDist}:${page}`, ambitos }, async (db) => {
      const { rows, count, total } = await paginaDistribuciones(db, idPeriodoDist, page);
      return { value: { ok: true as const, message: rows, count, total }, guardar: paginaGuardable(page, rows) };
    });
  },
});

export const crear = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags,
    summary: 'Crear una distribución (cargo 7, periodo Abierto); el código de 6 cifras hace idempotente el reintento',
    security,
    body: CrearDistribucionRequestSchema,
    response: {
      200: CrearDistribucionResponseSchema,
      201: CrearDistribucionResponseSchema,
      400: e,
      401: e,
      403: e,
      404: e,
      409: e,
    },
  },
  handler: async (request, reply) => {
    const [item] = request.body;
    const result = await crearDistribucion(request.server.db, request.cuenta!, item, request.server.avisos);
    return reply
      .status(result.creada ? 201 : 200)
      .send({ ok: true as const, message: result.message, distribucion: result.distribucion });
  },
});

export const eliminar = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags,
    summary: 'Eliminar una distribución propia de un periodo Abierto (queda con estado false)',
    security,
    body: EliminarDistribucionRequestSchema,
    response: { 200: EliminarDistribucionResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  handler: async (request) => {
    const [{ idDistribucion, razon }] = request.body;
    const result = await eliminarDistribucion(request.server.db, request.cuenta!, idDistribucion, razon, request.server.avisos);
    return { ok: true as const, ...result };
  },
});

export const fondo = endpoint({
  schema: {
    tags,
    summary: 'Fondo del gremio de un periodo: impuesto y restos de sus distribuciones vivas (sin token)',
    querystring: FondoGremioQuerySchema,
    response: { 200: FondoGremioResponseSchema, 400: e, 404: e },
  },
  handler: async (request, reply) => {
    const { idPeriodo } = request.query;
    // The default tax and the closing warning's threshold are configuration, the same for every
    // answer of this process.
    const impuesto_gremio_pct = request.server.impuestoGremioPct;
    const aviso_diferencia_pct = request.server.avisoDiferenciaPct;
    return reply.cached({ key: `fondoGremio:${idPeriodo}`, ambitos: [ambito.periodo(idPeriodo)] }, async (db) => ({
      value: { ok: true as const, message: await fondoGremio(db, idPeriodo), impuesto_gremio_pct, aviso_diferencia_pct },
    }));
  },
});

export const corregir = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags,
    summary:
      'Lo que tenía una distribución al crearla (jugadores y pesos, desglose, motivo, origen): el punto de partida de «Corregir» (cargo 7)',
    security,
    querystring: ParaCorregirQuerySchema,
    response: { 200: ParaCorregirResponseSchema, 400: e, 401: e, 403: e, 404: e },
  },
  handler: async (request) => ({
    ok: true as const,
    message: await paraCorregir(request.server.db, request.query.idDistribucion),
  }),
});
