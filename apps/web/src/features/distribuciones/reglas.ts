// Client-side mirror of the server rules of a new distribution (docs/domain.md, "Distributions"). The server enforces
// them; the dialog only tells the user early.
import { z } from 'zod';
import {
  CODIGO_DISTRIBUCION_MAX,
  CODIGO_DISTRIBUCION_MIN,
  PESO_DEFECTO,
  SILVER_MAX,
  pesoEnDecimas,
  repartir,
  type Desglose,
} from '@reparto/contract';

/** The random 6-digit code (100000–999999) sent as idDistribucion: the server's idempotency key. */
export function nuevoCodigo(random: () => number = Math.random): number {
  const span = CODIGO_DISTRIBUCION_MAX - CODIGO_DISTRIBUCION_MIN + 1;
  return CODIGO_DISTRIBUCION_MIN + Math.min(span - 1, Math.floor(random() * span));
}

export interface BorradorDistribucion {
  jugadores: number[];
  silver: number | null;
  motivo: string;
  desglose?: Desglose | null;
  pesos?: Record<string, number>;
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
  /** The breakdown the silver was computed from (null: the silver was typed). */
  desglose: z
    .object({ valor_botin: z.number(), bolsas: z.number(), reparacion: z.number(), impuesto_pct: z.number() })
    .nullable(),
  /** Weight per player id (absent: 1). */
  pesos: z.record(z.string(), z.number()),
});
export type DistribucionValida = z.output<typeof BorradorDistribucionSchema>;
/** The form's values as typed (silver is null while empty). */
export type BorradorForm = z.input<typeof BorradorDistribucionSchema>;

export function validarDistribucion(b: BorradorDistribucion): ErroresDistribucion {
  const result = BorradorDistribucionSchema.safeParse({ desglose: null, pesos: {}, ...b });
  const errores: ErroresDistribucion = {};
  for (const issue of result.error?.issues ?? []) {
    const campo = issue.path[0] as keyof BorradorDistribucion;
    errores[campo] ??= issue.message;
  }
  return errores;
}

/** Each chosen player's share of `silver` by weight, and what the guild keeps of the division. */
export function partesDe(
  silver: number | null,
  ids: number[],
  pesos: Record<string, number>,
): { partes: Map<number, number>; resto: number } | null {
  if (silver === null || silver <= 0 || ids.length === 0) return null;
  const { partes, resto } = repartir(
    silver,
    ids.map((id) => pesoEnDecimas(pesos[id] ?? PESO_DEFECTO)),
  );
  return { partes: new Map(ids.map((id, i) => [id, partes[i]!])), resto };
}

/** The weights to send: none when every chosen player weighs 1 (the request stays as before). */
export function pesosParaEnviar(ids: number[], pesos: Record<string, number>) {
  const lista = ids.map((id) => ({ id_player: id, peso: pesos[id] ?? PESO_DEFECTO }));
  return lista.some((p) => p.peso !== PESO_DEFECTO) ? lista : undefined;
}
