import { useQuery } from '@tanstack/react-query';
import type { LugaresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getLugares(): Promise<LugaresResponse> {
  const { data } = await api.get<LugaresResponse>('/distribuciones/getLugares');
  return data;
}

export function useLugares(enabled: boolean) {
  return useQuery({ queryKey: periodosKeys.lugares(), queryFn: getLugares, enabled, staleTime: Infinity });
}
