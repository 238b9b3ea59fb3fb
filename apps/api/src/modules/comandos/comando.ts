// What every guild slash command of the app shares (docs/integraciones.md): the interaction as the
// commands read it, the Discord locales the app speaks, the localized definition's pieces, and the
// scaffold of an answer (said «starting» until the app has started, a failure logged and said in
// words). The transport is adapters/discord/comando-slash.ts; the commands: plata.ts, contenido.ts.
import type { Idioma } from '@reparto/contract';
import { MENSAJES, mensaje, type CodigoMensaje } from '../../lib/mensajes.js';
import type { ComandoTransportado, PaqueteInteraccion } from '../../adapters/discord/comando-slash.js';

/** An APPLICATION_COMMAND interaction as the gateway sends it (the fields the commands read). */
export interface Interaccion extends PaqueteInteraccion {
  guild_id?: string;
  /** The member's Discord language (`es-ES`, `pt-BR`, `en-US`…), and the server's: the answer's is picked from it. */
  locale?: string;
  guild_locale?: string;
  /** A subcommand's own options come nested in its option (`/contenido iniciar canal:`). */
  data?: { name?: string; options?: OpcionInteraccion[] };
  member?: { nick?: string | null; user?: { id?: string; username?: string; global_name?: string | null } };
  user?: { id?: string; username?: string; global_name?: string | null };
}

export interface OpcionInteraccion {
  name: string;
  type: number;
  value?: unknown;
  options?: OpcionInteraccion[];
}

/** A command's answers, as the adapter carries them. */
export type RespuestaComando = ComandoTransportado<Interaccion>;

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

/** A command: its definition, its answer with the app at hand (`fuente`), and what it says when it cannot answer. */
export interface Comando<F> {
  /** The command as Discord's API v10 takes it. */
  definicion: { readonly name: string };
  contestar(i: Interaccion, guildId: string, fuente: F, gremio: Idioma): Promise<string>;
  /** What it says before the app has started, and when `contestar` fails. */
  arrancando: CodigoMensaje;
  fallo: CodigoMensaje;
}

/**
 * The one scaffold of every command's answers for the adapter: «starting» until `fuente()` has the
 * app (it has started); a failure logged by `alFallar` and said in words.
 */
export function respuestaComando<F>(
  comando: Comando<F>,
  guildId: string,
  fuente: () => F | null,
  alFallar: (error: unknown) => void,
  gremio: Idioma = 'es',
): RespuestaComando {
  return {
    definicion: comando.definicion,
    async contestar(i) {
      const idioma = idiomaDeInteraccion(i, gremio);
      const app = fuente();
      if (!app) return mensaje(comando.arrancando, {}, idioma);
      return comando.contestar(i, guildId, app, gremio).catch((error: unknown) => {
        alFallar(error);
        return mensaje(comando.fallo, {}, idioma);
      });
    },
  };
}
