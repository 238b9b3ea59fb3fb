// «Descontar regear» (combined mode, docs/regear.md): a new distribution's breakdown may list regear
// claims of its period whose silver comes off the net before the split. The rules of that deduction,
// inside the creation's transaction (after the period's lock, then the claims' own: the order every
// regear write keeps). Without a list nothing here runs: the creation's hot path stays as it is.
import { netoConRegear, type CrearDistribucionItem } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { BadRequest } from '../../lib/errors.js';
import { fragmento } from '../../lib/mensajes.js';
import { descontadosEn, vincularReclamos } from '../regear/pagos-regear.repository.js';
import { lockReclamosDelPeriodo, nombreEstado } from '../regear/bloqueo-reclamos.js';

/** What a distribution deducted: its claims and their silver (the creation's audit row shows it). */
export interface RegearDescontado {
  ids: number[];
  silver: number;
}

/**
 * Checks the claims of the breakdown (each of the period, `aprobado` or `pagado`, not deducted by
 * another live distribution) and that `silver` is the breakdown's net minus their silver, above 0.
 * Null when the breakdown deducts nothing. Every refusal is a 400 with a sentence.
 */
export async function comprobarRegear(
  tx: DbOrTx,
  idPeriodo: number,
  input: CrearDistribucionItem,
): Promise<RegearDescontado | null> {
  const ids = input.desglose?.regear ?? [];
  if (!input.desglose || ids.length === 0) return null;
  const reclamos = await lockReclamosDelPeriodo(tx, ids, idPeriodo);
  const sinAprobar = reclamos.find((r) => r.estado !== 'aprobado' && r.estado !== 'pagado');
  if (sinAprobar) {
    throw new BadRequest('distribucion.regearNoAprobado', {
      id: sinAprobar.idReclamo,
      estado: fragmento(nombreEstado(sinAprobar.estado)),
    });
  }
  const descontados = await descontadosEn(tx, ids);
  const [primero] = descontados;
  if (primero) {
    throw new BadRequest('distribucion.regearDescontado', { id: primero[0], distribucion: primero[1] });
  }
  const silver = reclamos.reduce((s, r) => s + r.silver, 0);
  const calculo = netoConRegear(input.desglose, silver);
  if (calculo.neto <= 0)
    throw new BadRequest('distribucion.regearSuperaNeto', { regear: { plata: silver }, neto: { plata: calculo.neto + silver } });
  if (calculo.neto !== input.silver) {
    throw new BadRequest('distribucion.netoRegear', { silver: { plata: input.silver }, neto: { plata: calculo.neto } });
  }
  return { ids: [...ids], silver };
}

/** Links the deducted claims to the new distribution (deleting it unlinks them). */
export async function vincularRegear(tx: DbOrTx, regear: RegearDescontado | null, idDistribucion: number): Promise<void> {
  if (regear) await vincularReclamos(tx, regear.ids, idDistribucion);
}
