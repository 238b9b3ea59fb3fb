import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JugadorDistribuidoRequest, OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { tablaDePagoKey } from './get-tabla-pago';

export async function pagarJugador(item: JugadorDistribuidoRequest[0]): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/distribuciones/jugadorDistribuido', [item]);
  return data;
}

export function usePagarJugador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pagarJugador,
    onSuccess: (_data, item) => queryClient.invalidateQueries({ queryKey: tablaDePagoKey(item.idPeriodo) }),
  });
}
