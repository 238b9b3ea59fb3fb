// What the `/plata` Discord command says (docs/integraciones.md), read-only, in the interaction's
// language when the app speaks it, else the guild's (IDIOMA_GREMIO; docs/idiomas.md): a player's
// silver over the last 30 days and since the start, their balance in the guild's ledger (docs/libro.md)
// when it is not 0, what is still to be paid in periods open or being paid, with the distributor's
// nickname, and the regear approved and not paid yet. The numbers are the player's page's
// (ganancias.service.ts resumenJugador); the dispatch is interacciones.ts.
import {
  NOMBRE_ESTADO_PERIODO,
  plataEn,
  type Idioma,
  type Intervalo,
  type PendienteCobro,
  type RegearPendiente,
} from '@reparto/contract';
import { mensaje, textoEn, type CodigoMensaje } from '../../lib/mensajes.js';
import { matchDisplayNames, stripGuildTags, type PlayerRef } from '../../adapters/discord/names.js';
import { escapar, recortar } from '../notificaciones/embed.js';
import type { Db } from '../../db/client.js';
import { resumenJugador } from '../ganancias/ganancias.service.js';
import { jugadoresSelect } from '../jugadores/jugadores.service.js';
import { saldoDeNickname } from '../libro/libro.service.js';
import { definicionComando, idiomaDeInteraccion, opcionComando, type Interaccion } from './comando.js';
import { efimero, type ComandoHttp } from './respuestas.js';

/** The command as Discord's API v10 takes it (type 1: chat input; option type 3: string), with its localizations. */
export const COMANDO_PLATA = definicionComando('plata', 'plata.descripcion', [
  opcionComando(3, 'nickname', 'plata.opcionDescripcion', { required: false, max_length: 64 }),
]);

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
  /** What the guild owes the player in its ledger (docs/libro.md); 0 or absent: no line. */
  saldo?: number;
}

/** Where the answer reads from (the player's page and the active players). */
export interface LecturaPlata {
  resumen(nickname: string): Promise<{
    nickname: string;
    totales: { interval: number; total_silver_unitario: number; cantidad_contenido: number }[];
    pendientes: PendienteCobro[];
    regear_pendiente: RegearPendiente;
    /** The ledger's balance (docs/libro.md); absent: not read. */
    saldo?: number;
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
    saldo: r.saldo ?? 0,
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
  // The ledger's balance (docs/libro.md), when the guild owes the player something across periods.
  if (p.saldo) lineas.push(t('plata.saldo', { silver: plata(p.saldo) }));
  if (p.pendientes.length === 0 && p.regear.reclamos === 0) lineas.push(t('plata.nadaPendiente'));
  else if (p.pendientes.length > 0) {
    lineas.push(t('plata.pendienteTitulo'));
    for (const x of p.pendientes) {
      const quien = x.distribuidor_nickname
        ? t('plata.distribuidor', { nickname: escapar(x.distribuidor_nickname) })
        : t('plata.sinDistribuidor');
      const nombre = NOMBRE_ESTADO_PERIODO[x.id_estado_distribucion];
      const estado = nombre ? (textoEn(nombre, idioma) ?? nombre) : x.id_estado_distribucion;
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

/** The command's reads: the player's page (ganancias), their ledger balance (libro) and the active players (jugadores). */
export const lecturaPlata = (db: Db): LecturaPlata => ({
  resumen: async (nickname) => {
    const [r, saldo] = await Promise.all([resumenJugador(db, nickname), saldoDeNickname(db, nickname)]);
    return r && { ...r, saldo: saldo ?? 0 };
  },
  jugadores: () => jugadoresSelect(db),
});

/** `/plata` for the dispatch (interacciones.ts): read-only, ephemeral. */
export const PLATA: ComandoHttp = {
  definicion: COMANDO_PLATA,
  contestar: async (i, deps) =>
    efimero(await contestarPlata(i, deps.gremio.discordGuildId ?? '', lecturaPlata(deps.db), deps.gremio.idioma)),
};
