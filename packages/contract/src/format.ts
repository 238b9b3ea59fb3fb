// Spanish formatters shared by the API and the web (docs/domain.md, "Screens and texts", "Money rules").
import type { Intervalo } from './constants.js';

export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export const SIN_CERRAR = 'Sin cerrar';

/**
 * `21 de septiembre del 2025`. Dates are shown in UTC, the game's server time, so every member
 * sees the same day whatever their time zone. An empty or invalid date is `Sin cerrar`.
 */
export function formatFecha(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return SIN_CERRAR;
  // A bare `YYYY-MM-DD` is a calendar day, not an instant.
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return SIN_CERRAR;
  return `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} del ${date.getUTCFullYear()}`;
}

/** Integer with a dot as thousands separator, also for 4-digit numbers: 1234 → `1.234`. */
export function formatEntero(value: number): string {
  const n = Math.floor(Number.isFinite(value) ? value : 0);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${digits}` : digits;
}

/** Silver: `$1.234.567`, floored; negatives as `-$1.234`. */
export function formatSilver(value: number | null | undefined): string {
  const n = Math.floor(Number.isFinite(value) ? (value as number) : 0);
  const text = formatEntero(Math.abs(n));
  return n < 0 ? `-$${text}` : `$${text}`;
}

/** Label of an interval option of the earnings search. */
export function intervaloLabel(interval: Intervalo): string {
  return interval === 0 ? 'Desde la creación' : `${interval} días`;
}
