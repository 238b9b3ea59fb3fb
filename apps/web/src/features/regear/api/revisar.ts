// The review of a claim (TESORERO or LIDER): approve, maybe lowering the amount and typing the prices
// of the items without one, or reject with a reason.
import type { AprobarRegearRequest, OkResponse, RechazarRegearRequest } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function aprobarRegear(item: AprobarRegearRequest[0], write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/regear/aprobar', [item], write);
  return data;
}

export async function rechazarRegear(item: RechazarRegearRequest[0], write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/regear/rechazar', [item], write);
  return data;
}

/** A 409 (reviewed meanwhile by someone else) refreshes the list. */
const siFalla = () => ({ tipo: 'regear' as const });
export const useAprobarRegear = () => useRefreshingMutation(aprobarRegear, { siFalla });
export const useRechazarRegear = () => useRefreshingMutation(rechazarRegear, { siFalla });
