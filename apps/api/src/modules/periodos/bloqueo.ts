// The period lock and the checks every write on a period shares (docs/domain.md, "Period life cycle",
// "Permissions"): the period's own writes (periodos.service.ts) and the payments (pagos.service.ts),
// which depend on the periods and never the other way round (docs/development.md, "Layers").
import { NOMBRE_ESTADO_PERIODO } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { fragmento } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { lockPeriodo, type PeriodoBloqueado } from './periodos.repository.js';

const estadoNombre = (id: number) => NOMBRE_ESTADO_PERIODO[id] ?? `desconocido (${id})`;

/** 409 naming the period's state and the state the action needs. */
export function wrongState(actual: number, accion: string, requerido: string): Conflict {
  return new Conflict('periodo.estado', {
    estado: fragmento(estadoNombre(actual)),
    accion: fragmento(accion),
    requerido: fragmento(requerido),
  });
}

/** Locks the period row for the rest of the transaction (404 when there is none). */
export async function lockPeriodoOrThrow(tx: DbOrTx, idPeriodo: number, mode: 'update' | 'share' = 'update') {
  const row = await lockPeriodo(tx, idPeriodo, mode);
  if (!row) throw new NotFound('periodo.noExiste2', { id: idPeriodo });
  return row;
}

/** Only the period's distributor pays and finalizes it. */
export function assertDistribuidor(p: PeriodoBloqueado, cuenta: CuentaSesion) {
  if (p.idPlayerDistribuidor === null || p.idPlayerDistribuidor !== cuenta.idPlayer) {
    throw new Forbidden('periodo.soloDistribuidor');
  }
}
