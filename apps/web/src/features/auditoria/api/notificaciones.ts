// The Discord outbox for the leader: GET /api/notificaciones (refreshed every 5 s while shown) and
// PUT /api/notificaciones/reintentar [ { id } ] for a failed message.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListaNotificacionesResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { textosAuditoria } from '../textos';
import { auditoriaKeys } from './keys';

export async function getNotificaciones(): Promise<ListaNotificacionesResponse> {
  const { data } = await api.get<ListaNotificacionesResponse>('/notificaciones');
  return data;
}

export async function reintentarNotificacion(id: number, write?: WriteOptions): Promise<string> {
  const { data } = await api.put<{ message?: string }>('/notificaciones/reintentar', [{ id }], write);
  return data.message ?? textosAuditoria.t('notif.enCola');
}

export const useNotificaciones = () =>
  useQuery({
    queryKey: auditoriaKeys.notificaciones(),
    queryFn: getNotificaciones,
    retry: retryServerErrors,
    refetchInterval: 5_000,
  });

/**
 * The outbox is no cambio (no cached answer shows it and it is not on the live stream): the retry
 * reloads the list itself, whatever the outcome (a refusal may mean the message was sent meanwhile).
 */
export function useReintentarNotificacion() {
  const queryClient = useQueryClient();
  const recargar = () => queryClient.invalidateQueries({ queryKey: auditoriaKeys.notificaciones() });
  return useRefreshingMutation((id: number, write: WriteOptions) => reintentarNotificacion(id, write).finally(recargar));
}
