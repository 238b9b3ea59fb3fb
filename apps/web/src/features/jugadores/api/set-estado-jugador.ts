import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JugadorResponseSchema, type EstadoJugadorItem, type JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { cuentasKeys, jugadoresKeys } from './keys';

/** PUT /api/jugadores/DeleteJugador `[ {estado, idPlayer} ]`: switches a player on or off. */
export async function setEstadoJugador(item: EstadoJugadorItem): Promise<JugadorResponse> {
  const { data } = await api.put<unknown>('/jugadores/DeleteJugador', [item]);
  return JugadorResponseSchema.parse(data);
}

/** Flips the switch, then reloads the list (seed-spec §4) and the accounts (which show the player's state). */
export function useSetEstadoJugador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...jugadoresKeys.all, 'estado'],
    mutationFn: setEstadoJugador,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jugadoresKeys.listas() }),
        queryClient.invalidateQueries({ queryKey: cuentasKeys.all }),
      ]),
  });
}
