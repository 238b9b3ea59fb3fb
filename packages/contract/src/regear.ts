// The regear's wire (docs/regear.md): a member claims the gear lost in a death read from Albion's
// killboard, the claim is checked against the guild's rules and priced, an officer approves or rejects
// it, and the period's distributor pays it beside the players' shares. Silver is integer everywhere.
// The vocabulary and the rules are in regear-reglas.ts.
import { z } from 'zod';
import { TEXTO_MAX } from './constants.js';
import {
  IdSchema,
  NicknameSchema,
  QueryIdSchema,
  QueryPageSchema,
  listaDeIds,
  oneItem,
  respuestaConMensaje,
  textoSchema,
} from './common.js';
import { ESTADOS_RECLAMO, SLOTS_EQUIPO } from './regear-constantes.js';
import { ReglasRegearSchema, montoRegla } from './regear-reglas.js';
import { dicho } from './i18n/dichos.js';

/** Where an item's unit price came from. */
export const FuentePrecioSchema = z.object({
  tipo: z.enum(['mercado', 'fijo', 'revisor']),
  /** mercado: the city of the lowest price. */
  ciudad: z.string().optional(),
  /** mercado: when the Albion Data Project saw that price (ISO). */
  fecha: z.string().optional(),
});
export type FuentePrecio = z.infer<typeof FuentePrecioSchema>;

/** One item of a death, as the rules see it. */
export const ItemRegearSchema = z.object({
  slot: z.enum(SLOTS_EQUIPO),
  /** gameinfo's item id, e.g. `T8_2H_CLAYMORE@3`. */
  item: z.string(),
  /**
   * The item's name in the reader's language (`x-idioma`), e.g. «Elder's Claymore»; absent when not known
   * yet (show `item`). Never stored with a claim.
   */
  nombre: z.string().optional(),
  /** 1 (normal) … 5 (masterpiece). */
  calidad: z.number().int(),
  /** gameinfo's `Count`. */
  cuenta: z.number().int(),
  tier_eq: z.number().int().nullable(),
  /** Why it does not count (absent when it counts), in Spanish. */
  motivo: z.string().optional(),
  /**
   * The same reason as a code of the catalogues and its raw values (the web says it in the reader's
   * language, docs/idiomas.md); absent when it counts, and on items stored before reasons had codes.
   */
  motivo_frase: z
    .object({
      codigo: z.string(),
      valores: z.record(z.string(), z.union([z.number(), z.object({ codigo: z.string() })])).optional(),
    })
    .optional(),
  /** Unit price by the rules; null when the item counts and has no price (sin precio). Absent when it does not count. */
  precio: z.number().int().nullable().optional(),
  fuente: FuentePrecioSchema.optional(),
  /** What the item adds to the claim: precio × cuenta (0 when it does not count or has no price). */
  silver: z.number().int().optional(),
});
export type ItemRegear = z.infer<typeof ItemRegearSchema>;

/** A recent death of a player (`GET /api/regear/muertes`, newest first). */
export const MuerteSchema = z.object({
  eventId: z.number().int(),
  fecha: z.string(),
  battleId: z.number().int().nullable(),
  ip: z.number(),
  items: z.array(ItemRegearSchema),
  /** Already claimed (by anyone): it cannot be claimed again. */
  reclamada: z.boolean(),
  /**
   * Set when the player died in another guild (its name, empty for none): the death cannot be claimed
   * (docs/regear.md, "Claim rules"). Absent for a death of ours.
   */
  otroGremio: z.string().optional(),
});
export type Muerte = z.infer<typeof MuerteSchema>;
export const MuertesQuerySchema = z.object({ nickname: NicknameSchema });
export const MuertesResponseSchema = z.object({ ok: z.literal(true), message: z.array(MuerteSchema) });
export type MuertesResponse = z.infer<typeof MuertesResponseSchema>;

/** A claim. `silver` is the amount (the rules' amount until approval; the approved amount after). */
export const ReclamoSchema = z.object({
  id_reclamo: z.number().int(),
  id_periodo: z.number().int(),
  id_distribucion: z.number().int().nullable(),
  id_player: z.number().int(),
  nickname: z.string(),
  event_id: z.number().int(),
  battle_id: z.number().int().nullable(),
  fecha_muerte: z.string(),
  fecha_reclamo: z.string(),
  estado: z.enum(ESTADOS_RECLAMO),
  silver: z.number().int(),
  /** The rules' amount: approval may lower `silver` below it, never raise it above. */
  silver_reglas: z.number().int(),
  /** Items that count with no price: the reviewer types theirs before approving. */
  sin_precio: z.number().int(),
  items: z.array(ItemRegearSchema),
  /** Rejection's reason, or the last undone payment's. */
  razon: z.string().nullable(),
  revisado_por: z.string().nullable(),
  pagado_por: z.string().nullable(),
  fecha_pago: z.string().nullable(),
});
export type Reclamo = z.infer<typeof ReclamoSchema>;

/** A killboard event id (gameinfo's `EventId`). */
export const EventIdSchema = z
  .number({ error: dicho('regear.eventoNumero', 'El evento debe ser un número') })
  .int({ error: dicho('regear.eventoEntero', 'El evento debe ser un número entero') })
  .positive({ error: dicho('regear.eventoPositivo', 'El evento debe ser un número positivo') })
  .max(Number.MAX_SAFE_INTEGER, { error: dicho('regear.eventoFueraDeRango', 'Evento fuera de rango') });

/** `POST /api/regear/reclamar` `[ {idPeriodo, eventId, nickname, idDistribucion?} ]` → 201 `{ok, message: Reclamo}`. */
export const ReclamarRequestSchema = oneItem(
  z.object({ idPeriodo: IdSchema, eventId: EventIdSchema, nickname: NicknameSchema, idDistribucion: IdSchema.optional() }),
);
export type ReclamarRequest = z.infer<typeof ReclamarRequestSchema>;
export const ReclamoResponseSchema = z.object({ ok: z.literal(true), message: ReclamoSchema });
export type ReclamoResponse = z.infer<typeof ReclamoResponseSchema>;

/** `GET /api/regear?idPeriodo=&estado=&nickname=&page=` (and `regear.csv` with the same filters). */
export const ListarRegearQuerySchema = z.object({
  idPeriodo: QueryIdSchema.optional(),
  estado: z
    .enum(ESTADOS_RECLAMO, { error: dicho('regear.estadoFiltro', 'El estado debe ser pendiente, aprobado, rechazado o pagado') })
    .optional(),
  nickname: NicknameSchema.optional(),
  page: QueryPageSchema.optional(),
});
export type ListarRegearQuery = z.input<typeof ListarRegearQuerySchema>;
export const ListarRegearResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(ReclamoSchema),
  count: z.number().int(),
});
export type ListarRegearResponse = z.infer<typeof ListarRegearResponseSchema>;

/** A unit price the reviewer types for an item without one (by slot: a death has one item per slot). */
export const PrecioRevisorSchema = z.object({
  slot: z.enum(SLOTS_EQUIPO, { error: dicho('regear.casillaInvalida', 'Casilla inválida') }),
  silver: montoRegla(dicho('frag.campoPrecio', 'El precio')),
});

/** `PUT /api/regear/aprobar` `[ {idReclamo, silver?, precios?} ]`: TESORERO or LIDER; `silver` may lower the amount. */
export const AprobarRegearRequestSchema = oneItem(
  z.object({
    idReclamo: IdSchema,
    silver: montoRegla(dicho('frag.campoPlata', 'La plata')).optional(),
    precios: z.array(PrecioRevisorSchema).max(SLOTS_EQUIPO.length).optional(),
  }),
);
export type AprobarRegearRequest = z.infer<typeof AprobarRegearRequestSchema>;

/** `PUT /api/regear/rechazar` `[ {idReclamo, razon} ]`: the reason is required. */
export const RechazarRegearRequestSchema = oneItem(
  z.object({ idReclamo: IdSchema, razon: textoSchema(dicho('frag.campoRazon', 'La razón'), TEXTO_MAX) }),
);
export type RechazarRegearRequest = z.infer<typeof RechazarRegearRequestSchema>;

/** `PUT /api/regear/pagar` `[ {idReclamo} ]`: the period's distributor, period En distribución. */
export const PagarRegearRequestSchema = oneItem(z.object({ idReclamo: IdSchema }));
export type PagarRegearRequest = z.infer<typeof PagarRegearRequestSchema>;

/** `PUT /api/regear/pagarVarios` `[ {idPeriodo, ids} ]`: several approved claims in one transaction. */
export const PagarRegearVariosRequestSchema = oneItem(
  z.object({
    idPeriodo: IdSchema,
    ids: listaDeIds(1000, {
      lista: dicho('regear.reclamosLista', 'Los reclamos deben ser una lista de ids'),
      ninguno: dicho('regear.seleccioneReclamo', 'Seleccione al menos un reclamo'),
      demasiados: dicho('regear.maximoPago', 'Se pueden pagar como máximo 1000 reclamos a la vez'),
      repetidos: dicho('regear.reclamosRepetidos', 'La lista de reclamos tiene reclamos repetidos'),
    }),
  }),
);
export type PagarRegearVariosRequest = z.infer<typeof PagarRegearVariosRequestSchema>;
export const PagarRegearVariosResponseSchema = respuestaConMensaje({ registrados: z.number().int() });

/** `PUT /api/regear/deshacerPago` `[ {idReclamo, razon} ]`: back to aprobado, with a reason. */
export const DeshacerPagoRegearRequestSchema = oneItem(
  z.object({ idReclamo: IdSchema, razon: textoSchema(dicho('frag.campoRazon', 'La razón'), TEXTO_MAX) }),
);
export type DeshacerPagoRegearRequest = z.infer<typeof DeshacerPagoRegearRequestSchema>;

/** `GET /api/regear/reglas` → `{ok, message: ReglasRegear}`; `PUT` `[ ReglasRegear ]` (LIDER). */
export const ReglasRegearResponseSchema = z.object({ ok: z.literal(true), message: ReglasRegearSchema });
export const GuardarReglasRegearRequestSchema = oneItem(ReglasRegearSchema);

/** The regear of one player still to collect (`/plata`, the member's page). */
export const RegearPendienteSchema = z.object({ reclamos: z.number().int(), silver: z.number().int() });
