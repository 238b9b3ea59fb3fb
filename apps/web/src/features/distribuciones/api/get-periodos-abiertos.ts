import { useQuery } from '@tanstack/react-query';
import { admiteDistribuciones, type Periodo, type PeriodosEnCursoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

/**
 * The open periods (where a distribution can go): the first page of the periods in course, open ones
 * first. One open period per place, so one page holds them all.
 */
export async function getPeriodosAbiertos(): Promise<Periodo[]> {
  const { data } = await api.get<PeriodosEnCursoResponse>('/distribuciones/periodosEnCurso', { params: { page: 1 } });
  return data.message.filter((p) => admiteDistribuciones(p.id_estado_distribucion));
}

export function usePeriodosAbiertos(enabled: boolean) {
  return useQuery({ queryKey: distribucionesKeys.abiertos(), queryFn: getPeriodosAbiertos, enabled, staleTime: 0 });
}
