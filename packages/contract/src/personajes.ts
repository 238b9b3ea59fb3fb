// Characters of one member (docs/calendario.md, «Personajes de un miembro»): a main player and the
// players (characters) the leader links to it, one level only. Shares, regear and balances stay per
// character; the payment table, «Mi cuenta» and `/saldo` add one combined line per member.
import { z } from 'zod';
import { IdSchema, oneItem, respuestaConMensaje } from './common.js';

/** `PUT /api/jugadores/vincularPersonaje` `[ { idPlayer, idPlayerPrincipal | null } ]`: link (null: unlink). */
export const VincularPersonajeRequestSchema = oneItem(z.object({ idPlayer: IdSchema, idPlayerPrincipal: IdSchema.nullable() }));
export type VincularPersonajeRequest = z.infer<typeof VincularPersonajeRequestSchema>;
export type VincularPersonajeItem = VincularPersonajeRequest[0];

/**
 * `PUT /api/jugadores/personajeComercio` `[ { idPlayer, idPlayerComercio | null } ]`: on a main, the
 * character the member trades from (null, or the main's own id: the main itself).
 */
export const PersonajeComercioRequestSchema = oneItem(z.object({ idPlayer: IdSchema, idPlayerComercio: IdSchema.nullable() }));
export type PersonajeComercioRequest = z.infer<typeof PersonajeComercioRequestSchema>;
export type PersonajeComercioItem = PersonajeComercioRequest[0];

export const PersonajeSchema = z.object({ id_player: z.number().int(), nickname: z.string(), estado: z.boolean() });
export type Personaje = z.infer<typeof PersonajeSchema>;

/** A member: the main, the character it trades from (null: the main itself) and its characters by nickname. */
export const MiembroSchema = PersonajeSchema.extend({
  id_player_comercio: z.number().int().nullable(),
  personajes: z.array(PersonajeSchema),
});
export type Miembro = z.infer<typeof MiembroSchema>;

/** The answer of both writes: the member as it is now (after an unlink, the former main). */
export const MiembroResponseSchema = respuestaConMensaje({ miembro: MiembroSchema });
export type MiembroResponse = z.infer<typeof MiembroResponseSchema>;

/** `GET /api/jugadores/personajes`: every member with characters (the leader's players page). */
export const MiembrosResponseSchema = z.object({ ok: z.literal(true), message: z.array(MiembroSchema) });
export type MiembrosResponse = z.infer<typeof MiembrosResponseSchema>;

/** A character's part of a combined payment line. */
export const PartePagoSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  sum: z.number().int(),
  esta_pagado: z.boolean(),
});
export type PartePago = z.infer<typeof PartePagoSchema>;

/**
 * A combined line of a period's payment table: one member whose characters have shares in the period.
 * `sum` the member's total; `esta_pagado` when every part is; `partes` the main's and each character's
 * row (only those with a share in the period); `comercio` the player the member trades from.
 */
export const MiembroPagoSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  comercio: z.object({ id_player: z.number().int(), nickname: z.string() }),
  sum: z.number().int(),
  esta_pagado: z.boolean(),
  partes: z.array(PartePagoSchema),
});
export type MiembroPago = z.infer<typeof MiembroPagoSchema>;

/** `PUT /api/distribuciones/pagarMiembro` `[ { idPeriodo, idPlayerPrincipal } ]`: the combined line paid. */
export const PagarMiembroRequestSchema = oneItem(z.object({ idPeriodo: IdSchema, idPlayerPrincipal: IdSchema }));
export type PagarMiembroRequest = z.infer<typeof PagarMiembroRequestSchema>;
export const PagarMiembroResponseSchema = respuestaConMensaje({
  /** Parts paid by this call (the others were already paid). */
  registrados: z.number().int(),
});
export type PagarMiembroResponse = z.infer<typeof PagarMiembroResponseSchema>;

/** «Mi cuenta»'s combined line: the account's player with characters (absent when it has none). */
export const MiembroCuentaSchema = z.object({
  comercio: z.object({ id_player: z.number().int(), nickname: z.string() }),
  /** The main's own and each character's figures: unpaid shares plus approved regear, and ledger balance. */
  partes: z.array(
    z.object({ id_player: z.number().int(), nickname: z.string(), por_cobrar: z.number().int(), saldo: z.number().int() }),
  ),
  por_cobrar: z.number().int(),
  saldo: z.number().int(),
});
export type MiembroCuenta = z.infer<typeof MiembroCuentaSchema>;
