import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CambiarSilverRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKey } from './get-periodos';

export async function cambiarSilver(item: CambiarSilverRequest[0]): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cambiarSilver', [item]);
  return data;
}

export function useCambiarSilver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarSilver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodosKey() }),
  });
}
