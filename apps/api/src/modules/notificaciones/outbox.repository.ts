// SQL of the Discord outbox (docs/integraciones.md). A claim is a short transaction of its own: the
// head of the queue (the oldest row not yet sent nor failed) is taken with FOR UPDATE SKIP LOCKED and
// leased until `bloqueado_hasta`, so that several API instances never send one message twice nor out
// of order, and no transaction stays open while Discord is being called.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { Mensaje, WebhookBody } from './mensajes.js';
import type { LlamadaDiscord } from './llamadas.js';

/** A claimed row: a webhook message (`body`) or a Discord REST call (`llamada`, llamadas.ts). */
export type MensajeReclamado = { idOutbox: number; tipo: string; intentos: number } & (
  { clase: 'webhook'; body: WebhookBody } | { clase: 'discord'; llamada: LlamadaDiscord }
);

export async function encolar(tx: DbOrTx, tipo: string, mensaje: Mensaje): Promise<void> {
  await tx.insert(outbox).values({ tipo, resumen: mensaje.resumen, payload: mensaje.body });
}

/** The head of the queue, when it is due and no other worker holds it; leased for `leaseMs`. */
export async function reclamar(db: Db, now: Date, leaseMs: number): Promise<MensajeReclamado | null> {
  const hasta = new Date(now.getTime() + leaseMs);
  const result = await db.execute<{
    id_outbox: number | string;
    tipo: string;
    clase: 'webhook' | 'discord';
    payload: unknown;
    intentos: number;
  }>(sql`
    update outbox set estado = 'enviando', bloqueado_hasta = ${hasta}, intentos = intentos + 1
    where id_outbox = (
      select id_outbox from outbox
      where id_outbox = (select min(id_outbox) from outbox where estado in ('pendiente', 'enviando'))
        and ((estado = 'pendiente' and proximo_intento <= ${now})
          or (estado = 'enviando' and bloqueado_hasta <= ${now}))
      for update skip locked
    )
    returning id_outbox, tipo, clase, payload, intentos`);
  const row = result.rows[0];
  if (!row) return null;
  const base = { idOutbox: Number(row.id_outbox), tipo: row.tipo, intentos: row.intentos };
  return row.clase === 'discord'
    ? { ...base, clase: 'discord', llamada: row.payload as LlamadaDiscord }
    : { ...base, clase: 'webhook', body: row.payload as WebhookBody };
}

/** Done; `nota`: why nothing was sent (a card never posted), kept in `error` for the leader's panel. */
export async function marcarEnviado(db: Db, idOutbox: number, now: Date, nota: string | null = null): Promise<void> {
  await db
    .update(outbox)
    .set({ estado: 'enviado', enviado: now, bloqueadoHasta: null, error: nota })
    .where(and(eq(outbox.idOutbox, idOutbox), eq(outbox.estado, 'enviando')));
}

/** Back to the queue, due at `proximo`; `contar: false` gives the attempt back (a 429 is not a failure). */
export async function reprogramar(db: Db, idOutbox: number, proximo: Date, error: string, contar = true): Promise<void> {
  await db
    .update(outbox)
    .set({
      estado: 'pendiente',
      proximoIntento: proximo,
      bloqueadoHasta: null,
      error,
      ...(contar ? {} : { intentos: sql`greatest(${outbox.intentos} - 1, 0)` }),
    })
    .where(and(eq(outbox.idOutbox, idOutbox), eq(outbox.estado, 'enviando')));
}

/** A claim given back unsent (the server is stopping): due at once for any worker, the attempt not counted. */
export async function liberar(db: Db, idOutbox: number): Promise<void> {
  await db
    .update(outbox)
    .set({ estado: 'pendiente', bloqueadoHasta: null, intentos: sql`greatest(${outbox.intentos} - 1, 0)` })
    .where(and(eq(outbox.idOutbox, idOutbox), eq(outbox.estado, 'enviando')));
}

export async function marcarFallido(db: Db, idOutbox: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ estado: 'fallido', bloqueadoHasta: null, error })
    .where(and(eq(outbox.idOutbox, idOutbox), eq(outbox.estado, 'enviando')));
}

/** A failed message queued again (leader); false when it is not failed. */
export async function reintentar(db: DbOrTx, idOutbox: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ estado: 'pendiente', proximoIntento: now, intentos: 0 })
    .where(and(eq(outbox.idOutbox, idOutbox), eq(outbox.estado, 'fallido')))
    .returning({ idOutbox: outbox.idOutbox });
  return rows.length > 0;
}

export async function listar(db: Db, limit = 50) {
  return db
    .select({
      idOutbox: outbox.idOutbox,
      creado: outbox.creado,
      tipo: outbox.tipo,
      resumen: outbox.resumen,
      estado: outbox.estado,
      intentos: outbox.intentos,
      error: outbox.error,
      enviado: outbox.enviado,
      proximoIntento: outbox.proximoIntento,
    })
    .from(outbox)
    .orderBy(desc(outbox.idOutbox))
    .limit(limit);
}
