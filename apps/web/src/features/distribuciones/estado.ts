// The period's state as the page's heading names it: without zod, so that the page's first download
// does not carry the form rules of reglas.ts (docs/performance.md).
import { NOMBRE_ESTADO_PERIODO } from '@reparto/contract';

/** Period state names shown under the heading (docs/domain.md, "Period life cycle"), from the URL's state. */
export function nombreEstado(estado: string | undefined): string {
  return NOMBRE_ESTADO_PERIODO[Number(estado)] ?? 'Estado desconocido';
}
