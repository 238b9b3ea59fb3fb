import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListaJugadoresResponseSchema, type ListaJugadoresItem, type ListaJugadoresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { jugadoresKeys } from './keys';

/** POST /api/jugadores/lista `[ {nickname, page} ]`: 10 players a page and the total (seed-spec §7). */
export async function getJugadores(params: Required<ListaJugadoresItem>): Promise<ListaJugadoresResponse> {
  const { data } = await api.post<unknown>('/jugadores/lista', [params]);
  return ListaJugadoresResponseSchema.parse(data);
}

export const useJugadores = (params: Required<ListaJugadoresItem>) =>
  useQuery({
    queryKey: jugadoresKeys.lista(params),
    queryFn: () => getJugadores(params),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
