// «Entrar con Discord» (docs/integraciones.md, "Discord login"): the calls of the flow. The browser goes
// to Discord and comes back to /discord with a one-time code, which is traded here for the app's token.
import type { DiscordConfigResponse, DiscordPendienteResponse, DiscordSolicitudResponse, LoginResponse } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { anotarGremios } from './api';

export type Pendiente = DiscordPendienteResponse['pendiente'];

/** Whether the server has Discord login configured (the button is shown only then). */
export async function discordHabilitado(): Promise<boolean> {
  try {
    const { data } = await api.get<DiscordConfigResponse>('/auth/discord/config');
    return data.habilitado;
  } catch {
    return false;
  }
}

export { irADiscord } from '../../lib/discord-login';

/** The one-time code of the callback: signed in, or the player to confirm (first login). */
export async function canjearCodigo(codigo: string): Promise<Pendiente | null> {
  const { data } = await api.post<LoginResponse | DiscordPendienteResponse>('/auth/discord/sesion', [{ codigo }]);
  if ('pendiente' in data) return data.pendiente;
  anotarGremios(data);
  sessionStore.authenticated(data);
  return null;
}

/**
 * The first login's player link: signs in (null), or — an existing player the member's Discord names do
 * not prove theirs — the server's sentence that the request waits for the leader's approval.
 */
export async function vincularJugador(codigo: string, nickname: string): Promise<string | null> {
  const { data } = await api.post<LoginResponse | DiscordSolicitudResponse>('/auth/discord/vincular', [{ codigo, nickname }]);
  if ('solicitud' in data) return data.message;
  sessionStore.authenticated(data);
  return null;
}
