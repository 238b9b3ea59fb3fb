// Endpoints of the integrations: Albion Online membership (the check and the scheduled re-check's last
// result) and Discord's voice channels.
import {
  BajasResponseSchema,
  CARGO,
  CARGO_DISTRIBUCIONES,
  IsMemberQuerySchema,
  IsMemberResponseSchema,
  PlayersOfVoiceChannelRequestSchema,
  PlayersOfVoiceChannelResponseSchema,
  RevisionMembresiaResponseSchema,
  VoiceChannelsResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { decir } from '../../lib/frases.js';
import { QUIEN } from '../../openapi/textos.js';
import { isMember, ultimaRevision } from './integraciones.service.js';
import { getPlayersOfVoiceChannel, getVoiceChannels } from './voz.service.js';
import { bajasPrevistas } from './bajas.service.js';

export const esMiembro = endpoint({
  ruta: 'GET /api/jugadores/isMember',
  operationId: 'comprobarMembresia',
  resumen: 'Comprobar en Albion Online si un jugador es miembro del gremio',
  descripcion:
    'Busca el nickname en la API de Albion Online y dice si pertenece al gremio configurado. Puede tardar; ' +
    'si Albion no responde a tiempo la respuesta es 504, y 503 si no está disponible. Requiere el cargo 7 o el 1.',
  tags: ['jugadores'],
  preHandler: requireCargo(CARGO.ENCARGADO_CONTENIDO, CARGO.LIDER),
  schema: { querystring: IsMemberQuerySchema, response: respuesta(IsMemberResponseSchema, 400, 401, 403, 503, 504) },
  handler: async function comprobarMembresia(request) {
    const r = await isMember(request.server.membership, request.query.nickname);
    return { ok: true as const, ...r, message: decir(request, r.message) };
  },
});

export const revisionMembresia = endpoint({
  ruta: 'GET /api/jugadores/revisionMembresia',
  operationId: 'verRevisionMembresia',
  resumen: 'Última revisión programada de membresía: jugadores activos que ya no están en el gremio',
  descripcion: `Resultado de la última revisión programada: jugadores activos que ya no están en el gremio de Albion Online. ${QUIEN.lider}`,
  tags: ['jugadores'],
  preHandler: requireCargo(CARGO.LIDER),
  schema: { response: respuesta(RevisionMembresiaResponseSchema, 401, 403) },
  handler: async function verRevisionMembresia(request) {
    return { ok: true as const, ...(await ultimaRevision(request.server.db)) };
  },
});

export const bajas = endpoint({
  ruta: 'GET /api/jugadores/bajas',
  operationId: 'verBajasPrevistas',
  resumen: 'Bajas previstas: quién daría de baja ahora la revisión de membresía (simulación, no cambia nada)',
  descripcion:
    'Los jugadores activos que la revisión programada encontró fuera del gremio de Albion Online y aún no se han dado de baja, ' +
    'con los días fuera y si la próxima revisión los daría de baja según «Ajustes del gremio» (bajaDias, bajaModo). ' +
    `No cambia nada. ${QUIEN.lider}`,
  tags: ['jugadores'],
  preHandler: requireCargo(CARGO.LIDER),
  schema: { response: respuesta(BajasResponseSchema, 401, 403) },
  handler: async function verBajasPrevistas(request) {
    const { db, gremio } = request.server;
    return { ok: true as const, ...(await bajasPrevistas(db, gremio, new Date())) };
  },
});

export const canalesDeVoz = endpoint({
  ruta: 'GET /api/distribuciones/getVoiceChannels',
  operationId: 'listarCanalesVoz',
  resumen: 'Canales de voz de Discord (lista vacía y configurado false si Discord no está configurado)',
  descripcion: `Canales de voz del servidor de Discord; sin Discord configurado, lista vacía y \`configurado: false\`. ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: { response: respuesta(VoiceChannelsResponseSchema, 401, 403, 503, 504) },
  handler: async function listarCanalesVoz(request) {
    return { ok: true as const, ...(await getVoiceChannels(request.server.voice)) };
  },
});

export const jugadoresEnCanal = endpoint({
  ruta: 'POST /api/distribuciones/getPlayersOfVoiceChannel',
  operationId: 'listarJugadoresCanalVoz',
  resumen: 'Jugadores registrados presentes en un canal de voz y nombres sin registrar',
  descripcion: `Jugadores registrados presentes en un canal de voz de Discord, los desactivados y los nombres que no corresponden a ningún jugador. ${QUIEN.encargado}`,
  tags: ['distribuciones'],
  lectura: true,
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    body: PlayersOfVoiceChannelRequestSchema,
    response: respuesta(PlayersOfVoiceChannelResponseSchema, 400, 401, 403, 404, 503, 504),
  },
  handler: async function listarJugadoresCanalVoz(request) {
    const [{ idVoiceChannel }] = request.body;
    const { db, voice } = request.server;
    return { ok: true as const, ...(await getPlayersOfVoiceChannel(db, voice, idVoiceChannel)) };
  },
});
