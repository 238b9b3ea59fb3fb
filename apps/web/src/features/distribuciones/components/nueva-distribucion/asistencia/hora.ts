// A session's start as an officer reads it: the hour (21:05) while it records, the date and hour in the
// list of finished ones, in the active language (docs/idiomas.md, "Formats").
import type { Idioma } from '@reparto/contract';

export function horaEn(idioma: Idioma, valor: string): string {
  return new Intl.DateTimeFormat(idioma, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(valor));
}

export function momentoEn(idioma: Idioma, valor: string): string {
  const fecha = new Intl.DateTimeFormat(idioma, { day: 'numeric', month: 'short' }).format(new Date(valor));
  return `${fecha} ${horaEn(idioma, valor)}`;
}
