// The period's state as the page's heading names it: without zod, so that the page's first download
// does not carry the form rules of reglas.ts (docs/performance.md).
import { ESTADO_PERIODO } from '@reparto/contract';

/** Period state names shown under the heading (docs/domain.md, "Period life cycle"). */
export function nombreEstado(estado: string | undefined): string {
  switch (Number(estado)) {
    case ESTADO_PERIODO.ABIERTO:
      return 'Abierto';
    case ESTADO_PERIODO.EN_DISTRIBUCION:
      return 'En distribución';
    case ESTADO_PERIODO.FINALIZADO:
      return 'Finalizado';
    default:
      return 'Estado desconocido';
  }
}
