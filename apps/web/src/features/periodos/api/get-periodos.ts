import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResumenDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getPeriodos(page: number): Promise<ResumenDistribucionResponse> {
  const { data } = await api.get<ResumenDistribucionResponse>('/distribuciones/resumenDistribucion', { params: { page } });
  return data;
}

/** Periods table, 10 a page (lazy paging: the server gives the page and the total). */
export function usePeriodos(page: number, enabled = true) {
  return useQuery({
    queryKey: periodosKeys.page(page),
    queryFn: () => getPeriodos(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
