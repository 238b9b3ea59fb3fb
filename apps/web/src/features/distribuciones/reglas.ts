// Client-side mirror of the server rules of a new distribution (seed-spec §5, §9). The server enforces
// them; the dialog only tells the user early.
import { CODIGO_DISTRIBUCION_MAX, CODIGO_DISTRIBUCION_MIN, ESTADO_PERIODO, SILVER_MAX } from '@reparto/contract';

/** The random 6-digit code (100000–999999) sent as idDistribucion: the server's idempotency key. */
export function nuevoCodigo(random: () => number = Math.random): number {
  const span = CODIGO_DISTRIBUCION_MAX - CODIGO_DISTRIBUCION_MIN + 1;
  return CODIGO_DISTRIBUCION_MIN + Math.min(span - 1, Math.floor(random() * span));
}

export interface BorradorDistribucion {
  jugadores: number[];
  silver: number | null;
  motivo: string;
}

export type ErroresDistribucion = Partial<Record<keyof BorradorDistribucion, string>>;

export function validarDistribucion(b: BorradorDistribucion): ErroresDistribucion {
  const errores: ErroresDistribucion = {};
  if (b.jugadores.length === 0) errores.jugadores = 'Seleccione al menos un jugador';
  if (b.silver === null || !Number.isFinite(b.silver)) errores.silver = 'Ingrese la cantidad de plata';
  else if (!Number.isInteger(b.silver) || b.silver <= 0) errores.silver = 'La plata debe ser un número entero mayor que 0';
  else if (b.silver > SILVER_MAX) errores.silver = 'La plata admite como máximo 1.000.000.000.000';
  if (b.motivo.trim() === '') errores.motivo = 'Ingrese el motivo';
  else if (b.motivo.trim().length > 200) errores.motivo = 'El motivo admite como máximo 200 caracteres';
  return errores;
}

/** Period state names shown under the heading (DESIGN §2). */
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
