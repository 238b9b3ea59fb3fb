// What a new distribution links: the regear claims it deducts (descontar-regear.ts, docs/regear.md), the
// loot valuation whose value is its breakdown's `valor_botin` (`desglose.valoracion_botin`, docs/botin.md)
// and the finished attendance session that fed its players (`idSesion`, docs/asistencia.md). Checked and
// locked inside the creation's transaction, after the period's lock; linked after the insert. Without
// those fields nothing here runs: the creation's hot path stays as it is (docs/performance.md).
import { formatSilver, type CrearDistribucionItem } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import {} from '../../lib/mensajes.js';
import { lockValoracion, vincularValoracion } from '../botin/botin.repository.js';
import { lockSesionParaVincular, vincularSesion } from '../asistencia/vincular.repository.js';
import { comprobarRegear, vincularRegear, type RegearDescontado } from './descontar-regear.js';

/** What a new distribution links (the creation's audit row shows it). */
export interface Vinculos {
  regear: RegearDescontado | null;
  valoracionBotin?: number;
  idSesion?: number;
}

/**
 * Checks the regear claims (descontar-regear.ts), the valuation (it exists and is the caller's: 404; its value is
 * `desglose.valor_botin`: 400; no live distribution has it: 409) and the session (it exists: 404; it ended: 409; no
 * live distribution has it: 409).
 */
export async function comprobarVinculos(
  tx: DbOrTx,
  idPeriodo: number,
  input: CrearDistribucionItem,
  idCuenta: number,
): Promise<Vinculos> {
  const vinculos: Vinculos = { regear: await comprobarRegear(tx, idPeriodo, input) };
  const idValoracion = input.desglose?.valoracion_botin;
  if (input.desglose && idValoracion !== undefined) {
    const v = await lockValoracion(tx, idValoracion);
    // Only the caller's own valuation: another account's is answered as an unknown one, so that neither its
    // value nor its link shows (docs/botin.md, «En la distribución»).
    if (!v || v.idCuenta !== idCuenta) throw new NotFound('botin.valoracionNoExiste', { id: idValoracion });
    if (v.idDistribucion !== null && v.viva)
      throw new Conflict('botin.valoracionVinculada', { id: idValoracion, distribucion: v.idDistribucion });
    if (v.valor !== input.desglose.valor_botin) {
      const valores = { valor: formatSilver(input.desglose.valor_botin), id: idValoracion, valoracion: formatSilver(v.valor) };
      throw new BadRequest('botin.valoracionOtroValor', valores);
    }
    vinculos.valoracionBotin = idValoracion;
  }
  if (input.idSesion !== undefined) {
    const s = await lockSesionParaVincular(tx, input.idSesion);
    if (!s) throw new NotFound('botin.sesionNoExiste', { id: input.idSesion });
    if (s.fin === null) throw new Conflict('botin.sesionSinTerminar', { id: input.idSesion });
    if (s.idDistribucion !== null && s.viva)
      throw new Conflict('botin.sesionVinculada', { id: input.idSesion, distribucion: s.idDistribucion });
    vinculos.idSesion = input.idSesion;
  }
  return vinculos;
}

/** What the creation's audit row adds: `regear` (ids and silver), `valoracionBotin`, `idSesion`. */
export function vinculosAuditados({ regear, ...otros }: Vinculos) {
  return { ...(regear ? { regear } : {}), ...otros };
}

/** Links them to the new distribution. */
export async function vincular(tx: DbOrTx, vinculos: Vinculos, idDistribucion: number): Promise<void> {
  await vincularRegear(tx, vinculos.regear, idDistribucion);
  if (vinculos.valoracionBotin !== undefined) await vincularValoracion(tx, vinculos.valoracionBotin, idDistribucion);
  if (vinculos.idSesion !== undefined) await vincularSesion(tx, vinculos.idSesion, idDistribucion);
}
