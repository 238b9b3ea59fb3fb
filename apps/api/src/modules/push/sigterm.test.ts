// Web Push exactly once under SIGTERM (docs/pwa.md, «Avisos en el dispositivo»): the real server (a
// child process) sends a push to the local push service (testing/fake-push.ts), which answers slowly; the
// server is stopped while the push is in flight: it finishes, is recorded, and after the restart nothing
// is sent again, while a new push still goes out. With the embedded engine the VAPID keys are generated
// into DATA_DIR on the first start (vapid.json, 0600) and kept across restarts. PostgreSQL when
// TEST_DATABASE_URL is set (then the keys come from the env); PGlite in a folder otherwise.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPush } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { FakePush } from '../../testing/fake-push.js';
import { baseDeServidor, terminar, call, hasta, login, startServer, type ServerProcess } from '../../testing/server-process.js';
import { generarClavesVapid } from '../../bootstrap.js';

describe('SIGTERM while the push service answers', () => {
  let fake: FakePush;
  let env: Record<string, string>;
  let abrir: () => Promise<Database>;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    fake = await new FakePush().start();
    ({ env, abrir, borrar: cleanup } = await baseDeServidor('push-sigterm-'));
    env['SEED_DEMO'] = 'false';
    env['PUSH_TIMEOUT_MS'] = '5000';
    if (env['DATABASE_URL']) {
      const claves = generarClavesVapid();
      Object.assign(env, { VAPID_PUBLIC_KEY: claves.publicKey, VAPID_PRIVATE_KEY: claves.privateKey });
    }
  });
  afterAll(() => terminar(server, () => fake.close(), cleanup));

  it('the push in flight is finished and recorded, never sent again after the restart', { timeout: 300_000 }, async () => {
    server = await startServer(env);
    let token = await login(server.base);
    const clave = (await call(server.base, 'GET', '/api/push/clave', { token })).body['message'] as { clave: string };
    if (!env['DATABASE_URL']) {
      const archivo = path.join(env['DATA_DIR']!, 'vapid.json');
      expect(existsSync(archivo)).toBe(true);
      expect(statSync(archivo).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(archivo, 'utf8'))).toMatchObject({ publicKey: clave.clave });
    }
    const s = fake.suscripcion();
    const alta = await call(server.base, 'PUT', '/api/push/suscripcion', {
      token,
      body: [{ ...s, tipos: ['retiro', 'pagado'] }],
    });
    expect(alta.status, JSON.stringify(alta.body)).toBe(200);
    const { nickname } = (await call(server.base, 'GET', '/api/cuentas/mia', { token })).body['message'] as { nickname: string };
    const deposito = { nickname, silver: 1_000_000, razon: 'Depósito de la prueba' };
    expect((await call(server.base, 'POST', '/api/libro/ajuste', { token, body: [deposito] })).status).toBe(201);
    const pedido = await call(server.base, 'POST', '/api/retiros', { token, body: [{ silver: 100_000 }] });
    expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);
    const idRetiro = (pedido.body['message'] as { id_retiro: number }).id_retiro;

    // 1. The approval's push is answered slowly; SIGTERM while the push service holds it.
    fake.siguiente(s.endpoint, { status: 'lento', ms: 1_500 });
    const aprobado = await call(server.base, 'PUT', '/api/retiros/aprobar', { token, body: [{ idRetiro }] });
    expect(aprobado.status, JSON.stringify(aprobado.body)).toBe(200);
    await hasta('el push en camino', () => fake.recibidos.length >= 1, 60_000);
    expect(fake.recibidos[0]!.status).toBe(0); // still in flight
    server.proc.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(fake.recibidos[0]!.status).toBe(201);
    const db = await abrir();
    expect((await db.db.select().from(outboxPush)).map((f) => [f.tipo, f.estado])).toEqual([['retiro_aprobado', 'enviado']]);
    await db.close();

    // 2. After the restart: the same key, nothing sent twice, and a new push goes out.
    server = await startServer(env);
    token = await login(server.base);
    expect(((await call(server.base, 'GET', '/api/push/clave', { token })).body['message'] as { clave: string }).clave).toBe(
      clave.clave,
    );
    const pagado = await call(server.base, 'PUT', '/api/retiros/pagar', { token, body: [{ idRetiro }] });
    expect(pagado.status, JSON.stringify(pagado.body)).toBe(200);
    await hasta('el push del pago', () => fake.entregados(s.endpoint).length === 2, 60_000);
    expect(fake.entregados(s.endpoint).map((c) => c.title)).toEqual(['Retiro aprobado', 'Pago recibido']);
    expect(fake.recibidos).toHaveLength(2);
  });
});
