// What every Discord interaction's answer shares (docs/integraciones.md, «Interacciones»): Discord's
// interaction and callback types, the answers' shapes, the app's parts a command reads
// (`DepsInteracciones`), an ephemeral sentence, and `conCuenta` — the caller in the guild's server,
// identified by the Discord user id linked at «Entrar con Discord», with the services' refusals said
// in the member's language as the API says them.
import type { FastifyInstance } from 'fastify';
import type { Idioma } from '@reparto/contract';
import { AppError } from '../../lib/errors.js';
import { frase, mensaje, type CodigoMensaje, type ValoresMensaje } from '../../lib/mensajes.js';
import type { Db } from '../../db/client.js';
import type { Gremio } from '../gremio/gremio.js';
import { cuentaDeDiscord } from '../cuentas/cuentas.service.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { idiomaDeInteraccion, type Interaccion } from './comando.js';

/** Discord's interaction types (what it sends) and interaction callback types (what it takes). */
export const TIPO = {
  PING: 1,
  COMANDO: 2,
  COMPONENTE: 3,
  AUTOCOMPLETAR: 4,
  MODAL: 5,
  R_PONG: 1,
  R_MENSAJE: 4,
  R_DIFERIDA: 5,
  R_DIFERIDA_ACTUALIZAR: 6,
  R_ACTUALIZAR: 7,
  R_OPCIONES: 8,
  R_MODAL: 9,
} as const;

/** A message's flag: only the member who asked sees it. */
export const EFIMERO = 64;

/** A message as an interaction's answer takes it. */
export interface MensajeInteraccion {
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
  flags?: number;
  allowed_mentions?: unknown;
}

/** An answer to an interaction (Discord's interaction response object). */
export type RespuestaInteraccion =
  | { type: typeof TIPO.R_PONG }
  | { type: typeof TIPO.R_MENSAJE | typeof TIPO.R_ACTUALIZAR; data: MensajeInteraccion }
  | { type: typeof TIPO.R_DIFERIDA; data?: { flags?: number } }
  | { type: typeof TIPO.R_DIFERIDA_ACTUALIZAR }
  | { type: typeof TIPO.R_OPCIONES; data: { choices: { name: string; value: string | number }[] } }
  | { type: typeof TIPO.R_MODAL; data: { custom_id: string; title: string; components: unknown[] } };

/** What the interactions read of the running app (its decorators: the database, the guild, the clients). */
export interface DepsInteracciones {
  db: Db;
  /** The guild's row (its Discord server id and its language), read when an interaction arrives. */
  gremio: Gremio;
  /** PUBLIC_URL: where an unlinked member signs in. */
  urlPublica: string | undefined;
  app: FastifyInstance;
}

export const depsDeApp = (app: FastifyInstance, urlPublica: string | undefined): DepsInteracciones => ({
  db: app.db,
  gremio: app.gremio,
  urlPublica,
  app,
});

/** An ephemeral sentence (only the member who asked sees it), with no mention pinging anyone. */
export const efimero = (content: string): RespuestaInteraccion => ({
  type: TIPO.R_MENSAJE,
  data: { content, flags: EFIMERO, allowed_mentions: { parse: [] } },
});

/** The interaction's language: the member's Discord locale when the app speaks it, else the guild's. */
export const idiomaDe = (i: Interaccion, deps: DepsInteracciones): Idioma => idiomaDeInteraccion(i, deps.gremio.idioma);

/** A catalogue's sentence in the interaction's language. */
export const decir =
  (idioma: Idioma) =>
  (codigo: CodigoMensaje, valores: ValoresMensaje = {}) =>
    mensaje(codigo, valores, idioma);

/** Whether the interaction comes from the guild's Discord server. */
export const delGremio = (i: Interaccion, deps: DepsInteracciones) =>
  deps.gremio.discordGuildId !== null && i.guild_id === deps.gremio.discordGuildId;

/** The Discord user who sent the interaction. */
export const usuarioDe = (i: Interaccion) => i.member?.user?.id ?? i.user?.id;

/**
 * `hacer` with the caller's account (active, linked to their Discord user): outside the guild's server,
 * or unlinked, the sentence that says so (with the sign-in link); a refusal of the services (`AppError`)
 * is said as the API says it, in the member's language.
 */
export async function conCuenta(
  i: Interaccion,
  deps: DepsInteracciones,
  hacer: (cuenta: CuentaSesion, idioma: Idioma) => Promise<RespuestaInteraccion>,
): Promise<RespuestaInteraccion> {
  const idioma = idiomaDe(i, deps);
  const t = decir(idioma);
  if (!delGremio(i, deps)) return efimero(t('asistencia.soloGremio'));
  const usuario = usuarioDe(i);
  const cuenta = usuario ? await cuentaDeDiscord(deps.db, usuario) : null;
  if (!cuenta)
    return efimero(
      deps.urlPublica ? t('interacciones.sinVincular', { url: deps.urlPublica }) : t('interacciones.sinVincularSinUrl'),
    );
  try {
    return await hacer(cuenta, idioma);
  } catch (error) {
    if (error instanceof AppError) return efimero(frase(error.frase, idioma));
    throw error;
  }
}

/** An option's value by name (a subcommand's own options come nested). */
export const opcion = (i: Interaccion, nombre: string) => i.data?.options?.find((o) => o.name === nombre);

/** A slash command: its definition (registered by `npm run discord:comandos`), its answer, its autocomplete. */
export interface ComandoHttp {
  /** The command as Discord's API v10 takes it. */
  definicion: { readonly name: string };
  contestar(i: Interaccion, deps: DepsInteracciones): Promise<RespuestaInteraccion>;
  /** The choices while an option with `autocomplete: true` is typed in (type 4 → 8). */
  autocompletar?(i: Interaccion, deps: DepsInteracciones): Promise<RespuestaInteraccion>;
}
