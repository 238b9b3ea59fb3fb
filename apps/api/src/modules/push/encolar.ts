// Pushes queued in the transaction of the write that causes them (docs/pwa.md, «Avisos en el
// dispositivo»): the avisador (modules/notificaciones/notificar.ts) hands every write's avisos here, and
// the calendar's reminder its due events. One row per (intent, subscription) with the kind on, written
// in the account's language (its own, else the guild's): if the write rolls back, nothing is pushed.
import type { Idioma } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AvisoDiscord } from '../notificaciones/mensajes.js';
import * as repo from './push.repository.js';
import { contenidoDeAviso, contenidoRecordatorio, jugadoresDeAviso, tipoPushDeAviso } from './textos.js';

/** The pushes of a write's avisos (only those of a kind a member turns on). */
export async function encolarPushDeAvisos(
  tx: DbOrTx,
  avisos: readonly AvisoDiscord[],
  idiomaGremio: Idioma = 'es',
): Promise<void> {
  for (const aviso of avisos) {
    const tipo = tipoPushDeAviso(aviso);
    if (!tipo) continue;
    for (const jugador of jugadoresDeAviso(aviso)) {
      for (const destino of await repo.destinosDeJugador(tx, jugador, tipo)) {
        const contenido = contenidoDeAviso(aviso, destino.idioma ?? idiomaGremio, jugador);
        if (contenido) await repo.encolar(tx, aviso.tipo, destino.idSuscripcion, contenido);
      }
    }
  }
}

/** The reminder's pushes of an event to its members signed up or confirmed who turned reminders on. */
export async function encolarPushRecordatorio(
  tx: DbOrTx,
  e: { id_evento: number; titulo: string; lugar: string; inicio: string },
  ahora: Date,
  idiomaGremio: Idioma = 'es',
): Promise<void> {
  const minutos = Math.max(1, Math.round((Date.parse(e.inicio) - ahora.getTime()) / 60_000));
  for (const destino of await repo.destinosDeEvento(tx, e.id_evento)) {
    await repo.encolar(
      tx,
      'recordatorio',
      destino.idSuscripcion,
      contenidoRecordatorio(e, minutos, destino.idioma ?? idiomaGremio),
    );
  }
}
