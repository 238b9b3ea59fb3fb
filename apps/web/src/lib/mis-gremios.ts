// The guilds of the signed-in account (GET /api/cuentas/mia/gremios; docs/alianzas.md, «Muchos
// gremios»): the picker after login (features/auth) and «Mi cuenta» list them, each linking to its pages.
import { useQuery } from '@tanstack/react-query';
import type { GremioDeCuenta, MisGremiosResponse } from '@reparto/contract';
import { api } from './api-client';

export const misGremiosKey = ['mis-gremios'] as const;

export async function getMisGremios(): Promise<GremioDeCuenta[]> {
  const { data } = await api.get<MisGremiosResponse>('/cuentas/mia/gremios');
  return data.gremios ?? [];
}

/** The account's guilds; `enabled` false: not asked (one guild, nothing to pick). */
export const useMisGremios = (enabled = true) => useQuery({ queryKey: misGremiosKey, queryFn: getMisGremios, enabled });
