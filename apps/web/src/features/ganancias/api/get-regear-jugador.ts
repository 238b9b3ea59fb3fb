import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListarRegearResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { gananciasKeys } from './keys';

/** A page of the player's regear claims (GET /api/regear?nickname=, REGEAR_PAGE_SIZE, pending first). */
export async function getRegearJugador(nickname: string, page: number): Promise<ListarRegearResponse> {
  const { data } = await api.get<ListarRegearResponse>('/regear', { params: { nickname: nickname.trim(), page } });
  return data;
}

export function useRegearJugador(nickname: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: gananciasKeys.regear(nickname, page),
    queryFn: () => getRegearJugador(nickname, page),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    enabled,
  });
}
