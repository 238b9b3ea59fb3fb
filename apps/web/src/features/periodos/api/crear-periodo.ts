import { GREMIO_FEDERACION, type CrearPeriodoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function crearPeriodo(idLugarDist: number, write?: WriteOptions): Promise<CrearPeriodoResponse> {
  const { data } = await api.post<CrearPeriodoResponse>(
    '/distribuciones',
    [{ idLugarDist, gremioFederacion: GREMIO_FEDERACION }],
    write,
  );
  return data;
}

export const useCrearPeriodo = () => useRefreshingMutation(crearPeriodo);
