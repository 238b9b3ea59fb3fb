// The member's Discord direct messages on or off (PUT /api/cuentas/avisosMd; docs/integraciones.md).
// The answer's `x-cambio` (an account's change) refreshes «Mi cuenta».
import type { AvisosMdRequest } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function guardarAvisosMd(avisosMd: boolean, write?: WriteOptions) {
  const body: AvisosMdRequest = [{ avisosMd }];
  const { data } = await api.put<{ ok: true; message: string; avisosMd: boolean }>('/cuentas/avisosMd', body, write);
  return data;
}
export const useGuardarAvisosMd = () => useRefreshingMutation(guardarAvisosMd);
