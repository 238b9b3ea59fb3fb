import type { EstadoJugadorItem, JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation';
import { cuentasKeys, jugadoresKeys } from './keys';

/** PUT /api/jugadores/DeleteJugador `[ {estado, idPlayer} ]`: switches a player on or off. */
export async function setEstadoJugador(item: EstadoJugadorItem): Promise<JugadorResponse> {
  const { data } = await api.put<JugadorResponse>('/jugadores/DeleteJugador', [item]);
  return data;
}

/** Flips the switch, then (whatever the outcome) reloads the list and the accounts (which show the player's state). */
export const useSetEstadoJugador = () =>
  useRefreshingMutation(setEstadoJugador, {
    mutationKey: jugadoresKeys.mutation('estado'),
    refresh: () => [jugadoresKeys.listas(), cuentasKeys.all],
    after: 'settled',
  });
