// GET /api/distribuciones/fondoGremio: read by the distributions page (and its new-distribution
// dialog) and by the periods' payments and close dialogs.
import { useQuery } from '@tanstack/react-query';
import type { FondoGremioResponse } from '@reparto/contract';
import { api } from '../api-client';
import { consultasKeys } from './keys';

/** What the guild keeps in the period, and the guild's default tax the split calculator starts from. */
export async function getFondoGremio(idPeriodo: number): Promise<FondoGremioResponse> {
  const { data } = await api.get<FondoGremioResponse>('/distribuciones/fondoGremio', { params: { idPeriodo } });
  return data;
}

/** `enabled` false: not asked yet (a dialog that is closed). */
export function useFondoGremio(idPeriodo: number, enabled = true) {
  return useQuery({
    queryKey: consultasKeys.fondoGremio(idPeriodo),
    queryFn: () => getFondoGremio(idPeriodo),
    enabled: enabled && Number.isInteger(idPeriodo) && idPeriodo > 0,
  });
}
