// Player management calls of seed-spec §7, leader only (DESIGN §4). getDistributors, isMember and the
// distribution page's registration live in other plugins under the same prefix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARGO,
  CrearJugadorRequestSchema,
  EditarJugadorRequestSchema,
  ErrorResponseSchema,
  EstadoJugadorRequestSchema,
  JugadorResponseSchema,
  ListaJugadoresRequestSchema,
  ListaJugadoresResponseSchema,
  SelectsResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { readCache, sendJson, serializeWith } from '../../lib/read-cache.js';
import { createJugador, getSelects, lista, setEstadoJugador, updateJugador } from './jugadores.service.js';

const denied = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const invalid = { 400: ErrorResponseSchema, ...denied };
const common = { tags: ['jugadores'], security: [{ token: [] }] };
// The list is kept in the read cache (lib/read-cache.ts, docs/performance.md); access is still checked
// on every request, before the cache is asked.
const listaJson = serializeWith(ListaJugadoresResponseSchema);

export const jugadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: access is decided before the body is read or validated.
  app.addHook('onRequest', requireCargo(CARGO.LIDER));

  app.get(
    '/getSelects',
    {
      schema: {
        ...common,
        summary: 'Roles y cargos para el formulario de jugador',
        response: { 200: SelectsResponseSchema, ...denied },
      },
    },
    () => getSelects(app.db),
  );

  app.post(
    '/lista',
    {
      schema: {
        ...common,
        summary: 'Jugadores filtrados por nickname, 10 por página',
        body: ListaJugadoresRequestSchema,
        response: { 200: ListaJugadoresResponseSchema, ...invalid },
      },
    },
    async (request, reply) => {
      const [item] = request.body;
      const body = await readCache(app.database).get(
        `jugadores/lista:${item.page}:${item.nickname}`,
        async (db) => ({ value: await lista(db, item) }),
        listaJson,
      );
      return sendJson(reply, body);
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: 'Registrar un jugador',
        body: CrearJugadorRequestSchema,
        response: { 201: JugadorResponseSchema, ...invalid, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const jugador = await createJugador(app.db, request.cuenta!, request.body[0]);
      return reply.status(201).send({ ok: true, message: 'Jugador creado', jugador });
    },
  );

  app.put(
    '/',
    {
      schema: {
        ...common,
        summary: 'Editar un jugador',
        body: EditarJugadorRequestSchema,
        response: { 200: JugadorResponseSchema, ...invalid, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Jugador editado',
      jugador: await updateJugador(app.db, request.cuenta!, request.body[0]),
    }),
  );

  app.put(
    '/DeleteJugador',
    {
      schema: {
        ...common,
        summary: 'Activar o desactivar un jugador',
        body: EstadoJugadorRequestSchema,
        response: { 200: JugadorResponseSchema, ...invalid, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const jugador = await setEstadoJugador(app.db, request.cuenta!, request.body[0]);
      return { ok: true as const, message: jugador.estado ? 'Jugador activado' : 'Jugador desactivado', jugador };
    },
  );
};
