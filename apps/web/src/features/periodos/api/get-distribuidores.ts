import { useQuery } from '@tanstack/react-query';
import type { DistribuidoresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

export async function getDistribuidores(): Promise<DistribuidoresResponse> {
  const { data } = await api.get<DistribuidoresResponse>('/jugadores/getDistributors');
  return data;
}

export function useDistribuidores(enabled: boolean) {
  return useQuery({ queryKey: ['distribuidores'], queryFn: getDistribuidores, enabled });
}
