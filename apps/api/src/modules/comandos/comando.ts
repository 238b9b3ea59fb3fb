// What every guild slash command of the app shares (docs/integraciones.md, «Interacciones»): the
// interaction as the commands read it, the Discord locales the app speaks, and the localized
// definition's pieces. The answers' shapes and the caller's account: respuestas.ts; the dispatch:
// interacciones.ts; the transport: interacciones.routes.ts.
import type { Idioma } from '@reparto/contract';
import { MENSAJES, type CodigoMensaje } from '../../lib/mensajes.js';

/** An interaction as Discord sends it (API v10; the fields the app reads). */
export interface Interaccion {
  id: string;
  application_id: string;
  /** 1 PING, 2 APPLICATION_COMMAND, 3 MESSAGE_COMPONENT, 4 AUTOCOMPLETE, 5 MODAL_SUBMIT. */
  type: number;
  token: string;
  guild_id?: string;
  /** The member's Discord language (`es-ES`, `pt-BR`, `en-US`…), and the server's: the answer's is picked from it. */
  locale?: string;
  guild_locale?: string;
  /**
   * A command's name and options (a subcommand's own options come nested: `/contenido iniciar canal:`);
   * a button's, a select's or a modal's `custom_id` (a select's choice: `values`); a modal's fields (`components`: rows of text inputs).
   */
  data?: {
    name?: string;
    options?: OpcionInteraccion[];
    custom_id?: string;
    component_type?: number;
    /** A select menu's chosen values. */
    values?: string[];
    components?: { type: number; components?: { type: number; custom_id: string; value?: string }[] }[];
  };
  member?: { nick?: string | null; user?: { id?: string; username?: string; global_name?: string | null } };
  user?: { id?: string; username?: string; global_name?: string | null };
}

export interface OpcionInteraccion {
  name: string;
  type: number;
  value?: unknown;
  /** The option being typed in (an autocomplete). */
  focused?: boolean;
  options?: OpcionInteraccion[];
}

/** Discord's locales (an interaction's `locale`) and the language each is answered in; any other: the guild's. */
export const LOCALES_DISCORD: Readonly<Record<string, Idioma>> = {
  'es-ES': 'es',
  'es-419': 'es',
  'pt-BR': 'pt-BR',
  'en-US': 'en',
  'en-GB': 'en',
};

/** A text of the catalogue in every Discord locale the app speaks (`description_localizations`). */
const localizado = (codigo: CodigoMensaje) =>
  Object.fromEntries(Object.entries(LOCALES_DISCORD).map(([locale, idioma]) => [locale, MENSAJES[idioma][codigo]]));
/** The same name in every locale: a command's and an option's name are the same whatever the language. */
const mismoNombre = (nombre: string) => Object.fromEntries(Object.keys(LOCALES_DISCORD).map((locale) => [locale, nombre]));

/** An option or subcommand of a command (`type`: Discord's option type), with its localizations. */
export const opcionComando = <R extends object>(type: number, nombre: string, descripcion: CodigoMensaje, resto: R) => ({
  type,
  name: nombre,
  name_localizations: mismoNombre(nombre),
  description: MENSAJES.es[descripcion],
  description_localizations: localizado(descripcion),
  ...resto,
});

/** A guild chat-input command (type 1) as Discord's API v10 takes it, with its localizations. */
export const definicionComando = <O>(nombre: string, descripcion: CodigoMensaje, options: O[]) =>
  opcionComando(1, nombre, descripcion, { contexts: [0], options });

/** The language of an answer: the interaction's locale when the app speaks it, else the guild's. */
export const idiomaDeInteraccion = (i: Pick<Interaccion, 'locale'>, gremio: Idioma): Idioma =>
  (i.locale ? LOCALES_DISCORD[i.locale] : undefined) ?? gremio;
