import type { CrearDistribucionItem, CrearDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function crearDistribucion(item: CrearDistribucionItem, write?: WriteOptions): Promise<CrearDistribucionResponse> {
  const { data } = await api.post<CrearDistribucionResponse>('/distribuciones/crear', [item], write);
  return data;
}

/** Its answer's cambio (`distribucion` of its period) refreshes the period's screens (app/en-vivo.ts). */
export const useCrearDistribucion = () => useRefreshingMutation(crearDistribucion);
