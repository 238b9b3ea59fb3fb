import type { OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** Finalizes the period (its payments are done); the wire name is the API's. */
export async function cerrarDistribucion(idPeriodo: number, write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cerrarDistribucion', [{ idPeriodo }], write);
  return data;
}

export const useCerrarDistribucion = () => useRefreshingMutation(cerrarDistribucion);
