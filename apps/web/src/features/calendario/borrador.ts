// The event dialog's draft (components/evento-dialog.tsx): the fields as typed — times as the reader's
// `datetime-local` values, slots as text — and what they make: the POST's item for a new event, the
// PUT's changes for an existing one. The contract's schemas judge both (their sentences are shown).
import { ROLES_EVENTO, type CrearEventoItem, type EditarEventoItem, type Evento, type RolEvento } from '@reparto/contract';
import { aCampoLocal, deCampoLocal } from '../../lib/momento';

export interface BorradorEvento {
  titulo: string;
  idPlantilla: number | null;
  idLugarDist: number | null;
  inicio: string;
  fin: string;
  cierre: string;
  huecos: Record<RolEvento, string>;
  nota: string;
  privado: boolean;
}

/** A new event's slots: a small group (one of each role, three DPS); the officer changes them. */
const HUECOS_NUEVO: Record<RolEvento, number> = { tanque: 1, sanador: 1, dps: 3, soporte: 1, explorador: 0, caller: 1 };

/** A new event: tomorrow 20:00–22:00 in the reader's zone, sign-ups until an hour before. */
export function borradorNuevo(ahora = new Date()): BorradorEvento {
  const inicio = new Date(ahora.getFullYear(), ahora.getMonth(), ahora.getDate() + 1, 20, 0);
  const horas = (h: number) => aCampoLocal(new Date(inicio.getTime() + h * 3_600_000).toISOString());
  return {
    titulo: '',
    idPlantilla: null,
    idLugarDist: null,
    inicio: horas(0),
    fin: horas(2),
    cierre: horas(-1),
    huecos: Object.fromEntries(ROLES_EVENTO.map((r) => [r, String(HUECOS_NUEVO[r])])) as Record<RolEvento, string>,
    nota: '',
    privado: false,
  };
}

export const borradorDe = (e: Evento): BorradorEvento => ({
  titulo: e.titulo,
  idPlantilla: e.id_plantilla,
  idLugarDist: e.id_lugar_distribucion,
  inicio: aCampoLocal(e.inicio),
  fin: aCampoLocal(e.fin),
  cierre: aCampoLocal(e.cierre_inscripcion),
  huecos: Object.fromEntries(ROLES_EVENTO.map((r) => [r, String(e.huecos[r] ?? 0)])) as Record<RolEvento, string>,
  nota: e.nota ?? '',
  privado: e.privado,
});

/** A typed number: the number, or the text as typed when it is none (the schema then refuses it). */
function numero(texto: string): number | string {
  const n = texto.trim() === '' ? Number.NaN : Number(texto);
  return Number.isNaN(n) ? texto : n;
}

/** The POST's item (unchecked: the schema decides). An empty title is left out (the template's name). */
export function itemDe(b: BorradorEvento): Record<keyof CrearEventoItem, unknown> {
  return {
    titulo: b.titulo.trim() === '' ? undefined : b.titulo,
    idPlantilla: b.idPlantilla,
    idLugarDist: b.idLugarDist ?? undefined,
    inicio: deCampoLocal(b.inicio),
    fin: deCampoLocal(b.fin),
    cierreInscripcion: deCampoLocal(b.cierre),
    huecos: Object.fromEntries(ROLES_EVENTO.map((r) => [r, numero(b.huecos[r])])),
    nota: b.nota.trim() === '' ? null : b.nota,
    privado: b.privado,
  };
}

/** Each field of the draft and the item's field it makes. */
const CAMPOS: readonly (readonly [keyof BorradorEvento, keyof CrearEventoItem])[] = [
  ['titulo', 'titulo'],
  ['idPlantilla', 'idPlantilla'],
  ['idLugarDist', 'idLugarDist'],
  ['inicio', 'inicio'],
  ['fin', 'fin'],
  ['cierre', 'cierreInscripcion'],
  ['huecos', 'huecos'],
  ['nota', 'nota'],
  ['privado', 'privado'],
];

/**
 * The PUT's item: the event's id and only the fields the officer changed (compared as the dialog shows
 * them: a time to the minute), unchecked (the schema decides).
 */
export function cambiosDe(e: Evento, b: BorradorEvento): Partial<Record<keyof EditarEventoItem, unknown>> {
  const antes = borradorDe(e);
  const item = itemDe(b);
  const cambios: Partial<Record<keyof EditarEventoItem, unknown>> = { idEvento: e.id_evento };
  for (const [campo, clave] of CAMPOS) {
    if (JSON.stringify(b[campo]) !== JSON.stringify(antes[campo]) && item[clave] !== undefined) cambios[clave] = item[clave];
  }
  return cambios;
}
