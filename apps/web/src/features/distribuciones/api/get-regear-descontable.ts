import { useQuery } from '@tanstack/react-query';
import { REGEAR_PAGE_SIZE, type ListarRegearResponse, type Reclamo } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKeys } from './keys';

/** As many claims as a distribution may deduct (DesgloseSchema's `regear`: at most 200). */
const MAXIMO = 200;

/** Every claim of the period in one state (GET /api/regear, page after page; docs/regear.md). */
export async function getRegearDelPeriodo(idPeriodo: number, estado: 'aprobado' | 'pagado'): Promise<Reclamo[]> {
  const todas: Reclamo[] = [];
  for (let page = 1; todas.length < MAXIMO; page++) {
    const { data } = await api.get<ListarRegearResponse>('/regear', { params: { idPeriodo, estado, page } });
    todas.push(...data.message);
    if (data.message.length < REGEAR_PAGE_SIZE || todas.length >= data.count) break;
  }
  return todas;
}

/**
 * «Descontar regear» (docs/regear.md, combined mode): the period's approved and paid claims that no
 * distribution has deducted yet (`id_distribucion` null), oldest claim first.
 */
export function useRegearDescontable(idPeriodo: number, enabled: boolean) {
  const aprobados = useQuery({
    queryKey: distribucionesKeys.regear(idPeriodo, 'aprobado'),
    queryFn: () => getRegearDelPeriodo(idPeriodo, 'aprobado'),
    enabled,
    staleTime: 0,
  });
  const pagados = useQuery({
    queryKey: distribucionesKeys.regear(idPeriodo, 'pagado'),
    queryFn: () => getRegearDelPeriodo(idPeriodo, 'pagado'),
    enabled,
    staleTime: 0,
  });
  const reclamos = [...(aprobados.data ?? []), ...(pagados.data ?? [])]
    .filter((r) => r.id_distribucion === null)
    .sort((a, b) => a.id_reclamo - b.id_reclamo);
  return {
    reclamos,
    cargando: aprobados.isPending || pagados.isPending,
    error: aprobados.isError || pagados.isError,
  };
}
