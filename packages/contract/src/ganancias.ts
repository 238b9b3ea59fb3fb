// Request/response schemas of a player's own page (docs/domain.md, "A player's page"): their totals
// per interval, silver per week, what they are still owed and the distributions they took part in.
import { z } from 'zod';
import { PageSchema, oneItem } from './common.js';
import { SearchGananciasQuerySchema } from './periodos.js';
import { RegearPendienteSchema } from './regear.js';

/** A player's approved regear not paid yet: how many claims and their silver (docs/regear.md). */
export type RegearPendiente = z.infer<typeof RegearPendienteSchema>;

// GET /api/distribuciones/gananciasJugador?nickname= (anonymous)
export const GananciasJugadorQuerySchema = SearchGananciasQuerySchema.pick({ nickname: true });
export type GananciasJugadorQuery = z.infer<typeof GananciasJugadorQuerySchema>;

export const TotalIntervaloSchema = z.object({
  /** Days (15, 30, 60, 90) or 0: since creation. */
  interval: z.number().int(),
  total_silver_unitario: z.number().int(),
  cantidad_contenido: z.number().int(),
});
export type TotalIntervalo = z.infer<typeof TotalIntervaloSchema>;

export const SemanaSilverSchema = z.object({
  /** Monday of the week (UTC), `YYYY-MM-DD`. */
  semana: z.string(),
  silver: z.number().int(),
});
export type SemanaSilver = z.infer<typeof SemanaSilverSchema>;

export const PendienteCobroSchema = z.object({
  id_periodo: z.number().int(),
  lugar: z.string(),
  id_estado_distribucion: z.number().int(),
  silver: z.number().int(),
  esta_pagado: z.boolean(),
  distribuidor_nickname: z.string().nullable(),
});
export type PendienteCobro = z.infer<typeof PendienteCobroSchema>;

export const GananciasJugadorSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  nombre_cargo: z.string(),
  nombre_rol: z.string(),
  totales: z.array(TotalIntervaloSchema),
  /** The last SEMANAS_GRAFICO (constants.ts) weeks, oldest first, weeks without earnings as 0. */
  semanal: z.array(SemanaSilverSchema),
  /** Periods open (3) or being paid (2) where the player has live earnings, newest first. */
  pendientes: z.array(PendienteCobroSchema),
  /** Approved regear claims not paid yet, over every period (docs/regear.md). */
  regear_pendiente: RegearPendienteSchema,
});
export type GananciasJugador = z.infer<typeof GananciasJugadorSchema>;
export const GananciasJugadorResponseSchema = z.object({ ok: z.literal(true), message: GananciasJugadorSchema });
export type GananciasJugadorResponse = z.infer<typeof GananciasJugadorResponseSchema>;

// POST /api/distribuciones/historialJugador [ {nickname, page} ] (anonymous)
export const HistorialJugadorRequestSchema = oneItem(
  z.object({ nickname: GananciasJugadorQuerySchema.shape.nickname, page: PageSchema }),
);
export type HistorialJugadorRequest = z.infer<typeof HistorialJugadorRequestSchema>;

export const HistorialRowSchema = z.object({
  id_distribucion: z.number().int(),
  fecha: z.string(),
  id_periodo: z.number().int(),
  lugar: z.string(),
  motivo: z.string(),
  nickname_encargado: z.string(),
  /** The player's share. */
  silver_unitario: z.number().int(),
  /** False: the distribution was deleted (it no longer counts). */
  estado: z.boolean(),
  razon_eliminacion: z.string().nullable(),
});
export type HistorialRow = z.infer<typeof HistorialRowSchema>;
export const HistorialJugadorResponseSchema = z.object({
  ok: z.literal(true),
  /** Newest first, HISTORIAL_PAGE_SIZE a page. */
  message: z.array(HistorialRowSchema),
  count: z.number().int(),
});
export type HistorialJugadorResponse = z.infer<typeof HistorialJugadorResponseSchema>;
