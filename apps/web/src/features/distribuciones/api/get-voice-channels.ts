import { useQuery } from '@tanstack/react-query';
import type { VoiceChannelsResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

export const voiceChannelsKey = ['distribuciones', 'voice-channels'] as const;

export async function getVoiceChannels(): Promise<VoiceChannelsResponse> {
  const { data } = await api.get<VoiceChannelsResponse>('/distribuciones/getVoiceChannels');
  return data;
}

export function useVoiceChannels(enabled: boolean) {
  return useQuery({ queryKey: voiceChannelsKey, queryFn: getVoiceChannels, enabled, staleTime: 60_000 });
}
