// Endpoints of a player's own page (URLs and methods in src/routes.ts). Public answers kept in the
// read cache until a write or the clock changes them (lib/read-cache.ts).
import {
  ErrorResponseSchema,
  GananciasJugadorQuerySchema,
  GananciasJugadorResponseSchema,
  HistorialJugadorRequestSchema,
  HistorialJugadorResponseSchema,
} from '@reparto/contract';
import { endpoint } from '../../lib/route.js';
import { sendCached, serializeWith } from '../../lib/read-cache.js';
import * as service from './ganancias.service.js';

const tags = ['periodos'];
const E = ErrorResponseSchema;
const gananciasJugadorJson = serializeWith(GananciasJugadorResponseSchema);
const historialJugadorJson = serializeWith(HistorialJugadorResponseSchema);

export const gananciasJugador = endpoint({
  schema: {
    tags,
    summary: 'Página de un jugador: totales por intervalo, plata por semana y pendientes de cobro',
    querystring: GananciasJugadorQuerySchema,
    response: { 200: GananciasJugadorResponseSchema, 400: E, 404: E },
  },
  handler: async (request, reply) => {
    const { nickname } = request.query;
    return sendCached(
      reply,
      `gananciasJugador:${nickname.toLowerCase()}`,
      async (db) => {
        const { value, validUntil } = await service.gananciasJugadorVigente(db, nickname);
        return { value: { ok: true as const, message: value }, validUntil };
      },
      gananciasJugadorJson,
    );
  },
});

export const historialJugador = endpoint({
  schema: {
    tags,
    summary: 'Historial de un jugador: las distribuciones en que participó, de 25 en 25',
    body: HistorialJugadorRequestSchema,
    response: { 200: HistorialJugadorResponseSchema, 400: E, 404: E },
  },
  handler: async (request, reply) => {
    const [{ nickname, page }] = request.body;
    return sendCached(
      reply,
      `historialJugador:${nickname.toLowerCase()}:${page}`,
      async (db) => {
        const { rows, count } = await service.historialJugador(db, nickname, page);
        return { value: { ok: true as const, message: rows, count } };
      },
      historialJugadorJson,
    );
  },
});
