import { useQuery } from '@tanstack/react-query';
import type { TablaDePagoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getTablaDePago(idPeriodo: number): Promise<TablaDePagoResponse> {
  const { data } = await api.post<TablaDePagoResponse>('/distribuciones/tablaDePago', [{ idPeriodo }]);
  return data;
}

/** Payment rows of a period; also the required chest count when closing (one chest per row). */
export function useTablaDePago(idPeriodo: number | null) {
  return useQuery({
    queryKey: periodosKeys.tablaDePago(idPeriodo ?? 0),
    queryFn: () => getTablaDePago(idPeriodo!),
    enabled: idPeriodo !== null,
    staleTime: 0,
  });
}
