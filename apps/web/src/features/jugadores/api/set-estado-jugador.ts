import type { EstadoJugadorItem, JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { cuentasKeys, jugadoresKeys } from './keys';

/** PUT /api/jugadores/DeleteJugador `[ {estado, idPlayer} ]`: switches a player on or off. */
export async function setEstadoJugador(item: EstadoJugadorItem, write?: WriteOptions): Promise<JugadorResponse> {
  const { data } = await api.put<JugadorResponse>('/jugadores/DeleteJugador', [item], write);
  return data;
}

/** Flips the switch, then (whatever the outcome) reloads the list and the accounts (which show the player's state). */
export const useSetEstadoJugador = () =>
  useRefreshingMutation(setEstadoJugador, {
    mutationKey: jugadoresKeys.mutation('estado'),
    refresh: () => [jugadoresKeys.listas(), cuentasKeys.all],
    after: 'settled',
  });
