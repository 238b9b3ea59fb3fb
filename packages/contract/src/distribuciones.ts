// Request/response schemas of the distributions of a period (docs/domain.md, "Distributions").
// Used by the API (validation, serialization) and the web (types).
import { z } from 'zod';
import { CODIGO_DISTRIBUCION_MAX, CODIGO_DISTRIBUCION_MIN, SILVER_MAX, TEXTO_MAX } from './constants.js';
import {
  IdSchema,
  NicknameSchema,
  PageSchema,
  QueryIdSchema,
  listaDeIds,
  oneItem,
  respuestaConMensaje,
  textoSchema,
} from './common.js';
import { DistribucionSchema, VoiceChannelSchema } from './entities.js';
import { MENSAJE_PESO, PESO_MAX, PESO_MIN } from './reparto.js';
import { limpiarNombre, limpiarTexto } from './texto.js';
import { dicho } from './i18n/dichos.js';

/** Most players accepted in one distribution (a big ZvZ fits; the body stays small). */
export const JUGADORES_POR_DISTRIBUCION_MAX = 1000;

/** An option of the players multi-select: an active player. */
export const JugadorOpcionSchema = z.object({ id_player: z.number().int(), nickname: z.string() });
export type JugadorOpcion = z.infer<typeof JugadorOpcionSchema>;

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
const CANAL_OBLIGATORIO = dicho('distribucion.canalObligatorio', 'El canal de voz es obligatorio');
const CANAL_INVALIDO = dicho('distribucion.canalInvalido', 'Canal de voz inválido');
const CANAL_MAXIMO = dicho('distribucion.canalMaximo', 'El nombre del canal admite como máximo 100 caracteres');
const PESOS_LISTA = dicho('distribucion.pesosLista', 'Los pesos deben ser una lista');
const LISTA_MAXIMA = dicho('distribucion.listaMaxima', 'La lista admite como máximo 40.000 caracteres');
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

/** At most this many names in a pasted list (a distribution takes at most 1,000 players). */
export const LISTA_NOMBRES_MAX = 1000;
/** The pasted text's size limit (characters). */
export const LISTA_TEXTO_MAX = 40_000;

/** Where the players of a distribution came from: a voice channel, a pasted list (or both). */
export const OrigenDistribucionSchema = z.object({
  canal: z
    .object({
      id: z.string().max(64, { error: CANAL_INVALIDO }),
      nombre: z.string().overwrite(limpiarTexto).max(100, { error: CANAL_MAXIMO }),
    })
    .optional(),
  lista: z.string().max(LISTA_TEXTO_MAX, { error: LISTA_MAXIMA }).optional(),
});
export type OrigenDistribucion = z.infer<typeof OrigenDistribucionSchema>;

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
  })
  .superRefine((item, ctx) => {
    if (!item.pesos) return;
    const ids = new Set(item.jugadores);
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
  /** In the order of the distribution's player rows; `activo` false: switched off since, cannot be chosen. */
  jugadores: z.array(z.object({ id_player: z.number().int(), nickname: z.string(), peso: z.number(), activo: z.boolean() })),
  origen: OrigenDistribucionSchema.nullable(),
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

// GET /getVoiceChannels (charge 7)
export const VoiceChannelsResponseSchema = z.object({
  ok: z.literal(true),
  data: z.array(VoiceChannelSchema),
  /** False when Discord is not configured: the UI says so. */
  configurado: z.boolean(),
});
export type VoiceChannelsResponse = z.infer<typeof VoiceChannelsResponseSchema>;

// POST /getPlayersOfVoiceChannel [ {idVoiceChannel} ] (charge 7)
export const PlayersOfVoiceChannelRequestSchema = oneItem(
  z.object({
    idVoiceChannel: z
      .string({ error: CANAL_OBLIGATORIO })
      .trim()
      .min(1, { error: CANAL_OBLIGATORIO })
      .max(64, { error: CANAL_INVALIDO }),
  }),
);
export type PlayersOfVoiceChannelRequest = z.infer<typeof PlayersOfVoiceChannelRequestSchema>;
export const PlayersOfVoiceChannelResponseSchema = z.object({
  ok: z.literal(true),
  /** Registered active players found in the channel. */
  data: z.array(JugadorOpcionSchema),
  /** Names in the channel with no registered player (guild tag removed). */
  sin_registrar: z.array(z.string()),
  /** Registered players in the channel who are switched off: neither chosen nor offered for registration. */
  desactivados: z.array(z.string()),
});
export type PlayersOfVoiceChannelResponse = z.infer<typeof PlayersOfVoiceChannelResponseSchema>;

// POST /jugadoresDeLista [ {lista} ] (charge 7): a pasted list of names, matched like a voice channel.
export const JugadoresDeListaRequestSchema = oneItem(
  z.object({
    lista: z
      .string({ error: dicho('distribucion.pegueLista', 'Pegue la lista de nombres') })
      .max(LISTA_TEXTO_MAX, { error: LISTA_MAXIMA })
      .refine((texto) => nombresDeLista(texto).length > 0, {
        error: dicho('distribucion.listaSinNombres', 'La lista no tiene ningún nombre'),
      })
      .refine((texto) => nombresDeLista(texto).length <= LISTA_NOMBRES_MAX, {
        error: dicho('distribucion.listaMaximoNombres', 'La lista admite como máximo 1.000 nombres'),
      }),
  }),
);
export type JugadoresDeListaRequest = z.infer<typeof JugadoresDeListaRequestSchema>;
export const JugadoresDeListaResponseSchema = PlayersOfVoiceChannelResponseSchema;
export type JugadoresDeListaResponse = PlayersOfVoiceChannelResponse;

// POST /api/jugadores/registrar [ {nickname} ] (charge 7): cargo 3, rol 5
export const RegistrarJugadorRequestSchema = oneItem(z.object({ nickname: NicknameSchema }));
export type RegistrarJugadorRequest = z.infer<typeof RegistrarJugadorRequestSchema>;
export const RegistrarJugadorResponseSchema = respuestaConMensaje({
  jugador: JugadorOpcionSchema,
  /** true: member of the guild in Albion; false: Albion did not answer (lenient); null: check not configured. */
  verificado: z.boolean().nullable(),
});
export type RegistrarJugadorResponse = z.infer<typeof RegistrarJugadorResponseSchema>;

/** `[TAG] name` → `name`: Discord display names often carry the guild tag. */
export function quitarEtiquetaGremio(nombre: string): string {
  return limpiarNombre(nombre)
    .replace(/^\s*[[(][^\])]*[\])]\s*/, '')
    .trim();
}

/**
 * The names of a pasted list (docs/domain.md, "Distributions"): one per line or separated by commas,
 * semicolons or spaces (an Albion name has none), invisible characters and guild tags such as `[TAG]` or `(TAG)` removed,
 * each name once (ignoring case), in the list's order.
 */
export function nombresDeLista(texto: string): string[] {
  const vistos = new Set<string>();
  const nombres: string[] = [];
  for (const nombre of limpiarNombre(texto)
    .replace(/[[(][^\])\n]*[\])]/g, ' ')
    .split(/[\s,;]+/)) {
    const clave = nombre.toLowerCase();
    if (nombre !== '' && !vistos.has(clave)) {
      vistos.add(clave);
      nombres.push(nombre);
    }
  }
  return nombres;
}
