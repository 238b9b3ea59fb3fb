// The guild's regear rules and their defaults (docs/regear.md); the vocabulary is in
// regear-constantes.ts, the claims' wire in regear.ts.
import { z } from 'zod';
import { SILVER_MAX } from './constants.js';
import { sinRepetir } from './common.js';
import {
  CIUDADES_DEFECTO,
  CIUDADES_MERCADO,
  MODOS_PRECIO,
  SLOTS_REGEAR,
  SLOTS_REGEAR_DEFECTO,
  TIER_EQ_MAX,
  TIER_EQ_MIN,
  type SlotEquipo,
} from './regear-constantes.js';
import { dicho } from './i18n/dichos.js';

/** A silver amount of the rules or the review: an integer from 0 to SILVER_MAX. */
export const montoRegla = (campo: string) =>
  z
    .number({ error: dicho('campo.debeSerNumero', `${campo} debe ser un número`, { campo }) })
    .int({ error: dicho('campo.debeSerEntero', `${campo} debe ser un número entero`, { campo }) })
    .min(0, { error: dicho('campo.noNegativo', `${campo} no puede ser negativo`, { campo }) })
    .max(SILVER_MAX, { error: dicho('campo.maximoBillon', `${campo} admite como máximo 1.000.000.000.000`, { campo }) });
const tierEq = (campo: string) =>
  z
    .number({ error: dicho('campo.debeSerNumero', `${campo} debe ser un número`, { campo }) })
    .int({ error: dicho('campo.debeSerEntero', `${campo} debe ser un número entero`, { campo }) })
    .min(TIER_EQ_MIN, {
      error: dicho('campo.entre', `${campo} debe estar entre ${TIER_EQ_MIN} y ${TIER_EQ_MAX}`, {
        campo,
        min: TIER_EQ_MIN,
        max: TIER_EQ_MAX,
      }),
    })
    .max(TIER_EQ_MAX, {
      error: dicho('campo.entre', `${campo} debe estar entre ${TIER_EQ_MIN} y ${TIER_EQ_MAX}`, {
        campo,
        min: TIER_EQ_MIN,
        max: TIER_EQ_MAX,
      }),
    });

/** One cell of the fixed-price table: silver per item of `slot` at tier-equivalent `tier_eq`. */
export const PrecioFijoSchema = z.object({
  slot: z.enum(SLOTS_REGEAR, { error: dicho('regear.casillaInvalida', 'Casilla inválida') }),
  tier_eq: tierEq(dicho('frag.campoTierEquivalente', 'El tier equivalente')),
  silver: montoRegla(dicho('frag.campoPrecioFijo', 'El precio fijo')),
});
export type PrecioFijo = z.infer<typeof PrecioFijoSchema>;

/** The reviewer's typed unit price without the leader: at most this, unless the rules say otherwise. */
export const PRECIO_MAX_OBJETO_DEFECTO = 5_000_000;

/** The guild's regear rules (one row; every change audited). */
export const ReglasRegearSchema = z
  .object({
    slots: z
      .array(
        z.enum(SLOTS_REGEAR, {
          error: dicho('regla.casillaInvalida', 'Casilla inválida: solo cabeza, armadura, botas, manos y capa'),
        }),
      )
      .min(1, { error: dicho('regla.elijaCasilla', 'Elija al menos una casilla que cuente') })
      .refine(sinRepetir, { error: dicho('regla.casillasRepetidas', 'Las casillas están repetidas') }),
    tier_min: tierEq(dicho('frag.campoTierMinimo', 'El tier mínimo')).nullable(),
    tier_max: tierEq(dicho('frag.campoTierMaximo', 'El tier máximo')).nullable(),
    ip_min: z
      .number({ error: dicho('regla.poderNumero', 'El poder de objeto mínimo debe ser un número') })
      .int({ error: dicho('regla.poderEntero', 'El poder de objeto mínimo debe ser un número entero') })
      .min(0, { error: dicho('regla.poderNegativo', 'El poder de objeto mínimo no puede ser negativo') })
      .max(10_000, { error: dicho('regla.poderMaximo', 'El poder de objeto mínimo admite como máximo 10.000') })
      .nullable(),
    modo: z.enum(MODOS_PRECIO, { error: dicho('regla.modoPrecio', 'El modo de precio debe ser mercado, fijo o menor') }),
    /** Percentage of the market price (mercado and menor). */
    porcentaje: z
      .number({ error: dicho('regla.porcentajeNumero', 'El porcentaje debe ser un número') })
      .int({ error: dicho('regla.porcentajeEntero', 'El porcentaje debe ser un número entero') })
      .min(1, { error: dicho('regla.porcentajeRango', 'El porcentaje debe estar entre 1 y 200') })
      .max(200, { error: dicho('regla.porcentajeRango', 'El porcentaje debe estar entre 1 y 200') }),
    tabla_fija: z
      .array(PrecioFijoSchema, { error: dicho('regla.tablaLista', 'La tabla de precios fijos debe ser una lista') })
      .max(SLOTS_REGEAR.length * TIER_EQ_MAX, {
        error: dicho('regla.tablaLarga', 'La tabla de precios fijos es demasiado larga'),
      })
      .refine((t) => sinRepetir(t.map((p) => `${p.slot}:${p.tier_eq}`)), {
        error: dicho('regla.tablaRepetida', 'La tabla de precios fijos repite una casilla y tier'),
      }),
    tope_reclamo: montoRegla(dicho('frag.campoTopeReclamo', 'El tope por reclamo')).nullable(),
    tope_jugador_periodo: montoRegla(dicho('frag.campoTopeJugador', 'El tope por jugador y periodo')).nullable(),
    /**
     * The highest unit price a reviewer other than the leader may type for an item without one, when
     * the fixed table has no cell for its slot and tier (docs/regear.md, "Review"). Rules saved before
     * it existed take the default.
     */
    precio_max_objeto: montoRegla(dicho('frag.campoPrecioMaxObjeto', 'El precio máximo por objeto')),
    ciudades: z
      .array(z.enum(CIUDADES_MERCADO, { error: dicho('regla.ciudadDesconocida', 'Ciudad de mercado desconocida') }))
      .min(1, { error: dicho('regla.elijaCiudad', 'Elija al menos una ciudad de mercado') })
      .refine(sinRepetir, { error: dicho('regla.ciudadesRepetidas', 'Las ciudades están repetidas') }),
  })
  .refine((r) => r.tier_min === null || r.tier_max === null || r.tier_min <= r.tier_max, {
    error: dicho('regla.tierMinimo', 'El tier mínimo no puede ser mayor que el máximo'),
    path: ['tier_max'],
  });
export type ReglasRegear = z.infer<typeof ReglasRegearSchema>;

/** The rules until the leader changes them. */
export const REGLAS_REGEAR_DEFECTO: ReglasRegear = {
  slots: [...SLOTS_REGEAR_DEFECTO],
  tier_min: null,
  tier_max: null,
  ip_min: null,
  modo: 'mercado',
  porcentaje: 100,
  tabla_fija: [],
  tope_reclamo: null,
  tope_jugador_periodo: null,
  precio_max_objeto: PRECIO_MAX_OBJETO_DEFECTO,
  ciudades: [...CIUDADES_DEFECTO],
};

/** The fixed table's cell for a slot and tier-equivalent, if the leader set one. */
export const celdaFija = (reglas: Pick<ReglasRegear, 'tabla_fija'>, slot: SlotEquipo, tierEq: number | null) =>
  reglas.tabla_fija.find((p) => p.slot === slot && p.tier_eq === tierEq);

/**
 * The highest unit price a reviewer other than the leader may type for an item without one
 * (docs/regear.md, "Review"): the fixed table's cell for its slot and tier when there is one, else the
 * rules' `precio_max_objeto`.
 */
export const precioMaximoRevisor = (
  reglas: Pick<ReglasRegear, 'tabla_fija' | 'precio_max_objeto'>,
  slot: SlotEquipo,
  tierEq: number | null,
): number => celdaFija(reglas, slot, tierEq)?.silver ?? reglas.precio_max_objeto;
