import type { DeshacerPagoRegearRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** The claim, the reason and its period: the period is not sent, it names what a refusal refreshes. */
export type DeshacerPagoRegearVars = DeshacerPagoRegearRequest[0] & { idPeriodo: number };

/** A paid claim back to approved, with a reason (PUT /api/regear/deshacerPago; docs/regear.md). */
export async function deshacerPagoRegear(
  { idReclamo, razon }: DeshacerPagoRegearVars,
  write?: WriteOptions,
): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/regear/deshacerPago', [{ idReclamo, razon }], write);
  return data;
}

export const useDeshacerPagoRegear = () =>
  useRefreshingMutation(deshacerPagoRegear, { siFalla: ({ idPeriodo }) => ({ tipo: 'regear', idPeriodo }) });
