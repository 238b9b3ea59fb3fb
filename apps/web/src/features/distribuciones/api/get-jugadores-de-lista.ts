import { useMutation } from '@tanstack/react-query';
import type { JugadoresDeListaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

export async function getJugadoresDeLista(lista: string): Promise<JugadoresDeListaResponse> {
  const { data } = await api.post<JugadoresDeListaResponse>('/distribuciones/jugadoresDeLista', [{ lista }]);
  return data;
}

/** Matched on demand, like a voice channel: a mutation (nothing to cache). */
export function useJugadoresDeLista() {
  return useMutation({ mutationFn: getJugadoresDeLista });
}
