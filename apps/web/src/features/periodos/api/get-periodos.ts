import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResumenDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

/** Every period (newest first), or those in course: open ones first, then those in distribution. */
export type FiltroPeriodos = 'todos' | 'en-curso';

export async function getPeriodos(page: number, filtro: FiltroPeriodos = 'todos'): Promise<ResumenDistribucionResponse> {
  const url = filtro === 'en-curso' ? '/distribuciones/periodosEnCurso' : '/distribuciones/resumenDistribucion';
  const { data } = await api.get<ResumenDistribucionResponse>(url, { params: { page } });
  return data;
}

/** Periods table, 10 a page (lazy paging: the server gives the page and the total). */
export function usePeriodos(page: number, filtro: FiltroPeriodos = 'todos', enabled = true) {
  return useQuery({
    queryKey: filtro === 'todos' ? periodosKeys.page(page) : periodosKeys.enCurso(page),
    queryFn: () => getPeriodos(page, filtro),
    placeholderData: keepPreviousData,
    enabled,
  });
}
