import { useQuery } from '@tanstack/react-query';
import type { BajasResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { gremioKeys } from './keys';

/** GET /api/jugadores/bajas (LIDER): the leavers' purge's dry run, as the server decides it now. */
export async function getBajasPrevistas(): Promise<Omit<BajasResponse, 'ok'>> {
  const { data } = await api.get<BajasResponse>('/jugadores/bajas');
  const { ok: _ok, ...resto } = data;
  return resto;
}

export const useBajasPrevistas = () =>
  useQuery({ queryKey: gremioKeys.bajas(), queryFn: getBajasPrevistas, retry: retryServerErrors });
