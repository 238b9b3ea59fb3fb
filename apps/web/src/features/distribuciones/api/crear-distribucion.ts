import type { CrearDistribucionItem, CrearDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation';
import { distribucionesKeys } from './keys';

export async function crearDistribucion(item: CrearDistribucionItem): Promise<CrearDistribucionResponse> {
  const { data } = await api.post<CrearDistribucionResponse>('/distribuciones/crear', [item]);
  return data;
}

export const useCrearDistribucion = (idPeriodo: number) =>
  useRefreshingMutation(crearDistribucion, { refresh: () => [distribucionesKeys.periodo(idPeriodo)] });
