import { useMutation } from '@tanstack/react-query';
import type { ValorarBotinItem, ValorarBotinResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

/** POST /api/precios/valorarBotin (docs/botin.md): the pasted loot log, filtered and priced. */
export async function valorarBotin(item: ValorarBotinItem): Promise<ValorarBotinResponse> {
  const { data } = await api.post<ValorarBotinResponse>('/precios/valorarBotin', [item]);
  return data;
}

/** Valued on demand, again after each change: a mutation (nothing to cache; each answer is a new valuation). */
export function useValorarBotin() {
  return useMutation({ mutationFn: valorarBotin });
}
