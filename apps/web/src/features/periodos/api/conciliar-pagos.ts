import { useMutation } from '@tanstack/react-query';
import type { ConciliarPagosRequest, ConciliarPagosResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

/** Reads only (the server writes nothing): a mutation because it is sent on demand with a body. */
export async function conciliarPagos(item: ConciliarPagosRequest[0]): Promise<ConciliarPagosResponse> {
  const { data } = await api.post<ConciliarPagosResponse>('/distribuciones/conciliarPagos', [item]);
  return data;
}

export const useConciliarPagos = () => useMutation({ mutationFn: conciliarPagos });
