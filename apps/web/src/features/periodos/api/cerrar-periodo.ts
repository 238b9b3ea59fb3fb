import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CerrarPeriodoRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKey } from './get-periodos';
import { tablaDePagoKey } from './get-tabla-pago';

export async function cerrarPeriodo(item: CerrarPeriodoRequest[0]): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/cerrarPeriodo', [item]);
  return data;
}

export function useCerrarPeriodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cerrarPeriodo,
    onSuccess: (_data, item) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: periodosKey() }),
        queryClient.invalidateQueries({ queryKey: tablaDePagoKey(item.idPeriodo) }),
      ]),
  });
}
