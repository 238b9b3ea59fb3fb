import type { EliminarDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function eliminarDistribucion(
  input: {
    idDistribucion: number;
    razon: string;
  },
  write?: WriteOptions,
): Promise<EliminarDistribucionResponse> {
  const { data } = await api.put<EliminarDistribucionResponse>('/distribuciones/eliminarDistribucion', [input], write);
  return data;
}

export const useEliminarDistribucion = () => useRefreshingMutation(eliminarDistribucion);
