import type { JugadoresDistribuidosRequest, JugadoresDistribuidosResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function pagarJugadores(
  item: JugadoresDistribuidosRequest[0],
  write?: WriteOptions,
): Promise<JugadoresDistribuidosResponse> {
  const { data } = await api.put<JugadoresDistribuidosResponse>('/distribuciones/jugadoresDistribuidos', [item], write);
  return data;
}

export const usePagarJugadores = () => useRefreshingMutation(pagarJugadores);
