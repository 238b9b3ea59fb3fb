// The voice channels of the distribution page (docs/domain.md, "Integrations"): Discord's channels
// and the registered players present in one of them.
import { quitarEtiquetaGremio, type PlayersOfVoiceChannelResponse, type VoiceChannelsResponse } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { AppError, ServiceUnavailable } from '../../lib/errors.js';
import type { VoiceAdapter } from '../../adapters/voice.js';
import { jugadoresDeNombres } from '../jugadores/jugadores.service.js';

async function viaDiscord<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ServiceUnavailable('voz.discordCaido');
  }
}

export async function getVoiceChannels(voice: VoiceAdapter): Promise<Omit<VoiceChannelsResponse, 'ok'>> {
  if (!voice.configured) return { data: [], configurado: false };
  const data = await viaDiscord(() => voice.listChannels());
  return { data, configurado: true };
}

/** Maps the names in a voice channel to players (case-insensitive, guild tag ignored). */
export async function getPlayersOfVoiceChannel(
  db: Db,
  voice: VoiceAdapter,
  idVoiceChannel: string,
): Promise<Omit<PlayersOfVoiceChannelResponse, 'ok'>> {
  if (!voice.configured) return { data: [], sin_registrar: [], desactivados: [] };
  const names = await viaDiscord(() => voice.memberNames(idVoiceChannel));
  return jugadoresDeNombres(db, names.map(quitarEtiquetaGremio));
}
