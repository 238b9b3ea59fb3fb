import { useQuery } from '@tanstack/react-query';
import type { MiCuentaResponse } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { retryServerErrors } from '../../lib/http';

export const miCuentaKey = ['mi-cuenta'] as const;

/** The signed-in account's own screen (GET /api/cuentas/mia). */
export function useMiCuenta() {
  return useQuery({
    queryKey: miCuentaKey,
    queryFn: async () => (await api.get<MiCuentaResponse>('/cuentas/mia')).data.message,
    retry: retryServerErrors,
  });
}
