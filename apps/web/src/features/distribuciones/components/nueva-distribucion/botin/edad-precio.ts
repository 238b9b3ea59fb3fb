// How old a market price is, said «hace 3 h» style (docs/botin.md): minutes under an hour, hours
// under two days, then days.
import type { textosDistribuciones } from '../../../textos';

type T = typeof textosDistribuciones.t;

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

/** The age of a price seen at `fecha` (ISO), as of `ahora`; '—' without a date (a typed price, none). */
export function edadPrecio(t: T, fecha: string | null, ahora: number = Date.now()): string {
  if (fecha === null) return '—';
  const ms = ahora - Date.parse(fecha);
  if (!Number.isFinite(ms)) return '—';
  if (ms < MINUTO) return t('botin.ahora');
  if (ms < HORA) return t('botin.haceMin', { n: Math.floor(ms / MINUTO) });
  if (ms < 2 * DIA) return t('botin.haceH', { n: Math.floor(ms / HORA) });
  return t('botin.haceDias', { n: Math.floor(ms / DIA) });
}
