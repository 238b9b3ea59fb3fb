import { useQuery } from '@tanstack/react-query';
import type { FondoGremioResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getFondoGremio(idPeriodo: number): Promise<FondoGremioResponse> {
  const { data } = await api.get<FondoGremioResponse>('/distribuciones/fondoGremio', { params: { idPeriodo } });
  return data;
}

export const useFondoGremio = (idPeriodo: number) =>
  useQuery({ queryKey: periodosKeys.fondoGremio(idPeriodo), queryFn: () => getFondoGremio(idPeriodo) });
