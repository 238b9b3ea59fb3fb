// GET /api/jugadores/bajas (the leader): the leavers' purge's dry run (docs/integraciones.md, «Bajas») —
// every active player the membership re-check found out of the Albion guild and not switched off yet,
// with the days out and whether the purge would switch them off now (the real run takes the same list).
import { z } from 'zod';
import { MODOS_BAJA } from './gremio-ajustes.js';

export const BajaPrevistaSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  /** The first re-check that found the player out (ISO). */
  desde: z.string(),
  /** Whole days out of the guild now. */
  dias: z.number().int(),
  /** True: the next run switches the player off (mode not `no`, days ≥ bajaDias, not the leader). */
  baja: z.boolean(),
  /** Why a player past the days stays: the leader's account is never switched off by the purge. */
  excluido: z.enum(['lider']).nullable(),
});
export type BajaPrevista = z.infer<typeof BajaPrevistaSchema>;

export const BajasResponseSchema = z.object({
  ok: z.literal(true),
  modo: z.enum(MODOS_BAJA),
  bajaDias: z.number().int(),
  jugadores: z.array(BajaPrevistaSchema),
});
export type BajasResponse = z.infer<typeof BajasResponseSchema>;
