// The withdrawals' queue (docs/libro.md, «Retiros»): GET /api/retiros and the officers' decisions on
// one. The treasurer or the leader approves or rejects (with a reason); the treasurer or a distributor
// marks an approved one paid in game.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EstadoRetiro, ListarRetirosResponse } from '@reparto/contract';
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

type Decision = { accion: 'aprobar' | 'pagar'; idRetiro: number } | { accion: 'rechazar'; idRetiro: number; razon: string };

/** PUT /api/retiros/aprobar|pagar `[ { idRetiro } ]`, /rechazar `[ { idRetiro, razon } ]`. */
export async function decidirRetiro({ accion, ...cuerpo }: Decision, write?: WriteOptions) {
  const { data } = await api.put<{ ok: true; message: unknown }>(`/retiros/${accion}`, [cuerpo], write);
  return data;
}
export const useDecidirRetiro = () => useRefreshingMutation(decidirRetiro);
