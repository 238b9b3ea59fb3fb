// The period's state as the page's heading names it: without zod, so that the page's first download
// does not carry the form rules of reglas.ts (docs/performance.md).
import { ESTADO_PERIODO } from '@reparto/contract';
import { textosDistribuciones } from './textos';

const CLAVES = {
  [ESTADO_PERIODO.FINALIZADO]: 'estado.finalizado',
  [ESTADO_PERIODO.EN_DISTRIBUCION]: 'estado.enDistribucion',
  [ESTADO_PERIODO.ABIERTO]: 'estado.abierto',
} as const;

/** Period state names shown under the heading (docs/domain.md, "Period life cycle"), from the URL's state. */
export function nombreEstado(estado: string | undefined): string {
  const clave = (CLAVES as Partial<Record<number, (typeof CLAVES)[keyof typeof CLAVES]>>)[Number(estado)];
  return textosDistribuciones.t(clave ?? 'estado.desconocido');
}
