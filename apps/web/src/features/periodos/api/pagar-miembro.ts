import type { PagarMiembroRequest, PagarMiembroResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** A member's combined line paid: each character's part in one write (docs/calendario.md). */
export async function pagarMiembro(item: PagarMiembroRequest[0], write?: WriteOptions): Promise<PagarMiembroResponse> {
  const { data } = await api.put<PagarMiembroResponse>('/distribuciones/pagarMiembro', [item], write);
  return data;
}

export const usePagarMiembro = () => useRefreshingMutation(pagarMiembro);
