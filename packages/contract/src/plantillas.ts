// Split templates (docs/calendario.md, «Plantillas»): a named set of rules per kind of content — the tax,
// a weight per role and per named position (caller, scout), fixed extras paid before the even split,
// regear first (combined mode), the standby weight and the regear part that prices claims filed during
// its events. The calendar's sign-ups name the same roles. Pure integers where silver is counted, like
// reparto.ts.
import { z } from 'zod';
import { SILVER_MAX } from './constants.js';
import { IdSchema, QueryIdSchema, oneItem, respuestaConMensaje, textoSchema } from './common.js';
import { MENSAJE_IMPUESTO, PesoSchema } from './distribuciones.js';
import { PESO_MAX, PESO_MIN, netoConRegear, pesoEnDecimas, repartir, type Desglose } from './reparto.js';
import { dicho } from './i18n/dichos.js';
import { EXTRAS_MAX, ExtraPlantillaSchema, MENSAJE_ROL_EVENTO, RolEventoSchema, type RolEvento } from './plantillas-base.js';

export {
  EXTRAS_MAX,
  ExtraDistribucionSchema,
  ExtraPlantillaSchema,
  MENSAJE_ROL_EVENTO,
  PlataExtraSchema,
  ROLES_EVENTO,
  RolEventoSchema,
  type ExtraDistribucion,
  type ExtraPlantilla,
  type RolEvento,
} from './plantillas-base.js';

/** The roster's combat role (reference data `rol`: 1 Tanque, 2 Sanador, 3 DPS, 4 Soporte, 5 Sin rol) as an event role. */
export const rolEventoDeRoster = (idRol: number): RolEvento | null =>
  (({ 1: 'tanque', 2: 'sanador', 3: 'dps', 4: 'soporte' }) as Record<number, RolEvento>)[idRol] ?? null;

/** A standby member's weight when the template says none. */
export const PESO_RESERVA_DEFECTO = 0.5;

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
  pesos: z.partialRecord(RolEventoSchema, PesoSchema, {
    // A key that is no role (`mago`) is said in the roles' words, not zod's «Llave desconocida».
    error: (issue) =>
      (issue.code as string) === 'unrecognized_keys' || issue.code === 'invalid_key' ? MENSAJE_ROL_EVENTO : undefined,
  }),
  /** Paid before the even split, each to the player the distribution names (the looter +200.000). */
  extras: z
    .array(ExtraPlantillaSchema)
    .max(EXTRAS_MAX, { error: dicho('plantilla.extrasMaximo', 'Una plantilla admite como máximo 20 extras fijos') }),
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

/** One player of a template's split: the role, standby, the presence weight (if any) and the fixed extras given. */
export interface JugadorDePlantilla {
  rol: RolEvento | null;
  reserva: boolean;
  presencia?: number | null;
  /** Σ fixed extras assigned to this player (0 for none). */
  extra: number;
}

/**
 * A template's whole split with integers (docs/calendario.md, «Plantillas de reparto»): the breakdown's
 * gross, the tax (the guild's), the approved regear first when `regear` > 0 (combined mode), the fixed
 * extras off the net, then the rest by each player's weight (pesoDePlantilla), the guild keeping the
 * remainder of the floor divisions. Σ partes + resto + impuesto + regear = bruto, exactly. Null when
 * nothing is left to split evenly (the regear or the extras take all of the net).
 */
export function repartoDePlantilla(
  desglose: Desglose,
  regear: number,
  reglas: Pick<ReglasPlantilla, 'pesos' | 'peso_reserva'>,
  jugadores: readonly JugadorDePlantilla[],
): { bruto: number; impuesto: number; regear: number; neto: number; decimas: number[]; partes: number[]; resto: number } | null {
  const { bruto, impuesto, neto } = netoConRegear(desglose, regear);
  const decimas = jugadores.map((j) => pesoEnDecimas(pesoDePlantilla(reglas, j)));
  const reparto = repartirConExtras(
    neto,
    decimas,
    jugadores.map((j) => j.extra),
  );
  if (!reparto) return null;
  return { bruto, impuesto, regear, neto, decimas, partes: reparto.partes, resto: reparto.resto };
}

// ---------------------------------------------------------------------------------------------
// The wire: GET|POST|PUT /api/calendario/plantillas

export const NOMBRE_PLANTILLA_MAX = 60;
const NombrePlantillaSchema = textoSchema(dicho('frag.campoNombre', 'El nombre'), NOMBRE_PLANTILLA_MAX);

/** A template as the wire shows it: its current version's rules (or the version asked for). */
export const PlantillaSchema = z.object({
  id_plantilla: z.number().int(),
  nombre: z.string(),
  activa: z.boolean(),
  /** The version of `reglas` (the current one, unless one was asked for). */
  version: z.number().int(),
  /** The current version (the latest). */
  version_actual: z.number().int(),
  reglas: ReglasPlantillaSchema,
  /** When `version` was written (ISO 8601). */
  fecha: z.string(),
});
export type Plantilla = z.infer<typeof PlantillaSchema>;

// GET /api/calendario/plantillas[?idPlantilla=&version=] (every signed-in account)
export const PlantillasQuerySchema = z
  .object({ idPlantilla: QueryIdSchema.optional(), version: QueryIdSchema.optional() })
  .refine((q) => (q.idPlantilla === undefined) === (q.version === undefined), {
    error: dicho('plantilla.versionConId', 'Indique idPlantilla y version juntos, o ninguno'),
  });
export const PlantillasResponseSchema = z.object({ ok: z.literal(true), message: z.array(PlantillaSchema) });
export type PlantillasResponse = z.infer<typeof PlantillasResponseSchema>;

// POST /api/calendario/plantillas [ {nombre, reglas} ] (the leader)
export const CrearPlantillaRequestSchema = oneItem(z.object({ nombre: NombrePlantillaSchema, reglas: ReglasPlantillaSchema }));
export type CrearPlantillaRequest = z.infer<typeof CrearPlantillaRequestSchema>;
export const CrearPlantillaResponseSchema = respuestaConMensaje({ plantilla: PlantillaSchema });
export type CrearPlantillaResponse = z.infer<typeof CrearPlantillaResponseSchema>;

// PUT /api/calendario/plantillas [ {idPlantilla, nombre?, reglas?, activa?} ] (the leader): changed rules are a new version
export const CambiarPlantillaRequestSchema = oneItem(
  z.object({
    idPlantilla: IdSchema,
    nombre: NombrePlantillaSchema.optional(),
    reglas: ReglasPlantillaSchema.optional(),
    activa: z.boolean({ error: dicho('plantilla.activaBooleano', 'activa debe ser true o false') }).optional(),
  }),
);
export type CambiarPlantillaRequest = z.infer<typeof CambiarPlantillaRequestSchema>;
/** A pending regear claim re-priced by a change of the template's regear part. */
export const ReclamoRepreciadoSchema = z.object({
  id_reclamo: z.number().int(),
  nickname: z.string(),
  antes: z.number().int(),
  despues: z.number().int(),
});
export type ReclamoRepreciado = z.infer<typeof ReclamoRepreciadoSchema>;
export const CambiarPlantillaResponseSchema = respuestaConMensaje({
  plantilla: PlantillaSchema,
  /** The pending claims of open periods whose silver changed with the regear part (none otherwise). */
  reclamos: z.array(ReclamoRepreciadoSchema),
});
export type CambiarPlantillaResponse = z.infer<typeof CambiarPlantillaResponseSchema>;

/**
 * The regear part's price of a claim (docs/calendario.md): floor(the rules' amount × cobertura / 100),
 * capped at `tope`. Integers only.
 */
export function precioRegearDePlantilla(silverReglas: number, regear: { cobertura_pct: number; tope: number | null }): number {
  const cubierto = Number((BigInt(silverReglas) * BigInt(regear.cobertura_pct)) / 100n);
  return regear.tope === null ? cubierto : Math.min(cubierto, regear.tope);
}
