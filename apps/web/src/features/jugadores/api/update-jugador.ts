import type { EditarJugadorItem, JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { cuentasKeys, jugadoresKeys } from './keys';

/** PUT /api/jugadores `[ {nickname, idRol, idCargo, idPlayer} ]` */
export async function updateJugador(item: EditarJugadorItem, write?: WriteOptions): Promise<JugadorResponse> {
  const { data } = await api.put<JugadorResponse>('/jugadores', [item], write);
  return data;
}

/** Edits a player, then reloads the list (and the accounts, which show the nickname). */
export const useUpdateJugador = () =>
  useRefreshingMutation(updateJugador, {
    mutationKey: jugadoresKeys.mutation('editar'),
    refresh: () => [jugadoresKeys.listas(), cuentasKeys.all],
  });
