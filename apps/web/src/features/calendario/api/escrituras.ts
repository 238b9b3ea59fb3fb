// The calendar's writes (docs/calendario.md): create and change an event (PUT with `estado:
// 'cancelado'` cancels it), a member's own sign-up, an officer's decision on a sign-up. Each is one
// request per intent (lib/mutation.ts) and, answered or refused, reads the events again: a refusal (409
// a full role, 400 after the deadline) usually means the list changed meanwhile.
import { useQueryClient } from '@tanstack/react-query';
import type {
  ApuntarseItem,
  ConfirmarItem,
  CrearEventoItem,
  EditarEventoItem,
  Evento,
  EventoResponse,
  OkResponse,
} from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { calendarioKeys } from './keys';

/** POST /api/calendario/eventos (ENCARGADO DE CONTENIDO, TESORERO, LIDER): the event as stored. */
export async function crearEvento(item: CrearEventoItem, write?: WriteOptions): Promise<Evento> {
  const { data } = await api.post<EventoResponse>('/calendario/eventos', [item], write);
  return data.evento;
}

/** PUT /api/calendario/eventos: a change, or `estado: 'cancelado'`. */
export async function editarEvento(item: EditarEventoItem, write?: WriteOptions): Promise<Evento> {
  const { data } = await api.put<EventoResponse>('/calendario/eventos', [item], write);
  return data.evento;
}

/** POST /api/calendario/apuntarse: the account's player says «Me apunto», «Reserva» or «No voy». */
export async function apuntarse(item: ApuntarseItem, write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.post<OkResponse>('/calendario/apuntarse', [item], write);
  return data;
}

/** PUT /api/calendario/confirmar (officers): confirm, move to backup or remove a player. */
export async function confirmar(item: ConfirmarItem, write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/calendario/confirmar', [item], write);
  return data;
}

/** A write of the calendar that reads the events again once it is answered, whatever the answer. */
function useEscrituraCalendario<T, V>(fn: (item: V, write: WriteOptions) => Promise<T>) {
  const queryClient = useQueryClient();
  const mutation = useRefreshingMutation(fn);
  const refrescar = () => queryClient.invalidateQueries({ queryKey: calendarioKeys.all });
  return {
    ...mutation,
    /** Resolves with the answer (or rejects with the refusal) once the events on screen are the server's again. */
    enviar: (item: V): Promise<T> =>
      mutation.mutateAsync(item).then(
        async (r) => (await refrescar(), r),
        async (e: unknown) => {
          await refrescar();
          throw e;
        },
      ),
  };
}

export const useCrearEvento = () => useEscrituraCalendario(crearEvento);
export const useEditarEvento = () => useEscrituraCalendario(editarEvento);
export const useApuntarse = () => useEscrituraCalendario(apuntarse);
export const useConfirmar = () => useEscrituraCalendario(confirmar);
