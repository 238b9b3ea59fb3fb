import { useQuery } from '@tanstack/react-query';
import type { GananciasJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { gananciasKeys } from './keys';

export async function getGananciasJugador(nickname: string): Promise<GananciasJugadorResponse> {
  const { data } = await api.get<GananciasJugadorResponse>('/distribuciones/gananciasJugador', {
    params: { nickname: nickname.trim() },
  });
  return data;
}

/** The player's totals, weeks and pending payments (404: no such player, not retried). */
export function useGananciasJugador(nickname: string) {
  return useQuery({
    queryKey: gananciasKeys.resumen(nickname),
    queryFn: () => getGananciasJugador(nickname),
    retry: retryServerErrors,
  });
}
