import { useQuery } from '@tanstack/react-query';
import type { Muerte, MuertesResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { regearKeys } from './keys';

/** A player's recent deaths from the killboard, each item marked by the rules (GET /api/regear/muertes). */
export async function getMuertes(nickname: string): Promise<Muerte[]> {
  const { data } = await api.get<MuertesResponse>('/regear/muertes', { params: { nickname: nickname.trim() } });
  return data.message;
}

/** Asked only when there is a nickname; a failure (killboard down: 503/504) is not retried, it is said. */
export function useMuertes(nickname: string) {
  return useQuery({
    queryKey: regearKeys.muertes(nickname),
    queryFn: () => getMuertes(nickname),
    enabled: nickname.trim() !== '',
    retry: false,
  });
}
