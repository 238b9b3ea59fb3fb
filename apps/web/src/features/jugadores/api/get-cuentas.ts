import { useQuery } from '@tanstack/react-query';
import type { CuentaRow, CuentasResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { cuentasKeys } from './keys';

/** GET /api/cuentas: every account of the guild (leader only). */
export async function getCuentas(): Promise<CuentaRow[]> {
  const { data } = await api.get<CuentasResponse>('/cuentas');
  return data.cuentas;
}

export const useCuentas = () => useQuery({ queryKey: cuentasKeys.all, queryFn: getCuentas, retry: retryServerErrors });
