// The loot's value from an AO Loot Logger file (docs/botin.md): the pasted text is parsed (v2 with its
// header, or v1 lines), filtered to our guild's loot within a time window, priced with the market
// client of the regear (Albion Data Project) and summed; «% vendido» gives the value. The valuation is
// stored, and a distribution whose breakdown uses it links it (`desglose.valoracion_botin`).
import { z } from 'zod';
import { IdSchema, oneItem } from './common.js';
import { SILVER_MAX } from './constants.js';
import { dicho } from './i18n/dichos.js';

/** The v2 header of AO Loot Logger (the file's first line). */
export const CABECERA_LOOT_LOGGER_V2 =
  'timestamp_utc;looted_by__alliance;looted_by__guild;looted_by__name;item_id;item_name;quantity;looted_from__alliance;looted_from__guild;looted_from__name';
/** The valuation's body limit: 8 MB (every other route keeps 1 MB). */
export const BOTIN_BODY_MAX = 8 * 1024 * 1024;
/** The pasted text's limit in characters (a 50,000-line file is about 5 MB). */
export const BOTIN_TEXTO_MAX = 7_500_000;
/** Bad lines listed and stored (the answer counts them all: `lineas_invalidas_total`). */
export const LINEAS_INVALIDAS_MAX = 100;
/** Distinct item ids a paste may price (a real log has hundreds); over it: 400 (docs/botin.md, "Límites"). */
export const ITEMS_BOTIN_MAX = 1_000;
/** Looters a valuation names (`portadores`); the loot of any further one is summed in `portadores_otros`. */
export const PORTADORES_BOTIN_MAX = 1_000;
/** Characters of an item's name kept from the log (a longer one is cut). */
export const NOMBRE_ITEM_MAX = 100;

/** A price typed for an item the market has no price for. */
export const PrecioEscritoSchema = z.object({
  item: z.string().min(1).max(100),
  precio: z
    .number({ error: dicho('botin.precioNumero', 'El precio debe ser un número') })
    .int({ error: dicho('botin.precioEntero', 'El precio debe ser un número entero') })
    .min(0, { error: dicho('botin.precioNegativo', 'El precio no puede ser negativo') })
    .max(SILVER_MAX, { error: dicho('botin.precioGrande', 'El precio es demasiado grande') }),
});
export type PrecioEscrito = z.infer<typeof PrecioEscritoSchema>;

// POST /api/precios/valorarBotin [ { texto, gremio?, desde?, hasta?, pctVendido?, idSesion?, ventanaDeSesion?, precios? } ]
export const ValorarBotinItemSchema = z.object({
  texto: z
    .string({ error: dicho('botin.textoVacio', 'Pegue el registro de botín') })
    .min(1, { error: dicho('botin.textoVacio', 'Pegue el registro de botín') })
    .max(BOTIN_TEXTO_MAX, { error: dicho('botin.textoLargo', 'El registro de botín admite como máximo 7.500.000 caracteres') }),
  /** Keep only loot taken by members of this guild (looted_by__guild; v1 lines carry no guild). */
  gremio: z.string().trim().max(100).optional(),
  /** The time window (ISO dates), inclusive. */
  desde: z.iso.datetime({ offset: true, error: dicho('botin.desdeInvalida', 'La fecha «desde» no es válida') }).optional(),
  hasta: z.iso.datetime({ offset: true, error: dicho('botin.hastaInvalida', 'La fecha «hasta» no es válida') }).optional(),
  /** The share of the loot sold, in percent (default 100). */
  pctVendido: z
    .number({ error: dicho('botin.pctNumero', 'El % vendido debe ser un número') })
    .int({ error: dicho('botin.pctEntero', 'El % vendido debe ser un número entero') })
    .min(0, { error: dicho('botin.pctRango', 'El % vendido debe estar entre 0 y 100') })
    .max(100, { error: dicho('botin.pctRango', 'El % vendido debe estar entre 0 y 100') })
    .optional(),
  /** Keep only loot taken by the members of this attendance session (instead of, or with, `gremio`). */
  idSesion: IdSchema.optional(),
  /**
   * With `idSesion` and no `desde`/`hasta`: whether the session's start and end filter the lines too
   * (true by default); false keeps its members' loot at any time («Quitar el filtro de hora»).
   */
  ventanaDeSesion: z.boolean().optional(),
  /** Prices typed for items without a market price. */
  precios: z.array(PrecioEscritoSchema).max(5000).optional(),
});
export const ValorarBotinRequestSchema = oneItem(ValorarBotinItemSchema);
export type ValorarBotinItem = z.infer<typeof ValorarBotinItemSchema>;

/** One item id of the loot, summed over its lines. */
export const ItemBotinSchema = z.object({
  item: z.string(),
  /** The logger's item name (v2), when it gave one. */
  nombre: z.string().nullable(),
  cantidad: z.number().int(),
  /** Unit price (null: no price). */
  precio_unidad: z.number().int().nullable(),
  /** The market city of the price (null: typed, or none). */
  ciudad: z.string().nullable(),
  /** When the market saw that price (ISO; null: typed, or none). */
  fecha_precio: z.string().nullable(),
  /** True when the market has no price for it (a typed price keeps it true, with precio_unidad set). */
  sin_precio: z.boolean(),
});
export type ItemBotin = z.infer<typeof ItemBotinSchema>;
export const LineaInvalidaSchema = z.object({ linea: z.number().int(), motivo: z.string() });
export type LineaInvalida = z.infer<typeof LineaInvalidaSchema>;

/** How many lines each filter left out (a line outside several counts in each). */
export const FiltradasPorSchema = z.object({
  /** Looted by another guild's member (or a v1 line, which names no guild), with `gremio`. */
  gremio: z.number().int(),
  /** Outside the time window. */
  ventana: z.number().int(),
  /** Looted by someone who was not in the session, with `idSesion`. */
  sesion: z.number().int(),
});
export type FiltradasPor = z.infer<typeof FiltradasPorSchema>;

/** The time window that filtered the lines (ISO; a null side: open), and whether it was the session's own. */
export const VentanaBotinSchema = z.object({
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  de_sesion: z.boolean(),
});
export type VentanaBotin = z.infer<typeof VentanaBotinSchema>;

/** What one looter's kept lines are worth: their part of `valor` (docs/liquidacion.md, «Desde el registro de botín»). */
export const PortadorBotinSchema = z.object({
  /** The looter's name as the log first wrote it (`looted_by__name`, v1 `lootedBy`), its first 100 characters. */
  nombre: z.string(),
  /** `valor` split in proportion to Σ cantidad × precio_unidad of their lines (the parts sum to `valor`). */
  valor: z.number().int(),
});
export type PortadorBotin = z.infer<typeof PortadorBotinSchema>;

export const ValoracionBotinSchema = z.object({
  items: z.array(ItemBotinSchema),
  /** The first LINEAS_INVALIDAS_MAX bad lines, in file order. */
  lineas_invalidas: z.array(LineaInvalidaSchema),
  /** How many bad lines the file had (all of them; more than `lineas_invalidas` lists when over the cap). */
  lineas_invalidas_total: z.number().int(),
  /** floor(Σ cantidad × precio_unidad × pctVendido / 100), integer silver. */
  valor: z.number().int(),
  /** The stored valuation: the distribution's breakdown links it (`desglose.valoracion_botin`). */
  id_valoracion: z.number().int(),
  /** Lines read (the header and empty lines not counted), and those the filter left out. */
  lineas: z.number().int(),
  filtradas: z.number().int(),
  /** Which filter left out what (the screen says it: «5 líneas fuera de la sesión 15:01–15:03»). */
  filtradas_por: FiltradasPorSchema,
  /** The window applied (null: none). */
  ventana: VentanaBotinSchema.nullable(),
  /** Σ cantidad × precio_unidad before «% vendido». */
  valor_total: z.number().int(),
  pct_vendido: z.number().int(),
  /** Who looted what, valued: the largest first (then by name); the carriers «Tomar del registro de botín» fills. */
  portadores: z.array(PortadorBotinSchema),
  /** The part of `valor` looted by the looters past the first PORTADORES_BOTIN_MAX (0 in any real log). */
  portadores_otros: z.number().int(),
});
export type ValoracionBotin = z.infer<typeof ValoracionBotinSchema>;
export const ValorarBotinResponseSchema = z.object({ ok: z.literal(true), message: ValoracionBotinSchema });
export type ValorarBotinResponse = z.infer<typeof ValorarBotinResponseSchema>;
