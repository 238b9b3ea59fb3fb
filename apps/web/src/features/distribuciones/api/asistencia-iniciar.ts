import type { IniciarAsistenciaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';

export async function iniciarAsistencia(idCanal: string, write?: WriteOptions): Promise<IniciarAsistenciaResponse> {
  const { data } = await api.post<IniciarAsistenciaResponse>('/asistencia/iniciar', [{ idCanal }], write);
  return data;
}

/**
 * Its answer's cambio (`asistencia`) refreshes the sessions (app/en-vivo.ts); a refusal too (a 409: a
 * session of that channel records already, started meanwhile).
 */
export const useIniciarAsistencia = () => useRefreshingMutation(iniciarAsistencia, { siFalla: () => ({ tipo: 'asistencia' }) });
