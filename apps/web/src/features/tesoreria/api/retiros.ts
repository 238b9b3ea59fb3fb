// The withdrawals' queue (docs/libro.md, «Retiros»): GET /api/retiros and the officers' decisions on
// one. The treasurer or the leader approves or rejects (with a reason); the treasurer or a distributor
// marks an approved one paid in game, or undoes that payment with a reason; «Arqueo del cofre» reviews
// the game's pasted log against them and pays the matched ones in one batch.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ConciliarRetirosResponse, EstadoRetiro, ListarRetirosResponse, PagarRetirosResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { tesoreriaKeys } from './keys';

/** GET /api/retiros?estado=&page= (`estado` '' : every state). */
export const useRetirosCola = (estado: EstadoRetiro | '', page: number) =>
  useQuery({
    queryKey: tesoreriaKeys.retiros(estado, page),
    queryFn: async () =>
      (await api.get<ListarRetirosResponse>('/retiros', { params: { ...(estado ? { estado } : {}), page } })).data,
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });

type Decision =
  { accion: 'aprobar' | 'pagar'; idRetiro: number } | { accion: 'rechazar' | 'deshacerPago'; idRetiro: number; razon: string };

/** PUT /api/retiros/aprobar|pagar `[ { idRetiro } ]`, /rechazar|deshacerPago `[ { idRetiro, razon } ]`. */
export async function decidirRetiro({ accion, ...cuerpo }: Decision, write?: WriteOptions) {
  const { data } = await api.put<{ ok: true; message: unknown }>(`/retiros/${accion}`, [cuerpo], write);
  return data;
}
export const useDecidirRetiro = () => useRefreshingMutation(decidirRetiro);

/** POST /api/retiros/conciliar `[ { registro } ]`: reads only, a mutation because it is sent on demand with a body. */
export async function conciliarRetiros(registro: string): Promise<ConciliarRetirosResponse> {
  const { data } = await api.post<ConciliarRetirosResponse>('/retiros/conciliar', [{ registro }]);
  return data;
}
export const useConciliarRetiros = () => useMutation({ mutationFn: conciliarRetiros });

/** PUT /api/retiros/pagarVarios `[ { idRetiro }, … ]`: the matched approved withdrawals paid in one transaction. */
export async function pagarRetiros(ids: number[], write?: WriteOptions) {
  const { data } = await api.put<PagarRetirosResponse>(
    '/retiros/pagarVarios',
    ids.map((idRetiro) => ({ idRetiro })),
    write,
  );
  return data;
}
export const usePagarRetiros = () => useRefreshingMutation(pagarRetiros);
