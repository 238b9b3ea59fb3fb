import type { CerrarPeriodoRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation';
import { periodosKeys } from './keys';

export async function cerrarPeriodo(item: CerrarPeriodoRequest[0]): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cerrarPeriodo', [item]);
  return data;
}

export const useCerrarPeriodo = () =>
  useRefreshingMutation(cerrarPeriodo, {
    refresh: (item) => [periodosKeys.all, periodosKeys.tablaDePago(item.idPeriodo)],
  });
