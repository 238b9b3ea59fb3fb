import { useQuery } from '@tanstack/react-query';
import type { JugadorOpcion, JugadoresSelectResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

export async function getJugadoresSelect(): Promise<JugadorOpcion[]> {
  const { data } = await api.get<JugadoresSelectResponse>('/distribuciones/getJugadoresSelect');
  return data.message;
}

export function useJugadoresSelect(enabled: boolean) {
  return useQuery({ queryKey: distribucionesKeys.jugadoresSelect(), queryFn: getJugadoresSelect, enabled });
}
