// An event's times in the READER's time zone (docs/calendario.md): the wire carries UTC instants (ISO
// 8601); the screen says them with Intl in the active language and the browser's zone, and the event
// dialog's `datetime-local` fields are read in that same zone and sent back as UTC.
import type { Idioma } from '@reparto/contract';

/** The reader's time zone («Europe/Madrid»): the dialog names it next to its times. */
export const zonaDelLector = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dia = (idioma: Idioma) => new Intl.DateTimeFormat(idioma, { weekday: 'long', day: 'numeric', month: 'long' });
const hora = (idioma: Idioma) => new Intl.DateTimeFormat(idioma, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const mismoDia = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The zone's short name at that instant («GMT-3», «CET», «UTC»). */
function nombreZona(idioma: Idioma, d: Date): string {
  const partes = new Intl.DateTimeFormat(idioma, { timeZoneName: 'short' }).formatToParts(d);
  return partes.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** «martes, 8 de diciembre, 20:00» in the reader's zone. */
export function diaYHora(idioma: Idioma, iso: string): string {
  const d = new Date(iso);
  return `${dia(idioma).format(d)}, ${hora(idioma).format(d)}`;
}

/** «martes, 8 de diciembre, 20:00–22:00 (GMT-3)»; an end on another day says its day too. */
export function intervalo(idioma: Idioma, inicio: string, fin: string): string {
  const a = new Date(inicio);
  const b = new Date(fin);
  const hasta = mismoDia(a, b) ? hora(idioma).format(b) : diaYHora(idioma, fin);
  return `${diaYHora(idioma, inicio)}–${hasta} (${nombreZona(idioma, a)})`;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the reader's zone («2026-12-08T20:00»). */
export function aCampoLocal(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${dos(d.getMonth() + 1)}-${dos(d.getDate())}T${dos(d.getHours())}:${dos(d.getMinutes())}`;
}

/** A `datetime-local` value (the reader's zone) as a UTC instant; the text as typed when it is none (the schema refuses it). */
export function deCampoLocal(valor: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(valor);
  if (!m) return valor;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(d.getTime()) ? valor : d.toISOString();
}
