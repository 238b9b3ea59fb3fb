// Several API instances share one outbox (PostgreSQL only: the embedded engine has one process):
// two workers, each on its own connection pool, send every message exactly once and in order.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { FakeWebhook } from '../../testing/fake-webhook.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import { DiscordWebhook } from '../../adapters/discord/webhook.js';
import { DiscordRestSalida } from '../../adapters/discord/rest-salida.js';
import { outbox } from '../../db/schema.js';
import { construirMensaje } from './mensajes.js';
import { encolar } from './outbox.repository.js';
import { encolarLlamada } from './llamadas.js';
import { OutboxWorker } from './worker.js';

describe.runIf(process.env['TEST_DATABASE_URL'])('two instances', () => {
  let t: TestApp;
  let otra: Database;
  let fake: FakeWebhook;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

  beforeAll(async () => {
    t = await buildTestApp();
    otra = await openDatabase({ url: t.database.url!, poolSize: 4 });
    fake = await new FakeWebhook().start();
  });
  afterAll(async () => {
    await fake.close();
    await otra.close();
    await t.close();
  });

  it('send each message once, in order', async () => {
    const N = 40;
    for (let i = 1; i <= N; i++) {
      await encolar(
        t.db,
        'periodo_abierto',
        construirMensaje({ tipo: 'periodo_abierto', idPeriodo: i, lugar: 'Martlock', por: 'lider' }),
      );
    }
    // Some answers are slow, so that both workers are busy at the same time.
    for (let i = 0; i < N; i += 5)
      fake.siguiente({ status: 'lento', ms: 30 }, { status: 204 }, { status: 204 }, { status: 204 }, { status: 204 });
    const workers = [t.db, otra.db].map(
      (db) => new OutboxWorker({ db, webhook: new DiscordWebhook({ url: fake.url }), log, pollMs: 5 }),
    );
    for (const w of workers) w.start();
    try {
      await vi.waitFor(async () => expect((await t.db.select().from(outbox)).every((r) => r.estado === 'enviado')).toBe(true), {
        timeout: 60_000,
        interval: 100,
      });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const titulos = fake.posts.map((p) => p.body.embeds[0]!.title);
    expect(titulos).toEqual(Array.from({ length: N }, (_, i) => `Periodo ${i + 1} abierto en Martlock`));
    expect(fake.posts.every((p) => p.status === 204)).toBe(true);
  });

  it('make each Discord call once, in order: one card per intent, whichever instance sends it', async () => {
    await t.db.delete(outbox);
    const rest = await new FakeDiscordRest().start();
    const CANAL = '300000000000000003';
    const N = 30;
    try {
      for (let i = 1; i <= N; i++) {
        await encolarLlamada(t.db, 'tarjeta', `Tarjeta ${i}`, {
          clase: 'tarjeta',
          entidad: 'retiro',
          id: 900_000 + i,
          canal: CANAL,
          mensaje: { content: `Retiro ${i}` },
        });
      }
      for (let i = 0; i < N; i += 5) rest.siguiente({ status: 'lento', ms: 30 }, { status: 'normal' }, { status: 'normal' });
      const workers = [t.db, otra.db].map(
        (db) => new OutboxWorker({ db, discord: new DiscordRestSalida({ token: rest.token, base: rest.base }), log, pollMs: 5 }),
      );
      for (const w of workers) w.start();
      try {
        await vi.waitFor(async () => expect((await t.db.select().from(outbox)).every((r) => r.estado === 'enviado')).toBe(true), {
          timeout: 60_000,
          interval: 100,
        });
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
      expect(rest.mensajesEn(CANAL).map((m) => m.content)).toEqual(Array.from({ length: N }, (_, i) => `Retiro ${i + 1}`));
      expect(rest.llamadas).toHaveLength(N);
    } finally {
      await rest.close();
    }
  });
});
