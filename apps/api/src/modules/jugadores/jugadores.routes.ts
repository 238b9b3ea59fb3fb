// Endpoints of the players (URLs and methods in src/routes.ts): the leader's management, the
// distribution page's registration and player picker, and the treasurer's list of distributors.
import {
  CARGO,
  CARGO_DISTRIBUCIONES,
  CARGO_PERIODOS,
  CrearJugadorRequestSchema,
  DistribuidoresResponseSchema,
  EditarJugadorRequestSchema,
  ErrorResponseSchema,
  EstadoJugadorRequestSchema,
  JugadorResponseSchema,
  JugadoresDeListaRequestSchema,
  JugadoresDeListaResponseSchema,
  JugadoresSelectResponseSchema,
  nombresDeLista,
  ListaJugadoresRequestSchema,
  ListaJugadoresResponseSchema,
  RegistrarJugadorRequestSchema,
  RegistrarJugadorResponseSchema,
  SelectsResponseSchema,
} from '@reparto/contract';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './jugadores.service.js';

const e = ErrorResponseSchema;
const denied = { 401: e, 403: e };
const invalid = { 400: e, ...denied };
const tags = ['jugadores'];
const common = { tags, security };
// onRequest: the leader's access is decided before the body is read or validated.
const lider = { onRequest: requireCargo(CARGO.LIDER) };

export const getSelects = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Roles y cargos para el formulario de jugador',
    response: { 200: SelectsResponseSchema, ...denied },
  },
  handler: async (request) => ({ ok: true as const, ...(await service.getSelects(request.server.db)) }),
});

export const lista = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Jugadores filtrados por nickname, 10 por página',
    body: ListaJugadoresRequestSchema,
    response: { 200: ListaJugadoresResponseSchema, ...invalid },
  },
  handler: async (request, reply) => {
    const [item] = request.body;
    // Kept in the read cache (lib/read-cache.ts, docs/performance.md); access is still checked on
    // every request, before the cache is asked.
    return reply.cached({ key: `jugadores/lista:${item.page}:${item.nickname}`, ambitos: [ambito.jugadores] }, async (db) => {
      const { rows, count } = await service.lista(db, item);
      return { value: { ok: true as const, message: rows, count }, guardar: paginaGuardable(item.page, rows) };
    });
  },
});

export const crear = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Registrar un jugador',
    body: CrearJugadorRequestSchema,
    response: { 201: JugadorResponseSchema, ...invalid, 409: e },
  },
  handler: async (request, reply) => {
    const jugador = await service.createJugador(request.server.db, request.cuenta!, request.body[0]);
    return reply.status(201).send({ ok: true, message: 'Jugador creado', jugador });
  },
});

export const editar = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Editar un jugador',
    body: EditarJugadorRequestSchema,
    response: { 200: JugadorResponseSchema, ...invalid, 404: e, 409: e },
  },
  handler: async (request) => ({
    ok: true as const,
    message: 'Jugador editado',
    jugador: await service.updateJugador(request.server.db, request.cuenta!, request.body[0]),
  }),
});

export const cambiarEstado = endpoint({
  ...lider,
  schema: {
    ...common,
    summary: 'Activar o desactivar un jugador',
    body: EstadoJugadorRequestSchema,
    response: { 200: JugadorResponseSchema, ...invalid, 404: e, 409: e },
  },
  handler: async (request) => {
    const jugador = await service.setEstadoJugador(request.server.db, request.cuenta!, request.body[0]);
    return { ok: true as const, message: jugador.estado ? 'Jugador activado' : 'Jugador desactivado', jugador };
  },
});

export const registrar = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags: ['distribuciones'],
    summary: 'Registrar un jugador desde la página de distribuciones (cargo 3, rol 5)',
    security,
    body: RegistrarJugadorRequestSchema,
    response: { 201: RegistrarJugadorResponseSchema, 400: e, 401: e, 403: e, 409: e, 503: e },
  },
  handler: async (request, reply) => {
    const [{ nickname }] = request.body;
    const { db, membership, albionCheck } = request.server;
    const result = await service.registrarJugador({ db, membership, albionCheck }, request.cuenta!, nickname);
    return reply.status(201).send({ ok: true as const, ...result });
  },
});

export const jugadoresSelect = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags: ['distribuciones'],
    summary: 'Jugadores activos para el selector, por nickname',
    security,
    response: { 200: JugadoresSelectResponseSchema, 401: e },
  },
  handler: async (request) => ({ ok: true as const, message: await service.jugadoresSelect(request.server.db) }),
});

export const jugadoresDeLista = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags: ['distribuciones'],
    summary: 'Jugadores de una lista de nombres pegada (como un canal de voz): activos, desactivados y sin registrar',
    security,
    body: JugadoresDeListaRequestSchema,
    response: { 200: JugadoresDeListaResponseSchema, ...invalid },
  },
  handler: async (request) => ({
    ok: true as const,
    ...(await service.jugadoresDeNombres(request.server.db, nombresDeLista(request.body[0].lista))),
  }),
});

/** Only the treasurer closes periods, so only the treasurer's charge needs the list. */
export const distribuidores = endpoint({
  preHandler: requireCargo(CARGO_PERIODOS),
  schema: {
    tags: ['periodos'],
    summary: 'Distribuidores elegibles: jugador activo con cuenta activa y cargo DISTRIBUIDOR',
    security,
    response: { 200: DistribuidoresResponseSchema, 401: e, 403: e },
  },
  handler: async (request) => ({ ok: true as const, distribuidores: await service.distribuidores(request.server.db) }),
});
