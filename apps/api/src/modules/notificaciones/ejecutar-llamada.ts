// How the outbox worker makes one queued Discord call (llamadas.ts; docs/integraciones.md, «Llamadas a
// Discord»): the REST requests it takes and what it records of their answers. A message created here
// carries a `nonce` made of the outbox row's id with `enforce_nonce`: should the worker die between
// Discord's answer and the row's mark, the repeat returns the message already created instead of a
// second one (exactly once per intent). A direct message refused with 50007 (closed DMs) is noted on
// the member's account and never retried; a card's edit finds its message in tarjeta_discord, a calendar
// event's in evento.id_mensaje (an edit with a later one queued for the same event is skipped: the
// latest state wins).
import type { Db } from '../../db/client.js';
import {
  CODIGO_MD_CERRADOS,
  type DiscordRestSender,
  type PeticionRest,
  type ResultadoRest,
} from '../../adapters/discord/rest-salida.js';
import type { ResultadoEnvio } from '../../adapters/discord/respuesta.js';
import type { LlamadaDiscord, MensajeDiscord } from './llamadas.js';
import * as repo from './discord.repository.js';

/** What the worker does next: as a webhook send's answer, or done without a request (`omitido`, with a note). */
export type ResultadoLlamada = ResultadoEnvio | ResultadoRest | { tipo: 'omitido'; nota: string };

/** The create-message body, made idempotent for Discord by the row's id (`o` + a bigint: ≤ 20 of the 25 characters a nonce may have). */
export const conNonce = (mensaje: MensajeDiscord, idOutbox: number) => ({
  ...mensaje,
  nonce: `o${idOutbox}`,
  enforce_nonce: true,
});

const CREAR_MENSAJE = /^\/channels\/\d+\/messages$/;

export async function ejecutarLlamada(
  db: Db,
  rest: DiscordRestSender,
  llamada: LlamadaDiscord,
  idOutbox: number,
): Promise<ResultadoLlamada> {
  switch (llamada.clase) {
    case 'rest': {
      const { metodo, ruta, body, razon } = llamada;
      const crea = metodo === 'POST' && CREAR_MENSAJE.test(ruta) && body !== null && typeof body === 'object';
      const p: PeticionRest = { metodo, ruta, body: crea ? conNonce(body as MensajeDiscord, idOutbox) : body, razon };
      return rest.llamar(p);
    }
    case 'md': {
      // Discord answers the same DM channel for the same user: creating it again on a retry is harmless.
      const canal = await rest.llamar({
        metodo: 'POST',
        ruta: '/users/@me/channels',
        body: { recipient_id: llamada.discordUserId },
      });
      if (canal.tipo !== 'enviado') return canal;
      const idCanal = canal.json?.['id'];
      if (typeof idCanal !== 'string')
        return { tipo: 'reintentar', error: 'Discord no devolvió el id del canal del mensaje directo' };
      const r = await rest.llamar({
        metodo: 'POST',
        ruta: `/channels/${idCanal}/messages`,
        body: conNonce(llamada.mensaje, idOutbox),
      });
      if (r.tipo === 'enviado') {
        await repo.anotarMdRechazado(db, llamada.discordUserId, false);
        return { ...r, pausaMs: Math.max(r.pausaMs, canal.pausaMs) };
      }
      if (r.tipo === 'permanente' && r.codigo === CODIGO_MD_CERRADOS) {
        await repo.anotarMdRechazado(db, llamada.discordUserId, true);
        return { ...r, error: `El miembro no acepta mensajes directos del bot (${CODIGO_MD_CERRADOS}); no se reintentará` };
      }
      return r;
    }
    case 'tarjeta': {
      const r = await rest.llamar({
        metodo: 'POST',
        ruta: `/channels/${llamada.canal}/messages`,
        body: conNonce(llamada.mensaje, idOutbox),
      });
      if (r.tipo !== 'enviado') return r;
      const idMensaje = r.json?.['id'];
      if (typeof idMensaje === 'string') {
        await repo.guardarTarjeta(db, { entidad: llamada.entidad, idEntidad: llamada.id, canal: llamada.canal, idMensaje });
      }
      return r;
    }
    case 'evento': {
      const r = await rest.llamar({
        metodo: 'POST',
        ruta: `/channels/${llamada.canal}/messages`,
        body: conNonce(llamada.mensaje, idOutbox),
      });
      const idMensaje = r.tipo === 'enviado' ? r.json?.['id'] : undefined;
      if (typeof idMensaje === 'string') await repo.guardarMensajeEvento(db, llamada.id, llamada.canal, idMensaje);
      return r;
    }
    case 'evento_editar': {
      if (await repo.hayEdicionPosterior(db, idOutbox, llamada.id))
        return { tipo: 'omitido', nota: `Mensaje del evento #${llamada.id}: una edición posterior lo sustituye` };
      const m = await repo.leerMensajeEvento(db, llamada.id);
      if (!m) return { tipo: 'omitido', nota: `El mensaje del evento #${llamada.id} no se publicó: no hay mensaje que editar` };
      return rest.llamar({ metodo: 'PATCH', ruta: `/channels/${m.canal}/messages/${m.idMensaje}`, body: llamada.mensaje });
    }
    case 'tarjeta_editar': {
      const tarjeta = await repo.leerTarjeta(db, llamada.entidad, llamada.id);
      if (!tarjeta) {
        return {
          tipo: 'omitido',
          nota: `La tarjeta de ${llamada.entidad} #${llamada.id} no se publicó: no hay mensaje que editar`,
        };
      }
      return rest.llamar({
        metodo: 'PATCH',
        ruta: `/channels/${tarjeta.canal}/messages/${tarjeta.idMensaje}`,
        body: llamada.mensaje,
      });
    }
  }
}
