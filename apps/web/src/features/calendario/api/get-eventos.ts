import { useQuery } from '@tanstack/react-query';
import type { Evento, EventosResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { calendarioKeys } from './keys';

/** GET /api/calendario/eventos: the server's window (from 7 days ago, 60 days ahead), with their sign-ups. */
export async function getEventos(): Promise<Evento[]> {
  const { data } = await api.get<EventosResponse>('/calendario/eventos');
  return data.message;
}

/** Read again when the tab comes back into view: sign-ups change while a member looks elsewhere. */
export const useEventos = () =>
  useQuery({ queryKey: calendarioKeys.eventos(), queryFn: getEventos, retry: retryServerErrors, refetchOnWindowFocus: true });
