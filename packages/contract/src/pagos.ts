// Request/response schemas of the settlement tools of a period's payments (docs/domain.md, "Payments";
// docs/conciliacion.md): undoing a payment, marking several at once and reconciling with the game's log.
import { z } from 'zod';
import { TEXTO_MAX } from './constants.js';
import { IdSchema, listaDeIds, oneItem, respuestaConMensaje, textoSchema } from './common.js';
import { JUGADORES_POR_DISTRIBUCION_MAX } from './distribuciones.js';
import { dicho } from './i18n/dichos.js';

/** `PUT /deshacerPago` `[ {id_player, idPeriodo, razon} ]`: the period's distributor, state 2. */
export const DeshacerPagoRequestSchema = oneItem(
  z.object({ id_player: IdSchema, idPeriodo: IdSchema, razon: textoSchema(dicho('frag.campoRazon', 'La razón'), TEXTO_MAX) }),
);
export type DeshacerPagoRequest = z.infer<typeof DeshacerPagoRequestSchema>;

/** `PUT /jugadoresDistribuidos` `[ {idPeriodo, ids_player} ]`: several payments in one transaction. */
export const JugadoresDistribuidosRequestSchema = oneItem(
  z.object({
    idPeriodo: IdSchema,
    ids_player: listaDeIds(JUGADORES_POR_DISTRIBUCION_MAX, {
      lista: dicho('pago.jugadoresLista', 'Los jugadores deben ser una lista de ids'),
      ninguno: dicho('pago.seleccioneJugador', 'Seleccione al menos un jugador'),
      demasiados: `Se pueden marcar como máximo ${JUGADORES_POR_DISTRIBUCION_MAX} pagos a la vez`,
      repetidos: dicho('pago.jugadoresRepetidos', 'La lista de jugadores tiene jugadores repetidos'),
    }),
  }),
);
export type JugadoresDistribuidosRequest = z.infer<typeof JugadoresDistribuidosRequestSchema>;
export const JugadoresDistribuidosResponseSchema = respuestaConMensaje({
  /** Payments recorded by this call (the others were already recorded). */
  registrados: z.number().int(),
});
export type JugadoresDistribuidosResponse = z.infer<typeof JugadoresDistribuidosResponseSchema>;

/** Largest pasted log: 1 MB of text. */
export const REGISTRO_MAX_CARACTERES = 1_000_000;
/** Most lines of a pasted log. */
export const REGISTRO_MAX_LINEAS = 20_000;

/** The pasted silver log of the guild (docs/conciliacion.md): at most 1 MB, not blank. */
export const RegistroJuegoSchema = z
  .string({ error: dicho('pago.registroObligatorio', 'El registro es obligatorio') })
  .max(REGISTRO_MAX_CARACTERES, { error: dicho('pago.registroMaximo', 'El registro admite como máximo 1 MB de texto') })
  .refine((r) => r.trim().length > 0, { error: dicho('pago.pegueRegistro', 'Pegue el registro de plata del gremio') });

/** `POST /conciliarPagos` `[ {idPeriodo, registro} ]`: reads only. */
export const ConciliarPagosRequestSchema = oneItem(z.object({ idPeriodo: IdSchema, registro: RegistroJuegoSchema }));
export type ConciliarPagosRequest = z.infer<typeof ConciliarPagosRequestSchema>;

export const ESTADOS_CONCILIACION = ['coincide', 'difiere', 'sin_movimiento'] as const;
export type EstadoConciliacion = (typeof ESTADOS_CONCILIACION)[number];

export const ConciliacionRowSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  /** The player's share in the period. */
  silver: z.number().int(),
  /** Silver the log moved to the player. */
  movido: z.number().int(),
  estado: z.enum(ESTADOS_CONCILIACION),
  esta_pagado: z.boolean(),
});
export type ConciliacionRow = z.infer<typeof ConciliacionRowSchema>;
/**
 * A regear line of the reconciliation (docs/conciliacion.md): one approved or paid claim of the period,
 * `movido` the withdrawals of the log for its player (share and regear come out of one log entry per name).
 */
export const ConciliacionRegearRowSchema = z.object({
  id_reclamo: z.number().int(),
  /** A player's line, `silver` the claim's approved silver. */
  ...ConciliacionRowSchema.shape,
});
export type ConciliacionRegearRow = z.infer<typeof ConciliacionRegearRowSchema>;
export const ConciliarPagosResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(ConciliacionRowSchema),
  /** Names of the log that are no player of the period (neither a share nor a regear claim of it). */
  desconocidos: z.array(z.string()),
  /** The period's approved and paid regear claims, by nickname then claim. */
  regear: z.array(ConciliacionRegearRowSchema),
});
export type ConciliarPagosResponse = z.infer<typeof ConciliarPagosResponseSchema>;
