import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListarRegearResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useIdioma } from '../../../lib/i18n/textos';
import { regearKeys, type FiltroReclamos } from './keys';

/** The query of GET /api/regear (and of /api/exportar/regear.csv): only the filters that are set. */
export function parametrosReclamos(filtro: FiltroReclamos): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filtro.idPeriodo) params.idPeriodo = filtro.idPeriodo;
  if (filtro.estado) params.estado = filtro.estado;
  if (filtro.nickname?.trim()) params.nickname = filtro.nickname.trim();
  return params;
}

/** A page of claims (REGEAR_PAGE_SIZE, pending first; the server gives the total). */
export async function getReclamos(filtro: FiltroReclamos, page: number): Promise<ListarRegearResponse> {
  const { data } = await api.get<ListarRegearResponse>('/regear', { params: { ...parametrosReclamos(filtro), page } });
  return data;
}

export function useReclamos(filtro: FiltroReclamos, page: number, enabled = true) {
  // The items' names come in the active language: one answer per language.
  const idioma = useIdioma();
  return useQuery({
    queryKey: [...regearKeys.reclamos(filtro, page), idioma],
    queryFn: () => getReclamos(filtro, page),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    enabled,
  });
}
