import { useQuery } from '@tanstack/react-query';
import type { Distribucion, GetDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

export async function getDistribuciones(idPeriodo: number): Promise<Distribucion[]> {
  const { data } = await api.post<GetDistribucionResponse>('/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }]);
  return data.message;
}

export function useDistribuciones(idPeriodo: number) {
  return useQuery({
    queryKey: distribucionesKeys.periodo(idPeriodo),
    queryFn: () => getDistribuciones(idPeriodo),
    enabled: Number.isInteger(idPeriodo) && idPeriodo > 0,
  });
}
