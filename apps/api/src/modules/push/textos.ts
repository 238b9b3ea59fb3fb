// What a push says (docs/pwa.md, «Avisos en el dispositivo»): pure functions from one of a write's avisos
// (modules/notificaciones/mensajes.ts) to the kind it belongs to and the notification's title, body and
// the page it opens, in the account's language (the catalogues' `push.*` codes).
import { RUTAS_WEB, plataEn, type Idioma, type TipoPush } from '@reparto/contract';
import { mensaje } from '../../lib/mensajes.js';
import type { AvisoDiscord } from '../notificaciones/mensajes.js';

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
    default:
      return null;
  }
}

/** The member an aviso is about (their player's nickname), for those that are pushed. */
export const jugadorDeAviso = (aviso: AvisoDiscord): string | null => ('jugador' in aviso ? aviso.jugador : null);

function contenido(title: string, body: string, url: string, tag: string): ContenidoPush {
  return { title: corto(title, TITULO_MAX), body: corto(body, CUERPO_MAX), url, tag };
}

/** The push of an aviso (one of tipoPushDeAviso's) in `idioma`. */
export function contenidoDeAviso(aviso: AvisoDiscord, idioma: Idioma): ContenidoPush | null {
  const url = RUTAS_WEB.miCuenta;
  switch (aviso.tipo) {
    case 'pago':
      return contenido(
        mensaje('push.pagadoTitulo', {}, idioma),
        mensaje(
          'push.pagadoCuerpo',
          { silver: plataEn(idioma, aviso.silver), idPeriodo: aviso.idPeriodo, lugar: aviso.lugar },
          idioma,
        ),
        url,
        `pago-${aviso.idPeriodo}`,
      );
    case 'retiro_pagado':
      return contenido(
        mensaje('push.pagadoTitulo', {}, idioma),
        mensaje('push.retiroPagadoCuerpo', { id: aviso.idRetiro, silver: plataEn(idioma, aviso.silver) }, idioma),
        url,
        `retiro-${aviso.idRetiro}`,
      );
    case 'regear_pagado':
      return contenido(
        mensaje('push.pagadoTitulo', {}, idioma),
        mensaje('push.regearPagadoCuerpo', { id: aviso.idReclamo, silver: plataEn(idioma, aviso.silver) }, idioma),
        url,
        `regear-${aviso.idReclamo}`,
      );
    case 'retiro_aprobado':
    case 'retiro_rechazado': {
      const cuerpo = mensaje('push.retiroCuerpo', { id: aviso.idRetiro, silver: plataEn(idioma, aviso.silver) }, idioma);
      return contenido(
        mensaje('push.retiroTitulo', { aprobado: aviso.tipo === 'retiro_aprobado' ? 'si' : 'no' }, idioma),
        aviso.tipo === 'retiro_rechazado' ? `${cuerpo}: ${aviso.razon}` : cuerpo,
        url,
        `retiro-${aviso.idRetiro}`,
      );
    }
    case 'regear_aprobado':
    case 'regear_rechazado': {
      const cuerpo = mensaje('push.regearCuerpo', { id: aviso.idReclamo, silver: plataEn(idioma, aviso.silver) }, idioma);
      return contenido(
        mensaje('push.regearTitulo', { aprobado: aviso.tipo === 'regear_aprobado' ? 'si' : 'no' }, idioma),
        aviso.tipo === 'regear_rechazado' ? `${cuerpo}: ${aviso.razon}` : cuerpo,
        url,
        `regear-${aviso.idReclamo}`,
      );
    }
    default:
      return null;
  }
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
