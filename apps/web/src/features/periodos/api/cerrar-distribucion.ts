import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKey } from './get-periodos';
import { tablaDePagoKey } from './get-tabla-pago';

export async function cerrarDistribucion(idPeriodo: number): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cerrarDistribucion', [{ idPeriodo }]);
  return data;
}

export function useCerrarDistribucion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cerrarDistribucion,
    onSuccess: (_data, idPeriodo) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: periodosKey() }),
        queryClient.invalidateQueries({ queryKey: tablaDePagoKey(idPeriodo) }),
      ]),
  });
}
