// Discord messages of the outbox (docs/integraciones.md), in the guild's language (IDIOMA_GREMIO;
// Spanish by default, the catalogues' `discord.*` codes: docs/idiomas.md): pure functions from what
// happened to a webhook body. Discord's limits are respected here (an embed's title ≤ 256, description
// ≤ 4096, ≤ 25 fields of ≤ 1024 characters, ≤ 6000 characters in all), user text is escaped for
// markdown and mentions, and no mention is ever parsed (`allowed_mentions: { parse: [] }`).
import { plataEn, rutaWeb, type Idioma } from '@reparto/contract';
import { mensaje, type CodigoMensaje } from '../../lib/mensajes.js';
import type { CampoEmbed, Embed, WebhookBody } from '../../adapters/discord/webhook.js';
import { LIMITES, camposDeNombres, escapar, recortar } from './embed.js';
import { mensajeAsistencia, type AvisoAsistencia } from './asistencia-mensaje.js';
import { mensajeDistribucionCreada, type AvisoDistribucionCreada } from './distribucion-mensaje.js';
import { mensajeVenta, type AvisoVenta } from './venta-mensaje.js';
import { mensajeMiembros, type AvisoMiembros } from './miembros.js';

export type { CampoEmbed, Embed, WebhookBody };
export { LIMITES, camposDeNombres, escapar, longitudEmbed, recortar } from './embed.js';
export type { AvisoAsistencia } from './asistencia-mensaje.js';
export { avisoDistribucionCreada, type AvisoDistribucionCreada } from './distribucion-mensaje.js';

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
  | AvisoDistribucionCreada
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
  | AvisoVenta
  | AvisoRegear
  | AvisoRetiro
  | AvisoAsistencia
  | AvisoMiembros;

/** The regear's messages (docs/regear.md): filed, approved, rejected, paid, payment undone. Never gated by DISCORD_NOTIFY_PAGOS. */
type Regear = { idReclamo: number; idPeriodo: number; lugar: string; jugador: string; silver: number; por: string };
export type AvisoRegear =
  | ({ tipo: 'regear_reclamado'; sinPrecio: number } & Regear)
  | ({ tipo: 'regear_aprobado' } & Regear)
  | ({ tipo: 'regear_rechazado'; razon: string } & Regear)
  | ({ tipo: 'regear_pagado' } & Regear)
  | ({ tipo: 'regear_pago_deshecho'; razon: string } & Regear);

/** The withdrawals' messages (docs/libro.md, «Retiros»): requested, approved, rejected, paid. Never gated by DISCORD_NOTIFY_PAGOS. */
type Retiro = { idRetiro: number; jugador: string; silver: number; por: string };
export type AvisoRetiro =
  | ({ tipo: 'retiro_solicitado' } & Retiro)
  | ({ tipo: 'retiro_aprobado' } & Retiro)
  | ({ tipo: 'retiro_rechazado'; razon: string } & Retiro)
  | ({ tipo: 'retiro_pagado' } & Retiro);

// lib/escritura.ts types a write's `avisos` with this module's messages (lib/ names no module itself).
declare module '../../lib/escritura.js' {
  interface RegistroDeAvisos {
    aviso: AvisoDiscord;
  }
}

const COLORES = { verde: 0x2e7d32, rojo: 0xc62828, azul: 0x1565c0, ambar: 0xef6c00, gris: 0x546e7a } as const;

function embed(
  partes: { title: string; lineas: string[]; color: number; url?: string | undefined; nombres?: string[] },
  idioma: Idioma,
): Embed {
  const title = recortar(partes.title, LIMITES.titulo);
  const description = recortar(partes.lineas.join('\n'), LIMITES.descripcion);
  const base = title.length + description.length;
  const fields = partes.nombres ? camposDeNombres(partes.nombres, LIMITES.total - base, LIMITES.campos, idioma) : [];
  return { title, description, color: partes.color, fields, ...(partes.url ? { url: partes.url } : {}) };
}

const enlacePeriodo = (publicUrl: string | undefined, idPeriodo: number, estado: number) =>
  publicUrl ? `${publicUrl.replace(/\/+$/, '')}${rutaWeb.distribuciones(idPeriodo, null, estado)}` : undefined;

/** The regear messages' words: one layout for the five. */
const TEXTO_REGEAR: Record<AvisoRegear['tipo'], { titulo: CodigoMensaje; color: number; por: CodigoMensaje }> = {
  regear_reclamado: { titulo: 'discord.regearReclamado', color: COLORES.azul, por: 'discord.reclamadoPor' },
  regear_aprobado: { titulo: 'discord.regearAprobado', color: COLORES.verde, por: 'discord.aprobadoPor' },
  regear_rechazado: { titulo: 'discord.regearRechazado', color: COLORES.rojo, por: 'discord.rechazadoPor' },
  regear_pagado: { titulo: 'discord.regearPagado', color: COLORES.verde, por: 'discord.distribuidorEtiqueta' },
  regear_pago_deshecho: { titulo: 'discord.regearPagoDeshecho', color: COLORES.ambar, por: 'discord.distribuidorEtiqueta' },
};

/** The withdrawal messages' words: one layout for the four. */
const TEXTO_RETIRO: Record<AvisoRetiro['tipo'], { titulo: CodigoMensaje; color: number; por: CodigoMensaje }> = {
  retiro_solicitado: { titulo: 'discord.retiroSolicitado', color: COLORES.azul, por: 'discord.solicitadoPor' },
  retiro_aprobado: { titulo: 'discord.retiroAprobado', color: COLORES.verde, por: 'discord.aprobadoPor' },
  retiro_rechazado: { titulo: 'discord.retiroRechazado', color: COLORES.rojo, por: 'discord.rechazadoPor' },
  retiro_pagado: { titulo: 'discord.retiroPagado', color: COLORES.verde, por: 'discord.pagadoPor' },
};

/** The payment messages' words: one layout for a payment and an undone one. */
const TEXTO_PAGO: Record<
  'pago' | 'pago_deshecho',
  { resumen: CodigoMensaje; titulo: CodigoMensaje; plata: CodigoMensaje; color: number }
> = {
  pago: { resumen: 'discord.pagoResumen', titulo: 'discord.pagoTitulo', plata: 'discord.plata', color: COLORES.verde },
  pago_deshecho: {
    resumen: 'discord.pagoDeshechoResumen',
    titulo: 'discord.pagoDeshechoTitulo',
    plata: 'discord.plataPendiente',
    color: COLORES.ambar,
  },
};

type Traductor = (codigo: CodigoMensaje, valores?: Record<string, string | number>) => string;

/** What a message says: the panel's line and the embed's parts; `estado`, the tab of the period page it links to. */
type Partes = { resumen: string; estado?: number } & Parameters<typeof embed>[0];

/** The words of each kind of message, in the language of `t` and `plata`. */
function partesDe(aviso: AvisoDiscord, t: Traductor, plata: (v: number) => string): Partes {
  const e = escapar;
  if (aviso.tipo === 'venta_abierta' || aviso.tipo === 'venta_cerrada') return mensajeVenta(aviso, t, plata);
  switch (aviso.tipo) {
    case 'distribucion_creada':
      return mensajeDistribucionCreada(aviso, t, plata, COLORES.verde);
    case 'distribucion_eliminada':
      return {
        resumen: t('discord.distribucionEliminadaResumen', { id: aviso.idDistribucion, por: aviso.por }),
        title: t('discord.distribucionEliminadaTitulo', { motivo: e(aviso.motivo) }),
        color: COLORES.rojo,
        estado: 3,
        lineas: [
          t('discord.eliminadaPor', { por: e(aviso.por) }),
          t('discord.razon', { razon: e(aviso.razon) }),
          t('discord.periodo', { id: aviso.idPeriodo }),
        ],
      };
    case 'periodo_abierto':
      return {
        resumen: t('discord.periodoAbierto', { id: aviso.idPeriodo, lugar: aviso.lugar }),
        title: t('discord.periodoAbierto', { id: aviso.idPeriodo, lugar: e(aviso.lugar) }),
        color: COLORES.azul,
        estado: 3,
        lineas: [t('discord.abiertoPor', { por: e(aviso.por) })],
      };
    case 'periodo_cerrado': {
      const casas = aviso.casas.map((c) => t('discord.casa', { nombre: e(c.nombre), cofres: c.cofres })).join(', ');
      return {
        resumen: t('discord.periodoCerradoResumen', { id: aviso.idPeriodo, distribuidor: aviso.distribuidor }),
        title: t('discord.periodoCerradoTitulo', { id: aviso.idPeriodo, lugar: e(aviso.lugar) }),
        color: COLORES.ambar,
        estado: 2,
        lineas: [
          t('discord.distribuidor', { nickname: e(aviso.distribuidor) }),
          t('discord.casas', { casas }),
          t('discord.cofres', { cofres: aviso.casas.reduce((acc, c) => acc + c.cofres, 0) }),
          t('discord.cerradoPor', { por: e(aviso.por) }),
        ],
      };
    }
    case 'periodo_finalizado':
      return {
        resumen: t('discord.periodoFinalizadoResumen', { id: aviso.idPeriodo }),
        title: t('discord.periodoFinalizadoTitulo', { id: aviso.idPeriodo, lugar: e(aviso.lugar) }),
        color: COLORES.gris,
        estado: 1,
        lineas: [t('discord.finalizadoPor', { por: e(aviso.por) }), t('discord.todosPagados')],
      };
    case 'pago':
    case 'pago_deshecho': {
      const texto = TEXTO_PAGO[aviso.tipo];
      const silver = plata(aviso.silver);
      return {
        resumen: t(texto.resumen, { silver, jugador: aviso.jugador, id: aviso.idPeriodo }),
        title: t(texto.titulo, { jugador: e(aviso.jugador) }),
        color: texto.color,
        estado: 2,
        lineas: [
          t(texto.plata, { silver }),
          t('discord.distribuidor', { nickname: e(aviso.por) }),
          ...('razon' in aviso ? [t('discord.razon', { razon: e(aviso.razon) })] : []),
          t('discord.periodoLugar', { id: aviso.idPeriodo, lugar: e(aviso.lugar) }),
        ],
      };
    }
    case 'asistencia_terminada':
      return mensajeAsistencia(aviso, t);
    case 'cargos_cambiados':
    case 'jugador_baja':
      return mensajeMiembros(aviso, t);
    case 'retiro_solicitado':
    case 'retiro_aprobado':
    case 'retiro_rechazado':
    case 'retiro_pagado': {
      const { titulo: codigoTitulo, color, por } = TEXTO_RETIRO[aviso.tipo];
      const titulo = t(codigoTitulo);
      const silver = plata(aviso.silver);
      return {
        resumen: t('discord.retiroResumen', { titulo, id: aviso.idRetiro, silver, jugador: aviso.jugador }),
        title: t('discord.retiroTitulo', { titulo, id: aviso.idRetiro, jugador: e(aviso.jugador) }),
        color,
        lineas: [
          t('discord.plata', { silver }),
          t('discord.etiqueta', { etiqueta: t(por), valor: e(aviso.por) }),
          ...('razon' in aviso ? [t('discord.razon', { razon: e(aviso.razon) })] : []),
        ],
      };
    }
    default: {
      const { titulo: codigoTitulo, color, por } = TEXTO_REGEAR[aviso.tipo];
      const titulo = t(codigoTitulo);
      const sinPrecio = aviso.tipo === 'regear_reclamado' ? aviso.sinPrecio : 0;
      const deshecho = aviso.tipo === 'regear_pago_deshecho' ? 'si' : 'no';
      const silver = plata(aviso.silver);
      return {
        resumen: t('discord.regearResumen', {
          titulo,
          id: aviso.idReclamo,
          silver,
          jugador: aviso.jugador,
          periodo: aviso.idPeriodo,
        }),
        title: t('discord.regearTitulo', { titulo, id: aviso.idReclamo, jugador: e(aviso.jugador) }),
        color,
        lineas: [
          t('discord.regearPlata', { silver, sinPrecio: Math.max(0, sinPrecio), deshecho }),
          t('discord.etiqueta', { etiqueta: t(por), valor: e(aviso.por) }),
          ...('razon' in aviso ? [t('discord.razon', { razon: e(aviso.razon) })] : []),
          t('discord.periodoLugar', { id: aviso.idPeriodo, lugar: e(aviso.lugar) }),
        ],
      };
    }
  }
}

/** The webhook body and the panel's line of a message, in `idioma`; `publicUrl` adds a link to the period page. */
export function construirMensaje(aviso: AvisoDiscord, publicUrl?: string, idioma: Idioma = 'es'): Mensaje {
  const t: Traductor = (codigo, valores = {}) => mensaje(codigo, valores, idioma);
  const { resumen, estado, ...partes } = partesDe(aviso, t, (v) => plataEn(idioma, v));
  const url = estado === undefined || !('idPeriodo' in aviso) ? undefined : enlacePeriodo(publicUrl, aviso.idPeriodo, estado);
  const emb = embed({ ...partes, url }, idioma);
  return { resumen: recortar(resumen, 300), body: { embeds: [emb], allowed_mentions: { parse: [] } } };
}
