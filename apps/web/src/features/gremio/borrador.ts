// The settings form's draft (ajustes-gremio-page.tsx): the server's settings as typed text, and what
// differs from them, as the PUT takes it.
import type { AjustesGremio, CambiarAjustesGremioRequest } from '@reparto/contract';

type Cambios = CambiarAjustesGremioRequest[0];

/** The form's values: the ids, the tag, the tax and the days as typed (text). */
export interface Borrador {
  nombre: string;
  discordGuildId: string;
  albionGuildId: string;
  impuestoPct: string;
  idioma: AjustesGremio['idioma'];
  avisarPagos: boolean;
  modoPago: AjustesGremio['modoPago'];
  canalOficiales: string;
  sincronizarRoles: boolean;
  etiquetaApodo: string;
  canalRegistro: string;
  bajaDias: string;
  bajaModo: AjustesGremio['bajaModo'];
  canalCalendario: string;
  recordatorioMin: string;
}

export const borradorDe = (a: AjustesGremio): Borrador => ({
  ...a,
  discordGuildId: a.discordGuildId ?? '',
  albionGuildId: a.albionGuildId ?? '',
  impuestoPct: String(a.impuestoPct),
  canalOficiales: a.canalOficiales ?? '',
  etiquetaApodo: a.etiquetaApodo ?? '',
  canalRegistro: a.canalRegistro ?? '',
  bajaDias: String(a.bajaDias),
  canalCalendario: a.canalCalendario ?? '',
  recordatorioMin: String(a.recordatorioMin),
});

/** A typed number: the number, or the text as typed when it is none (the schema then refuses it). */
function numero(texto: string): number | string {
  const n = texto.trim() === '' ? Number.NaN : Number(texto.replace(',', '.'));
  return Number.isNaN(n) ? texto : n;
}

/** What differs from the server's settings, as the PUT takes it (a typed number that is none stays text: the schema refuses it). */
export function cambiosDe(a: AjustesGremio, b: Borrador): Cambios {
  const cambios: Record<string, unknown> = {};
  if (b.nombre.trim() !== a.nombre) cambios['nombre'] = b.nombre;
  for (const k of [
    'discordGuildId',
    'albionGuildId',
    'canalOficiales',
    'etiquetaApodo',
    'canalRegistro',
    'canalCalendario',
  ] as const)
    if (b[k].trim() !== (a[k] ?? '')) cambios[k] = b[k].trim() || null;
  for (const k of ['impuestoPct', 'bajaDias', 'recordatorioMin'] as const) {
    const v = numero(b[k]);
    if (v !== a[k]) cambios[k] = v;
  }
  for (const k of ['idioma', 'avisarPagos', 'modoPago', 'sincronizarRoles', 'bajaModo'] as const)
    if (b[k] !== a[k]) cambios[k] = b[k];
  return cambios as Cambios;
}
