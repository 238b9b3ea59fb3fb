// Endpoints of the characters of one member (docs/calendario.md, «Personajes de un miembro»): the
// leader links and unlinks characters, chooses the one the member trades from, and lists the members.
import {
  MiembroResponseSchema,
  MiembrosResponseSchema,
  PersonajeComercioRequestSchema,
  VincularPersonajeRequestSchema,
} from '@reparto/contract';
import { soloLider } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import * as service from './personajes.service.js';

const lider = { tags: ['jugadores'] as const, ...soloLider };
const unMiembro = { 200: MiembroResponseSchema, ...errores(400, 401, 403, 404, 409) };

export const vincular = endpoint({
  ruta: 'PUT /api/jugadores/vincularPersonaje',
  operationId: 'vincularPersonaje',
  resumen: 'Vincular un personaje a su jugador principal, o desvincularlo (`idPlayerPrincipal: null`)',
  descripcion:
    'Vincula un jugador (personaje) a un jugador principal: un solo nivel (un principal no es personaje de nadie, un personaje no tiene personajes), ' +
    'ambos activos, el personaje sin cuenta activa propia (cobra en la cuenta de su principal). Con `idPlayerPrincipal: null` lo desvincula. ' +
    `Repetirlo no cambia nada. ${QUIEN.lider}`,
  ...lider,
  schema: { body: VincularPersonajeRequestSchema, response: unMiembro },
  handler: async function vincularPersonaje(request, reply) {
    const r = conCambio(reply, await service.vincularPersonaje(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: decir(request, r.message), miembro: r.miembro };
  },
});

export const comercio = endpoint({
  ruta: 'PUT /api/jugadores/personajeComercio',
  operationId: 'elegirPersonajeComercio',
  resumen: 'Elegir el personaje con el que comercia un miembro (`idPlayerComercio: null`: el principal)',
  descripcion:
    'En un jugador principal, el personaje con el que comercia el miembro (uno de sus personajes, activo); ' +
    `\`null\` o el id del propio principal: el principal. Repetirlo no cambia nada. ${QUIEN.lider}`,
  ...lider,
  schema: { body: PersonajeComercioRequestSchema, response: unMiembro },
  handler: async function elegirPersonajeComercio(request, reply) {
    const r = conCambio(reply, await service.elegirComercio(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: decir(request, r.message), miembro: r.miembro };
  },
});

export const miembros = endpoint({
  ruta: 'GET /api/jugadores/personajes',
  operationId: 'listarMiembrosConPersonajes',
  resumen: 'Miembros con personajes: cada principal, su personaje de comercio y sus personajes',
  descripcion: `Cada jugador principal con al menos un personaje, por nickname, con el personaje con el que comercia y sus personajes. ${QUIEN.lider}`,
  ...lider,
  schema: { response: respuesta(MiembrosResponseSchema, 401, 403) },
  handler: async function listarMiembrosConPersonajes(request) {
    return { ok: true as const, message: await service.listMiembros(request.server.db) };
  },
});
