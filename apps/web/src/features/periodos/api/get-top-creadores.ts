import { useQuery } from '@tanstack/react-query';
import type { TopCreadoresResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKeys } from './keys';

export async function getTopCreadores(): Promise<TopCreadoresResponse> {
  const { data } = await api.get<TopCreadoresResponse>('/distribuciones/top3BestCreadores');
  return data;
}

export function useTopCreadores() {
  return useQuery({ queryKey: periodosKeys.topCreadores(), queryFn: getTopCreadores });
}
