import type { OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** The claim and its period: the period is not sent, it names what a refusal refreshes. */
export interface PagarRegearVars {
  idReclamo: number;
  idPeriodo: number;
}

/** Marks an approved claim paid (PUT /api/regear/pagar; docs/regear.md): the period's distributor, state 2. */
export async function pagarRegear({ idReclamo }: PagarRegearVars, write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/regear/pagar', [{ idReclamo }], write);
  return data;
}

/** A refusal (409: rejected, undone or the period finalized meanwhile) shows the claims as they are now. */
export const usePagarRegear = () =>
  useRefreshingMutation(pagarRegear, { siFalla: ({ idPeriodo }) => ({ tipo: 'regear', idPeriodo }) });
