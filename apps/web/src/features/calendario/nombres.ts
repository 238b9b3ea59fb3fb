// The catalogue's keys of the calendar's words (written out: the catalogues' test finds each key).
import type { EstadoInscripcion } from '@reparto/contract';

/** A sign-up's state: «Confirmado», «Apuntado», «Reserva», «No va». */
export const NOMBRE_ESTADO = {
  confirmado: 'estado.confirmado',
  apuntado: 'estado.apuntado',
  reserva: 'estado.reserva',
  no_va: 'estado.no_va',
} as const satisfies Record<EstadoInscripcion, string>;
