import { useQuery } from '@tanstack/react-query';
import type { FiltrosAuditoriaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { auditoriaKeys } from './keys';

/** GET /api/auditoria/filtros: the actions, entities and accounts the log holds (filter options). */
export async function getFiltrosAuditoria(): Promise<FiltrosAuditoriaResponse> {
  const { data } = await api.get<FiltrosAuditoriaResponse>('/auditoria/filtros');
  return data;
}

export const useFiltrosAuditoria = () =>
  useQuery({ queryKey: auditoriaKeys.filtros(), queryFn: getFiltrosAuditoria, retry: retryServerErrors });
