import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListaAuditoriaItem, ListaAuditoriaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { auditoriaKeys } from './keys';

/** POST /api/auditoria/lista `[ {page, rows, accion?, entidad?, idCuenta?, desde?, hasta?} ]` (leader only). */
export async function getAuditoria(params: ListaAuditoriaItem): Promise<ListaAuditoriaResponse> {
  const { data } = await api.post<ListaAuditoriaResponse>('/auditoria/lista', [params]);
  return data;
}

export const useAuditoria = (params: ListaAuditoriaItem) =>
  useQuery({
    queryKey: auditoriaKeys.lista(params),
    queryFn: () => getAuditoria(params),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
