import { useMutation } from '@tanstack/react-query';
import type { PlayersOfVoiceChannelResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

export async function getPlayersOfVoiceChannel(idVoiceChannel: string): Promise<PlayersOfVoiceChannelResponse> {
  const { data } = await api.post<PlayersOfVoiceChannelResponse>('/distribuciones/getPlayersOfVoiceChannel', [
    { idVoiceChannel },
  ]);
  return data;
}

/** Read on demand when a channel is chosen, so a mutation (no cache of who is in a channel). */
export function usePlayersOfVoiceChannel() {
  return useMutation({ mutationFn: getPlayersOfVoiceChannel });
}
