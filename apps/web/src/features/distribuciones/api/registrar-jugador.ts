import type { RegistrarJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { distribucionesKeys } from './keys';

export async function registrarJugador(nickname: string, write?: WriteOptions): Promise<RegistrarJugadorResponse> {
  const { data } = await api.post<RegistrarJugadorResponse>('/jugadores/registrar', [{ nickname }], write);
  return data;
}

export const useRegistrarJugador = () =>
  useRefreshingMutation(registrarJugador, { refresh: () => [distribucionesKeys.jugadoresSelect()] });
