import type { CambiarSilverRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function cambiarSilver(item: CambiarSilverRequest[0], write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cambiarSilver', [item], write);
  return data;
}

export const useCambiarSilver = () => useRefreshingMutation(cambiarSilver);
