import { useQuery } from '@tanstack/react-query';
import type { LugaresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

export async function getLugares(): Promise<LugaresResponse> {
  const { data } = await api.get<LugaresResponse>('/distribuciones/getLugares');
  return data;
}

export function useLugares(enabled: boolean) {
  return useQuery({ queryKey: ['lugares'], queryFn: getLugares, enabled, staleTime: Infinity });
}
