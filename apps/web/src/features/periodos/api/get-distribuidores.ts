import { useQuery } from '@tanstack/react-query';
import type { DistribuidoresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getDistribuidores(): Promise<DistribuidoresResponse> {
  const { data } = await api.get<DistribuidoresResponse>('/jugadores/getDistributors');
  return data;
}

export function useDistribuidores(enabled: boolean) {
  return useQuery({ queryKey: periodosKeys.distribuidores(), queryFn: getDistribuidores, enabled });
}
