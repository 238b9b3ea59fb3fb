// The two verdicts on a pending claim (docs/regear.md, "Review"): what names them on the row's button,
// in the dialog's header and action, and in the toast. Kept apart from the dialogs so that the row's
// buttons (revisar-acciones.tsx) do not load them before one opens.
import type { Reclamo } from '@reparto/contract';
import type { textosRegear } from '../textos';

type T = typeof textosRegear.t;

export type Revision = 'aprobar' | 'rechazar';

export const REVISIONES: readonly Revision[] = ['aprobar', 'rechazar'];

interface Veredicto {
  verbo: string;
  boton: string;
  cabecera: string;
  hecho: string;
  icon: string;
  severity: 'success' | 'danger';
  ancho: string;
}

/** Each verdict's look; its words are keys of the catalogue (read with `t` when shown). */
export const REVISION = {
  aprobar: {
    verbo: 'revision.aprobar',
    boton: 'revision.aprobar.boton',
    cabecera: 'revision.aprobar.titulo',
    hecho: 'revision.aprobado',
    icon: 'pi pi-check',
    severity: 'success',
    ancho: '32rem',
  },
  rechazar: {
    verbo: 'revision.rechazar',
    boton: 'revision.rechazar.boton',
    cabecera: 'revision.rechazar.titulo',
    hecho: 'revision.rechazado',
    icon: 'pi pi-times',
    severity: 'danger',
    ancho: '28rem',
  },
} as const satisfies Record<Revision, Veredicto>;

/** The row's button as a screen reader names it: «Aprobar el reclamo 41 de ana». */
export const nombreBotonRevision = (t: T, revision: Revision, reclamo: Reclamo) =>
  t(REVISION[revision].boton, { id: reclamo.id_reclamo, nickname: reclamo.nickname });
