// Attendance (docs/asistencia.md): a content manager starts a session on a Discord voice channel; the
// bot records each member's joins, leaves and moves from the gateway's voice-state events until it
// ends (by hand, or by itself after ASISTENCIA_MAX_HORAS). Minutes are computed, never typed. A
// finished session fills a new distribution's participants, with weights suggested by presence.
import { z } from 'zod';
import { IdSchema, QueryIdSchema, QueryPageSchema, oneItem } from './common.js';
import { CARGO, CARGO_PERIODOS } from './constants.js';
import { PESO_MIN } from './reparto.js';
import { dicho } from './i18n/dichos.js';

/** The share of a session (percent) from which a member counts as there the whole time: weight 1. */
export const ASISTENCIA_COMPLETA_PCT_DEFECTO = 90;
/** A session ends by itself after this many hours. */
export const ASISTENCIA_MAX_HORAS_DEFECTO = 6;

/**
 * The weight a presence suggests: 1 from `completaPct` % of the session; below it, the share of the
 * session's time rounded to 0.1, at least 0.1. `minutos` and `duracion` in the same unit (minutes).
 */
export function pesoSugerido(minutos: number, duracion: number, completaPct = ASISTENCIA_COMPLETA_PCT_DEFECTO): number {
  if (duracion <= 0) return 1;
  const parte = Math.min(minutos / duracion, 1);
  if (parte * 100 >= completaPct) return 1;
  const decimas = Math.round(parte * 10);
  return Math.max(decimas, PESO_MIN * 10) / 10;
}

const IdCanalSchema = z
  .string({ error: dicho('distribucion.canalObligatorio', 'El canal de voz es obligatorio') })
  .trim()
  .min(1, { error: dicho('distribucion.canalObligatorio', 'El canal de voz es obligatorio') })
  .max(64, { error: dicho('distribucion.canalInvalido', 'Canal de voz inválido') });

// POST /api/asistencia/iniciar [ { idCanal } ] → 201 { ok, message: { id_sesion, canal, inicio } }
export const IniciarAsistenciaRequestSchema = oneItem(z.object({ idCanal: IdCanalSchema }));
export type IniciarAsistenciaRequest = z.infer<typeof IniciarAsistenciaRequestSchema>;
export const SesionIniciadaSchema = z.object({ id_sesion: z.number().int(), canal: z.string(), inicio: z.string() });
export const IniciarAsistenciaResponseSchema = z.object({ ok: z.literal(true), message: SesionIniciadaSchema });
export type IniciarAsistenciaResponse = z.infer<typeof IniciarAsistenciaResponseSchema>;

// POST /api/asistencia/terminar [ { idSesion } ] → { ok, message } (a finished one again: the same answer)
/** Who may call it: a content manager, a TESORERO or the LIDER; the service then checks the session's owner. */
export const CARGOS_TERMINAR_ASISTENCIA = [CARGO.ENCARGADO_CONTENIDO, CARGO_PERIODOS, CARGO.LIDER] as const;
/**
 * Ends an attendance session: the account that started it (`esSuya`), a TESORERO or the LIDER
 * (docs/asistencia.md, «Cómo termina»).
 */
export const terminaSesionAsistencia = (cargos: readonly number[], esSuya: boolean) =>
  esSuya || cargos.includes(CARGO_PERIODOS) || cargos.includes(CARGO.LIDER);
export const TerminarAsistenciaRequestSchema = oneItem(z.object({ idSesion: IdSchema }));
export type TerminarAsistenciaRequest = z.infer<typeof TerminarAsistenciaRequestSchema>;

/** A session in the list (`GET /api/asistencia/sesiones?page=`), newest first. */
export const SesionAsistenciaSchema = z.object({
  id_sesion: z.number().int(),
  canal: z.string(),
  inicio: z.string(),
  /** null while it records. */
  fin: z.string().nullable(),
  /** Who started it (an account's nickname, or the Discord member who used /contenido). */
  iniciada_por: z.string(),
  /** Members seen in it. */
  miembros: z.number().int(),
  /** The distribution it fed, once imported into one. */
  id_distribucion: z.number().int().nullable(),
});
export type SesionAsistencia = z.infer<typeof SesionAsistenciaSchema>;
export const SesionesAsistenciaQuerySchema = z.object({ page: QueryPageSchema.optional() });
export const SesionesAsistenciaResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(SesionAsistenciaSchema),
  count: z.number().int(),
});
export type SesionesAsistenciaResponse = z.infer<typeof SesionesAsistenciaResponseSchema>;

/** A registered player's presence in a session. */
export const PresenciaSchema = z.object({
  nickname: z.string(),
  id_player: z.number().int(),
  minutos: z.number().int(),
  peso_sugerido: z.number(),
});
export type Presencia = z.infer<typeof PresenciaSchema>;

// GET /api/asistencia/sesion?idSesion=
export const SesionAsistenciaQuerySchema = z.object({ idSesion: QueryIdSchema });
export const DetalleSesionSchema = z.object({
  id_sesion: z.number().int(),
  canal: z.string(),
  inicio: z.string(),
  fin: z.string().nullable(),
  /** Minutes from start to end (to now while it records). */
  duracion: z.number().int(),
  iniciada_por: z.string(),
  id_distribucion: z.number().int().nullable(),
  /** Registered active players, by minutes (most first). */
  jugadores: z.array(PresenciaSchema),
  /** Names with no registered player, offered for registration as the voice import does. */
  sin_registrar: z.array(z.object({ nombre: z.string(), minutos: z.number().int() })),
  /** Registered players who are switched off: neither chosen nor offered. */
  desactivados: z.array(z.string()),
});
export type DetalleSesion = z.infer<typeof DetalleSesionSchema>;
export const SesionAsistenciaResponseSchema = z.object({ ok: z.literal(true), message: DetalleSesionSchema });
export type SesionAsistenciaResponse = z.infer<typeof SesionAsistenciaResponseSchema>;

// GET /api/asistencia/participacion: contents attended in the last 30 days (the overview's leaderboard).
export const ParticipacionSchema = z.object({
  id_player: z.number().int(),
  nickname: z.string(),
  contenidos: z.number().int(),
  minutos: z.number().int(),
});
export type Participacion = z.infer<typeof ParticipacionSchema>;
export const ParticipacionResponseSchema = z.object({ ok: z.literal(true), message: z.array(ParticipacionSchema) });
export type ParticipacionResponse = z.infer<typeof ParticipacionResponseSchema>;

// GET /api/asistencia/jugador?idPlayer=&page=: a member's attendance (their page).
export const AsistenciaJugadorQuerySchema = z.object({ idPlayer: QueryIdSchema, page: QueryPageSchema.optional() });
export const AsistenciaJugadorSchema = z.object({
  id_sesion: z.number().int(),
  canal: z.string(),
  inicio: z.string(),
  fin: z.string().nullable(),
  duracion: z.number().int(),
  minutos: z.number().int(),
  id_distribucion: z.number().int().nullable(),
});
export type AsistenciaJugador = z.infer<typeof AsistenciaJugadorSchema>;
export const AsistenciaJugadorResponseSchema = z.object({
  ok: z.literal(true),
  message: z.array(AsistenciaJugadorSchema),
  count: z.number().int(),
  /** Contents attended in the last 30 days. */
  contenidos_30d: z.number().int(),
});
export type AsistenciaJugadorResponse = z.infer<typeof AsistenciaJugadorResponseSchema>;
