import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JugadorResponseSchema, type JugadorItem, type JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { jugadoresKeys } from './keys';

/** POST /api/jugadores `[ {nickname, idRol, idCargo} ]` */
export async function createJugador(item: JugadorItem): Promise<JugadorResponse> {
  const { data } = await api.post<unknown>('/jugadores', [item]);
  return JugadorResponseSchema.parse(data);
}

/** Creates a player, then reloads the list (seed-spec §4). */
export function useCreateJugador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...jugadoresKeys.all, 'crear'],
    mutationFn: createJugador,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jugadoresKeys.listas() }),
  });
}
