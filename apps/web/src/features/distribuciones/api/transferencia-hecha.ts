import type { TransferenciaHechaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** «Hecha» on a settle-up's transfer (docs/liquidacion.md); the list is read again from the change it answers. */
export async function transferenciaHecha(idTransferencia: number, write?: WriteOptions): Promise<TransferenciaHechaResponse> {
  const { data } = await api.put<TransferenciaHechaResponse>('/distribuciones/transferenciaHecha', [{ idTransferencia }], write);
  return data;
}

export const useTransferenciaHecha = () => useRefreshingMutation(transferenciaHecha);
