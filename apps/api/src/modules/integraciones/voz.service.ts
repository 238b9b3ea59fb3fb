// The voice channels of the distribution page (docs/domain.md, "Integrations"): Discord's channels
// and the registered players present in one of them.
import { quitarEtiquetaGremio, type PlayersOfVoiceChannelResponse, type VoiceChannelsResponse } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { AppError, ServiceUnavailable } from '../../lib/errors.js';
import type { VoiceAdapter } from '../../adapters/voice.js';
import { findJugadoresPorNickname } from '../jugadores/jugadores.repository.js';

const DISCORD_CAIDO = 'No se pudo consultar Discord, inténtelo de nuevo en unos momentos';

async function viaDiscord<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ServiceUnavailable(DISCORD_CAIDO);
  }
}

export async function getVoiceChannels(voice: VoiceAdapter): Promise<Omit<VoiceChannelsResponse, 'ok'>> {
  if (!voice.configured) return { data: [], configurado: false };
  const data = await viaDiscord(() => voice.listChannels());
  return { data, configurado: true };
}

/** Maps the names in a voice channel to registered active players (case-insensitive, guild tag ignored). */
export async function getPlayersOfVoiceChannel(
  db: Db,
  voice: VoiceAdapter,
  idVoiceChannel: string,
): Promise<Omit<PlayersOfVoiceChannelResponse, 'ok'>> {
  if (!voice.configured) return { data: [], sin_registrar: [] };
  const names = await viaDiscord(() => voice.memberNames(idVoiceChannel));

  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = quitarEtiquetaGremio(raw);
    const key = name.toLowerCase();
    if (key !== '' && !byKey.has(key)) byKey.set(key, name);
  }
  const found = await findJugadoresPorNickname(db, [...byKey.keys()]);
  const registered = new Set(found.map((j) => j.nickname));
  const data = found
    .filter((j) => j.estado)
    .map((j) => ({ id_player: j.idPlayer, nickname: j.nickname }))
    .sort((a, b) => a.nickname.localeCompare(b.nickname));
  // A switched-off player is registered: it is neither offered nor listed for registration.
  const sinRegistrar = [...byKey.entries()].filter(([key]) => !registered.has(key)).map(([, name]) => name);
  return { data, sin_registrar: sinRegistrar };
}
