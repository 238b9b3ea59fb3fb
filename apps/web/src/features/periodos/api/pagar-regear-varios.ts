import type { z } from 'zod';
import type { PagarRegearVariosRequest, PagarRegearVariosResponseSchema } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

/** `{ok, message, registrados}`: the claims this call paid (the others were paid already). */
export type PagarRegearVariosResponse = z.infer<typeof PagarRegearVariosResponseSchema>;

/** Several approved claims of a period paid in one call (PUT /api/regear/pagarVarios; docs/regear.md). */
export async function pagarRegearVarios(
  item: PagarRegearVariosRequest[0],
  write?: WriteOptions,
): Promise<PagarRegearVariosResponse> {
  const { data } = await api.put<PagarRegearVariosResponse>('/regear/pagarVarios', [item], write);
  return data;
}

export const usePagarRegearVarios = () =>
  useRefreshingMutation(pagarRegearVarios, { siFalla: ({ idPeriodo }) => ({ tipo: 'regear', idPeriodo }) });
