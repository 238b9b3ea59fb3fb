// SQL of Web Push (docs/pwa.md, «Avisos en el dispositivo»): the account's subscriptions (one per
// endpoint: a browser), who receives a kind of push, and the pushes' own outbox (outbox_push,
// docs/decisions/021-push-outbox-propio.md): a row is claimed on its own with FOR UPDATE SKIP LOCKED and
// leased until `bloqueado_hasta`, so several instances never send it twice, and no row waits for another.
import { and, eq, sql } from 'drizzle-orm';
import type { Idioma, TipoPush } from '@reparto/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { outboxPush, suscripcionPush } from '../../db/schema.js';
import type { ContenidoPush } from './textos.js';

export interface FilaSuscripcion {
  idSuscripcion: number;
  idCuenta: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  etiqueta: string;
  tipos: TipoPush[];
  creada: Date;
}

/** The subscription of `endpoint`, its row locked until the transaction ends; null when there is none. */
export async function lockPorEndpoint(tx: Tx, endpoint: string): Promise<FilaSuscripcion | null> {
  const [fila] = await tx.select().from(suscripcionPush).where(eq(suscripcionPush.endpoint, endpoint)).for('update');
  return (fila as FilaSuscripcion | undefined) ?? null;
}

/** Inserts the subscription, or (same endpoint, same account) updates its keys, kinds and label. */
export async function guardar(
  tx: Tx,
  s: { idCuenta: number; endpoint: string; p256dh: string; auth: string; etiqueta: string; tipos: TipoPush[] },
): Promise<FilaSuscripcion> {
  const [fila] = await tx
    .insert(suscripcionPush)
    .values(s)
    .onConflictDoUpdate({
      target: suscripcionPush.endpoint,
      set: { p256dh: s.p256dh, auth: s.auth, etiqueta: s.etiqueta, tipos: s.tipos },
      setWhere: eq(suscripcionPush.idCuenta, s.idCuenta),
    })
    .returning();
  return fila as FilaSuscripcion;
}

export async function borrar(db: DbOrTx, idSuscripcion: number): Promise<void> {
  await db.delete(suscripcionPush).where(eq(suscripcionPush.idSuscripcion, idSuscripcion));
}

export async function listarDeCuenta(db: DbOrTx, idCuenta: number): Promise<FilaSuscripcion[]> {
  return (await db
    .select()
    .from(suscripcionPush)
    .where(eq(suscripcionPush.idCuenta, idCuenta))
    .orderBy(suscripcionPush.idSuscripcion)) as FilaSuscripcion[];
}

/** The subscriptions with `tipo` on of the active account(s) of player `nickname`, with the account's language. */
export async function destinosDeJugador(db: DbOrTx, nickname: string, tipo: TipoPush) {
  const { rows } = await db.execute<{ id_suscripcion: number; idioma: Idioma | null }>(sql`
    select s.id_suscripcion, c.idioma from suscripcion_push s
      join cuenta c on c.id_cuenta = s.id_cuenta and c.activa
      join jugador j on j.id_player = c.id_player
     where j.nickname = ${nickname} and ${tipo} = any(s.tipos)
     order by s.id_suscripcion`);
  return rows.map((r) => ({ idSuscripcion: Number(r.id_suscripcion), idioma: r.idioma }));
}

/** The subscriptions with reminders on of the active accounts of the members signed up or confirmed to an event. */
export async function destinosDeEvento(db: DbOrTx, idEvento: number) {
  const { rows } = await db.execute<{ id_suscripcion: number; idioma: Idioma | null }>(sql`
    select distinct s.id_suscripcion, c.idioma from evento_inscripcion i
      join cuenta c on c.id_player = i.id_player and c.activa
      join suscripcion_push s on s.id_cuenta = c.id_cuenta and 'recordatorio' = any(s.tipos)
     where i.id_evento = ${idEvento} and i.estado in ('apuntado', 'confirmado')
     order by s.id_suscripcion`);
  return rows.map((r) => ({ idSuscripcion: Number(r.id_suscripcion), idioma: r.idioma }));
}

/** One push for one subscription, queued in the write's transaction. */
export async function encolar(tx: DbOrTx, tipo: string, idSuscripcion: number, contenido: ContenidoPush): Promise<void> {
  await tx.insert(outboxPush).values({ tipo, idSuscripcion, payload: contenido });
}

/** A claimed push with what sending it needs (the subscription: null when it was deleted meanwhile). */
export interface PushReclamado {
  idPush: number;
  tipo: string;
  intentos: number;
  contenido: ContenidoPush;
  suscripcion: { idSuscripcion: number; endpoint: string; p256dh: string; auth: string } | null;
}

/** The oldest due push no other worker holds, leased for `leaseMs`; null when none is due. */
export async function reclamar(db: Db, now: Date, leaseMs: number): Promise<PushReclamado | null> {
  const hasta = new Date(now.getTime() + leaseMs);
  const { rows } = await db.execute<{
    id_push: number | string;
    tipo: string;
    intentos: number;
    payload: ContenidoPush;
    id_suscripcion: number;
    endpoint: string | null;
    p256dh: string | null;
    auth: string | null;
  }>(sql`
    with r as (
      update outbox_push set estado = 'enviando', bloqueado_hasta = ${hasta}, intentos = intentos + 1
       where id_push = (
         select id_push from outbox_push
          where (estado = 'pendiente' and proximo_intento <= ${now})
             or (estado = 'enviando' and bloqueado_hasta <= ${now})
          order by id_push
          limit 1
          for update skip locked)
      returning id_push, tipo, intentos, payload, id_suscripcion)
    select r.*, s.endpoint, s.p256dh, s.auth from r
      left join suscripcion_push s on s.id_suscripcion = r.id_suscripcion`);
  const row = rows[0];
  if (!row) return null;
  return {
    idPush: Number(row.id_push),
    tipo: row.tipo,
    intentos: row.intentos,
    contenido: row.payload,
    suscripcion:
      row.endpoint && row.p256dh && row.auth
        ? { idSuscripcion: row.id_suscripcion, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }
        : null,
  };
}

const enviando = (idPush: number) => and(eq(outboxPush.idPush, idPush), eq(outboxPush.estado, 'enviando'));

/** Done; `nota`: why nothing was sent (the subscription is gone), kept in `error`. */
export async function marcarEnviado(db: Db, idPush: number, now: Date, nota: string | null = null): Promise<void> {
  await db.update(outboxPush).set({ estado: 'enviado', enviado: now, bloqueadoHasta: null, error: nota }).where(enviando(idPush));
}

/** The push service said the subscription is gone (404/410): the push is done and the subscription deleted, together. */
export async function marcarCaducada(db: Db, idPush: number, idSuscripcion: number, now: Date, nota: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(outboxPush)
      .set({ estado: 'enviado', enviado: now, bloqueadoHasta: null, error: nota })
      .where(enviando(idPush));
    await tx.delete(suscripcionPush).where(eq(suscripcionPush.idSuscripcion, idSuscripcion));
  });
}

export async function reprogramar(db: Db, idPush: number, proximo: Date, error: string): Promise<void> {
  await db
    .update(outboxPush)
    .set({ estado: 'pendiente', proximoIntento: proximo, bloqueadoHasta: null, error })
    .where(enviando(idPush));
}

/** A claim given back unsent (the server is stopping): due at once, the attempt not counted. */
export async function liberar(db: Db, idPush: number): Promise<void> {
  await db
    .update(outboxPush)
    .set({ estado: 'pendiente', bloqueadoHasta: null, intentos: sql`greatest(${outboxPush.intentos} - 1, 0)` })
    .where(enviando(idPush));
}

export async function marcarFallido(db: Db, idPush: number, error: string): Promise<void> {
  await db.update(outboxPush).set({ estado: 'fallido', bloqueadoHasta: null, error }).where(enviando(idPush));
}
