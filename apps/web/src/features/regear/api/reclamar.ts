import type { ReclamarRequest, ReclamoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** POST /api/regear/reclamar: files a claim for one death (201 with the claim). */
export async function reclamar(item: ReclamarRequest[0], write?: WriteOptions): Promise<ReclamoResponse> {
  const { data } = await api.post<ReclamoResponse>('/regear/reclamar', [item], write);
  return data;
}

/** A 409 (claimed meanwhile) refreshes the claims and deaths so that the screen shows it. */
export const useReclamar = () =>
  useRefreshingMutation(reclamar, { siFalla: (item) => ({ tipo: 'regear', idPeriodo: item.idPeriodo }) });
