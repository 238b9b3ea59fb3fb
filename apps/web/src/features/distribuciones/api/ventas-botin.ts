// «Venta del botín» (docs/venta-botin.md): a period's sales with their bids, and the three writes (open,
// bid, close), each with its Idempotency-Key per intent (lib/mutation.ts). The list sits under the
// period's key: the close of a sold sale declares the change `distribucion` of its period, which
// refreshes it live (app/en-vivo.ts); opening and bidding declare none, so each write refreshes it here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbrirVentaBotinItem,
  ListarVentasBotinResponse,
  PujaBotinItem,
  VentaBotin,
  VentaBotinResponse,
} from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { distribucionesKeys } from './keys';

export const ventasKey = (idPeriodo: number) => [...distribucionesKeys.periodo(idPeriodo), 'ventas'] as const;

export async function getVentas(idPeriodo: number): Promise<VentaBotin[]> {
  const { data } = await api.get<ListarVentasBotinResponse>('/ventas', { params: { idPeriodo } });
  return data.message;
}

export function useVentas(idPeriodo: number, enabled = true) {
  return useQuery({
    queryKey: ventasKey(idPeriodo),
    queryFn: () => getVentas(idPeriodo),
    enabled: enabled && Number.isInteger(idPeriodo) && idPeriodo > 0,
    // Others' bids change no cached answer: looked at again when the tab comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

async function abrirVenta(item: AbrirVentaBotinItem, write: WriteOptions) {
  const { data } = await api.post<VentaBotinResponse>('/ventas', [item], write);
  return data;
}
async function pujarVenta(item: PujaBotinItem, write: WriteOptions) {
  const { data } = await api.post<VentaBotinResponse>('/ventas/pujar', [item], write);
  return data;
}
async function cerrarVenta(item: { idVenta: number }, write: WriteOptions) {
  const { data } = await api.put<VentaBotinResponse>('/ventas/cerrar', [item], write);
  return data;
}

/** A write on a sale; then the period's list is read again (its answer's sale included). */
function useEscrituraVenta<T>(idPeriodo: number, fn: (item: T, write: WriteOptions) => Promise<VentaBotinResponse>) {
  const qc = useQueryClient();
  return useRefreshingMutation(async (item: T, write: WriteOptions) => {
    try {
      return await fn(item, write);
    } finally {
      // A refusal (a deadline passed, the sale closed meanwhile) also shows the sale as it is now.
      void qc.invalidateQueries({ queryKey: ventasKey(idPeriodo) });
    }
  });
}

export const useAbrirVenta = (idPeriodo: number) => useEscrituraVenta(idPeriodo, abrirVenta);
export const usePujarVenta = (idPeriodo: number) => useEscrituraVenta(idPeriodo, pujarVenta);
export const useCerrarVenta = (idPeriodo: number) => useEscrituraVenta(idPeriodo, cerrarVenta);
