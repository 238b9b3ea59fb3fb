// The split of an alliance's content among its guilds (docs/alianzas.md): the loot's silver goes to each
// guild in proportion to the weights of its participants, each guild keeps its own tax, and each guild's
// net is split among its own participants by `repartir`, the remainder staying with that guild. Pure
// integers; what each guild posts to its own ledger is `parte` (its «Botín» debit), `impuesto` + `resto`
// (its «Tesorería») and the members' `partes`.
import { repartirProporcional } from './liquidacion.js';
import { netoDelDesglose, repartir } from './reparto.js';

/** A participant of an alliance's content: their guild and weight in tenths (10 = 1). */
export interface ParticipanteAlianza {
  id_player: number;
  id_gremio: number;
  decimas: number;
}

/** A guild's tax, 0–100 with at most two decimals (its «Ajustes del gremio»). */
export interface GremioAlianza {
  id_gremio: number;
  impuesto_pct: number;
}

export interface ParteDeGremio {
  id_gremio: number;
  /** Its part of the silver: in proportion to Σ of its participants' weights (the parts sum to the silver). */
  parte: number;
  /** Its tax on its part: parte − floor(parte × (1 − pct/100)), as a distribution's breakdown computes it. */
  impuesto: number;
  /** What its participants share: parte − impuesto. */
  neto: number;
  /** Its participants' shares, in the order given: floor(neto × w / Σw). */
  partes: { id_player: number; silver: number }[];
  /** neto − Σ shares: the guild's, like a distribution's remainder. */
  resto: number;
}

/**
 * Each guild's part of `silver` (integer ≥ 0) and its members' shares. The guilds' parts are
 * `repartirProporcional` over Σ weights per guild (floors, then the silver left one by one to the largest
 * fractions, the first guild on a tie, in the order of `gremios`): they sum to `silver` exactly. A guild
 * with no participant gets nothing. Throws when a participant's guild is not in `gremios` (the caller
 * validates first).
 */
export function repartirAlianza(
  silver: number,
  gremios: readonly GremioAlianza[],
  participantes: readonly ParticipanteAlianza[],
): ParteDeGremio[] {
  const indice = new Map(gremios.map((g, i) => [g.id_gremio, i]));
  const pesos = gremios.map(() => 0);
  for (const p of participantes) {
    const i = indice.get(p.id_gremio);
    if (i === undefined) throw new Error(`El gremio ${p.id_gremio} no es de la alianza`);
    pesos[i]! += p.decimas;
  }
  const partesGremio = repartirProporcional(silver, pesos);
  return gremios.map((g, i) => {
    const parte = partesGremio[i]!;
    const { neto } = netoDelDesglose({ valor_botin: parte, bolsas: 0, reparacion: 0, impuesto_pct: g.impuesto_pct });
    const suyos = participantes.filter((p) => p.id_gremio === g.id_gremio);
    const { partes, resto } = repartir(
      neto,
      suyos.map((p) => p.decimas),
    );
    return {
      id_gremio: g.id_gremio,
      parte,
      impuesto: parte - neto,
      neto,
      partes: suyos.map((p, k) => ({ id_player: p.id_player, silver: partes[k]! })),
      resto,
    };
  });
}
