// Distributions of a period, under /api/distribuciones (seed-spec §7). Thin: schemas in, one service
// call, the answer out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO_DISTRIBUCIONES,
  CrearDistribucionRequestSchema,
  CrearDistribucionResponseSchema,
  EliminarDistribucionRequestSchema,
  EliminarDistribucionResponseSchema,
  ErrorResponseSchema,
  GetDistribucionRequestSchema,
  GetDistribucionResponseSchema,
  JugadoresSelectResponseSchema,
  PlayersOfVoiceChannelRequestSchema,
  PlayersOfVoiceChannelResponseSchema,
  VoiceChannelsResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { readCache, sendJson, serializeWith } from '../../lib/read-cache.js';
import {
  crearDistribucion,
  eliminarDistribucion,
  getDistribuciones,
  getJugadoresSelect,
  getPlayersOfVoiceChannel,
  getVoiceChannels,
} from './distribuciones.service.js';

const tags = ['distribuciones'];
const security = [{ token: [] }];
const e = ErrorResponseSchema;
// Kept in the read cache (lib/read-cache.ts, docs/performance.md).
const getDistribucionJson = serializeWith(GetDistribucionResponseSchema);

export const distribucionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getDistribucion',
    {
      schema: {
        tags,
        summary: 'Distribuciones de un periodo, la más reciente primero (sin token)',
        body: GetDistribucionRequestSchema,
        response: { 200: GetDistribucionResponseSchema, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      const [{ idPeriodoDist }] = request.body;
      const body = await readCache(app.database).get(
        `getDistribucion:${idPeriodoDist}`,
        async (db) => ({ value: { ok: true as const, message: await getDistribuciones(db, idPeriodoDist) } }),
        getDistribucionJson,
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/getJugadoresSelect',
    {
      preHandler: requireCuenta,
      schema: {
        tags,
        summary: 'Jugadores activos para el selector, por nickname',
        security,
        response: { 200: JugadoresSelectResponseSchema, 401: e },
      },
    },
    async () => ({ ok: true as const, message: await getJugadoresSelect(app.db) }),
  );

  app.post(
    '/crear',
    {
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
    },
    async (request, reply) => {
      const [item] = request.body;
      const result = await crearDistribucion(app.db, request.cuenta!, item);
      return reply
        .status(result.creada ? 201 : 200)
        .send({ ok: true as const, message: result.message, distribucion: result.distribucion });
    },
  );

  app.put(
    '/eliminarDistribucion',
    {
      preHandler: requireCargo(CARGO_DISTRIBUCIONES),
      schema: {
        tags,
        summary: 'Eliminar una distribución propia de un periodo Abierto (queda con estado false)',
        security,
        body: EliminarDistribucionRequestSchema,
        response: { 200: EliminarDistribucionResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => {
      const [{ idDistribucion, razon }] = request.body;
      const result = await eliminarDistribucion(app.db, request.cuenta!, idDistribucion, razon);
      return { ok: true as const, ...result };
    },
  );

  app.get(
    '/getVoiceChannels',
    {
      preHandler: requireCargo(CARGO_DISTRIBUCIONES),
      schema: {
        tags,
        summary: 'Canales de voz de Discord (lista vacía y configurado false si Discord no está configurado)',
        security,
        response: { 200: VoiceChannelsResponseSchema, 401: e, 403: e, 503: e, 504: e },
      },
    },
    async () => getVoiceChannels(app.voice),
  );

  app.post(
    '/getPlayersOfVoiceChannel',
    {
      preHandler: requireCargo(CARGO_DISTRIBUCIONES),
      schema: {
        tags,
        summary: 'Jugadores registrados presentes en un canal de voz y nombres sin registrar',
        security,
        body: PlayersOfVoiceChannelRequestSchema,
        response: { 200: PlayersOfVoiceChannelResponseSchema, 400: e, 401: e, 403: e, 404: e, 503: e, 504: e },
      },
    },
    async (request) => {
      const [{ idVoiceChannel }] = request.body;
      return getPlayersOfVoiceChannel(app.db, app.voice, idVoiceChannel);
    },
  );
};
