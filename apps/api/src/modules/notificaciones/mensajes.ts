// Discord messages of the outbox (docs/integraciones.md), in Spanish: pure functions from what
// happened to a webhook body. Discord's limits are respected here (an embed's title ≤ 256, description
// ≤ 4096, ≤ 25 fields of ≤ 1024 characters, ≤ 6000 characters in all), user text is escaped for
// markdown and mentions, and no mention is ever parsed (`allowed_mentions: { parse: [] }`).
import { formatSilver, rutaWeb, type Distribucion } from '@reparto/contract';
import type { CampoEmbed, Embed, WebhookBody } from '../../adapters/discord/webhook.js';

export type { CampoEmbed, Embed, WebhookBody };

export const LIMITES = { titulo: 256, descripcion: 4096, campos: 25, nombreCampo: 256, valorCampo: 1024, total: 6000 } as const;

export interface Mensaje {
  /** One line for the leader's panel. */
  resumen: string;
  body: WebhookBody;
}

/**
 * A Discord message as a write declares it (lib/escritura.ts): everything the text needs, taken from
 * what the write already holds, so nothing is read again to tell it.
 */
export type AvisoDiscord =
  | {
      tipo: 'distribucion_creada';
      idDistribucion: number;
      idPeriodo: number;
      motivo: string;
      silver: number;
      silverUnitario: number;
      /** The largest share, when the shares are weighted (then `silverUnitario` is the smallest). */
      silverMaximo?: number;
      encargado: string;
      jugadores: string[];
    }
  | { tipo: 'distribucion_eliminada'; idDistribucion: number; idPeriodo: number; motivo: string; por: string; razon: string }
  | { tipo: 'periodo_abierto'; idPeriodo: number; lugar: string; por: string }
  | {
      tipo: 'periodo_cerrado';
      idPeriodo: number;
      lugar: string;
      por: string;
      distribuidor: string;
      casas: { nombre: string; cofres: number }[];
    }
  | { tipo: 'periodo_finalizado'; idPeriodo: number; lugar: string; por: string }
  | { tipo: 'pago'; idPeriodo: number; lugar: string; jugador: string; silver: number; por: string }
  | { tipo: 'pago_deshecho'; idPeriodo: number; lugar: string; jugador: string; silver: number; por: string; razon: string }
  | AvisoRegear;

/** The regear's messages (docs/regear.md): filed, approved, rejected, paid, payment undone. Never gated by DISCORD_NOTIFY_PAGOS. */
type Regear = { idReclamo: number; idPeriodo: number; lugar: string; jugador: string; silver: number; por: string };
export type AvisoRegear =
  | ({ tipo: 'regear_reclamado'; sinPrecio: number } & Regear)
  | ({ tipo: 'regear_aprobado' } & Regear)
  | ({ tipo: 'regear_rechazado'; razon: string } & Regear)
  | ({ tipo: 'regear_pagado' } & Regear)
  | ({ tipo: 'regear_pago_deshecho'; razon: string } & Regear);

/** The message of a new distribution, from the row its creation answers (players by nickname). */
export function avisoDistribucionCreada(idPeriodo: number, d: Distribucion): AvisoDiscord {
  // Weighted shares differ from player to player: the message gives their range.
  const partes = d.jugadores.map((j) => j.silver_unitario);
  const [menor, mayor] = [Math.min(...partes), Math.max(...partes)];
  return {
    tipo: 'distribucion_creada',
    idDistribucion: d.id_distribucion,
    idPeriodo,
    motivo: d.motivo,
    silver: d.silver,
    silverUnitario: menor,
    ...(menor !== mayor ? { silverMaximo: mayor } : {}),
    encargado: d.nickname_encargado,
    jugadores: d.jugadores.map((j) => j.nickname),
  };
}

// lib/escritura.ts types a write's `avisos` with this module's messages (lib/ names no module itself).
declare module '../../lib/escritura.js' {
  interface RegistroDeAvisos {
    aviso: AvisoDiscord;
  }
}

const COLORES = { verde: 0x2e7d32, rojo: 0xc62828, azul: 0x1565c0, ambar: 0xef6c00, gris: 0x546e7a } as const;

/** Escapes Discord markdown and defuses mentions (`@everyone`, `@here`, `<@id>`) in user text. */
export function escapar(text: string): string {
  return text
    .replace(/[\\*_~`|>#[\]()-]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b')
    .replace(/</g, '<\u200b');
}

/** Cuts to `max` characters with an ellipsis, never leaving half of a backslash escape. */
export function recortar(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const trailing = /\\+$/.exec(cut)?.[0].length ?? 0;
  if (trailing % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Characters Discord counts towards a message's 6000. */
export function longitudEmbed(embed: Embed): number {
  return embed.title.length + embed.description.length + embed.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
}

/**
 * The nicknames laid out across fields (", " between them) within the field and message limits;
 * those that do not fit are counted at the end: "… y N más".
 */
export function camposDeNombres(nombres: readonly string[], presupuesto: number, maxCampos: number): CampoEmbed[] {
  const reserva = 16; // " y 99999 más"
  const fields: CampoEmbed[] = [];
  let total = 0;
  let puestos = 0;
  for (const raw of nombres) {
    const name = escapar(raw);
    const last = fields.at(-1);
    if (
      last &&
      last.value.length + 2 + name.length <= LIMITES.valorCampo - reserva &&
      total + 2 + name.length <= presupuesto - reserva
    ) {
      last.value += `, ${name}`;
      total += 2 + name.length;
    } else {
      const titulo = fields.length === 0 ? 'Jugadores' : 'Jugadores (cont.)';
      const cabe = total + titulo.length + name.length <= presupuesto - reserva && name.length <= LIMITES.valorCampo - reserva;
      if (fields.length >= maxCampos || !cabe) break;
      fields.push({ name: titulo, value: name });
      total += titulo.length + name.length;
    }
    puestos++;
  }
  const resto = nombres.length - puestos;
  if (resto > 0) {
    const last = fields.at(-1);
    if (last) last.value += ` y ${resto} más`;
    else fields.push({ name: 'Jugadores', value: `${resto} jugadores` });
  }
  return fields;
}

function embed(partes: { title: string; lineas: string[]; color: number; url?: string | undefined; nombres?: string[] }): Embed {
  const title = recortar(partes.title, LIMITES.titulo);
  const description = recortar(partes.lineas.join('\n'), LIMITES.descripcion);
  const base = title.length + description.length;
  const fields = partes.nombres ? camposDeNombres(partes.nombres, LIMITES.total - base, LIMITES.campos) : [];
  return { title, description, color: partes.color, fields, ...(partes.url ? { url: partes.url } : {}) };
}

const enlacePeriodo = (publicUrl: string | undefined, idPeriodo: number, estado: number) =>
  publicUrl ? `${publicUrl.replace(/\/+$/, '')}${rutaWeb.distribuciones(idPeriodo, null, estado)}` : undefined;

/** The regear messages' words: one layout for the five. */
const TEXTO_REGEAR: Record<AvisoRegear['tipo'], { titulo: string; color: number; por: string }> = {
  regear_reclamado: { titulo: 'Regear reclamado', color: COLORES.azul, por: 'Reclamado por' },
  regear_aprobado: { titulo: 'Regear aprobado', color: COLORES.verde, por: 'Aprobado por' },
  regear_rechazado: { titulo: 'Regear rechazado', color: COLORES.rojo, por: 'Rechazado por' },
  regear_pagado: { titulo: 'Regear pagado', color: COLORES.verde, por: 'Distribuidor' },
  regear_pago_deshecho: { titulo: 'Pago de regear deshecho', color: COLORES.ambar, por: 'Distribuidor' },
};

/** The webhook body and the panel's line of a message; `publicUrl` adds a link to the period page. */
export function construirMensaje(aviso: AvisoDiscord, publicUrl?: string): Mensaje {
  const e = escapar;
  let resumen: string;
  let emb: Embed;
  switch (aviso.tipo) {
    case 'distribucion_creada': {
      const n = aviso.jugadores.length;
      resumen = `Distribución ${aviso.idDistribucion} creada (${aviso.motivo}): ${formatSilver(aviso.silver)} entre ${n} ${n === 1 ? 'jugador' : 'jugadores'}`;
      emb = embed({
        title: `Distribución creada: ${e(aviso.motivo)}`,
        color: COLORES.verde,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 3),
        lineas: [
          `**Motivo:** ${e(aviso.motivo)}`,
          `**Plata total:** ${formatSilver(aviso.silver)}`,
          `**Encargado de contenido:** ${e(aviso.encargado)}`,
          `**Jugadores:** ${n}`,
          aviso.silverMaximo === undefined
            ? `**Plata por jugador:** ${formatSilver(aviso.silverUnitario)}`
            : `**Plata por jugador:** de ${formatSilver(aviso.silverUnitario)} a ${formatSilver(aviso.silverMaximo)}, según su peso`,
          `**Periodo:** ${aviso.idPeriodo}`,
        ],
        nombres: aviso.jugadores,
      });
      break;
    }
    case 'distribucion_eliminada':
      resumen = `Distribución ${aviso.idDistribucion} eliminada por ${aviso.por}`;
      emb = embed({
        title: `Distribución eliminada: ${e(aviso.motivo)}`,
        color: COLORES.rojo,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 3),
        lineas: [`**Eliminada por:** ${e(aviso.por)}`, `**Razón:** ${e(aviso.razon)}`, `**Periodo:** ${aviso.idPeriodo}`],
      });
      break;
    case 'periodo_abierto':
      resumen = `Periodo ${aviso.idPeriodo} abierto en ${aviso.lugar}`;
      emb = embed({
        title: `Periodo ${aviso.idPeriodo} abierto en ${e(aviso.lugar)}`,
        color: COLORES.azul,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 3),
        lineas: [`**Abierto por:** ${e(aviso.por)}`],
      });
      break;
    case 'periodo_cerrado': {
      const cofres = aviso.casas.reduce((acc, c) => acc + c.cofres, 0);
      resumen = `Periodo ${aviso.idPeriodo} cerrado: distribuye ${aviso.distribuidor}`;
      emb = embed({
        title: `Periodo ${aviso.idPeriodo} cerrado en ${e(aviso.lugar)}`,
        color: COLORES.ambar,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 2),
        lineas: [
          `**Distribuidor:** ${e(aviso.distribuidor)}`,
          `**Casas:** ${aviso.casas.map((c) => `${e(c.nombre)} (${c.cofres} cofres)`).join(', ')}`,
          `**Cofres:** ${cofres}`,
          `**Cerrado por:** ${e(aviso.por)}`,
        ],
      });
      break;
    }
    case 'periodo_finalizado':
      resumen = `Periodo ${aviso.idPeriodo} finalizado`;
      emb = embed({
        title: `Periodo ${aviso.idPeriodo} finalizado en ${e(aviso.lugar)}`,
        color: COLORES.gris,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 1),
        lineas: [`**Finalizado por:** ${e(aviso.por)}`, 'Todos los pagos están registrados.'],
      });
      break;
    case 'pago':
      resumen = `Pago de ${formatSilver(aviso.silver)} a ${aviso.jugador} (periodo ${aviso.idPeriodo})`;
      emb = embed({
        title: `Pago registrado: ${e(aviso.jugador)}`,
        color: COLORES.verde,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 2),
        lineas: [
          `**Plata:** ${formatSilver(aviso.silver)}`,
          `**Distribuidor:** ${e(aviso.por)}`,
          `**Periodo:** ${aviso.idPeriodo} (${e(aviso.lugar)})`,
        ],
      });
      break;
    case 'pago_deshecho':
      resumen = `Pago deshecho: ${formatSilver(aviso.silver)} a ${aviso.jugador} (periodo ${aviso.idPeriodo})`;
      emb = embed({
        title: `Pago deshecho: ${e(aviso.jugador)}`,
        color: COLORES.ambar,
        url: enlacePeriodo(publicUrl, aviso.idPeriodo, 2),
        lineas: [
          `**Plata:** ${formatSilver(aviso.silver)} (vuelve a estar pendiente)`,
          `**Distribuidor:** ${e(aviso.por)}`,
          `**Razón:** ${e(aviso.razon)}`,
          `**Periodo:** ${aviso.idPeriodo} (${e(aviso.lugar)})`,
        ],
      });
      break;
    default: {
      const { titulo, color, por } = TEXTO_REGEAR[aviso.tipo];
      const sinPrecio = aviso.tipo === 'regear_reclamado' && aviso.sinPrecio > 0 ? ` (${aviso.sinPrecio} sin precio)` : '';
      resumen = `${titulo} #${aviso.idReclamo}: ${formatSilver(aviso.silver)} a ${aviso.jugador} (periodo ${aviso.idPeriodo})`;
      emb = embed({
        title: `${titulo} #${aviso.idReclamo}: ${e(aviso.jugador)}`,
        color,
        lineas: [
          `**Plata:** ${formatSilver(aviso.silver)}${sinPrecio}${aviso.tipo === 'regear_pago_deshecho' ? ' (vuelve a estar aprobado)' : ''}`,
          `**${por}:** ${e(aviso.por)}`,
          ...('razon' in aviso ? [`**Razón:** ${e(aviso.razon)}`] : []),
          `**Periodo:** ${aviso.idPeriodo} (${e(aviso.lugar)})`,
        ],
      });
    }
  }
  return { resumen: recortar(resumen, 300), body: { embeds: [emb], allowed_mentions: { parse: [] } } };
}
