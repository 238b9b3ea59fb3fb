import { z } from 'zod';
import { MODOS_PAGO } from './gremio-ajustes.js';

// Shared entities (docs/domain.md, "Entities"). Request/response schemas of each area live in their own file.

export const RolOptionSchema = z.object({ id_rol: z.number().int(), nombre_rol: z.string() });
export type RolOption = z.infer<typeof RolOptionSchema>;

export const CargoOptionSchema = z.object({ id_cargo: z.number().int(), nombre_cargo: z.string() });
export type CargoOption = z.infer<typeof CargoOptionSchema>;

export const JugadorRowSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  nombre_cargo: z.string(),
  nombre_rol: z.string(),
  fecha_registro: z.string(),
  estado: z.boolean(),
  id_cargo: z.number().int(),
  id_rol: z.number().int(),
});
export type JugadorRow = z.infer<typeof JugadorRowSchema>;

export const PeriodoSchema = z.object({
  id_periodo: z.number().int(),
  distribuidor_nickname: z.string().nullable(),
  lugar: z.string(),
  id_lugar_distribucion: z.number().int(),
  fecha_inicial: z.string(),
  fecha_final: z.string().nullable(),
  silver_app: z.number().int(),
  silver_albion: z.number().int(),
  id_estado_distribucion: z.number().int(),
  nombre_estado_distribucion: z.string(),
  /** Nickname of the treasurer who opened the period. */
  nickname: z.string(),
  /** How its shares are paid (docs/libro.md): present only for `acumular`; absent means `al_finalizar`. */
  modo_pago: z.enum(MODOS_PAGO).optional(),
});
export type Periodo = z.infer<typeof PeriodoSchema>;

export const LugarSchema = z.object({ id_lugar_distribucion: z.number().int(), lugar: z.string() });
export type Lugar = z.infer<typeof LugarSchema>;

export const DistribuidorSchema = z.object({ id_player: z.number().int(), nickname: z.string() });
export type Distribuidor = z.infer<typeof DistribuidorSchema>;

export const PagoRowSchema = z.object({
  nickname: z.string(),
  id_player: z.number().int(),
  id_periodo: z.number().int(),
  sum: z.number().int(),
  esta_pagado: z.boolean(),
  distribuidor_nickname: z.string().nullable(),
  estado_distribucion: z.number().int(),
  /**
   * Where the player's share goes (docs/domain.md, "Payments"): the house and the chest number in it,
   * from the houses chosen at close; null while the period is open (or beyond the houses' chests).
   */
  casa: z.string().nullable(),
  cofre: z.number().int().nullable(),
});
export type PagoRow = z.infer<typeof PagoRowSchema>;

export const CasaSchema = z.object({
  id_casa: z.number().int(),
  nombre_casa: z.string(),
  cantidad_cofres: z.number().int(),
});
export type Casa = z.infer<typeof CasaSchema>;

export const DistribucionJugadorSchema = z.object({
  nickname: z.string(),
  nombre_cargo: z.string(),
  silver_unitario: z.number().int(),
});

/** A transfer of a distribution's settle-up (docs/liquidacion.md): «de paga silver a a»; `hecha_en` once done. */
export const TransferenciaSchema = z.object({
  id_transferencia: z.number().int(),
  de_id_player: z.number().int(),
  de_nickname: z.string(),
  a_id_player: z.number().int(),
  a_nickname: z.string(),
  silver: z.number().int(),
  hecha_en: z.string().nullable(),
  hecha_por: z.string().nullable(),
});
export type Transferencia = z.infer<typeof TransferenciaSchema>;

export const DistribucionSchema = z.object({
  id_distribucion: z.number().int(),
  fecha: z.string(),
  motivo: z.string(),
  nickname_encargado: z.string(),
  silver: z.number().int(),
  razon_eliminacion: z.string().nullable(),
  estado: z.boolean(),
  jugadores: z.array(DistribucionJugadorSchema),
  /** «El botín lo tienen varios» (docs/liquidacion.md): its transfers, only when it has carriers. */
  transferencias: z.array(TransferenciaSchema).optional(),
});
export type Distribucion = z.infer<typeof DistribucionSchema>;

export const GananciasSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  total_silver_unitario: z.number().int(),
  cantidad_contenido: z.number().int(),
});
export type Ganancias = z.infer<typeof GananciasSchema>;

export const TopPlayerSchema = z.object({ nickname: z.string(), total_silver_unitario: z.number().int() });
export type TopPlayer = z.infer<typeof TopPlayerSchema>;
export const TopCreadorSchema = z.object({ nickname: z.string(), silver_app: z.number().int() });
export type TopCreador = z.infer<typeof TopCreadorSchema>;

export const VoiceChannelSchema = z.object({ id: z.string(), channel: z.string() });
export type VoiceChannel = z.infer<typeof VoiceChannelSchema>;
