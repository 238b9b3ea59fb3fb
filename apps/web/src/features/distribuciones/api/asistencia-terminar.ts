import type { OkResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function terminarAsistencia(idSesion: number, write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.post<OkResponse>('/asistencia/terminar', [{ idSesion }], write);
  return data;
}

/** Its answer's cambio (`asistencia`) refreshes the sessions (app/en-vivo.ts); a refusal too (ended meanwhile). */
export const useTerminarAsistencia = () => useRefreshingMutation(terminarAsistencia, { siFalla: () => ({ tipo: 'asistencia' }) });
