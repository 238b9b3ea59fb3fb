// «Entrar con Discord» (docs/integraciones.md, "Discord login"): the calls of the login flow and the
// sentences the browser shows when it comes back from Discord with an error key.
import { z } from 'zod';
import { IdSchema, NicknameSchema, oneItem } from './common.js';

/** GET /api/auth/discord/config: whether the button is shown. */
export const DiscordConfigResponseSchema = z.object({ ok: z.literal(true), habilitado: z.boolean() });
export type DiscordConfigResponse = z.infer<typeof DiscordConfigResponseSchema>;

/** POST /api/auth/discord/iniciar and /vincularCuenta: where the browser goes (Discord's authorize page). */
export const DiscordIniciarResponseSchema = z.object({ ok: z.literal(true), url: z.string() });
export type DiscordIniciarResponse = z.infer<typeof DiscordIniciarResponseSchema>;

const CodigoSchema = z.string({ error: 'Falta el código de acceso de Discord' }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
  error: 'El código de acceso de Discord no es válido o ha caducado; vuelva a entrar con Discord',
});

/** POST /api/auth/discord/sesion `[ {codigo} ]`: the one-time code of the callback. */
export const DiscordSesionRequestSchema = oneItem(z.object({ codigo: CodigoSchema }));
export type DiscordSesionRequest = z.infer<typeof DiscordSesionRequestSchema>;

/** A member without an account yet: the player to confirm (or another nickname to pick). */
export const DiscordPendienteResponseSchema = z.object({
  ok: z.literal(true),
  pendiente: z.object({
    /** A new one-time code, for POST /api/auth/discord/vincular (never put in a URL). */
    codigo: z.string(),
    /** The Discord user name. */
    discord: z.string(),
    /**
     * The member's name in the server, guild tags removed: the first of server nickname, display name
     * and user name that is a free player's nickname, or else the first of them that is set.
     */
    apodo: z.string(),
    /** The registered player whose nickname is `apodo` and has no account yet, if any. */
    propuesta: z.string().nullable(),
    /** The player of this member's request still waiting for the leader's approval, if any. */
    solicitud: z.string().nullable(),
  }),
});
export type DiscordPendienteResponse = z.infer<typeof DiscordPendienteResponseSchema>;

/** POST /api/auth/discord/vincular `[ {codigo, nickname} ]`: the member's player. */
export const DiscordVincularRequestSchema = oneItem(z.object({ codigo: CodigoSchema, nickname: NicknameSchema }));
export type DiscordVincularRequest = z.infer<typeof DiscordVincularRequestSchema>;

/**
 * POST /api/auth/discord/vincular when the pick is an existing player the member's Discord names do not
 * match, or one that had an account before (docs/integraciones.md, "Primer acceso"): no session; the
 * request waits for the leader's approval, and `message` says so.
 */
export const DiscordSolicitudResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  solicitud: z.object({ nickname: z.string() }),
});
export type DiscordSolicitudResponse = z.infer<typeof DiscordSolicitudResponseSchema>;

/** A first Discord login waiting for the leader's approval (the accounts screen's queue). */
export const SolicitudDiscordRowSchema = z.object({
  id_solicitud: z.number().int(),
  /** The Discord user name. */
  discord: z.string(),
  /** The member's Discord names when they asked (server nickname, display name, user name; normalized). */
  nombres: z.array(z.string()),
  id_player: z.number().int(),
  nickname: z.string(),
  /** Whether one of `nombres` is the player's nickname (then the player had an account before). */
  coincide: z.boolean(),
  /** Whether the player had an account before (its Discord was unlinked). */
  tuvoCuenta: z.boolean(),
  creada: z.string(),
});
export type SolicitudDiscordRow = z.infer<typeof SolicitudDiscordRowSchema>;

/** GET /api/cuentas/solicitudesDiscord */
export const SolicitudesDiscordResponseSchema = z.object({
  ok: z.literal(true),
  solicitudes: z.array(SolicitudDiscordRowSchema),
});
export type SolicitudesDiscordResponse = z.infer<typeof SolicitudesDiscordResponseSchema>;

/** PUT /api/cuentas/aprobarSolicitudDiscord and /rechazarSolicitudDiscord `[ {idSolicitud} ]`. */
export const SolicitudDiscordIdRequestSchema = oneItem(z.object({ idSolicitud: IdSchema }));
export type SolicitudDiscordIdRequest = z.infer<typeof SolicitudDiscordIdRequestSchema>;

/** The error keys of the callback's redirect (`/discord?error=<key>`) and their sentences. */
export const DISCORD_ERRORES = {
  denegado: 'Canceló el acceso en Discord; no se ha iniciado sesión',
  estado: 'El intento de acceso con Discord no es válido o ha caducado; vuelva a intentarlo',
  codigo: 'Discord no aceptó el código de acceso (caducado o ya usado); vuelva a intentarlo',
  'no-miembro': 'Su cuenta de Discord no es miembro del servidor del gremio; no se ha creado ninguna cuenta',
  caido: 'Discord no responde en este momento; inténtelo de nuevo más tarde o entre con su email',
  ocupado: 'Esa cuenta de Discord ya está vinculada a otra cuenta de la aplicación',
  'no-configurado': 'El acceso con Discord no está configurado en este servidor',
  limite: 'Demasiados intentos de acceso con Discord; espere un minuto y vuelva a intentarlo',
  invalido: 'La vuelta desde Discord llegó con datos no válidos; vuelva a intentarlo',
  error: 'No se pudo completar el acceso con Discord por un error del servidor; vuelva a intentarlo en unos momentos',
  navegador:
    'El acceso con Discord se empezó en otro navegador o sus cookies están bloqueadas; vuelva a entrar con Discord desde este navegador',
} as const;
export type DiscordErrorClave = keyof typeof DISCORD_ERRORES;

export const MENSAJE_DISCORD_CODIGO = 'El código de acceso de Discord no es válido o ha caducado; vuelva a entrar con Discord';
/** The browser that exchanges a one-time code is not the one that started the login (no or another cookie). */
export const MENSAJE_DISCORD_NAVEGADOR = DISCORD_ERRORES.navegador;
