import { useQuery } from '@tanstack/react-query';
import type { AjustesGremio, AjustesGremioResponse, CambiarAjustesGremioRequest } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { gremioKeys } from './keys';

/** GET /api/gremio/ajustes: the guild's settings (any signed-in account). */
export async function getAjustesGremio(): Promise<AjustesGremio> {
  const { data } = await api.get<AjustesGremioResponse>('/gremio/ajustes');
  return data.message;
}

export const useAjustesGremio = () =>
  useQuery({ queryKey: gremioKeys.ajustes(), queryFn: getAjustesGremio, retry: retryServerErrors });

/** PUT /api/gremio/ajustes `[ { …only the fields that change } ]` (LIDER): answers every setting after it. */
export async function cambiarAjustesGremio(
  cambios: CambiarAjustesGremioRequest[0],
  write?: WriteOptions,
): Promise<AjustesGremio> {
  const { data } = await api.put<AjustesGremioResponse>('/gremio/ajustes', [cambios], write);
  return data.message;
}

export const useCambiarAjustesGremio = () => useRefreshingMutation(cambiarAjustesGremio);
