import type { RegistrarJugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation';
import { distribucionesKeys } from './keys';

export async function registrarJugador(nickname: string): Promise<RegistrarJugadorResponse> {
  const { data } = await api.post<RegistrarJugadorResponse>('/jugadores/registrar', [{ nickname }]);
  return data;
}

export const useRegistrarJugador = () =>
  useRefreshingMutation(registrarJugador, { refresh: () => [distribucionesKeys.jugadoresSelect()] });
