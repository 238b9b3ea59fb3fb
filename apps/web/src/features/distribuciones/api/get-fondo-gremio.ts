import { useQuery } from '@tanstack/react-query';
import type { FondoGremioResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

/** What the guild keeps in the period, and the guild's default tax the split calculator starts from. */
export async function getFondoGremio(idPeriodo: number): Promise<FondoGremioResponse> {
  const { data } = await api.get<FondoGremioResponse>('/distribuciones/fondoGremio', { params: { idPeriodo } });
  return data;
}

export function useFondoGremio(idPeriodo: number, enabled = true) {
  return useQuery({
    queryKey: distribucionesKeys.fondo(idPeriodo),
    queryFn: () => getFondoGremio(idPeriodo),
    enabled: enabled && Number.isInteger(idPeriodo) && idPeriodo > 0,
  });
}
