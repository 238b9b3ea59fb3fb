import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistorialJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { gananciasKeys } from './keys';

export async function getHistorialJugador(nickname: string, page: number): Promise<HistorialJugadorResponse> {
  const { data } = await api.post<HistorialJugadorResponse>('/distribuciones/historialJugador', [
    { nickname: nickname.trim(), page },
  ]);
  return data;
}

/** A page of the player's history (25 rows, the server gives the total). */
export function useHistorialJugador(nickname: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: gananciasKeys.historial(nickname, page),
    queryFn: () => getHistorialJugador(nickname, page),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    enabled,
  });
}
