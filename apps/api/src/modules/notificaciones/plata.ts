// What the `/plata` Discord command says (docs/integraciones.md), read-only and in Spanish: a player's
// silver over the last 30 days and since the start, what is still to be paid in periods open or
// being paid, with the distributor's nickname, and the regear approved and not paid yet. The numbers are the player's page's
// (ganancias.service.ts resumenJugador); the transport is adapters/discord/plata-command.ts.
import {
  NOMBRE_ESTADO_PERIODO,
  formatSilver,
  type Intervalo,
  type PendienteCobro,
  type RegearPendiente,
} from '@reparto/contract';
import type { Interaccion, RespuestaComando } from '../../adapters/discord/plata-command.js';
import { matchDisplayNames, stripGuildTags, type PlayerRef } from '../../adapters/discord/names.js';
import { escapar, recortar } from './mensajes.js';

/** The command as Discord's API v10 takes it (type 1: chat input; option type 3: string). */
export const COMANDO_PLATA = {
  name: 'plata',
  type: 1,
  description: 'Su plata en el gremio: últimos 30 días, desde la creación y lo pendiente de cobro',
  contexts: [0],
  options: [
    {
      type: 3,
      name: 'nickname',
      description: 'Nickname del jugador (por defecto, su nombre en el servidor)',
      required: false,
      max_length: 64,
    },
  ],
} as const;

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

export function textoDePlata(p: PlataDeJugador): string {
  const contenidos = (n: number) => `${n} ${n === 1 ? 'contenido' : 'contenidos'}`;
  const lineas = [
    `**Plata de ${escapar(p.nickname)}**`,
    `Últimos 30 días: ${formatSilver(p.dias30.silver)} (${contenidos(p.dias30.contenidos)})`,
    `Desde la creación: ${formatSilver(p.total.silver)} (${contenidos(p.total.contenidos)})`,
  ];
  if (p.pendientes.length === 0 && p.regear.reclamos === 0) lineas.push('Nada pendiente de cobro.');
  else if (p.pendientes.length > 0) {
    lineas.push('**Pendiente de cobro**');
    for (const x of p.pendientes) {
      const quien = x.distribuidor_nickname
        ? `distribuidor: ${escapar(x.distribuidor_nickname)}`
        : 'distribuidor aún no asignado';
      const estado = NOMBRE_ESTADO_PERIODO[x.id_estado_distribucion] ?? x.id_estado_distribucion;
      lineas.push(`• Periodo ${x.id_periodo}, ${escapar(x.lugar)} (${estado}): ${formatSilver(x.silver)}; ${quien}`);
    }
  }
  if (p.regear.reclamos > 0) {
    const n = p.regear.reclamos;
    lineas.push(
      `Regear pendiente de pago: ${formatSilver(p.regear.silver)} (${n} ${n === 1 ? 'reclamo aprobado' : 'reclamos aprobados'})`,
    );
  }
  return recortar(lineas.join('\n'), MAX_CONTENIDO);
}

/** The answer to one `/plata` interaction (pure: reads through `lectura`). */
export async function contestarPlata(i: Interaccion, guildId: string, lectura: LecturaPlata): Promise<string> {
  if (i.guild_id !== guildId) return 'Este comando solo funciona en el servidor de Discord del gremio.';
  const opcion = i.data?.options?.find((o) => o.name === 'nickname')?.value;
  if (typeof opcion === 'string' && opcion.trim() !== '') {
    const nick = stripGuildTags(opcion);
    const p = await plataDeJugador(lectura, nick);
    return p ? textoDePlata(p) : `No hay ningún jugador registrado con el nickname «${escapar(nick)}».`;
  }
  const user = i.member?.user ?? i.user;
  const nombre = i.member?.nick ?? user?.global_name ?? user?.username ?? '';
  const { matched } = matchDisplayNames([nombre], await lectura.jugadores());
  const jugador = matched[0];
  const p = jugador ? await plataDeJugador(lectura, jugador.nickname) : null;
  if (!p) {
    return `Ningún jugador registrado coincide con su nombre en Discord («${escapar(stripGuildTags(nombre))}»). Use \`/plata nickname:\` con su nickname del gremio.`;
  }
  return textoDePlata(p);
}

export const MENSAJE_ARRANCANDO = 'El servidor aún está arrancando; inténtelo de nuevo en unos segundos.';
export const MENSAJE_FALLO_LECTURA = 'No se pudo consultar la plata en este momento; inténtelo de nuevo más tarde.';

/**
 * The command's answers for the adapter: until `lectura()` has a source (the app has started) it
 * says so; a failed read is logged by `alFallar` and said in words.
 */
export function respuestaPlata(
  guildId: string,
  lectura: () => LecturaPlata | null,
  alFallar: (error: unknown) => void,
): RespuestaComando {
  return {
    definicion: COMANDO_PLATA,
    async contestar(i) {
      const fuente = lectura();
      if (!fuente) return MENSAJE_ARRANCANDO;
      return contestarPlata(i, guildId, fuente).catch((error: unknown) => {
        alFallar(error);
        return MENSAJE_FALLO_LECTURA;
      });
    },
  };
}
