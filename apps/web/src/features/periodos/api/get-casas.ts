import { useQuery } from '@tanstack/react-query';
import type { CasasResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getCasas(idLugar: number): Promise<CasasResponse> {
  const { data } = await api.post<CasasResponse>('/distribuciones/getCasas', [{ idLugar }]);
  return data;
}

export function useCasas(idLugar: number | null) {
  return useQuery({ queryKey: periodosKeys.casas(idLugar), queryFn: () => getCasas(idLugar!), enabled: idLugar !== null });
}
