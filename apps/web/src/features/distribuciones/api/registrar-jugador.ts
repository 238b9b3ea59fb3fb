import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrarJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { jugadoresSelectKey } from './get-jugadores-select';

export async function registrarJugador(nickname: string): Promise<RegistrarJugadorResponse> {
  const { data } = await api.post<RegistrarJugadorResponse>('/jugadores/registrar', [{ nickname }]);
  return data;
}

export function useRegistrarJugador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarJugador,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jugadoresSelectKey }),
  });
}
