// The names of a period's states, by id (the server's `nombre_estado_distribucion` is the Spanish one):
// catalogue keys written out, so that each language names them.
import { ESTADO_PERIODO } from '@reparto/contract';

export const NOMBRE_ESTADO: Readonly<Record<number, 'estado.finalizado' | 'estado.enDistribucion' | 'estado.abierto'>> = {
  [ESTADO_PERIODO.FINALIZADO]: 'estado.finalizado',
  [ESTADO_PERIODO.EN_DISTRIBUCION]: 'estado.enDistribucion',
  [ESTADO_PERIODO.ABIERTO]: 'estado.abierto',
};
