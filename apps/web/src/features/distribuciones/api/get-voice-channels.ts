import { useQuery } from '@tanstack/react-query';
import type { VoiceChannelsResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

export async function getVoiceChannels(): Promise<VoiceChannelsResponse> {
  const { data } = await api.get<VoiceChannelsResponse>('/distribuciones/getVoiceChannels');
  return data;
}

export function useVoiceChannels(enabled: boolean) {
  return useQuery({ queryKey: distribucionesKeys.voiceChannels(), queryFn: getVoiceChannels, enabled, staleTime: 60_000 });
}
