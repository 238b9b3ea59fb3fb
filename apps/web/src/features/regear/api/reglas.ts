import { useQuery } from '@tanstack/react-query';
import type { OkResponse, ReglasRegear } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { regearKeys } from './keys';

/** GET /api/regear/reglas: the guild's rules (the defaults until the leader changes them). */
export async function getReglasRegear(): Promise<ReglasRegear> {
  const { data } = await api.get<{ ok: true; message: ReglasRegear }>('/regear/reglas');
  return data.message;
}

/** `enabled` false: not asked (the approve dialog asks only when an item needs a typed price). */
export const useReglasRegear = (enabled = true) =>
  useQuery({ queryKey: regearKeys.reglas(), queryFn: getReglasRegear, retry: retryServerErrors, enabled });

/** PUT /api/regear/reglas (LIDER). */
export async function guardarReglasRegear(reglas: ReglasRegear, write?: WriteOptions): Promise<OkResponse> {
  const { data } = await api.put<OkResponse>('/regear/reglas', [reglas], write);
  return data;
}

export const useGuardarReglasRegear = () => useRefreshingMutation(guardarReglasRegear);
