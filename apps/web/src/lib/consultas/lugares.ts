// GET /api/distribuciones/getLugares: the places a period is opened on (the new-period dialog) and a
// calendar event is planned at (the event dialog).
import { useQuery } from '@tanstack/react-query';
import type { LugaresResponse } from '@reparto/contract';
import { api } from '../api-client';
import { consultasKeys } from './keys';

export async function getLugares(): Promise<LugaresResponse> {
  const { data } = await api.get<LugaresResponse>('/distribuciones/getLugares');
  return data;
}

export function useLugares(enabled: boolean) {
  return useQuery({ queryKey: consultasKeys.lugares, queryFn: getLugares, enabled, staleTime: Infinity });
}
