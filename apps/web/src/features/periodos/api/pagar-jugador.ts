import type { JugadorDistribuidoRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function pagarJugador(item: JugadorDistribuidoRequest[0], write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/jugadorDistribuido', [item], write);
  return data;
}

export const usePagarJugador = () => useRefreshingMutation(pagarJugador);
