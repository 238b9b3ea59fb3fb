// Where a member collects in each period «Mi cuenta» lists (docs/performance.md, "The ledger"): the
// house and chest of their row in the period's payment table. That numbering is one for everyone (the
// players with silver in the period by id, across the houses in id order), so it needs the whole
// table; a period with 1,700 players took 10–50 ms to number, and a member owed in ten periods waited
// for ten of them. An open period has no houses yet (they are chosen at its close): nobody has a chest.
// A period in distribution can no longer change its players or its houses (no distribution is created
// or deleted after the close, and nothing reopens it), so its numbering is read once per period and
// process and kept; a finalized one is not listed.
import { ESTADO_PERIODO } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { pagoRowsConCofre } from '../pagos/pagos.repository.js';

export interface Cofre {
  casa: string | null;
  cofre: number | null;
}
const SIN_COFRE: Cofre = { casa: null, cofre: null };
/** Periods in distribution whose numbering is kept per database handle (the oldest read is forgotten first). */
const PERIODOS_MAX = 32;

type Numeracion = Map<number, Cofre>;
/**
 * Per database (its root handle, not a transaction's: the read cache reads in a transaction of its own
 * each time): a test's fresh database may reuse a period's id.
 */
const porBase = new WeakMap<object, Map<number, Promise<Numeracion>>>();

async function leerNumeracion(db: DbOrTx, idPeriodo: number): Promise<Numeracion> {
  const filas = await pagoRowsConCofre(db, idPeriodo);
  return new Map(filas.map((f) => [f.id_player, { casa: f.casa ?? null, cofre: f.cofre ?? null }]));
}

function numeracion(db: DbOrTx, base: object, idPeriodo: number): Promise<Numeracion> {
  let periodos = porBase.get(base);
  if (!periodos) porBase.set(base, (periodos = new Map()));
  let leida = periodos.get(idPeriodo);
  if (!leida) {
    // One read for every request that asks meanwhile; a failed read is not kept.
    leida = leerNumeracion(db, idPeriodo);
    periodos.set(idPeriodo, leida);
    leida.catch(() => periodos.delete(idPeriodo));
    if (periodos.size > PERIODOS_MAX) periodos.delete(periodos.keys().next().value!);
  }
  return leida;
}

/**
 * The player's house and chest in a period of this state (nulls while it is open, or without a share),
 * read through `db` and kept for the database `base` (its root handle).
 */
export async function cofreDe(
  db: DbOrTx,
  base: object,
  periodo: { id_periodo: number; id_estado_distribucion: number },
  idPlayer: number,
): Promise<Cofre> {
  if (periodo.id_estado_distribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) return SIN_COFRE;
  return (await numeracion(db, base, periodo.id_periodo)).get(idPlayer) ?? SIN_COFRE;
}
