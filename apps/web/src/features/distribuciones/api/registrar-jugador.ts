import type { RegistrarJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function registrarJugador(nickname: string, write?: WriteOptions): Promise<RegistrarJugadorResponse> {
  const { data } = await api.post<RegistrarJugadorResponse>('/jugadores/registrar', [{ nickname }], write);
  return data;
}

/** Its answer's cambio (`jugador`) refreshes the players' pickers with the rest (app/en-vivo.ts). */
export const useRegistrarJugador = () => useRefreshingMutation(registrarJugador);
