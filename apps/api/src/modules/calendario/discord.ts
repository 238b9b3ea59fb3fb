// The event's Discord message (docs/integraciones.md, «Calendario»): posted to the guild's calendar
// channel («Canal del calendario», `canalCalendario`) through the outbox when the event is created,
// edited with the new counts on every change of the event or its list (the outbox keeps only the latest
// edit of an event, and never edits before the post: modules/notificaciones/ejecutar-llamada.ts). Its
// buttons «Me apunto», «Reserva» and «No voy» carry the event's id (`calendario:apuntado:ID`,
// `calendario:reserva:ID`, `calendario:no_va:ID`: modules/comandos/calendario.ts answers them); a
// cancelled or ended event shows its state and disabled buttons. Written in the guild's language.
import { ROLES_EVENTO, type Evento, type Idioma, type RolEvento } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { mensaje } from '../../lib/mensajes.js';
import { escapar, recortar } from '../notificaciones/embed.js';
import { encolarLlamada, type MensajeDiscord } from '../notificaciones/llamadas.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './calendario.repository.js';

/** The three buttons' actions: the sign-up's `estado` each one asks for. */
export const ACCIONES_BOTON = ['apuntado', 'reserva', 'no_va'] as const;
export type AccionBoton = (typeof ACCIONES_BOTON)[number];

/** A button's custom_id: `calendario:apuntado:12`. */
export const customIdEvento = (accion: AccionBoton, idEvento: number) => `calendario:${accion}:${idEvento}`;

const FILA = 1;
const BOTON = 2;
const VERDE = 3;
const GRIS = 2;
const ROJO = 4;
const AZUL = 0x5865f2;
const GRIS_EMBED = 0x99aab5;

/** A Discord timestamp of an ISO instant (`F`: full date and time, `R`: relative), shown in each reader's zone. */
export const marcaDiscord = (iso: string, estilo: 'F' | 'R') => `<t:${Math.floor(Date.parse(iso) / 1000)}:${estilo}>`;

/** The roles an event offers: those with slots, in the contract's order (none: every role, for a backup). */
export function rolesDelEvento(evento: Pick<Evento, 'huecos'>): RolEvento[] {
  const conHuecos = ROLES_EVENTO.filter((r) => (evento.huecos[r] ?? 0) > 0);
  return conHuecos.length > 0 ? conHuecos : [...ROLES_EVENTO];
}

/** Per role: its slots, and how many are signed up (apuntado or confirmado) and on backup. */
function lineasDeHuecos(evento: Evento, idioma: Idioma): string {
  const lineas = ROLES_EVENTO.flatMap((r) => {
    const huecos = evento.huecos[r] ?? 0;
    const de = evento.inscripciones.filter((i) => i.rol === r);
    const n = de.filter((i) => i.estado === 'apuntado' || i.estado === 'confirmado').length;
    const reserva = de.filter((i) => i.estado === 'reserva').length;
    if (huecos === 0 && n === 0 && reserva === 0) return [];
    const rol = { codigo: 'calendario.rol' as const, valores: { rol: r } };
    return [mensaje('calendario.discordHueco', { rol, n, huecos, reserva }, idioma)];
  });
  return lineas.join('\n') || '—';
}

/**
 * The event's message: its embed and the three buttons, disabled once the event is cancelled or has
 * ended (its state said above the fields); `ahora`: when the message is built (the write's moment).
 */
export function construirMensajeEvento(
  evento: Evento,
  idioma: Idioma = 'es',
  publicUrl?: string,
  ahora = new Date(),
): MensajeDiscord {
  const t = (codigo: Parameters<typeof mensaje>[0], valores: Parameters<typeof mensaje>[1] = {}) =>
    mensaje(codigo, valores, idioma);
  const terminado = Date.parse(evento.fin) <= ahora.getTime();
  const abierto = evento.estado === 'abierto' && !terminado;
  const fields = [
    ...(evento.plantilla && evento.plantilla !== evento.titulo
      ? [{ name: t('calendario.discordPlantilla'), value: recortar(escapar(evento.plantilla), 1024), inline: true }]
      : []),
    { name: t('calendario.discordLugar'), value: recortar(escapar(evento.lugar), 1024), inline: true },
    {
      name: t('calendario.discordInicio'),
      value: `${marcaDiscord(evento.inicio, 'F')} (${marcaDiscord(evento.inicio, 'R')})`,
      inline: false,
    },
    { name: t('calendario.discordCierre'), value: marcaDiscord(evento.cierre_inscripcion, 'F'), inline: false },
    { name: t('calendario.discordHuecos'), value: recortar(lineasDeHuecos(evento, idioma), 1024), inline: false },
    ...(evento.nota ? [{ name: t('calendario.discordNota'), value: recortar(escapar(evento.nota), 1024), inline: false }] : []),
  ];
  const boton = (accion: AccionBoton, style: number, etiqueta: Parameters<typeof mensaje>[0]) => ({
    type: BOTON,
    style,
    label: t(etiqueta),
    custom_id: customIdEvento(accion, evento.id_evento),
    disabled: !abierto,
  });
  return {
    embeds: [
      {
        title: recortar(escapar(evento.titulo), 256),
        description: abierto
          ? ''
          : t('calendario.discordEstado', { estado: evento.estado === 'cancelado' ? 'cancelado' : 'terminado' }),
        color: abierto ? AZUL : GRIS_EMBED,
        fields,
        ...(publicUrl ? { url: `${publicUrl.replace(/\/+$/, '')}/calendario` } : {}),
      },
    ],
    components: [
      {
        type: FILA,
        components: [
          boton('apuntado', VERDE, 'calendario.botonApuntarse'),
          boton('reserva', GRIS, 'calendario.botonReserva'),
          boton('no_va', ROJO, 'calendario.botonNoVoy'),
        ],
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/**
 * Queues the post or the edit of the event's message in the write's transaction: nothing without
 * DISCORD_TOKEN (`ajustes.rest`); a post only when the guild has a calendar channel (the channel is
 * noted on the event at once, so its edits follow it); an edit only for an event whose post was queued.
 */
export async function mensajeDelEvento(
  tx: DbOrTx,
  ajustes: AjustesAvisos,
  evento: Evento,
  accion: 'publicar' | 'editar',
): Promise<void> {
  if (!ajustes.rest) return;
  const contenido = construirMensajeEvento(evento, ajustes.idioma, ajustes.publicUrl);
  const resumen = `Evento del calendario #${evento.id_evento}: ${evento.titulo}`;
  if (accion === 'publicar') {
    const canal = ajustes.gremio?.canalCalendario;
    if (!canal) return;
    await repo.anotarCanal(tx, evento.id_evento, canal);
    await encolarLlamada(tx, 'evento', resumen, { clase: 'evento', id: evento.id_evento, canal, mensaje: contenido });
    return;
  }
  if ((await repo.canalDe(tx, evento.id_evento)) === null) return;
  await encolarLlamada(tx, 'evento_editar', resumen, { clase: 'evento_editar', id: evento.id_evento, mensaje: contenido });
}
