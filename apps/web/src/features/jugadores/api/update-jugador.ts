import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JugadorResponseSchema, type EditarJugadorItem, type JugadorResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { cuentasKeys, jugadoresKeys } from './keys';

/** PUT /api/jugadores `[ {nickname, idRol, idCargo, idPlayer} ]` */
export async function updateJugador(item: EditarJugadorItem): Promise<JugadorResponse> {
  const { data } = await api.put<unknown>('/jugadores', [item]);
  return JugadorResponseSchema.parse(data);
}

/** Edits a player, then reloads the list (and the accounts, which show the nickname). */
export function useUpdateJugador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...jugadoresKeys.all, 'editar'],
    mutationFn: updateJugador,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jugadoresKeys.listas() }),
        queryClient.invalidateQueries({ queryKey: cuentasKeys.all }),
      ]),
  });
}
