// GET /api/distribuciones/getJugadoresSelect: the active players by nickname, for a searchable picker
// (the leader's «Personajes» on the players page, an officer adding a player to an event's list).
import { useQuery } from '@tanstack/react-query';
import type { JugadorOpcion, JugadoresSelectResponse } from '@reparto/contract';
import { api } from '../api-client';
import { consultasKeys } from './keys';

export async function getJugadoresActivos(): Promise<JugadorOpcion[]> {
  const { data } = await api.get<JugadoresSelectResponse>('/distribuciones/getJugadoresSelect');
  return data.message;
}

export function useJugadoresActivos(enabled: boolean) {
  return useQuery({ queryKey: consultasKeys.jugadoresActivos, queryFn: getJugadoresActivos, enabled });
}
