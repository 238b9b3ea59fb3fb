// The officers' cards (docs/integraciones.md, «Canal de oficiales»): pure builders of the Discord message
// posted to the officers' channel when a regear claim is filed or a withdrawal requested, with the
// «Aprobar» and «Rechazar» buttons, and of the same card once decided (approved, rejected with its
// reason, paid, a payment undone): the outcome and who decided, and no buttons. The embed is the
// aviso's own (mensajes.ts), in the guild's language. The buttons' custom_ids are stable and carry the
// kind and the id: `regear:aprobar:ID`, `regear:rechazar:ID`, `retiro:aprobar:ID`, `retiro:rechazar:ID`
// (the interactions endpoint reads them; «Rechazar» opens the modal `regear:razon:ID` / `retiro:razon:ID`).
import type { Idioma } from '@reparto/contract';
import { mensaje } from '../../lib/mensajes.js';
import type { MensajeDiscord } from './llamadas.js';
import { construirMensaje, type AvisoRegear, type AvisoRetiro } from './mensajes.js';

export type EntidadTarjeta = 'regear' | 'retiro';

/** An aviso about a claim or a withdrawal: what a card shows. */
export type AvisoTarjeta = AvisoRegear | AvisoRetiro;

/** Discord's component types and button styles (v10). */
const FILA = 1;
const BOTON = 2;
const VERDE = 3;
const ROJO = 4;

/** The kind and id a card is about. */
export function entidadDeAviso(aviso: AvisoTarjeta): { entidad: EntidadTarjeta; id: number } {
  return 'idReclamo' in aviso ? { entidad: 'regear', id: aviso.idReclamo } : { entidad: 'retiro', id: aviso.idRetiro };
}

/** Still waiting for the officers: the card carries the buttons. */
export const esPendiente = (aviso: AvisoTarjeta) => aviso.tipo === 'regear_reclamado' || aviso.tipo === 'retiro_solicitado';

/** A button's custom_id: `regear:aprobar:12`. */
export const customId = (entidad: EntidadTarjeta, accion: 'aprobar' | 'rechazar', id: number) => `${entidad}:${accion}:${id}`;

/** The «Aprobar» / «Rechazar» row of a pending card, labelled in `idioma`. */
export function botonesTarjeta(entidad: EntidadTarjeta, id: number, idioma: Idioma): unknown[] {
  return [
    {
      type: FILA,
      components: [
        {
          type: BOTON,
          style: VERDE,
          label: mensaje('discord.botonAprobar', {}, idioma),
          custom_id: customId(entidad, 'aprobar', id),
        },
        {
          type: BOTON,
          style: ROJO,
          label: mensaje('discord.botonRechazar', {}, idioma),
          custom_id: customId(entidad, 'rechazar', id),
        },
      ],
    },
  ];
}

/**
 * The card for `aviso`: a filed claim or a requested withdrawal gives the pending card (with buttons);
 * a decision gives the decided card (its outcome, who decided, the reason; `components: []` removes
 * the buttons when the card is edited). `publicUrl` links the card to the period page, as the webhook's.
 */
export function construirTarjeta(aviso: AvisoTarjeta, idioma: Idioma = 'es', publicUrl?: string): MensajeDiscord {
  const { entidad, id } = entidadDeAviso(aviso);
  const { body } = construirMensaje(aviso, publicUrl, idioma);
  return {
    embeds: body.embeds,
    components: esPendiente(aviso) ? botonesTarjeta(entidad, id, idioma) : [],
    allowed_mentions: { parse: [] },
  };
}
