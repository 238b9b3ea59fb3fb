// Split templates (docs/calendario.md, «Plantillas»): a named set of rules per kind of content — the tax,
// a weight per role and per named position (caller, scout), fixed extras paid before the even split,
// regear first (combined mode), the standby weight and the regear part that prices claims filed during
// its events. The calendar's sign-ups name the same roles. Pure integers where silver is counted, like
// reparto.ts.
import { z } from 'zod';
import { SILVER_MAX, TEXTO_MAX } from './constants.js';
import { textoSchema } from './common.js';
import { MENSAJE_IMPUESTO, PesoSchema } from './distribuciones.js';
import { PESO_MAX, PESO_MIN, pesoEnDecimas, repartir } from './reparto.js';
import { dicho } from './i18n/dichos.js';

/** The roles of a sign-up and of a template's weights: the four combat roles and the named positions. */
export const ROLES_EVENTO = ['tanque', 'sanador', 'dps', 'soporte', 'explorador', 'caller'] as const;
export type RolEvento = (typeof ROLES_EVENTO)[number];
export const MENSAJE_ROL_EVENTO = dicho(
  'plantilla.rolDesconocido',
  'El rol debe ser uno de: tanque, sanador, dps, soporte, explorador, caller',
);
export const RolEventoSchema = z.enum(ROLES_EVENTO, { error: MENSAJE_ROL_EVENTO });

/** The roster's combat role (reference data `rol`: 1 Tanque, 2 Sanador, 3 DPS, 4 Soporte, 5 Sin rol) as an event role. */
export const rolEventoDeRoster = (idRol: number): RolEvento | null =>
  (({ 1: 'tanque', 2: 'sanador', 3: 'dps', 4: 'soporte' }) as Record<number, RolEvento>)[idRol] ?? null;

/** A standby member's weight when the template says none. */
export const PESO_RESERVA_DEFECTO = 0.5;

const MENSAJE_EXTRA = dicho(
  'plantilla.extraPlata',
  'Un extra fijo debe ser un número entero de plata entre 1 y 1.000.000.000.000',
);
export const ExtraPlantillaSchema = z.object({
  concepto: textoSchema(dicho('frag.campoConcepto', 'El concepto'), TEXTO_MAX),
  silver: z
    .number({ error: MENSAJE_EXTRA })
    .int({ error: MENSAJE_EXTRA })
    .min(1, { error: MENSAJE_EXTRA })
    .max(SILVER_MAX, { error: MENSAJE_EXTRA }),
});
export type ExtraPlantilla = z.infer<typeof ExtraPlantillaSchema>;

const MENSAJE_COBERTURA = dicho('plantilla.cobertura', 'La cobertura del regear debe ser un porcentaje entero entre 0 y 100');
const MENSAJE_TOPE = dicho('plantilla.tope', 'El tope del regear debe ser un número entero de plata mayor que 0, o ninguno');

/** A template's rules (one version of them). */
export const ReglasPlantillaSchema = z.object({
  impuesto_pct: z
    .number({ error: MENSAJE_IMPUESTO })
    .min(0, { error: MENSAJE_IMPUESTO })
    .max(100, { error: MENSAJE_IMPUESTO })
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: MENSAJE_IMPUESTO }),
  /** Weight per role or named position; a role without one weighs 1. */
  pesos: z.partialRecord(RolEventoSchema, PesoSchema),
  /** Paid before the even split, each to the player the distribution names (the looter +200.000). */
  extras: z
    .array(ExtraPlantillaSchema)
    .max(20, { error: dicho('plantilla.extrasMaximo', 'Una plantilla admite como máximo 20 extras fijos') }),
  /** Combined mode: the approved regear comes off the net before the split («Descontar regear»). */
  regear_primero: z.boolean(),
  /** The regear part: claims of deaths during its events are paid this % of the rules' amount, up to `tope`. */
  regear: z
    .object({
      cobertura_pct: z
        .number({ error: MENSAJE_COBERTURA })
        .int({ error: MENSAJE_COBERTURA })
        .min(0, { error: MENSAJE_COBERTURA })
        .max(100, { error: MENSAJE_COBERTURA }),
      tope: z
        .number({ error: MENSAJE_TOPE })
        .int({ error: MENSAJE_TOPE })
        .min(1, { error: MENSAJE_TOPE })
        .max(SILVER_MAX, { error: MENSAJE_TOPE })
        .nullable(),
    })
    .nullable(),
  /** A standby member's weight (backup who stood by): 0.1–10, default 0.5. */
  peso_reserva: PesoSchema,
});
export type ReglasPlantilla = z.infer<typeof ReglasPlantillaSchema>;

/**
 * A player's weight from a template: standby → `peso_reserva`; otherwise the role's weight (1 without
 * one) times the presence's suggested weight (1 without a session), rounded to a tenth, within 0.1–10.
 */
export function pesoDePlantilla(
  reglas: Pick<ReglasPlantilla, 'pesos' | 'peso_reserva'>,
  jugador: { rol: RolEvento | null; reserva: boolean; presencia?: number | null },
): number {
  if (jugador.reserva) return reglas.peso_reserva;
  const rol = jugador.rol ? (reglas.pesos[jugador.rol] ?? 1) : 1;
  const decimas = Math.round(pesoEnDecimas(rol) * (jugador.presencia ?? 1));
  return Math.min(Math.max(decimas, PESO_MIN * 10), PESO_MAX * 10) / 10;
}

/**
 * The split with fixed extras: each player's extra first, then floor((neto − Σ extras) × w_i / Σw); the
 * remainder stays with the guild. `extras` in the order of `decimas` (0 for none). Null when the extras
 * take all of `neto` (nothing left to split evenly).
 */
export function repartirConExtras(
  neto: number,
  decimas: readonly number[],
  extras: readonly number[],
): { partes: number[]; resto: number; parteComun: number } | null {
  const sumaExtras = extras.reduce((a, b) => a + b, 0);
  const comun = neto - sumaExtras;
  if (comun <= 0) return null;
  const { partes, resto } = repartir(comun, decimas);
  return { partes: partes.map((p, i) => p + (extras[i] ?? 0)), resto, parteComun: comun };
}
