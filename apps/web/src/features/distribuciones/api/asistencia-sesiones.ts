import { useQuery } from '@tanstack/react-query';
import type { SesionesAsistenciaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { asistenciaKeys } from './asistencia-keys';

export async function getSesionesAsistencia(page: number): Promise<SesionesAsistenciaResponse> {
  const { data } = await api.get<SesionesAsistenciaResponse>('/asistencia/sesiones', { params: { page } });
  return data;
}

/** A page of the attendance sessions; the `asistencia` cambio (a session started, recorded, ended) refreshes it. */
export function useSesionesAsistencia(page: number, enabled: boolean) {
  return useQuery({
    queryKey: asistenciaKeys.sesiones(page),
    queryFn: () => getSesionesAsistencia(page),
    retry: retryServerErrors,
    enabled,
  });
}
