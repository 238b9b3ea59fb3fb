import { useQuery } from '@tanstack/react-query';
import type { SelectsResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { jugadoresKeys } from './keys';

/** GET /api/jugadores/getSelects: roles and cargos of the player dialog (docs/domain.md, "Wire conventions"). */
export async function getSelects(): Promise<SelectsResponse> {
  const { data } = await api.get<SelectsResponse>('/jugadores/getSelects');
  return data;
}

export const useSelects = () =>
  useQuery({ queryKey: jugadoresKeys.selects(), queryFn: getSelects, staleTime: Infinity, retry: retryServerErrors });
