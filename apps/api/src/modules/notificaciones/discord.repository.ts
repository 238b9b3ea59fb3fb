// SQL of the outgoing Discord calls' side (docs/integraciones.md): who receives a direct message, the
// officers' cards' message ids, a calendar event's message id (evento.canal, evento.id_mensaje: the
// only columns of evento the outbox writes, once Discord answers the post), whether a later edit of an
// event's message is queued, and the note that Discord refused a member's direct messages.
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Idioma } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { aplicarConsecuencias } from '../../lib/escritura.js';
import { cuenta, evento, jugador, outbox, tarjetaDiscord } from '../../db/schema.js';
import type { EntidadTarjeta } from './tarjetas.js';

/**
 * The Discord user a direct message to player `nickname` goes to, and the language they chose: only an
 * active account with a linked Discord id and direct messages on («Mi cuenta»); null otherwise.
 */
export async function destinatarioMd(
  tx: DbOrTx,
  nickname: string,
): Promise<{ discordUserId: string; idioma: Idioma | null } | null> {
  const [fila] = await tx
    .select({ discordUserId: cuenta.discordUserId, idioma: cuenta.idioma })
    .from(cuenta)
    .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
    .where(
      and(eq(jugador.nickname, nickname), eq(cuenta.activa, true), eq(cuenta.avisosMd, true), isNotNull(cuenta.discordUserId)),
    )
    .limit(1);
  return fila?.discordUserId ? { discordUserId: fila.discordUserId, idioma: fila.idioma } : null;
}

/** Records a posted card's message (once: the first id stays). */
export async function guardarTarjeta(
  db: DbOrTx,
  t: { entidad: EntidadTarjeta; idEntidad: number; canal: string; idMensaje: string },
): Promise<void> {
  await db.insert(tarjetaDiscord).values(t).onConflictDoNothing();
}

/** A card's channel and message, or null when it was never posted. */
export async function leerTarjeta(db: DbOrTx, entidad: EntidadTarjeta, idEntidad: number) {
  const [fila] = await db
    .select({ canal: tarjetaDiscord.canal, idMensaje: tarjetaDiscord.idMensaje })
    .from(tarjetaDiscord)
    .where(and(eq(tarjetaDiscord.entidad, entidad), eq(tarjetaDiscord.idEntidad, idEntidad)));
  return fila ?? null;
}

/** Records a posted event message (once: the first id stays). */
export async function guardarMensajeEvento(db: DbOrTx, idEvento: number, canal: string, idMensaje: string): Promise<void> {
  await db
    .update(evento)
    .set({ canal, idMensaje })
    .where(and(eq(evento.idEvento, idEvento), isNull(evento.idMensaje)));
}

/** An event message's channel and id, or null when it was never posted. */
export async function leerMensajeEvento(db: DbOrTx, idEvento: number) {
  const [fila] = await db
    .select({ canal: evento.canal, idMensaje: evento.idMensaje })
    .from(evento)
    .where(eq(evento.idEvento, idEvento));
  return fila?.canal && fila.idMensaje ? { canal: fila.canal, idMensaje: fila.idMensaje } : null;
}

/** Whether an edit of the event's message queued after row `idOutbox` still waits (it carries a newer state). */
export async function hayEdicionPosterior(db: DbOrTx, idOutbox: number, idEvento: number): Promise<boolean> {
  const [fila] = await db
    .select({ id: outbox.idOutbox })
    .from(outbox)
    .where(
      and(
        gt(outbox.idOutbox, idOutbox),
        eq(outbox.clase, 'discord'),
        inArray(outbox.estado, ['pendiente', 'enviando']),
        sql`${outbox.payload}->>'clase' = 'evento_editar'`,
        sql`(${outbox.payload}->>'id')::int = ${idEvento}`,
      ),
    )
    .limit(1);
  return fila !== undefined;
}

/**
 * Discord refused a direct message to this user (closed DMs): noted once, the first time; removed when
 * one arrives (`rechazado: null`). A change moves the accounts' scope, so «Mi cuenta» shows it at once.
 */
export async function anotarMdRechazado(db: Db, discordUserId: string, rechazado: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const cambiadas = await tx
      .update(cuenta)
      .set({ mdRechazado: rechazado ? sql`now()` : null })
      .where(and(eq(cuenta.discordUserId, discordUserId), rechazado ? isNull(cuenta.mdRechazado) : isNotNull(cuenta.mdRechazado)))
      .returning({ idCuenta: cuenta.idCuenta });
    if (cambiadas.length > 0) await aplicarConsecuencias(tx, { auditoria: [], cambio: { tipo: 'cuenta' } });
  });
}
