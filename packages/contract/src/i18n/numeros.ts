// Numbers, silver and dates in each language (docs/idiomas.md, "Formats"). Spanish is exactly the
// spec's (format.ts): `$1.234.567`, «21 de septiembre del 2025».
import { MESES, formatEntero, formatFecha, formatSilver, SIN_CERRAR } from '../format.js';
import type { Idioma } from './idioma.js';

/** The thousands separator of a language: a dot in es and pt-BR, a comma in en. */
export const separadorMiles = (idioma: Idioma) => (idioma === 'en' ? ',' : '.');

/** An integer grouped by the language: 1234 → `1.234` (es, pt-BR), `1,234` (en). */
export function enteroEn(idioma: Idioma, value: number): string {
  const es = formatEntero(value);
  return idioma === 'en' ? es.replace(/\./g, ',') : es;
}

/** Silver with its `$`: `$1.234.567` (es, pt-BR), `$1,234,567` (en); negatives as `-$1.234`. */
export function plataEn(idioma: Idioma, value: number | null | undefined): string {
  const es = formatSilver(value);
  return idioma === 'en' ? es.replace(/\./g, ',') : es;
}

const MESES_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
const MESES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What an empty date says in each language (es: the spec's «Sin cerrar»). */
export const SIN_CERRAR_EN: Readonly<Record<Idioma, string>> = { es: SIN_CERRAR, 'pt-BR': 'Sem fechar', en: 'Not closed' };

/**
 * A day in UTC (the game's server time): «21 de septiembre del 2025» (es, exactly formatFecha),
 * «21 de setembro de 2025» (pt-BR), «September 21, 2025» (en).
 */
export function fechaEn(idioma: Idioma, value: string | Date | null | undefined): string {
  const es = formatFecha(value);
  if (idioma === 'es') return es;
  if (es === SIN_CERRAR) return SIN_CERRAR_EN[idioma];
  const m = /^(\d+) de (\S+) del (\d+)$/.exec(es)!;
  const mes = MESES.indexOf(m[2] as (typeof MESES)[number]);
  return idioma === 'pt-BR' ? `${m[1]} de ${MESES_PT[mes]} de ${m[3]}` : `${MESES_EN[mes]} ${m[1]}, ${m[3]}`;
}
