// «Venta del botín» (docs/venta-botin.md): a period's sales with their bids, and the three writes (open,
// bid, close), each with its Idempotency-Key per intent (lib/mutation.ts). Live: opening, bidding and a
// close without bids declare the change `venta` of the period, a sold close `distribucion`; both
// refresh the list (app/en-vivo.ts).
import { useQuery } from '@tanstack/react-query';
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

const ventasKey = distribucionesKeys.ventas;

export async function getVentas(idPeriodo: number): Promise<VentaBotin[]> {
  const { data } = await api.get<ListarVentasBotinResponse>('/ventas', { params: { idPeriodo } });
  return data.message;
}

export function useVentas(idPeriodo: number, enabled = true) {
  return useQuery({
    queryKey: ventasKey(idPeriodo),
    queryFn: () => getVentas(idPeriodo),
    enabled: enabled && Number.isInteger(idPeriodo) && idPeriodo > 0,
    // Read uncached by the API: looked at again when the tab comes back too.
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

/**
 * A write on a sale: its answer's cambio (`venta`, or `distribucion` for a sold close) refreshes the
 * period's sales here and in every browser on the page (app/en-vivo.ts); a refusal (a deadline passed,
 * the sale closed meanwhile) refreshes them too, so that the card shows the sale as it is now.
 */
function useEscrituraVenta<T>(idPeriodo: number, fn: (item: T, write: WriteOptions) => Promise<VentaBotinResponse>) {
  return useRefreshingMutation(fn, { siFalla: () => ({ tipo: 'venta', idPeriodo }) });
}

export const useAbrirVenta = (idPeriodo: number) => useEscrituraVenta(idPeriodo, abrirVenta);
export const usePujarVenta = (idPeriodo: number) => useEscrituraVenta(idPeriodo, pujarVenta);
export const useCerrarVenta = (idPeriodo: number) => useEscrituraVenta(idPeriodo, cerrarVenta);
