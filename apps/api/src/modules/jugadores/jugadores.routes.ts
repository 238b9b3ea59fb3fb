// Endpoints of the players: the leader's management, the distribution page's registration and player
// picker, and the treasurer's list of distributors.
import {
  CARGO_DISTRIBUCIONES,
  CARGO_PERIODOS,
  CrearJugadorRequestSchema,
  DistribuidoresResponseSchema,
  EditarJugadorRequestSchema,
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
import { requireCargo, requireCuenta, soloLider } from '../../plugins/auth.js';
import { creada, endpoint, errores, respuesta } from '../../lib/route.js';
import { frase } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { ambito } from '../../lib/cambios.js';
import { paginaGuardable } from '../../lib/read-cache.js';
import * as service from './jugadores.service.js';

const lider = { tags: ['jugadores'] as const, ...soloLider };
/** A change to a player answers the player as it is now. */
const unJugador = { 200: JugadorResponseSchema, ...errores(400, 401, 403, 404, 409) };

export const getSelects = endpoint({
  ruta: 'GET /api/jugadores/getSelects',
  operationId: 'listarOpcionesJugador',
  resumen: 'Roles y cargos para el formulario de jugador',
  descripcion: `Roles y cargos para los desplegables del formulario de jugador. ${QUIEN.lider}`,
  ...lider,
  schema: { response: respuesta(SelectsResponseSchema, 401, 403) },
  handler: async function listarOpcionesJugador(request) {
    return { ok: true as const, ...(await service.getSelects(request.server.db)) };
  },
});

export const lista = endpoint({
  ruta: 'POST /api/jugadores/lista',
  operationId: 'listarJugadores',
  resumen: 'Jugadores filtrados por nickname, 10 por página',
  descripcion: `Jugadores cuyo nickname contiene el texto buscado, 10 por página, con el total. ${QUIEN.lider}`,
  lectura: true,
  cache: true,
  ...lider,
  schema: { body: ListaJugadoresRequestSchema, response: respuesta(ListaJugadoresResponseSchema, 400, 401, 403) },
  handler: async function listarJugadores(request, reply) {
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
  ruta: 'POST /api/jugadores',
  operationId: 'crearJugador',
  resumen: 'Registrar un jugador',
  descripcion: `Registra un jugador con nickname (en minúsculas, único), rol y cargo. ${QUIEN.lider}`,
  ...lider,
  schema: { body: CrearJugadorRequestSchema, response: creada(JugadorResponseSchema, 400, 401, 403, 409) },
  handler: async function crearJugador(request, reply) {
    const jugador = conCambio(reply, await service.createJugador(request.server.db, request.cuenta!, request.body[0]));
    return reply.status(201).send({ ok: true, message: frase(request, 'jugador.creado'), jugador });
  },
});

export const editar = endpoint({
  ruta: 'PUT /api/jugadores',
  operationId: 'editarJugador',
  resumen: 'Editar un jugador',
  descripcion: `Cambia el nickname, el rol y el cargo de un jugador. ${QUIEN.lider}`,
  ...lider,
  schema: { body: EditarJugadorRequestSchema, response: unJugador },
  handler: async function editarJugador(request, reply) {
    return {
      ok: true as const,
      message: frase(request, 'jugador.editado'),
      jugador: conCambio(reply, await service.updateJugador(request.server.db, request.cuenta!, request.body[0])),
    };
  },
});

export const cambiarEstado = endpoint({
  ruta: 'PUT /api/jugadores/DeleteJugador',
  operationId: 'cambiarEstadoJugador',
  resumen: 'Activar o desactivar un jugador',
  descripcion: `Activa o desactiva un jugador (no se borra). ${QUIEN.lider}`,
  ...lider,
  schema: { body: EstadoJugadorRequestSchema, response: unJugador },
  handler: async function cambiarEstadoJugador(request, reply) {
    const { db, terminarSesionesDeJugador } = request.server;
    const jugador = conCambio(
      reply,
      await service.setEstadoJugador(db, request.cuenta!, request.body[0], terminarSesionesDeJugador),
    );
    return { ok: true as const, message: frase(request, jugador.estado ? 'jugador.activado' : 'jugador.desactivado'), jugador };
  },
});

export const registrar = endpoint({
  ruta: 'POST /api/jugadores/registrar',
  operationId: 'registrarJugadorDesdeDistribucion',
  resumen: 'Registrar un jugador desde la página de distribuciones (cargo 3, rol 5)',
  descripcion:
    'Registra un jugador por nickname desde la página de distribuciones, con cargo 3 (MIEMBRO) y rol 5 (Sin rol), ' +
    `tras comprobar su membresía en Albion Online cuando está configurada. ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: { body: RegistrarJugadorRequestSchema, response: creada(RegistrarJugadorResponseSchema, 400, 401, 403, 409, 503) },
  handler: async function registrarJugadorDesdeDistribucion(request, reply) {
    const [{ nickname }] = request.body;
    const { db, membership, albionCheck } = request.server;
    const result = conCambio(reply, await service.registrarJugador({ db, membership, albionCheck }, request.cuenta!, nickname));
    return reply.status(201).send({ ok: true as const, ...result });
  },
});

export const jugadoresSelect = endpoint({
  ruta: 'GET /api/distribuciones/getJugadoresSelect',
  operationId: 'listarJugadoresSelector',
  resumen: 'Jugadores activos para el selector, por nickname',
  descripcion: 'Jugadores activos, por nickname, para el selector de la nueva distribución. Requiere una sesión.',
  tags: ['distribuciones'],
  preHandler: requireCuenta,
  schema: { response: respuesta(JugadoresSelectResponseSchema, 401) },
  handler: async function listarJugadoresSelector(request) {
    return { ok: true as const, message: await service.jugadoresSelect(request.server.db) };
  },
});

export const jugadoresDeLista = endpoint({
  ruta: 'POST /api/distribuciones/jugadoresDeLista',
  operationId: 'listarJugadoresDeLista',
  resumen: 'Jugadores de una lista de nombres pegada (como un canal de voz): activos, desactivados y sin registrar',
  descripcion: `Jugadores de una lista de nombres pegada (uno por línea o separados por comas o espacios, sin etiquetas de gremio), como un canal de voz: activos, desactivados y sin registrar. Solo lee. ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  lectura: true,
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: { body: JugadoresDeListaRequestSchema, response: respuesta(JugadoresDeListaResponseSchema, 400, 401, 403) },
  handler: async function listarJugadoresDeLista(request) {
    return {
      ok: true as const,
      ...(await service.jugadoresDeNombres(request.server.db, nombresDeLista(request.body[0].lista))),
    };
  },
});

/** Only the treasurer closes periods, so only the treasurer's charge needs the list. */
export const distribuidores = endpoint({
  ruta: 'GET /api/jugadores/getDistributors',
  operationId: 'listarDistribuidores',
  resumen: 'Distribuidores elegibles: jugador activo con cuenta activa y cargo DISTRIBUIDOR',
  descripcion: `Jugadores activos con una cuenta activa que tiene el cargo 5 (DISTRIBUIDOR): los que pueden recibir un periodo al cerrarlo. ${QUIEN.tesorero}`,
  tags: ['periodos'],
  preHandler: requireCargo(CARGO_PERIODOS),
  schema: { response: respuesta(DistribuidoresResponseSchema, 401, 403) },
  handler: async function listarDistribuidores(request) {
    return { ok: true as const, distribuidores: await service.distribuidores(request.server.db) };
  },
});
