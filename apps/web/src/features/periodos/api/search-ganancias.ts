import { useMutation } from '@tanstack/react-query';
import type { GananciasResponse, Intervalo } from '@reparto/contract';
import { api } from '../../../lib/api-client';

/** docs/domain.md, "Wire conventions": `interval` is sent only when it is not 0 (0 = since creation). */
export async function searchGanancias(nickname: string, interval: Intervalo): Promise<GananciasResponse> {
  const params: Record<string, string | number> = { nickname: nickname.trim() };
  if (interval !== 0) params['interval'] = interval;
  const { data } = await api.get<GananciasResponse>('/distribuciones/searchGananciasPlayer', { params });
  return data;
}

/** On demand (button 'Buscar'), so a mutation rather than a query. */
export function useSearchGanancias() {
  return useMutation({ mutationFn: (v: { nickname: string; interval: Intervalo }) => searchGanancias(v.nickname, v.interval) });
}
