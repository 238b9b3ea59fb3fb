// What a push says (docs/pwa.md, «Avisos en el dispositivo»): pure functions from one of a write's avisos
// (modules/notificaciones/mensajes.ts) to the kind it belongs to and the notification's title, body and
// the page it opens, in the account's language (the catalogues' `push.*` codes).
import { ESTADO_PERIODO, RUTAS_WEB, plataEn, rutaWeb, type Idioma, type TipoPush } from '@reparto/contract';
import { mensaje } from '../../lib/mensajes.js';
import type { AvisoDiscord } from '../notificaciones/mensajes.js';
import type { AvisoVenta } from '../notificaciones/venta-mensaje.js';

/** What the service worker shows (sw/logica.ts `notificacionDePush`): at most 4 KB once encrypted. */
export interface ContenidoPush {
  title: string;
  body: string;
  /** The page the notification opens (a path of the app). */
  url: string;
  /** Same tag: the newer notification replaces the older one on the device. */
  tag: string;
}

const TITULO_MAX = 120;
const CUERPO_MAX = 400;
const corto = (texto: string, max: number) =>
  texto.length > max
    ? `${Array.from(texto)
        .slice(0, max - 1)
        .join('')}…`
    : texto;

/** The kind of push an aviso is, or null (most avisos are not pushed). */
export function tipoPushDeAviso(aviso: AvisoDiscord): TipoPush | null {
  switch (aviso.tipo) {
    case 'pago':
    case 'retiro_pagado':
    case 'regear_pagado':
      return 'pagado';
    case 'retiro_aprobado':
    case 'retiro_rechazado':
      return 'retiro';
    case 'regear_aprobado':
    case 'regear_rechazado':
      return 'regear';
    case 'venta_abierta':
    case 'venta_cerrada':
      return 'venta';
    default:
      return null;
  }
}

/** The members an aviso is about (their players' nicknames), for those that are pushed: a sale's participants. */
export const jugadoresDeAviso = (aviso: AvisoDiscord): string[] =>
  'jugador' in aviso
    ? [aviso.jugador]
    : aviso.tipo === 'venta_abierta' || aviso.tipo === 'venta_cerrada'
      ? aviso.participantes
      : [];

function contenido(title: string, body: string, url: string, tag: string): ContenidoPush {
  return { title: corto(title, TITULO_MAX), body: corto(body, CUERPO_MAX), url, tag };
}

/** A withdrawal's or a regear's aviso: its entity, id and codes (the two read alike). */
function decision(aviso: AvisoDiscord) {
  if (aviso.tipo.startsWith('retiro_') && 'idRetiro' in aviso)
    return {
      entidad: 'retiro',
      id: aviso.idRetiro,
      titulo: 'push.retiroTitulo',
      cuerpo: 'push.retiroCuerpo',
      pagado: 'push.retiroPagadoCuerpo',
    } as const;
  if (aviso.tipo.startsWith('regear_') && 'idReclamo' in aviso)
    return {
      entidad: 'regear',
      id: aviso.idReclamo,
      titulo: 'push.regearTitulo',
      cuerpo: 'push.regearCuerpo',
      pagado: 'push.regearPagadoCuerpo',
    } as const;
  return null;
}

/** A loot sale's push to one of its participants (`jugador`): opened, won by them, or closed. */
function contenidoDeVenta(aviso: AvisoVenta, jugador: string, idioma: Idioma): ContenidoPush {
  const plata = (v: number) => plataEn(idioma, v);
  const url = rutaWeb.distribuciones(aviso.idPeriodo, null, ESTADO_PERIODO.ABIERTO);
  const tag = `venta-${aviso.idVenta}`;
  const id = aviso.idVenta;
  const motivo = aviso.motivo;
  if (aviso.tipo === 'venta_abierta')
    return contenido(
      mensaje('push.ventaAbiertaTitulo', { id }, idioma),
      mensaje('push.ventaAbiertaCuerpo', { motivo, valor: plata(aviso.valorMercado) }, idioma),
      url,
      tag,
    );
  const titulo = mensaje('push.ventaCerradaTitulo', { id }, idioma);
  if (aviso.comprador === null || aviso.silver === null || aviso.pago === null)
    return contenido(titulo, mensaje('push.ventaDesiertaCuerpo', { motivo }, idioma), url, tag);
  if (aviso.comprador === jugador)
    return contenido(
      mensaje('push.ventaGanadaTitulo', { id }, idioma),
      mensaje('push.ventaGanadaCuerpo', { motivo, silver: plata(aviso.silver), pago: plata(aviso.pago) }, idioma),
      url,
      tag,
    );
  const valores = { motivo, comprador: aviso.comprador, silver: plata(aviso.silver), idDistribucion: aviso.idDistribucion ?? '' };
  return contenido(titulo, mensaje('push.ventaVendidaCuerpo', valores, idioma), url, tag);
}

/** The push of an aviso (one of tipoPushDeAviso's) in `idioma`, for `jugador` (one of jugadoresDeAviso's). */
export function contenidoDeAviso(aviso: AvisoDiscord, idioma: Idioma, jugador = ''): ContenidoPush | null {
  if (aviso.tipo === 'venta_abierta' || aviso.tipo === 'venta_cerrada') return contenidoDeVenta(aviso, jugador, idioma);
  const url = RUTAS_WEB.miCuenta;
  if (aviso.tipo === 'pago') {
    const valores = { silver: plataEn(idioma, aviso.silver), idPeriodo: aviso.idPeriodo, lugar: aviso.lugar };
    return contenido(
      mensaje('push.pagadoTitulo', {}, idioma),
      mensaje('push.pagadoCuerpo', valores, idioma),
      url,
      `pago-${aviso.idPeriodo}`,
    );
  }
  const d = decision(aviso);
  if (!d || !('silver' in aviso)) return null;
  const valores = { id: d.id, silver: plataEn(idioma, aviso.silver) };
  const tag = `${d.entidad}-${d.id}`;
  if (aviso.tipo.endsWith('_pagado'))
    return contenido(mensaje('push.pagadoTitulo', {}, idioma), mensaje(d.pagado, valores, idioma), url, tag);
  const aprobado = aviso.tipo.endsWith('_aprobado');
  if (!aprobado && !aviso.tipo.endsWith('_rechazado')) return null;
  const cuerpo = mensaje(d.cuerpo, valores, idioma);
  return contenido(
    mensaje(d.titulo, { aprobado: aprobado ? 'si' : 'no' }, idioma),
    'razon' in aviso ? `${cuerpo}: ${aviso.razon}` : cuerpo,
    url,
    tag,
  );
}

/** A calendar reminder's push: the event starts in `minutos`. */
export function contenidoRecordatorio(
  e: { id_evento: number; titulo: string; lugar: string },
  minutos: number,
  idioma: Idioma,
): ContenidoPush {
  return contenido(
    mensaje('push.recordatorioTitulo', { minutos }, idioma),
    mensaje('push.recordatorioCuerpo', { titulo: e.titulo, lugar: e.lugar }, idioma),
    RUTAS_WEB.calendario,
    `evento-${e.id_evento}`,
  );
}
