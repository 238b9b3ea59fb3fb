// kill -9 between the commit and the send: the real server (a child process) commits a change whose
// message Discord does not accept yet, is killed with SIGKILL, and sends the message once after the
// restart on the same database. PostgreSQL when TEST_DATABASE_URL is set; PGlite in a folder otherwise.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeWebhook } from '../../testing/fake-webhook.js';
import { baseDeServidor, terminar, call, login, startServer, type ServerProcess } from '../../testing/server-process.js';

describe('kill -9 after the commit', () => {
  let fake: FakeWebhook;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    fake = await new FakeWebhook().start();
    ({ env, borrar: cleanup } = await baseDeServidor('outbox-crash-'));
    env['DISCORD_WEBHOOK_URL'] = fake.url;
  });
  afterAll(() => terminar(server, () => fake.close(), cleanup));

  it('sends the committed message once after the restart', { timeout: 240_000 }, async () => {
    fake.porDefecto({ status: 500 }); // Discord failing: the message cannot leave before the kill
    server = await startServer(env);
    let token = await login(server.base);
    const res = await call(server.base, 'POST', '/api/distribuciones', { token, body: [{ idLugarDist: 2 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await vi.waitFor(() => expect(fake.posts.length).toBeGreaterThan(0), { timeout: 60_000, interval: 100 });
    server.proc.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(fake.entregados).toHaveLength(0);

    fake.porDefecto({ status: 204 });
    server = await startServer(env);
    token = await login(server.base);
    const base = server.base;
    await vi.waitFor(
      async () => {
        const lista = await call(base, 'GET', '/api/notificaciones', { token });
        expect((lista.body['message'] as { estado: string }[]).map((m) => m.estado)).toEqual(['enviado']);
      },
      { timeout: 90_000, interval: 250 },
    );
    expect(fake.entregados).toHaveLength(1);
    expect(fake.entregados[0]!.body.embeds[0]!.title).toMatch(/^Periodo \d+ abierto en /);
  });
});
