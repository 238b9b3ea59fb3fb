import { useQuery } from '@tanstack/react-query';
import { SelectsResponseSchema, type SelectsResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { jugadoresKeys } from './keys';

/** GET /api/jugadores/getSelects: roles and cargos of the player dialog (seed-spec §7). */
export async function getSelects(): Promise<SelectsResponse> {
  const { data } = await api.get<unknown>('/jugadores/getSelects');
  return SelectsResponseSchema.parse(data);
}

export const useSelects = () =>
  useQuery({ queryKey: jugadoresKeys.selects(), queryFn: getSelects, staleTime: Infinity, retry: retryServerErrors });
