// Endpoints of the integrations (URLs and methods in src/routes.ts): Albion Online membership (the
// check and the scheduled re-check's last result) and Discord's voice channels.
import {
  CARGO,
  CARGO_DISTRIBUCIONES,
  ErrorResponseSchema,
  IsMemberQuerySchema,
  IsMemberResponseSchema,
  PlayersOfVoiceChannelRequestSchema,
  PlayersOfVoiceChannelResponseSchema,
  RevisionMembresiaResponseSchema,
  VoiceChannelsResponseSchema,
} from '@reparto/contract';
import { requireCargo } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { isMember, ultimaRevision } from './integraciones.service.js';
import { getPlayersOfVoiceChannel, getVoiceChannels } from './voz.service.js';

const e = ErrorResponseSchema;

export const esMiembro = endpoint({
  preHandler: requireCargo(CARGO.ENCARGADO_CONTENIDO, CARGO.LIDER),
  schema: {
    tags: ['jugadores'],
    summary: 'Comprobar en Albion Online si un jugador es miembro del gremio',
    security,
    querystring: IsMemberQuerySchema,
    response: { 200: IsMemberResponseSchema, 400: e, 401: e, 403: e, 503: e, 504: e },
  },
  handler: async (request) => ({ ok: true as const, ...(await isMember(request.server.membership, request.query.nickname)) }),
});

export const revisionMembresia = endpoint({
  preHandler: requireCargo(CARGO.LIDER),
  schema: {
    tags: ['jugadores'],
    summary: 'Última revisión programada de membresía: jugadores activos que ya no están en el gremio',
    security,
    response: { 200: RevisionMembresiaResponseSchema, 401: e, 403: e },
  },
  handler: async (request) => ({ ok: true as const, ...(await ultimaRevision(request.server.db)) }),
});

export const canalesDeVoz = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags: ['distribuciones'],
    summary: 'Canales de voz de Discord (lista vacía y configurado false si Discord no está configurado)',
    security,
    response: { 200: VoiceChannelsResponseSchema, 401: e, 403: e, 503: e, 504: e },
  },
  handler: async (request) => ({ ok: true as const, ...(await getVoiceChannels(request.server.voice)) }),
});

export const jugadoresEnCanal = endpoint({
  preHandler: requireCargo(CARGO_DISTRIBUCIONES),
  schema: {
    tags: ['distribuciones'],
    summary: 'Jugadores registrados presentes en un canal de voz y nombres sin registrar',
    security,
    body: PlayersOfVoiceChannelRequestSchema,
    response: { 200: PlayersOfVoiceChannelResponseSchema, 400: e, 401: e, 403: e, 404: e, 503: e, 504: e },
  },
  handler: async (request) => {
    const [{ idVoiceChannel }] = request.body;
    const { db, voice } = request.server;
    return { ok: true as const, ...(await getPlayersOfVoiceChannel(db, voice, idVoiceChannel)) };
  },
});
