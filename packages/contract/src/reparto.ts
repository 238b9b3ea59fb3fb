// The split maths of a distribution (docs/domain.md, "Money rules"): the net of a breakdown and each
// player's weighted share. Pure integers: weights travel as numbers with one decimal and are counted
// here in tenths, the tax percentage in hundredths, so no float ever decides a share. Shared by the
// API (which stores the shares) and the web (which shows them while the form is filled).
import { formatSilver } from './format.js';
import { dicho } from './i18n/dichos.js';

/** Weights: 0.1–10 in steps of 0.1; 1 when none is given. */
export const PESO_MIN = 0.1;
export const PESO_MAX = 10;
export const PESO_DEFECTO = 1;

/** The sentence of a weight out of range or finer than a tenth (the server's and the field's). */
export const MENSAJE_PESO = dicho('distribucion.peso', 'El peso debe ser un número entre 0,1 y 10, en pasos de 0,1');
export const MENSAJE_PESO_VACIO = dicho('distribucion.pesoVacio', 'Escriba el peso: un número entre 0,1 y 10');
export const MENSAJE_PESO_FORMATO = 'Escriba el peso con cifras, como 0,5 o 1,5';

/**
 * A weight as typed: `0,5`, `0.5`, `,5`, `1,5`, `2`. Out of range or finer than a tenth is refused with
 * a sentence, never clamped or rounded into another weight.
 */
export function leerPeso(texto: string): { value: number; error?: undefined } | { value: null; error: string } {
  const t = texto.trim();
  if (t === '') return { value: null, error: MENSAJE_PESO_VACIO };
  if (!/^(\d{1,3}([.,]\d{1,6})?|[.,]\d{1,6})$/.test(t)) return { value: null, error: MENSAJE_PESO_FORMATO };
  const n = Number(t.replace(',', '.'));
  const decimas = Math.round(n * 10);
  if (Math.abs(n * 10 - decimas) > 1e-9 || decimas < PESO_MIN * 10 || decimas > PESO_MAX * 10) {
    return { value: null, error: MENSAJE_PESO };
  }
  return { value: decimas / 10 };
}

/** A weight as the field shows it: `1,5`, `2`. */
export const formatPeso = (peso: number): string => String(peso).replace('.', ',');

export interface Desglose {
  valor_botin: number;
  bolsas: number;
  reparacion: number;
  /** 0–100, at most two decimals. */
  impuesto_pct: number;
}

/** A weight in tenths (1.5 → 15). */
export const pesoEnDecimas = (peso: number): number => Math.round(peso * 10);
/** A percentage in hundredths (12.5 → 1250). */
const pctEnCentesimas = (pct: number): number => Math.round(pct * 100);

/**
 * The breakdown's net: floor((valor + bolsas − reparación) × (1 − impuesto/100)) and the tax the guild
 * keeps (gross − net, so the fraction lost to the floor is the guild's too).
 */
export function netoDelDesglose(d: Desglose): { bruto: number; neto: number; impuesto: number } {
  const bruto = d.valor_botin + d.bolsas - d.reparacion;
  if (bruto <= 0) return { bruto, neto: 0, impuesto: 0 };
  const neto = Number((BigInt(bruto) * BigInt(10_000 - pctEnCentesimas(d.impuesto_pct))) / 10_000n);
  return { bruto, neto, impuesto: bruto - neto };
}

/**
 * Combined mode (docs/regear.md): the breakdown's net minus the approved regear of the distribution's
 * claims («Descontar regear»), before the split. `neto` is what the players share; it is ≤ 0 when the
 * regear takes all of it (the split is then refused).
 */
export function netoConRegear(d: Desglose, regear: number): { bruto: number; impuesto: number; regear: number; neto: number } {
  const { bruto, neto, impuesto } = netoDelDesglose(d);
  return { bruto, impuesto, regear, neto: neto - regear };
}

/** Why a deduction of regear larger than the net is refused. */
export const mensajeRegearSuperaNeto = (regear: number, neto: number) =>
  `El regear descontado (${formatSilver(regear)}) no deja plata para repartir: el neto es ${formatSilver(neto)}`;

/** Why a split where every player would get $0 is refused (docs/domain.md, "Money rules"). */
export const mensajeRepartoEnCero = (silver: number, jugadores: number) =>
  `Con ${formatSilver(silver)} entre ${jugadores} ${jugadores === 1 ? 'jugador' : 'jugadores'} cada uno recibiría $0: aumente la plata o quite jugadores`;

/**
 * Each player's share of `neto` for the weights in tenths: floor(neto × w_i / Σw), in the order given,
 * and the remainder that stays with the guild (neto − Σ shares).
 */
export function repartir(neto: number, decimas: readonly number[]): { partes: number[]; resto: number } {
  const total = decimas.reduce((a, b) => a + b, 0);
  if (total <= 0 || neto <= 0) return { partes: decimas.map(() => 0), resto: Math.max(neto, 0) };
  const big = BigInt(neto);
  const partes = decimas.map((w) => Number((big * BigInt(w)) / BigInt(total)));
  return { partes, resto: neto - partes.reduce((a, b) => a + b, 0) };
}
