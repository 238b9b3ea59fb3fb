import { useQuery } from '@tanstack/react-query';
import type { Distribucion, GetDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

export async function getDistribuciones(idPeriodo: number): Promise<Distribucion[]> {
  const { data } = await api.post<GetDistribucionResponse>('/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }]);
  return data.message;
}

/** `enabled` false: not asked yet (the charts wait for the page's first paint). */
export function useDistribuciones(idPeriodo: number, enabled = true) {
  return useQuery({
    queryKey: distribucionesKeys.periodo(idPeriodo),
    queryFn: () => getDistribuciones(idPeriodo),
    enabled: enabled && Number.isInteger(idPeriodo) && idPeriodo > 0,
  });
}
