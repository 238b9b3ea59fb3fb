import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablaDePagoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys, type FiltroPagos } from './keys';

/** The paged form of tablaDePago: the rows of the page, `count` of the matching rows, the period's counts. */
export async function getTablaDePagoPagina(idPeriodo: number, filtro: FiltroPagos): Promise<TablaDePagoResponse> {
  const { data } = await api.post<TablaDePagoResponse>('/distribuciones/tablaDePago', [
    { idPeriodo, page: filtro.page, nickname: filtro.nickname, pendientes: filtro.pendientes },
  ]);
  return data;
}

/** A page of the payments dialog (PAGOS_PAGE_SIZE rows); the old page stays on screen while the next loads. */
export function useTablaDePagoPagina(idPeriodo: number, filtro: FiltroPagos) {
  return useQuery({
    queryKey: periodosKeys.tablaDePagoPagina(idPeriodo, filtro),
    queryFn: () => getTablaDePagoPagina(idPeriodo, filtro),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
