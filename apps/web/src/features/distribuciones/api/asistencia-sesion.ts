import { useMutation } from '@tanstack/react-query';
import type { SesionAsistenciaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

export async function getSesionAsistencia(idSesion: number): Promise<SesionAsistenciaResponse> {
  const { data } = await api.get<SesionAsistenciaResponse>('/asistencia/sesion', { params: { idSesion } });
  return data;
}

/** Read on demand when a session is imported (as the voice channel's players are), so a mutation. */
export function useSesionAsistencia() {
  return useMutation({ mutationFn: getSesionAsistencia });
}
