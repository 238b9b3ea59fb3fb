// A stopping worker holds no lease (docs/deploy.md, "Reinicios"): a message it claimed once the server
// began to stop is given back at once — due now, the attempt not counted, nothing sent — so another
// instance sends it without waiting for the lease to end.
import { afterAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { outbox } from '../../db/schema.js';
import { encolar, reclamar } from './outbox.repository.js';
import { OutboxWorker } from './worker.js';
import type { WebhookSender } from '../../adapters/discord/webhook.js';

let t: TestApp;
afterAll(async () => t?.close());
const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

it('gives back a message claimed while stopping, unsent, for another worker to take at once', async () => {
  t = await buildTestApp();
  const enviados: unknown[] = [];
  const webhook: WebhookSender = {
    enviar: async (body) => {
      enviados.push(body);
      return { tipo: 'enviado', pausaMs: 0 };
    },
  };
  await encolar(t.db, 'prueba', { resumen: 'prueba', body: { embeds: [], allowed_mentions: { parse: [] } } } as never);
  const worker = new OutboxWorker({ db: t.db, webhook, log, leaseMs: 60_000 });
  await worker.stop(); // the server began to stop
  expect(await worker.paso()).toEqual({ tipo: 'vacio' });
  expect(enviados).toEqual([]);
  const [fila] = await t.db.select().from(outbox);
  expect(fila).toMatchObject({ estado: 'pendiente', intentos: 0, bloqueadoHasta: null });
  // Another instance's worker claims it now, not after the 60 s lease.
  const otro = await reclamar(t.db, new Date(), 20_000);
  expect(otro?.idOutbox).toBe(fila!.idOutbox);
  await t.db.delete(outbox).where(eq(outbox.idOutbox, fila!.idOutbox));
}, 120_000);
