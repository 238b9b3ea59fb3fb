import type { EstadoJugadorItem, JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { jugadoresKeys } from './keys';

/** PUT /api/jugadores/DeleteJugador `[ {estado, idPlayer} ]`: switches a player on or off. */
export async function setEstadoJugador(item: EstadoJugadorItem, write?: WriteOptions): Promise<JugadorResponse> {
  const { data } = await api.put<JugadorResponse>('/jugadores/DeleteJugador', [item], write);
  return data;
}

/**
 * Flips the switch. Its answer's cambio (`jugador`) reloads the lists and the accounts (which show the
 * player's state); a refusal reloads them too, through the cambio the switch would have made: the
 * switch may be refused because the player's state was changed meanwhile, and the list shows it then.
 */
export const useSetEstadoJugador = () =>
  useRefreshingMutation(setEstadoJugador, {
    mutationKey: jugadoresKeys.mutation('estado'),
    siFalla: (item) => ({ tipo: 'jugador', idPlayer: item.idPlayer }),
  });
