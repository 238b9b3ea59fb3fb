// The two verdicts on a pending claim (docs/regear.md, "Review"): what names them on the row's button,
// in the dialog's header and action, and in the toast. Kept apart from the dialogs so that the row's
// buttons (revisar-acciones.tsx) do not load them before one opens.
import type { Reclamo } from '@reparto/contract';

export type Revision = 'aprobar' | 'rechazar';

export const REVISIONES: readonly Revision[] = ['aprobar', 'rechazar'];

export const REVISION: Record<
  Revision,
  { verbo: string; icon: string; severity: 'success' | 'danger'; hecho: string; ancho: string }
> = {
  aprobar: { verbo: 'Aprobar', icon: 'pi pi-check', severity: 'success', hecho: 'Reclamo aprobado', ancho: '32rem' },
  rechazar: { verbo: 'Rechazar', icon: 'pi pi-times', severity: 'danger', hecho: 'Reclamo rechazado', ancho: '28rem' },
};

/** The row's button as a screen reader names it: «Aprobar el reclamo 41 de ana». */
export const nombreBotonRevision = (revision: Revision, reclamo: Reclamo) =>
  `${REVISION[revision].verbo} el reclamo ${reclamo.id_reclamo} de ${reclamo.nickname}`;
