import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListarRegearResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys, type EstadoRegearPago } from './keys';

/** A page of the period's claims in one state (GET /api/regear?idPeriodo=&estado=&page=; docs/regear.md). */
export async function getRegearPeriodo(idPeriodo: number, estado: EstadoRegearPago, page: number): Promise<ListarRegearResponse> {
  const { data } = await api.get<ListarRegearResponse>('/regear', { params: { idPeriodo, estado, page } });
  return data;
}

/** The regear lines of the payments dialog (REGEAR_PAGE_SIZE a page); the old page stays while the next loads. */
export function useRegearPeriodo(idPeriodo: number, estado: EstadoRegearPago, page: number) {
  return useQuery({
    queryKey: periodosKeys.regear(idPeriodo, estado, page),
    queryFn: () => getRegearPeriodo(idPeriodo, estado, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
