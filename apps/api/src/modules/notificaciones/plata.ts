// What the `/plata` Discord command says (docs/integraciones.md), read-only, in the interaction's
// language when the app speaks it, else the guild's (IDIOMA_GREMIO; docs/idiomas.md): a player's
// silver over the last 30 days and since the start, what is still to be paid in periods open or
// being paid, with the distributor's nickname, and the regear approved and not paid yet. The numbers are the player's page's
// (ganancias.service.ts resumenJugador); the transport is adapters/discord/plata-command.ts.
import {
  NOMBRE_ESTADO_PERIODO,
  plataEn,
  type Idioma,
  type Intervalo,
  type PendienteCobro,
  type RegearPendiente,
} from '@reparto/contract';
import { MENSAJES, mensaje, traducirFragmento, type CodigoMensaje } from '../../lib/mensajes.js';
import type { Interaccion, RespuestaComando } from '../../adapters/discord/plata-command.js';
import { matchDisplayNames, stripGuildTags, type PlayerRef } from '../../adapters/discord/names.js';
import { escapar, recortar } from './mensajes.js';

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
/** The same name in every locale: `/plata` is the command's name whatever the language. */
const mismoNombre = (nombre: string) => Object.fromEntries(Object.keys(LOCALES_DISCORD).map((locale) => [locale, nombre]));

/** The command as Discord's API v10 takes it (type 1: chat input; option type 3: string), with its localizations. */
export const COMANDO_PLATA = {
  name: 'plata',
  name_localizations: mismoNombre('plata'),
  type: 1,
  description: MENSAJES.es['plata.descripcion'],
  description_localizations: localizado('plata.descripcion'),
  contexts: [0],
  options: [
    {
      type: 3,
      name: 'nickname',
      name_localizations: mismoNombre('nickname'),
      description: MENSAJES.es['plata.opcionDescripcion'],
      description_localizations: localizado('plata.opcionDescripcion'),
      required: false,
      max_length: 64,
    },
  ],
};

/** The language of an answer: the interaction's locale when the app speaks it, else the guild's. */
export const idiomaDeInteraccion = (i: Pick<Interaccion, 'locale'>, gremio: Idioma): Idioma =>
  (i.locale ? LOCALES_DISCORD[i.locale] : undefined) ?? gremio;

/** The windows the answer names (the page's INTERVALOS: 0 is since the creation). */
const RECIENTES: Intervalo = 30;
const DESDE_CREACION: Intervalo = 0;
/** Discord's longest message content. */
const MAX_CONTENIDO = 2000;

export interface PlataDeJugador {
  nickname: string;
  dias30: { silver: number; contenidos: number };
  total: { silver: number; contenidos: number };
  /** Periods in course where the player is still owed silver, oldest first. */
  pendientes: PendienteCobro[];
  /** Regear approved and not paid yet (docs/regear.md). */
  regear: RegearPendiente;
}

/** Where the answer reads from (the player's page and the active players). */
export interface LecturaPlata {
  resumen(nickname: string): Promise<{
    nickname: string;
    totales: { interval: number; total_silver_unitario: number; cantidad_contenido: number }[];
    pendientes: PendienteCobro[];
    regear_pendiente: RegearPendiente;
  } | null>;
  jugadores(): Promise<PlayerRef[]>;
}

/** The page's head as the command tells it: two windows, and the periods not paid yet. */
export async function plataDeJugador(lectura: LecturaPlata, nickname: string): Promise<PlataDeJugador | null> {
  const r = await lectura.resumen(nickname);
  if (!r) return null;
  const ventana = (dias: number) => {
    const t = r.totales.find((x) => x.interval === dias);
    return { silver: t?.total_silver_unitario ?? 0, contenidos: t?.cantidad_contenido ?? 0 };
  };
  return {
    nickname: r.nickname,
    dias30: ventana(RECIENTES),
    total: ventana(DESDE_CREACION),
    pendientes: r.pendientes.filter((p) => !p.esta_pagado).sort((a, b) => a.id_periodo - b.id_periodo),
    regear: r.regear_pendiente,
  };
}

export function textoDePlata(p: PlataDeJugador, idioma: Idioma = 'es'): string {
  const t = (codigo: CodigoMensaje, valores: Record<string, string | number> = {}) => mensaje(codigo, valores, idioma);
  const plata = (v: number) => plataEn(idioma, v);
  const lineas = [
    t('plata.titulo', { nickname: escapar(p.nickname) }),
    t('plata.ultimos30', { silver: plata(p.dias30.silver), n: p.dias30.contenidos }),
    t('plata.desdeCreacion', { silver: plata(p.total.silver), n: p.total.contenidos }),
  ];
  if (p.pendientes.length === 0 && p.regear.reclamos === 0) lineas.push(t('plata.nadaPendiente'));
  else if (p.pendientes.length > 0) {
    lineas.push(t('plata.pendienteTitulo'));
    for (const x of p.pendientes) {
      const quien = x.distribuidor_nickname
        ? t('plata.distribuidor', { nickname: escapar(x.distribuidor_nickname) })
        : t('plata.sinDistribuidor');
      const nombre = NOMBRE_ESTADO_PERIODO[x.id_estado_distribucion];
      const estado = nombre ? traducirFragmento(nombre, idioma) : x.id_estado_distribucion;
      lineas.push(t('plata.periodoLinea', { id: x.id_periodo, lugar: escapar(x.lugar), estado, silver: plata(x.silver), quien }));
    }
  }
  if (p.regear.reclamos > 0) lineas.push(t('plata.regearPendiente', { silver: plata(p.regear.silver), n: p.regear.reclamos }));
  return recortar(lineas.join('\n'), MAX_CONTENIDO);
}

/** The answer to one `/plata` interaction (pure: reads through `lectura`). */
export async function contestarPlata(
  i: Interaccion,
  guildId: string,
  lectura: LecturaPlata,
  gremio: Idioma = 'es',
): Promise<string> {
  const idioma = idiomaDeInteraccion(i, gremio);
  if (i.guild_id !== guildId) return mensaje('plata.soloGremio', {}, idioma);
  const opcion = i.data?.options?.find((o) => o.name === 'nickname')?.value;
  if (typeof opcion === 'string' && opcion.trim() !== '') {
    const nick = stripGuildTags(opcion);
    const p = await plataDeJugador(lectura, nick);
    return p ? textoDePlata(p, idioma) : mensaje('plata.sinJugador', { nickname: escapar(nick) }, idioma);
  }
  const user = i.member?.user ?? i.user;
  const nombre = i.member?.nick ?? user?.global_name ?? user?.username ?? '';
  const { matched } = matchDisplayNames([nombre], await lectura.jugadores());
  const jugador = matched[0];
  const p = jugador ? await plataDeJugador(lectura, jugador.nickname) : null;
  if (!p) {
    return mensaje('plata.sinCoincidencia', { nombre: escapar(stripGuildTags(nombre)) }, idioma);
  }
  return textoDePlata(p, idioma);
}

export const MENSAJE_ARRANCANDO = MENSAJES.es['plata.arrancando'];
export const MENSAJE_FALLO_LECTURA = MENSAJES.es['plata.falloLectura'];

/**
 * The command's answers for the adapter: until `lectura()` has a source (the app has started) it
 * says so; a failed read is logged by `alFallar` and said in words.
 */
export function respuestaPlata(
  guildId: string,
  lectura: () => LecturaPlata | null,
  alFallar: (error: unknown) => void,
  gremio: Idioma = 'es',
): RespuestaComando {
  return {
    definicion: COMANDO_PLATA,
    async contestar(i) {
      const idioma = idiomaDeInteraccion(i, gremio);
      const fuente = lectura();
      if (!fuente) return mensaje('plata.arrancando', {}, idioma);
      return contestarPlata(i, guildId, fuente, gremio).catch((error: unknown) => {
        alFallar(error);
        return mensaje('plata.falloLectura', {}, idioma);
      });
    },
  };
}
