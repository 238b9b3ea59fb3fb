import type { EditarJugadorItem, JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { jugadoresKeys } from './keys';

/** PUT /api/jugadores `[ {nickname, idRol, idCargo, idPlayer} ]` */
export async function updateJugador(item: EditarJugadorItem, write?: WriteOptions): Promise<JugadorResponse> {
  const { data } = await api.put<JugadorResponse>('/jugadores', [item], write);
  return data;
}

/** Edits a player; its answer's cambio (`jugador`) reloads the lists and the accounts, which show the nickname. */
export const useUpdateJugador = () => useRefreshingMutation(updateJugador, { mutationKey: jugadoresKeys.mutation('editar') });
