import { useQuery } from '@tanstack/react-query';
import type { TopPlayersResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getTopPlayers(): Promise<TopPlayersResponse> {
  const { data } = await api.get<TopPlayersResponse>('/distribuciones/top3BestPlayers');
  return data;
}

export function useTopPlayers() {
  return useQuery({ queryKey: periodosKeys.topPlayers(), queryFn: getTopPlayers });
}
