// «Venta del botín» closing by itself (docs/venta-botin.md, «Cierre automático»): every minute, on the
// leader instance only (ops/lider.ts; app.ts registers it as `cierre-ventas`), the open sales whose
// deadline passed are closed through the officer's own close (ventas.service.ts `cerrar`), as the app:
// audited with no account. The close is idempotent (the sale's row is locked and its state checked; its
// distribution's code is fixed by the sale), so an officer or another instance racing it is harmless.
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';
import { cerrar } from './ventas.service.js';
import { ventasVencidas } from './ventas.repository.js';

export const CIERRE_VENTAS_MS = 60_000;

/**
 * The closing job's run (docs/venta-botin.md, «Cierre automático»): closes every open sale whose deadline
 * passed, as the app (no account). Each close is the officer's own and idempotent, so two instances or
 * an officer racing it close each sale once. A sale that fails is logged and retried on the next run.
 */
export async function cerrarVencidas(
  db: Db,
  impuestoPct: () => number,
  ajustesAvisos: AjustesAvisos,
  log: { error(obj: object, msg: string): void },
  ahora = new Date(),
): Promise<number> {
  let cerradas = 0;
  for (const idVenta of await ventasVencidas(db, ahora)) {
    try {
      await cerrar(db, null, idVenta, impuestoPct(), ajustesAvisos, ahora);
      cerradas += 1;
    } catch (error) {
      log.error({ err: error, idVenta }, 'venta del botín: no se pudo cerrar al vencer');
    }
  }
  return cerradas;
}

/** The job (ops/lider.ts `Tarea`): runs `cerrarVencidas` every `intervaloMs`, never two runs at once. */
export function tareaCierreVentas(
  db: Db,
  impuestoPct: () => number,
  ajustes: AjustesAvisos,
  log: Pick<Logger, 'error'>,
  intervaloMs = CIERRE_VENTAS_MS,
) {
  let timer: NodeJS.Timeout | null = null;
  let detenida = true;
  let corriendo: Promise<void> = Promise.resolve();
  const programar = () => {
    if (detenida) return;
    timer = setTimeout(() => {
      corriendo = (async () => {
        try {
          await cerrarVencidas(db, impuestoPct, ajustes, log);
        } catch (error) {
          log.error({ err: error }, 'cierre de las ventas del botín: error');
        }
        programar();
      })();
    }, intervaloMs);
    timer.unref();
  };
  return {
    iniciar: () => {
      detenida = false;
      programar();
    },
    detener: async () => {
      detenida = true;
      if (timer) clearTimeout(timer);
      await corriendo;
    },
  };
}
