// Client-side mirror of the server rules of a new distribution (docs/domain.md, "Distributions"). The server enforces
// them; the dialog only tells the user early.
import { z } from 'zod';
import {
  CODIGO_DISTRIBUCION_MAX,
  CODIGO_DISTRIBUCION_MIN,
  PESO_DEFECTO,
  SILVER_MAX,
  mensajeRepartoEnCero,
  pesoEnDecimas,
  repartir,
  type Desglose,
  type CrearDistribucionItem,
  type DistribucionParaCorregir,
  type OrigenDistribucion,
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
  pesos?: Record<string, number | null>;
}

export type ErroresDistribucion = Partial<Record<keyof BorradorDistribucion, string>>;

const ENTERO_POSITIVO = 'La plata debe ser un número entero mayor que 0';

export const MENSAJE_PESOS_POR_CORREGIR = 'Corrija los pesos marcados: cada uno es un número entre 0,1 y 10';

/** The form's schema (react-hook-form's resolver): the first failing rule of each field gives its message. */
export const BorradorDistribucionSchema = z
  .object({
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
    /** Weight per player id (absent: 1; null: its field's text is not a weight). */
    pesos: z.record(z.string(), z.number().nullable()),
  })
  .superRefine((b, ctx) => {
    if (b.jugadores.some((id) => b.pesos[id] === null)) {
      ctx.addIssue({ code: 'custom', path: ['pesos'], message: MENSAJE_PESOS_POR_CORREGIR });
      return;
    }
    // The server refuses a split where every player gets $0 (docs/domain.md, "Money rules").
    const reparto = typeof b.silver === 'number' ? partesDe(b.silver, b.jugadores, b.pesos) : null;
    if (reparto && [...reparto.partes.values()].every((p) => p === 0)) {
      ctx.addIssue({ code: 'custom', path: ['silver'], message: mensajeRepartoEnCero(b.silver as number, b.jugadores.length) });
    }
  });
export type DistribucionValida = z.output<typeof BorradorDistribucionSchema>;
/** The form's values as typed (silver is null while empty). */
export type BorradorForm = z.input<typeof BorradorDistribucionSchema>;

export const VACIO: BorradorForm = { jugadores: [], silver: null, motivo: '', desglose: null, pesos: {} };

/** The form of «Corregir»: the players still active, with their weights; the breakdown; silver; reason. */
export function valoresDe(inicial: DistribucionParaCorregir | null): BorradorForm {
  if (!inicial) return VACIO;
  const activos = inicial.jugadores.filter((j) => j.activo);
  return {
    jugadores: activos.map((j) => j.id_player),
    silver: inicial.silver,
    motivo: inicial.motivo,
    desglose: inicial.desglose,
    pesos: Object.fromEntries(activos.map((j) => [j.id_player, j.peso])),
  };
}

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
  pesos: Record<string, number | null>,
): { partes: Map<number, number>; resto: number } | null {
  if (silver === null || silver <= 0 || ids.length === 0 || ids.some((id) => pesos[id] === null)) return null;
  const { partes, resto } = repartir(
    silver,
    ids.map((id) => pesoEnDecimas(pesos[id] ?? PESO_DEFECTO)),
  );
  return { partes: new Map(ids.map((id, i) => [id, partes[i]!])), resto };
}

/** The weights to send: none when every chosen player weighs 1 (the request stays as before). */
export function pesosParaEnviar(ids: number[], pesos: Record<string, number | null>) {
  const lista = ids.map((id) => ({ id_player: id, peso: pesos[id] ?? PESO_DEFECTO }));
  return lista.some((p) => p.peso !== PESO_DEFECTO) ? lista : undefined;
}

/** The request of «Sí, crear»: the valid form, with the weights and breakdown only when they say something. */
export function peticionDe(
  valida: DistribucionValida,
  datos: { idDistribucion: number; idPeriodoDist: number; email: string | null; origen: OrigenDistribucion | null },
): CrearDistribucionItem {
  const pesos = pesosParaEnviar(valida.jugadores, valida.pesos);
  return {
    idDistribucion: datos.idDistribucion,
    idPeriodoDist: datos.idPeriodoDist,
    silver: valida.silver,
    motivo: valida.motivo,
    email: datos.email,
    jugadores: valida.jugadores,
    ...(pesos ? { pesos } : {}),
    ...(valida.desglose ? { desglose: valida.desglose } : {}),
    ...(datos.origen ? { origen: datos.origen } : {}),
  };
}
