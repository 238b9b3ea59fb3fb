import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListaJugadoresItem, ListaJugadoresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { jugadoresKeys } from './keys';

/** POST /api/jugadores/lista `[ {nickname, page} ]`: 10 players a page and the total (docs/domain.md, "Wire conventions"). */
export async function getJugadores(params: Required<ListaJugadoresItem>): Promise<ListaJugadoresResponse> {
  const { data } = await api.post<ListaJugadoresResponse>('/jugadores/lista', [params]);
  return data;
}

export const useJugadores = (params: Required<ListaJugadoresItem>) =>
  useQuery({
    queryKey: jugadoresKeys.lista(params),
    queryFn: () => getJugadores(params),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
