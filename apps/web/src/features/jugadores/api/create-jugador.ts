import type { JugadorItem, JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { jugadoresKeys } from './keys';

/** POST /api/jugadores `[ {nickname, idRol, idCargo} ]` */
export async function createJugador(item: JugadorItem, write?: WriteOptions): Promise<JugadorResponse> {
  const { data } = await api.post<JugadorResponse>('/jugadores', [item], write);
  return data;
}

/** Creates a player; its answer's cambio (`jugador`) reloads the lists (app/en-vivo.ts). */
export const useCreateJugador = () => useRefreshingMutation(createJugador, { mutationKey: jugadoresKeys.mutation('crear') });
