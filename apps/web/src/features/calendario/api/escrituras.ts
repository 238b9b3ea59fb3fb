// The calendar's writes (docs/calendario.md): create and change an event (PUT with `estado:
// 'cancelado'` cancels it), a member's own sign-up, an officer's decision on a sign-up. Each is one
// request per intent (lib/mutation.ts); each answers the event as it is after it.
import type { ApuntarseItem, ConfirmarItem, CrearEventoItem, EditarEventoItem, Evento, EventoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

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
export async function apuntarse(item: ApuntarseItem, write?: WriteOptions): Promise<Evento> {
  const { data } = await api.post<EventoResponse>('/calendario/apuntarse', [item], write);
  return data.evento;
}

/** PUT /api/calendario/confirmar (officers): confirm, move to backup or remove a player. */
export async function confirmar(item: ConfirmarItem, write?: WriteOptions): Promise<Evento> {
  const { data } = await api.put<EventoResponse>('/calendario/confirmar', [item], write);
  return data.evento;
}

/**
 * A write of the calendar: its answer's cambio (`calendario`) reads the events again before it resolves
 * (app/en-vivo.ts); a refusal carries none, and reads them too — a 409 (the last slot taken, the event
 * cancelled) means the list changed meanwhile.
 */
function useEscrituraCalendario<T, V>(fn: (item: V, write: WriteOptions) => Promise<T>) {
  const mutation = useRefreshingMutation(fn, { siFalla: () => ({ tipo: 'calendario' }) });
  return { ...mutation, enviar: mutation.mutateAsync };
}

export const useCrearEvento = () => useEscrituraCalendario(crearEvento);
export const useEditarEvento = () => useEscrituraCalendario(editarEvento);
export const useApuntarse = () => useEscrituraCalendario(apuntarse);
export const useConfirmar = () => useEscrituraCalendario(confirmar);
