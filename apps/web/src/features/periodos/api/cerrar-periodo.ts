import type { CerrarPeriodoRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function cerrarPeriodo(item: CerrarPeriodoRequest[0], write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cerrarPeriodo', [item], write);
  return data;
}

export const useCerrarPeriodo = () => useRefreshingMutation(cerrarPeriodo);
