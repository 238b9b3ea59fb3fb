// The Discord outbox for the leader: GET /api/notificaciones (refreshed every 5 s while shown) and
// PUT /api/notificaciones/reintentar [ { id } ] for a failed message.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListaNotificacionesResponseSchema, type ListaNotificacionesResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from './keys';

const notificacionesKey = ['notificaciones'] as const;

export async function getNotificaciones(): Promise<ListaNotificacionesResponse> {
  const { data } = await api.get<unknown>('/notificaciones');
  return ListaNotificacionesResponseSchema.parse(data);
}

export async function reintentarNotificacion(id: number): Promise<string> {
  const { data } = await api.put<{ message?: string }>('/notificaciones/reintentar', [{ id }]);
  return data.message ?? 'Mensaje en cola de nuevo';
}

export const useNotificaciones = () =>
  useQuery({ queryKey: notificacionesKey, queryFn: getNotificaciones, retry: retryServerErrors, refetchInterval: 5_000 });

export function useReintentarNotificacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reintentarNotificacion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificacionesKey }),
  });
}
