import { GREMIO_FEDERACION, type AjustesGremioResponse, type CrearPeriodoResponse, type ModoPago } from '@reparto/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { periodosKeys } from './keys';

/** POST /api/distribuciones: a period of `idLugarDist`, paid in `modoPago` (docs/libro.md; the guild's default without it). */
export async function crearPeriodo(
  { idLugarDist, modoPago }: { idLugarDist: number; modoPago?: ModoPago },
  write?: WriteOptions,
): Promise<CrearPeriodoResponse> {
  const { data } = await api.post<CrearPeriodoResponse>(
    '/distribuciones',
    [{ idLugarDist, gremioFederacion: GREMIO_FEDERACION, ...(modoPago ? { modoPago } : {}) }],
    write,
  );
  return data;
}

export const useCrearPeriodo = () => useRefreshingMutation(crearPeriodo);

/** The guild's default payment mode (GET /api/gremio/ajustes, any signed-in account): the new period's first choice. */
export function useModoPagoGremio(enabled: boolean) {
  return useQuery({
    queryKey: periodosKeys.modoPagoGremio(),
    queryFn: async () => (await api.get<AjustesGremioResponse>('/gremio/ajustes')).data.message.modoPago,
    enabled,
    retry: retryServerErrors,
  });
}
