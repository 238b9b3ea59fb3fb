// The withdrawals' wire (docs/libro.md, «Retiros»): a member asks to withdraw silver from their balance,
// an officer approves or rejects it, the treasurer or a distributor pays it in game (then, and only
// then, the ledger moves), and a paid one can be undone with a reason. Silver is integer everywhere.
import { z } from 'zod';
import { CARGO, CARGO_IDS, TEXTO_MAX } from './constants.js';
import { IdSchema, NicknameSchema, QueryPageSchema, oneItem, respuestaConMensaje, sinRepetir, textoSchema } from './common.js';
import { SilverDistribucionSchema } from './distribuciones.js';
import { dicho } from './i18n/dichos.js';
import { RegistroJuegoSchema } from './pagos.js';

/** A withdrawal's states: asked, approved (both reserve the silver), rejected, paid in game, cancelled. */
export const ESTADOS_RETIRO = ['pendiente', 'aprobado', 'rechazado', 'pagado', 'cancelado'] as const;
export type EstadoRetiro = (typeof ESTADOS_RETIRO)[number];

/** Files a withdrawal for another player, approves and rejects (TESORERO or LIDER). */
export const CARGOS_REVISORES_RETIRO: readonly number[] = [CARGO.TESORERO, CARGO.LIDER];
/** Pays an approved withdrawal in game and undoes a payment (TESORERO or DISTRIBUIDOR). */
export const CARGOS_PAGADORES_RETIRO: readonly number[] = [CARGO.TESORERO, CARGO.DISTRIBUIDOR];
/** Reads every member's withdrawals (TESORERO, LIDER, DISTRIBUIDOR); a member reads their own. */
export const CARGOS_LECTORES_RETIRO: readonly number[] = [CARGO.TESORERO, CARGO.LIDER, CARGO.DISTRIBUIDOR];
export const revisaRetiros = (cargos: readonly number[]) => CARGOS_REVISORES_RETIRO.some((c) => cargos.includes(c));
export const pagaRetiros = (cargos: readonly number[]) => CARGOS_PAGADORES_RETIRO.some((c) => cargos.includes(c));
export const leeRetiros = (cargos: readonly number[]) => CARGOS_LECTORES_RETIRO.some((c) => cargos.includes(c));

/** A withdrawal (players by nickname: whose it is, who reviewed it, who paid it). */
export const RetiroSchema = z.object({
  id_retiro: z.number().int(),
  nickname: z.string(),
  silver: z.number().int(),
  estado: z.enum(ESTADOS_RETIRO),
  fecha: z.string(),
  /** The rejection's reason, or the last undone payment's. */
  razon: z.string().nullable(),
  revisado_por: z.string().nullable(),
  pagado_por: z.string().nullable(),
});
export type Retiro = z.infer<typeof RetiroSchema>;

/** `POST /api/retiros` `[ {silver, nickname?} ]` → 201: for oneself, or (TESORERO, LIDER) for another player. */
export const SolicitarRetiroRequestSchema = oneItem(
  z.object({ silver: SilverDistribucionSchema, nickname: NicknameSchema.optional() }),
);
export type SolicitarRetiroRequest = z.infer<typeof SolicitarRetiroRequestSchema>;
export const RetiroResponseSchema = z.object({ ok: z.literal(true), message: RetiroSchema });
export type RetiroResponse = z.infer<typeof RetiroResponseSchema>;

export const MENSAJE_ESTADO_RETIRO = dicho(
  'retiro.estadoInvalido',
  'El estado debe ser pendiente, aprobado, rechazado, pagado o cancelado',
);

/** `GET /api/retiros?estado=&nickname=&page=`: PAGE_SIZE a page, the newest first. */
export const ListarRetirosQuerySchema = z.object({
  estado: z.enum(ESTADOS_RETIRO, { error: MENSAJE_ESTADO_RETIRO }).optional(),
  nickname: NicknameSchema.optional(),
  page: QueryPageSchema.optional(),
});
export type ListarRetirosQuery = z.input<typeof ListarRetirosQuerySchema>;
export type FiltroListarRetiros = z.output<typeof ListarRetirosQuerySchema>;
export const ListarRetirosResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(RetiroSchema),
  count: z.number().int(),
});
export type ListarRetirosResponse = z.infer<typeof ListarRetirosResponseSchema>;

/** `PUT /api/retiros/aprobar`, `/pagar`, `/cancelar`: `[ {idRetiro} ]`. */
export const IdRetiroRequestSchema = oneItem(z.object({ idRetiro: IdSchema }));
export type IdRetiroRequest = z.infer<typeof IdRetiroRequestSchema>;
/** `PUT /api/retiros/rechazar`, `/deshacerPago`: `[ {idRetiro, razon} ]`, the reason required. */
export const RazonRetiroRequestSchema = oneItem(
  z.object({ idRetiro: IdSchema, razon: textoSchema(dicho('frag.campoRazon', 'La razón'), TEXTO_MAX) }),
);
export type RazonRetiroRequest = z.infer<typeof RazonRetiroRequestSchema>;

/** A cargo's weekly cap on withdrawals (null: none). */
export const LimiteRetiroSchema = z.object({
  id_cargo: z.number().int(),
  nombre_cargo: z.string(),
  silver_semana: z.number().int().nullable(),
});
export type LimiteRetiro = z.infer<typeof LimiteRetiroSchema>;
export const LimitesRetiroResponseSchema = z.object({ ok: z.literal(true), message: z.array(LimiteRetiroSchema) });
export type LimitesRetiroResponse = z.infer<typeof LimitesRetiroResponseSchema>;

export const MENSAJE_CARGO_LIMITE = dicho('retiro.cargoLimite', 'El cargo debe ser un id de cargo del 1 al 8');
export const MENSAJE_LISTA_LIMITES = dicho('retiro.listaLimites', 'La lista de límites debe tener de 1 a 8 cargos, sin repetir');

/** `PUT /api/retiros/limites` `[ {idCargo, silverSemana|null}, … ]` (LIDER): null takes a cap away. */
export const GuardarLimitesRetiroRequestSchema = z
  .array(
    z.object({
      idCargo: z
        .number({ error: MENSAJE_CARGO_LIMITE })
        .int({ error: MENSAJE_CARGO_LIMITE })
        .refine((c) => (CARGO_IDS as readonly number[]).includes(c), { error: MENSAJE_CARGO_LIMITE }),
      silverSemana: SilverDistribucionSchema.nullable(),
    }),
    { error: MENSAJE_LISTA_LIMITES },
  )
  .min(1, { error: MENSAJE_LISTA_LIMITES })
  .max(CARGO_IDS.length, { error: MENSAJE_LISTA_LIMITES })
  .refine((l) => sinRepetir(l.map((x) => x.idCargo)), { error: MENSAJE_LISTA_LIMITES });
export type GuardarLimitesRetiroRequest = z.infer<typeof GuardarLimitesRetiroRequestSchema>;

/** `PUT /api/retiros/pagarVarios`: at most this many withdrawals in one batch. */
export const RETIROS_POR_LOTE_MAX = 200;
const MENSAJE_LOTE = dicho('retiro.loteLista', 'La lista debe tener de 1 a 200 retiros, sin repetir');

/** `PUT /api/retiros/pagarVarios` `[ {idRetiro}, … ]`: approved withdrawals paid in one transaction. */
export const PagarRetirosRequestSchema = z
  .array(z.object({ idRetiro: IdSchema }), { error: MENSAJE_LOTE })
  .min(1, { error: MENSAJE_LOTE })
  .max(RETIROS_POR_LOTE_MAX, { error: MENSAJE_LOTE })
  .refine((l) => sinRepetir(l.map((x) => x.idRetiro)), { error: MENSAJE_LOTE });
export type PagarRetirosRequest = z.infer<typeof PagarRetirosRequestSchema>;
/** `pagados`: the withdrawals this call paid (the others of the list were already paid). */
export const PagarRetirosResponseSchema = respuestaConMensaje({ pagados: z.number().int() });
export type PagarRetirosResponse = z.infer<typeof PagarRetirosResponseSchema>;

/** «Arqueo del cofre» (docs/libro.md): `POST /api/retiros/conciliar` `[ {registro} ]`, reads only. */
export const ConciliarRetirosRequestSchema = oneItem(z.object({ registro: RegistroJuegoSchema }));
export type ConciliarRetirosRequest = z.infer<typeof ConciliarRetirosRequestSchema>;

export const TIPOS_LINEA_REGISTRO = ['retiro', 'deposito', 'otro'] as const;
/** What a log line was matched to: an approved withdrawal, a period's pending payment, a leader's adjustment, nothing. */
export const RESULTADOS_ARQUEO = ['retiro', 'pago', 'deposito', 'sin_pareja'] as const;
export type ResultadoArqueo = (typeof RESULTADOS_ARQUEO)[number];

export const LineaArqueoSchema = z.object({
  /** The line's number in the pasted text, from 1. */
  linea: z.number().int(),
  fecha: z.string(),
  /** The name as the log writes it. */
  jugador: z.string(),
  /** The signed amount as the log writes it. */
  silver: z.number().int(),
  tipo: z.enum(TIPOS_LINEA_REGISTRO),
  resultado: z.enum(RESULTADOS_ARQUEO),
  /** The approved withdrawal it matches (`retiro`), or the paid one of that amount (`sin_pareja`). */
  idRetiro: z.number().int().optional(),
  /** The period whose pending payment it matches (`pago`). */
  idPeriodo: z.number().int().optional(),
  /** The leader's adjustment (its ledger transaction) it matches (`deposito`). */
  idTransaccion: z.number().int().optional(),
  /** Why nothing matches it (`sin_pareja`), in the reader's language. */
  motivo: z.string().optional(),
});
export type LineaArqueo = z.infer<typeof LineaArqueoSchema>;
export const ConciliarRetirosResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(LineaArqueoSchema),
  /** The matched approved withdrawals' ids, in the log's order: what `pagarVarios` pays. */
  coincidencias: z.array(z.number().int()),
});
export type ConciliarRetirosResponse = z.infer<typeof ConciliarRetirosResponseSchema>;
