// The split of a new distribution (docs/domain.md, "Money rules"): the shares by weight, the tax of
// the breakdown and the remainder that stays with the guild. The maths is the contract's (reparto.ts),
// the same the web shows while the form is filled.
import {
  netoDelDesglose,
  pesoEnDecimas,
  repartirConExtras,
  type CrearDistribucionItem,
  type Desglose,
  type ExtraDistribucion,
} from '@reparto/contract';
import { BadRequest } from '../../lib/errors.js';

/** The split of a new distribution (docs/domain.md, "Money rules"): shares, tax and remainder. */
export interface Reparto {
  /** The share at weight 1 (every share when no weights were sent). */
  silverUnitario: number;
  /** Weight in tenths per player, in the order of `jugadores`. */
  decimas: number[];
  /** Each player's share, in the order of `jugadores` (their fixed extras included). */
  partes: number[];
  /** Each player's fixed extras, in the order of `jugadores` (0 for none). */
  extras: number[];
  ponderado: boolean;
  impuesto: number;
  resto: number;
  desglose: Desglose | null;
}

/** Computes the split; a `silver` that differs from the breakdown's net, or shares all $0, is 400. */
export function calcularReparto(input: CrearDistribucionItem): Reparto {
  const desglose = input.desglose ?? null;
  let impuesto = 0;
  if (desglose) {
    const calculado = netoDelDesglose(desglose);
    // With «Descontar regear» the net is checked with the claims' silver, in the transaction (descontar-regear.ts).
    const conRegear = (desglose.regear?.length ?? 0) > 0;
    if (!conRegear && calculado.neto !== input.silver) {
      throw new BadRequest('distribucion.netoDesglose', { silver: { plata: input.silver }, neto: { plata: calculado.neto } });
    }
    impuesto = calculado.impuesto;
  }
  const pesos = new Map((input.pesos ?? []).map((p) => [p.id_player, pesoEnDecimas(p.peso)]));
  const decimas = input.jugadores.map((id) => pesos.get(id) ?? 10);
  // Fixed extras first (docs/calendario.md, «Plantillas de reparto»), then the rest by weight.
  const extraDe = new Map<number, number>();
  for (const e of input.extras ?? []) extraDe.set(e.id_player, (extraDe.get(e.id_player) ?? 0) + e.silver);
  const extras = input.jugadores.map((id) => extraDe.get(id) ?? 0);
  const reparto = repartirConExtras(input.silver, decimas, extras);
  if (!reparto) {
    throw new BadRequest('distribucion.extrasSuperanNeto', {
      extras: { plata: extras.reduce((a, b) => a + b, 0) },
      neto: { plata: input.silver },
    });
  }
  const { partes, resto, parteComun } = reparto;
  // A distribution where nobody gets anything would only move the silver to the guild's remainder.
  if (partes.every((p) => p === 0))
    throw new BadRequest('distribucion.repartoEnCero', { silver: { plata: input.silver }, n: input.jugadores.length });
  // Weighted or with extras: each player's row carries its own share.
  const ponderado = decimas.some((d) => d !== 10) || extraDe.size > 0;
  const total = decimas.reduce((a, b) => a + b, 0);
  const silverUnitario = ponderado ? Math.floor((parteComun * 10) / total) : partes[0]!;
  return { silverUnitario, decimas, partes, extras, ponderado, impuesto, resto, desglose };
}

/** The same ids in any order. */
export const sameSet = (a: readonly number[], b: readonly number[]) => {
  if (a.length !== b.length) return false;
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  return sa.every((v, i) => v === sb[i]);
};

/** The idempotency rule compares the breakdown too (none equals none), its regear claims and loot valuation included. */
type DesgloseGuardado = Desglose & { regear?: number[] | undefined; valoracion_botin?: number | undefined };
export const sameDesglose = (a: unknown, b: DesgloseGuardado | null) =>
  (a ?? null) === null || b === null
    ? (a ?? null) === b
    : (['valor_botin', 'bolsas', 'reparacion', 'impuesto_pct'] as const).every((k) => (a as Desglose)[k] === b[k]) &&
      sameSet((a as { regear?: number[] }).regear ?? [], b.regear ?? []) &&
      ((a as DesgloseGuardado).valoracion_botin ?? null) === (b.valoracion_botin ?? null);

/** The idempotency rule compares the fixed extras too, in any order (none equals none). */
export const sameExtras = (a: unknown, b: readonly ExtraDistribucion[] | undefined) => {
  const clave = (e: ExtraDistribucion) => `${e.id_player}|${e.silver}|${e.concepto}`;
  const x = ((a ?? []) as ExtraDistribucion[]).map(clave).sort();
  const y = (b ?? []).map(clave).sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
};
