// Client-side mirror of the server rules of a new distribution (docs/domain.md, "Distributions"). The server enforces
// them; the dialog only tells the user early.
import { z } from 'zod';
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

const ENTERO_POSITIVO = 'La plata debe ser un número entero mayor que 0';

/** The form's schema (react-hook-form's resolver): the first failing rule of each field gives its message. */
export const BorradorDistribucionSchema = z.object({
  jugadores: z.array(z.number()).min(1, 'Seleccione al menos un jugador'),
  silver: z.preprocess(
    (v) => v ?? undefined,
    z
      .number({ error: 'Ingrese la cantidad de plata' })
      .int(ENTERO_POSITIVO)
      .positive(ENTERO_POSITIVO)
      .max(SILVER_MAX, 'La plata admite como máximo 1.000.000.000.000'),
  ),
  motivo: z.string().trim().min(1, 'Ingrese el motivo').max(200, 'El motivo admite como máximo 200 caracteres'),
});
export type DistribucionValida = z.output<typeof BorradorDistribucionSchema>;
/** The form's values as typed (silver is null while empty). */
export type BorradorForm = z.input<typeof BorradorDistribucionSchema>;

export function validarDistribucion(b: BorradorDistribucion): ErroresDistribucion {
  const result = BorradorDistribucionSchema.safeParse(b);
  const errores: ErroresDistribucion = {};
  for (const issue of result.error?.issues ?? []) {
    const campo = issue.path[0] as keyof BorradorDistribucion;
    errores[campo] ??= issue.message;
  }
  return errores;
}

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
