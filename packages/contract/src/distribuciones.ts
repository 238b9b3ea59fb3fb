// Request/response schemas of the distributions of a period (docs/domain.md, "Distributions").
// Used by the API (validation, serialization) and the web (types). Where a new distribution's players come
// from (voice channel, pasted list, registration, origin): distribuciones-jugadores.ts.
import { z } from 'zod';
import { CODIGO_DISTRIBUCION_MAX, CODIGO_DISTRIBUCION_MIN, SILVER_MAX, TEXTO_MAX } from './constants.js';
import { IdSchema, PageSchema, QueryIdSchema, listaDeIds, oneItem, respuestaConMensaje, textoSchema } from './common.js';
import { DistribucionSchema, TransferenciaSchema } from './entities.js';
import { MENSAJE_PESO, PESO_MAX, PESO_MIN } from './reparto.js';
import { dicho } from './i18n/dichos.js';
import { JugadorOpcionSchema, OrigenDistribucionSchema } from './distribuciones-jugadores.js';
import { EXTRAS_MAX, ExtraDistribucionSchema, RolEventoSchema } from './plantillas-base.js';

/** Most players accepted in one distribution (a big ZvZ fits; the body stays small). */
export const JUGADORES_POR_DISTRIBUCION_MAX = 1000;

// POST /getDistribucion [ {idPeriodoDist, page?} ] (anonymous). Without `page`: every distribution
// of the period (the seed's clients rely on it). With `page`: DISTRIBUCIONES_PAGE_SIZE of them, newest
// first, each with its players, and `count` (distributions of the period) and `total` (silver of the
// live ones, the table's footer).
export const GetDistribucionRequestSchema = oneItem(z.object({ idPeriodoDist: IdSchema, page: PageSchema.optional() }));
export type GetDistribucionRequest = z.infer<typeof GetDistribucionRequestSchema>;
export const GetDistribucionResponseSchema = z.object({
  ok: z.literal(true),
  /** Distributions of the period (or of the page), newest first. */
  message: z.array(DistribucionSchema),
  /** Paged form only: distributions of the period. */
  count: z.number().int().optional(),
  /** Paged form only: silver of the period's live distributions. */
  total: z.number().int().optional(),
});
export type GetDistribucionResponse = z.infer<typeof GetDistribucionResponseSchema>;

// GET /getJugadoresSelect
export const JugadoresSelectResponseSchema = z.object({ ok: z.literal(true), message: z.array(JugadorOpcionSchema) });
export type JugadoresSelectResponse = z.infer<typeof JugadoresSelectResponseSchema>;

/** The random 6-digit code the client sends as `idDistribucion` (docs/domain.md, "Distributions"): an idempotency key. */
// Sentences said by more than one field, or too long for one line with theirs.
const SEIS_CIFRAS = dicho('distribucion.codigoCifras', 'El código de la distribución debe tener 6 cifras');
const PESOS_LISTA = dicho('distribucion.pesosLista', 'Los pesos deben ser una lista');
export const CodigoDistribucionSchema = z
  .number({ error: dicho('distribucion.codigoNumero', 'El código de la distribución debe ser un número') })
  .int({ error: dicho('distribucion.codigoEntero', 'El código de la distribución debe ser un número entero') })
  .min(CODIGO_DISTRIBUCION_MIN, { error: SEIS_CIFRAS })
  .max(CODIGO_DISTRIBUCION_MAX, { error: SEIS_CIFRAS });

/** Silver of a distribution: integer, > 0, at most 10^12. */
export const SilverDistribucionSchema = z
  .number({ error: dicho('distribucion.plataNumero', 'La plata debe ser un número') })
  .int({ error: dicho('distribucion.plataEntera', 'La plata debe ser un número entero') })
  .positive({ error: dicho('distribucion.plataPositiva', 'La plata debe ser mayor que 0') })
  .max(SILVER_MAX, { error: dicho('distribucion.plataMaxima', 'La plata admite como máximo 1.000.000.000.000') });

export const MENSAJE_JUGADORES_REPETIDOS = 'La lista de jugadores tiene jugadores repetidos';

export const MENSAJE_PESOS_JUGADORES = 'Debe haber un peso por cada jugador de la distribución, sin repetir';

export const MENSAJE_PORTADORES_LISTA = 'Los portadores deben ser una lista de jugadores con la plata que tiene cada uno';
export const MENSAJE_PORTADORES_JUGADORES = 'Cada portador debe ser un jugador de la distribución, sin repetir';
export const MENSAJE_PORTADORES_SUMA = 'La plata que tienen los portadores debe sumar la plata de la distribución';
export const MENSAJE_PORTADOR_PLATA = 'La plata de un portador debe ser un número entero entre 0 y 1.000.000.000.000';

/** A carrier (docs/liquidacion.md): a player of the distribution and the silver they hold (integer ≥ 0). */
export const PortadorSchema = z.object({
  id_player: IdSchema,
  silver: z
    .number({ error: MENSAJE_PORTADOR_PLATA })
    .int({ error: MENSAJE_PORTADOR_PLATA })
    .min(0, { error: MENSAJE_PORTADOR_PLATA })
    .max(SILVER_MAX, { error: MENSAJE_PORTADOR_PLATA }),
});
export type Portador = z.infer<typeof PortadorSchema>;

/** A weight: 0.1–10 in steps of 0.1. */
export const PesoSchema = z
  .number({ error: MENSAJE_PESO })
  .min(PESO_MIN, { error: MENSAJE_PESO })
  .max(PESO_MAX, { error: MENSAJE_PESO })
  .refine((p) => Math.abs(p * 10 - Math.round(p * 10)) < 1e-9, { error: MENSAJE_PESO });
export const PesoJugadorSchema = z.object({ id_player: IdSchema, peso: PesoSchema });

const montoDesglose = (campo: string) =>
  z
    .number({ error: dicho('campo.debeSerNumero', `${campo} debe ser un número`, { campo }) })
    .int({ error: dicho('campo.debeSerEntero', `${campo} debe ser un número entero`, { campo }) })
    .min(0, { error: dicho('campo.noNegativo', `${campo} no puede ser negativo`, { campo }) })
    .max(SILVER_MAX, { error: dicho('campo.maximoBillon', `${campo} admite como máximo 1.000.000.000.000`, { campo }) });
export const MENSAJE_IMPUESTO = 'El impuesto del gremio debe ser un porcentaje entre 0 y 100, con dos decimales como máximo';

/** The breakdown of a distribution's silver (packages/contract/src/reparto.ts computes its net). */
export const DesgloseSchema = z.object({
  valor_botin: montoDesglose(dicho('frag.campoBotin', 'El valor del botín')),
  bolsas: montoDesglose(dicho('frag.campoBolsas', 'Las bolsas de plata')),
  reparacion: montoDesglose(dicho('frag.campoReparacion', 'La reparación')),
  impuesto_pct: z
    .number({ error: MENSAJE_IMPUESTO })
    .min(0, { error: MENSAJE_IMPUESTO })
    .max(100, { error: MENSAJE_IMPUESTO })
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: MENSAJE_IMPUESTO }),
  /**
   * Optional «Descontar regear» (combined mode, docs/regear.md): the approved claims of the period whose
   * silver comes off the net before the split; they are linked to the new distribution.
   */
  regear: listaDeIds(200, {
    lista: dicho('distribucion.regearLista', 'Los reclamos de regear deben ser una lista de ids'),
    demasiados: dicho('distribucion.regearMaximo', 'Se pueden descontar como máximo 200 reclamos de regear'),
    repetidos: dicho('distribucion.regearRepetidos', 'La lista de reclamos de regear tiene reclamos repetidos'),
  }).optional(),
  /**
   * Optional: the loot valuation (`POST /api/precios/valorarBotin`, docs/botin.md) whose value is
   * `valor_botin`; it is linked to the new distribution, so the number can be audited later.
   */
  valoracion_botin: IdSchema.optional(),
});

// POST /crear [ {idDistribucion, idPeriodoDist, silver, motivo, email, jugadores} ] (charge 7)
export const CrearDistribucionItemSchema = z
  .object({
    idDistribucion: CodigoDistribucionSchema,
    idPeriodoDist: IdSchema,
    silver: SilverDistribucionSchema,
    motivo: textoSchema(dicho('frag.campoMotivo', 'El motivo'), TEXTO_MAX),
    /** Sent by the client; never trusted: the creator is the account of the token. */
    email: z.string().max(254).nullish(),
    jugadores: listaDeIds(JUGADORES_POR_DISTRIBUCION_MAX, {
      lista: dicho('pago.jugadoresLista', 'Los jugadores deben ser una lista de ids'),
      ninguno: dicho('pago.seleccioneJugador', 'Seleccione al menos un jugador'),
      demasiados: `Una distribución admite como máximo ${JUGADORES_POR_DISTRIBUCION_MAX} jugadores`,
      repetidos: MENSAJE_JUGADORES_REPETIDOS,
    }),
    /** Optional weight per player (one per id of `jugadores`); without it every weight is 1. */
    pesos: z.array(PesoJugadorSchema, { error: PESOS_LISTA }).max(JUGADORES_POR_DISTRIBUCION_MAX).optional(),
    /** Optional breakdown: the server computes the net and refuses a `silver` that differs. */
    desglose: DesgloseSchema.optional(),
    /** Optional: where the players came from (kept for «Corregir»; not part of the idempotency rule). */
    origen: OrigenDistribucionSchema.optional(),
    /** Optional: the finished attendance session (docs/asistencia.md) that fed the players; it is linked. */
    idSesion: IdSchema.optional(),
    /**
     * Optional: the split template and the version whose values filled the dialog (docs/calendario.md,
     * «Plantillas de reparto»); stored with the distribution, never changed afterwards.
     */
    plantilla: z.object({ idPlantilla: IdSchema, version: IdSchema }).optional(),
    /** Optional fixed extras, each paid to one of `jugadores` before the even split (its share includes it). */
    extras: z
      .array(ExtraDistribucionSchema, { error: dicho('distribucion.extrasLista', 'Los extras deben ser una lista') })
      .max(EXTRAS_MAX, { error: dicho('distribucion.extrasMaximo', 'Una distribución admite como máximo 20 extras fijos') })
      .optional(),
    /** Optional: the calendar event it is made from (docs/calendario.md). */
    idEvento: IdSchema.optional(),
    /**
     * Optional «El botín lo tienen varios» (docs/liquidacion.md): what each carrier, a player of
     * `jugadores`, holds; Σ must be `silver`. The fewest transfers that settle it are stored with it.
     */
    portadores: z
      .array(PortadorSchema, { error: MENSAJE_PORTADORES_LISTA })
      .min(1, { error: MENSAJE_PORTADORES_LISTA })
      .max(JUGADORES_POR_DISTRIBUCION_MAX, { error: MENSAJE_PORTADORES_LISTA })
      .optional(),
  })
  .superRefine((item, ctx) => {
    const ids = new Set(item.jugadores);
    (item.extras ?? []).forEach((e, i) => {
      if (!ids.has(e.id_player))
        ctx.addIssue({
          code: 'custom',
          path: ['extras', i, 'id_player'],
          message: dicho('distribucion.extraJugador', 'Cada extra fijo debe ser para un jugador de la distribución'),
        });
    });
    if (item.portadores) {
      const portadores = new Set(item.portadores.map((p) => p.id_player));
      if (portadores.size !== item.portadores.length || [...portadores].some((id) => !ids.has(id)))
        ctx.addIssue({ code: 'custom', path: ['portadores'], message: MENSAJE_PORTADORES_JUGADORES });
      else if (item.portadores.reduce((a, p) => a + p.silver, 0) !== item.silver)
        ctx.addIssue({ code: 'custom', path: ['portadores'], message: MENSAJE_PORTADORES_SUMA });
    }
    if (!item.pesos) return;
    const conPeso = new Set(item.pesos.map((p) => p.id_player));
    if (conPeso.size !== item.pesos.length || conPeso.size !== ids.size || [...conPeso].some((id) => !ids.has(id))) {
      ctx.addIssue({ code: 'custom', path: ['pesos'], message: MENSAJE_PESOS_JUGADORES });
    }
  });
export const CrearDistribucionRequestSchema = oneItem(CrearDistribucionItemSchema);
export type CrearDistribucionItem = z.infer<typeof CrearDistribucionItemSchema>;
export type CrearDistribucionRequest = z.infer<typeof CrearDistribucionRequestSchema>;
export const CrearDistribucionResponseSchema = respuestaConMensaje({ distribucion: DistribucionSchema });
export type CrearDistribucionResponse = z.infer<typeof CrearDistribucionResponseSchema>;

// GET /fondoGremio?idPeriodo= (anonymous): what the guild keeps from the period's live distributions
export const FondoGremioQuerySchema = z.object({ idPeriodo: QueryIdSchema });
export const FondoGremioSchema = z.object({
  /** Σ tax of the breakdowns. */
  impuesto: z.number().int(),
  /** Σ remainders of the floor divisions of the shares. */
  resto: z.number().int(),
  total: z.number().int(),
});
export type FondoGremio = z.infer<typeof FondoGremioSchema>;
export const FondoGremioResponseSchema = z.object({
  ok: z.literal(true),
  message: FondoGremioSchema,
  /** The guild's default tax (IMPUESTO_GREMIO_PCT) that the new-distribution dialog starts from. */
  impuesto_gremio_pct: z.number(),
  /**
   * The guild's threshold (AVISO_DIFERENCIA_PCT, default AVISO_DIFERENCIA_PCT_DEFECTO): closing a period
   * whose silver albion is below silver app by more than this % of silver app asks first.
   */
  aviso_diferencia_pct: z.number(),
});
export type FondoGremioResponse = z.infer<typeof FondoGremioResponseSchema>;

// GET /paraCorregir?idDistribucion= (charge 7): everything a distribution was created with, for «Corregir»
export const ParaCorregirQuerySchema = z.object({ idDistribucion: QueryIdSchema });
export const DistribucionParaCorregirSchema = z.object({
  id_distribucion: z.number().int(),
  motivo: z.string(),
  silver: z.number().int(),
  desglose: DesgloseSchema.nullable(),
  /**
   * In the order of the distribution's player rows; `activo` false: switched off since, cannot be chosen.
   * From a calendar event (GET /api/calendario/paraDistribuir): `rol`, the sign-up's role, and `reserva`,
   * a standby member (the template's standby weight).
   */
  jugadores: z.array(
    z.object({
      id_player: z.number().int(),
      nickname: z.string(),
      peso: z.number(),
      activo: z.boolean(),
      rol: RolEventoSchema.nullable().optional(),
      reserva: z.boolean().optional(),
    }),
  ),
  origen: OrigenDistribucionSchema.nullable(),
  /** The template and version it used (docs/calendario.md), if any. */
  id_plantilla: z.number().int().nullable().optional(),
  plantilla_version: z.number().int().nullable().optional(),
  /** The calendar event it was made from, if any. */
  id_evento: z.number().int().nullable().optional(),
  /** Its fixed extras, each with its player (from an event's template: `id_player` null until the dialog names one). */
  extras: z
    .array(z.object({ concepto: z.string(), silver: z.number().int(), id_player: z.number().int().nullable() }))
    .optional(),
});
export type DistribucionParaCorregir = z.infer<typeof DistribucionParaCorregirSchema>;
export const ParaCorregirResponseSchema = z.object({ ok: z.literal(true), message: DistribucionParaCorregirSchema });
export type ParaCorregirResponse = z.infer<typeof ParaCorregirResponseSchema>;

// PUT /eliminarDistribucion [ {idDistribucion, razon} ] (its creator)
export const EliminarDistribucionRequestSchema = oneItem(
  z.object({ idDistribucion: IdSchema, razon: textoSchema(dicho('frag.campoRazon', 'La razón'), TEXTO_MAX) }),
);
export type EliminarDistribucionRequest = z.infer<typeof EliminarDistribucionRequestSchema>;
export const EliminarDistribucionResponseSchema = respuestaConMensaje({ distribucion: DistribucionSchema });
export type EliminarDistribucionResponse = z.infer<typeof EliminarDistribucionResponseSchema>;

// PUT /transferenciaHecha [ {idTransferencia} ] (docs/liquidacion.md): one transfer of a settle-up marked
// done, by its payer, its payee, the distribution's manager or an officer; again = the same answer.
export const TransferenciaHechaRequestSchema = oneItem(z.object({ idTransferencia: IdSchema }));
export type TransferenciaHechaRequest = z.infer<typeof TransferenciaHechaRequestSchema>;
export const TransferenciaHechaResponseSchema = respuestaConMensaje({ transferencia: TransferenciaSchema });
export type TransferenciaHechaResponse = z.infer<typeof TransferenciaHechaResponseSchema>;
