// What the app answers to each Discord interaction (docs/integraciones.md, «Interacciones»): the types
// Discord sends and the answers it takes, the app's parts a command reads (`DepsInteracciones`), and
// the dispatch — a slash command or its autocomplete by the command's name, a button or a modal by the
// first part of its custom_id (`regear:aprobar:12`). The transport (signature, deferral, once per
// interaction id) is interacciones.routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Idioma } from '@reparto/contract';
import { mensaje } from '../../lib/mensajes.js';
import type { Db } from '../../db/client.js';
import type { Gremio } from '../gremio/gremio.js';
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

/** A message as an interaction's answer takes it. */
export interface MensajeInteraccion {
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
  flags?: number;
  allowed_mentions?: { parse: string[] };
}

/** An answer to an interaction (Discord's interaction response object). */
export type RespuestaInteraccion =
  | { type: typeof TIPO.R_PONG }
  | { type: typeof TIPO.R_MENSAJE | typeof TIPO.R_ACTUALIZAR; data: MensajeInteraccion }
  | { type: typeof TIPO.R_DIFERIDA; data?: { flags?: number } }
  | { type: typeof TIPO.R_DIFERIDA_ACTUALIZAR }
  | { type: typeof TIPO.R_OPCIONES; data: { choices: { name: string; value: string | number }[] } }
  | { type: typeof TIPO.R_MODAL; data: { custom_id: string; title: string; components: unknown[] } };

/** What the interactions read of the running app. */
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
  data: { content, flags: 64, allowed_mentions: { parse: [] } },
});

/** The interaction's language: the member's Discord locale when the app speaks it, else the guild's. */
export const idiomaDe = (i: Interaccion, deps: DepsInteracciones): Idioma => idiomaDeInteraccion(i, deps.gremio.idioma);

/** The answer to one interaction (not a PING: the transport answers those). */
export async function atender(i: Interaccion, deps: DepsInteracciones): Promise<RespuestaInteraccion> {
  const idioma = idiomaDe(i, deps);
  return efimero(mensaje('interacciones.desconocida', {}, idioma));
}
