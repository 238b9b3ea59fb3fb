import type { CrearDistribucionItem, CrearDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { distribucionesKeys } from './keys';

export async function crearDistribucion(item: CrearDistribucionItem, write?: WriteOptions): Promise<CrearDistribucionResponse> {
  const { data } = await api.post<CrearDistribucionResponse>('/distribuciones/crear', [item], write);
  return data;
}

export const useCrearDistribucion = (idPeriodo: number) =>
  useRefreshingMutation(crearDistribucion, { refresh: () => [distribucionesKeys.periodo(idPeriodo)] });
