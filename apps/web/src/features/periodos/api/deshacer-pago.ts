import type { DeshacerPagoRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function deshacerPago(item: DeshacerPagoRequest[0], write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/deshacerPago', [item], write);
  return data;
}

export const useDeshacerPago = () => useRefreshingMutation(deshacerPago);
