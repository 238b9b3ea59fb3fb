// The member's own ledger (docs/libro.md): the entries of their account, their withdrawals
// and asking for or cancelling one. Every answer is the server's: after a write the queries refresh.
import { useQuery } from '@tanstack/react-query';
import type { MovimientosLibroResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { miCuentaKeys } from './keys';

/** A withdrawal as GET /api/retiros answers it (docs/libro.md, «Retiros»). */
export interface Retiro {
  id_retiro: number;
  nickname: string;
  silver: number;
  estado: 'pendiente' | 'aprobado' | 'rechazado' | 'pagado' | 'cancelado';
  fecha: string;
  razon: string | null;
  revisado_por: string | null;
  pagado_por: string | null;
}

export const useMovimientos = (nickname: string, page: number) =>
  useQuery({
    queryKey: miCuentaKeys.movimientos(nickname, page),
    queryFn: async () => (await api.get<MovimientosLibroResponse>('/libro/movimientos', { params: { nickname, page } })).data,
    retry: retryServerErrors,
  });

export const useRetiros = (nickname: string) =>
  useQuery({
    queryKey: miCuentaKeys.retiros(nickname),
    queryFn: async () =>
      (await api.get<{ ok: true; message: Retiro[]; count: number }>('/retiros', { params: { nickname, page: 1 } })).data,
    retry: retryServerErrors,
  });

/** POST /api/retiros `[ { silver } ]`: the member asks to be paid part of their balance. */
export async function solicitarRetiro(silver: number, write?: WriteOptions) {
  const { data } = await api.post<{ ok: true; message: Retiro }>('/retiros', [{ silver }], write);
  return data;
}
export const useSolicitarRetiro = () => useRefreshingMutation(solicitarRetiro);

/** PUT /api/retiros/cancelar `[ { idRetiro } ]`: a pending one, by its member. */
export async function cancelarRetiro(idRetiro: number, write?: WriteOptions) {
  const { data } = await api.put<{ ok: true; message: string }>('/retiros/cancelar', [{ idRetiro }], write);
  return data;
}
export const useCancelarRetiro = () => useRefreshingMutation(cancelarRetiro);
