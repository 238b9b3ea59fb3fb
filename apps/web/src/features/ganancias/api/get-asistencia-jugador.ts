import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AsistenciaJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';

/** Under `asistencia`: the attendance cambio refreshes it (app/en-vivo.ts). */
export const asistenciaJugadorKey = (idPlayer: number, page: number) => ['asistencia', 'jugador', idPlayer, page] as const;

/** The sessions a player was seen in, newest first, and their contents in 30 days (GET /api/asistencia/jugador). */
export async function getAsistenciaJugador(idPlayer: number, page: number): Promise<AsistenciaJugadorResponse> {
  const { data } = await api.get<AsistenciaJugadorResponse>('/asistencia/jugador', { params: { idPlayer, page } });
  return data;
}

export function useAsistenciaJugador(idPlayer: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: asistenciaJugadorKey(idPlayer, page),
    queryFn: () => getAsistenciaJugador(idPlayer, page),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    enabled,
  });
}
