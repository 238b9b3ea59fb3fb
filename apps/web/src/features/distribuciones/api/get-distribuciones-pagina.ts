import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

export interface PaginaDistribuciones {
  rows: GetDistribucionResponse['message'];
  /** Distributions of the period. */
  count: number;
  /** Silver of the period's live distributions (the footer). */
  total: number;
}

export async function getDistribucionesPagina(idPeriodo: number, page: number): Promise<PaginaDistribuciones> {
  const { data } = await api.post<GetDistribucionResponse>('/distribuciones/getDistribucion', [
    { idPeriodoDist: idPeriodo, page },
  ]);
  return { rows: data.message, count: data.count ?? data.message.length, total: data.total ?? 0 };
}

/** A page of the period's distributions (DISTRIBUCIONES_PAGE_SIZE, newest first); the old page stays while the next loads. */
export function useDistribucionesPagina(idPeriodo: number, page: number) {
  return useQuery({
    queryKey: distribucionesKeys.pagina(idPeriodo, page),
    queryFn: () => getDistribucionesPagina(idPeriodo, page),
    enabled: Number.isInteger(idPeriodo) && idPeriodo > 0,
    placeholderData: keepPreviousData,
  });
}
