import { GREMIO_FEDERACION, type CrearPeriodoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation';
import { periodosKeys } from './keys';

export async function crearPeriodo(idLugarDist: number): Promise<CrearPeriodoResponse> {
  const { data } = await api.post<CrearPeriodoResponse>('/distribuciones', [
    { idLugarDist, gremioFederacion: GREMIO_FEDERACION },
  ]);
  return data;
}

export const useCrearPeriodo = () => useRefreshingMutation(crearPeriodo, { refresh: () => [periodosKeys.all] });
