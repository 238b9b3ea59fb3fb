import { useQuery } from '@tanstack/react-query';
import type { MiCuenta, MiCuentaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { miCuentaKeys } from './keys';

/** The signed-in account's own screen (GET /api/cuentas/mia). */
export async function getMiCuenta(): Promise<MiCuenta> {
  const { data } = await api.get<MiCuentaResponse>('/cuentas/mia');
  return data.message;
}

export const useMiCuenta = () => useQuery({ queryKey: miCuentaKeys.all, queryFn: getMiCuenta, retry: retryServerErrors });
