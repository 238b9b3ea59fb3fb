// What every write on several claims of one period shares (docs/regear.md): the payments
// (pagos-regear.service.ts) and «Descontar regear» (distribuciones/descontar-regear.ts) lock the claims
// after the period's lock (the order every regear write keeps) and refuse any claim not of that period.
import { NOMBRE_ESTADO_RECLAMO, type EstadoReclamo } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { BadRequest } from '../../lib/errors.js';
import { lockReclamos, type ReclamoBloqueado } from './pagos-regear.repository.js';

/** A claim's state as a sentence says it: «pendiente», «rechazado»… */
export const nombreEstado = (estado: string) => NOMBRE_ESTADO_RECLAMO[estado as EstadoReclamo]?.toLowerCase() ?? estado;

/** Locks the claims `ids`; a 400 names those that do not exist or are not of `idPeriodo`. */
export async function lockReclamosDelPeriodo(tx: DbOrTx, ids: readonly number[], idPeriodo: number): Promise<ReclamoBloqueado[]> {
  const reclamos = await lockReclamos(tx, ids);
  const encontrados = new Set(reclamos.map((r) => r.idReclamo));
  const ajenos = [
    ...ids.filter((id) => !encontrados.has(id)),
    ...reclamos.filter((r) => r.idPeriodo !== idPeriodo).map((r) => r.idReclamo),
  ];
  if (ajenos.length > 0) {
    throw ajenos.length === 1
      ? new BadRequest('regear.reclamoAjeno', { id: ajenos[0]!, periodo: idPeriodo })
      : new BadRequest('regear.reclamosAjenos', { ids: ajenos.sort((a, b) => a - b).join(', '), periodo: idPeriodo });
  }
  return reclamos;
}
