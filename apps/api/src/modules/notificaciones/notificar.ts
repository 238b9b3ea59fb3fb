// The services' entry to the outbox: `await notificar(tx, avisos, { … })`, one line in the transaction of the
// change, right after it. Nothing is written while the webhook is not configured (so a guild without
// Discord keeps no queue), and payments (one, a batch, an undo) only with DISCORD_NOTIFY_PAGOS=true.
import type { DbOrTx } from '../../db/client.js';
import { construirMensaje, type Evento } from './mensajes.js';
import { encolar } from './outbox.repository.js';
import * as eventos from './eventos.repository.js';

/** What the app notifies (the `avisos` decorator, set from the env at start; docs/integraciones.md). */
export interface Avisos {
  /** True when DISCORD_WEBHOOK_URL is set. */
  activo: boolean;
  pagos: boolean;
  publicUrl?: string | undefined;
}

export const sinAvisos = (): Avisos => ({ activo: false, pagos: false });

export type Aviso =
  | { tipo: 'distribucion_creada'; idDistribucion: number }
  | { tipo: 'distribucion_eliminada'; idDistribucion: number; por: string }
  | { tipo: 'periodo_abierto' | 'periodo_cerrado' | 'periodo_finalizado'; idPeriodo: number; por: string }
  | { tipo: 'pago'; idPeriodo: number; idPlayer: number; por: string }
  /** The payment row is gone: what it had travels with the notice. */
  | { tipo: 'pago_deshecho'; idPeriodo: number; jugador: string; silver: number; por: string; razon: string };

async function evento(tx: DbOrTx, aviso: Aviso): Promise<Evento | undefined> {
  switch (aviso.tipo) {
    case 'distribucion_creada':
    case 'distribucion_eliminada': {
      const d = await eventos.distribucion(tx, aviso.idDistribucion);
      if (!d) return undefined;
      return aviso.tipo === 'distribucion_creada'
        ? { tipo: aviso.tipo, idDistribucion: aviso.idDistribucion, ...d }
        : {
            tipo: aviso.tipo,
            idDistribucion: aviso.idDistribucion,
            idPeriodo: d.idPeriodo,
            motivo: d.motivo,
            por: aviso.por,
            razon: d.razon,
          };
    }
    case 'periodo_abierto':
    case 'periodo_finalizado':
    case 'periodo_cerrado': {
      const p = await eventos.periodo(tx, aviso.idPeriodo);
      if (!p) return undefined;
      return aviso.tipo === 'periodo_cerrado'
        ? {
            tipo: aviso.tipo,
            idPeriodo: aviso.idPeriodo,
            lugar: p.lugar,
            por: aviso.por,
            distribuidor: p.distribuidor,
            casas: p.casas,
          }
        : { tipo: aviso.tipo, idPeriodo: aviso.idPeriodo, lugar: p.lugar, por: aviso.por };
    }
    case 'pago': {
      const [p, pagado] = [await eventos.periodo(tx, aviso.idPeriodo), await eventos.pago(tx, aviso.idPeriodo, aviso.idPlayer)];
      if (!p || !pagado) return undefined;
      return { tipo: 'pago', idPeriodo: aviso.idPeriodo, lugar: p.lugar, por: aviso.por, ...pagado };
    }
    case 'pago_deshecho': {
      const p = await eventos.periodo(tx, aviso.idPeriodo);
      return p ? { ...aviso, lugar: p.lugar } : undefined;
    }
  }
}

/** Queues the Discord message of a change, in the change's transaction (rolled back with it). */
export async function notificar(tx: DbOrTx, avisos: Avisos, aviso: Aviso): Promise<void> {
  if (!avisos.activo || ((aviso.tipo === 'pago' || aviso.tipo === 'pago_deshecho') && !avisos.pagos)) return;
  const e = await evento(tx, aviso);
  if (e) await encolar(tx, e.tipo, construirMensaje(e, avisos.publicUrl));
}
