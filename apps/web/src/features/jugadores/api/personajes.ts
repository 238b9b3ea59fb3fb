// The characters of one member (docs/calendario.md, «Personajes de un miembro»): GET
// /api/jugadores/personajes and the leader's two writes. Their cambio (`jugador`) refreshes every
// query (app/en-vivo.ts), this list included, so the dialog shows the server's word after each write.
import { useQuery } from '@tanstack/react-query';
import type { MiembroResponse, MiembrosResponse, Miembro, PersonajeComercioItem, VincularPersonajeItem } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { jugadoresKeys } from './keys';

export async function getMiembros(): Promise<Miembro[]> {
  const { data } = await api.get<MiembrosResponse>('/jugadores/personajes');
  return data.message;
}

export const useMiembros = (enabled: boolean) =>
  useQuery({ queryKey: jugadoresKeys.personajes(), queryFn: getMiembros, enabled, retry: retryServerErrors });

/** PUT /api/jugadores/vincularPersonaje `[ { idPlayer, idPlayerPrincipal | null } ]` (null: unlink). */
export async function vincularPersonaje(item: VincularPersonajeItem, write?: WriteOptions): Promise<MiembroResponse> {
  const { data } = await api.put<MiembroResponse>('/jugadores/vincularPersonaje', [item], write);
  return data;
}

/** PUT /api/jugadores/personajeComercio `[ { idPlayer, idPlayerComercio | null } ]` (null: the main). */
export async function elegirComercio(item: PersonajeComercioItem, write?: WriteOptions): Promise<MiembroResponse> {
  const { data } = await api.put<MiembroResponse>('/jugadores/personajeComercio', [item], write);
  return data;
}

// A refusal (409: someone linked or switched off a player meanwhile) refreshes the lists too.
export const useVincularPersonaje = () =>
  useRefreshingMutation(vincularPersonaje, {
    mutationKey: jugadoresKeys.mutation('personaje'),
    siFalla: (item) => ({ tipo: 'jugador', idPlayer: item.idPlayer }),
  });

export const useElegirComercio = () =>
  useRefreshingMutation(elegirComercio, {
    mutationKey: jugadoresKeys.mutation('comercio'),
    siFalla: (item) => ({ tipo: 'jugador', idPlayer: item.idPlayer }),
  });
