import { useQuery } from '@tanstack/react-query';
import type { Periodo, PeriodoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

/** The period as the server has it now: its state decides what the page offers, never the URL's. */
export async function getPeriodo(idPeriodo: number): Promise<Periodo> {
  const { data } = await api.get<PeriodoResponse>('/distribuciones/periodo', { params: { idPeriodo } });
  return data.periodo;
}

export function usePeriodo(idPeriodo: number) {
  return useQuery({
    queryKey: distribucionesKeys.estado(idPeriodo),
    queryFn: () => getPeriodo(idPeriodo),
    enabled: Number.isInteger(idPeriodo) && idPeriodo > 0,
    // Another officer may close the period meanwhile: looked at again whenever the tab comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
