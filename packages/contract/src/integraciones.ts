// Request/response schemas of the integrations (Discord voice, Albion Online membership):
// docs/domain.md, "Integrations".
import { z } from 'zod';
import { NicknameSchema } from './common.js';

/** Shown by the UI when the API runs without DISCORD_TOKEN / DISCORD_GUILD_ID. */
export const MENSAJE_DISCORD_NO_CONFIGURADO = 'Discord no está configurado';
/** isMember answer when ALBION_GUILD_ID is not set (the check is skipped). */
export const MENSAJE_ALBION_NO_CONFIGURADA = 'Verificación de Albion no configurada';

/** GET /api/jugadores/isMember?nickname= */
export const IsMemberQuerySchema = z.object({ nickname: NicknameSchema });
export type IsMemberQuery = z.infer<typeof IsMemberQuerySchema>;

/**
 * `miembro` is null when the check is not configured. `nickname` is the name as Albion Online spells
 * it when the player was found (the asked nickname otherwise); `guild` its guild's name, if any.
 * `message` says the outcome in Spanish, for the UI to show as it is.
 */
export const IsMemberResponseSchema = z.object({
  ok: z.literal(true),
  miembro: z.boolean().nullable(),
  nickname: z.string(),
  guild: z.string().nullable(),
  message: z.string(),
});
export type IsMemberResponse = z.infer<typeof IsMemberResponseSchema>;

/** One active player that the last scheduled re-check did not find in the guild. */
export const JugadorFueraSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  /** The guild the player is in now (null: no guild, or not found in Albion Online). */
  guild: z.string().nullable(),
});
export type JugadorFuera = z.infer<typeof JugadorFueraSchema>;

/** GET /api/jugadores/revisionMembresia (leader): result of the last scheduled re-check. */
export const RevisionMembresiaResponseSchema = z.object({
  ok: z.literal(true),
  /** When the last re-check finished (ISO); null when none ran yet. */
  revisado: z.string().nullable(),
  fuera: z.array(JugadorFueraSchema),
});
export type RevisionMembresiaResponse = z.infer<typeof RevisionMembresiaResponseSchema>;
