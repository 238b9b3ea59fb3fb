// Officers' cards and direct messages exactly once per intent under SIGTERM: the real server (a child
// process) with DISCORD_TOKEN against the fake Discord REST is stopped while Discord is answering a
// card's post, and again while it answers a direct message; each time the call in flight finishes and
// is recorded before the process exits, and after the restart nothing is sent twice and nothing is
// lost. PostgreSQL when TEST_DATABASE_URL is set; PGlite in a folder otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cuenta } from '../../db/schema.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import {
  ADMIN,
  baseDeServidor,
  terminar,
  call,
  hasta,
  login,
  startServer,
  type ServerProcess,
} from '../../testing/server-process.js';

const CANAL = '300000000000000009';
const USUARIO = '400000000000000009';

describe('SIGTERM while Discord answers', () => {
  let fake: FakeDiscordRest;
  let env: Record<string, string>;
  let abrir: () => Promise<Database>;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    fake = await new FakeDiscordRest().start();
    ({ env, abrir, borrar: cleanup } = await baseDeServidor('salida-sigterm-'));
    Object.assign(env, { SEED_DEMO: 'false', DISCORD_TOKEN: fake.token, DISCORD_API_BASE: fake.base });
  });
  afterAll(() => terminar(server, () => fake.close(), cleanup));

  /** SIGTERM once Discord has received `n` calls (the last one still being answered): exits 0. */
  async function pararDuranteLaLlamada(n: number) {
    await hasta(`la llamada ${n} a Discord`, () => fake.llamadas.length >= n, 60_000);
    expect(fake.llamadas[n - 1]!.status).toBeNull(); // still in flight
    server!.proc.kill('SIGTERM');
    expect(await server!.exited).toEqual({ code: 0, signal: null });
    expect(fake.llamadas[n - 1]!.status).toBe(200);
  }

  it(
    'the card and the DM in flight are finished and recorded, never sent again after the restart',
    { timeout: 300_000 },
    async () => {
      server = await startServer(env);
      let token = await login(server.base);
      const ajustes = await call(server.base, 'PUT', '/api/gremio/ajustes', { token, body: [{ canalOficiales: CANAL }] });
      expect(ajustes.status, JSON.stringify(ajustes.body)).toBe(200);
      const { nickname } = (await call(server.base, 'GET', '/api/cuentas/mia', { token })).body['message'] as {
        nickname: string;
      };
      const deposito = { nickname, silver: 1_000_000, razon: 'Depósito de la prueba' };
      expect((await call(server.base, 'POST', '/api/libro/ajuste', { token, body: [deposito] })).status).toBe(201);
      server.proc.kill('SIGTERM');
      await server.exited;
      // The leader's account linked to a Discord user (as «Entrar con Discord» would).
      const db = await abrir();
      await db.db.update(cuenta).set({ discordUserId: USUARIO }).where(eq(cuenta.email, ADMIN.email));
      await db.close();

      // 1. The card's post is slow; SIGTERM while Discord answers it.
      fake.siguiente({ status: 'lento', ms: 1_500 });
      server = await startServer(env);
      token = await login(server.base);
      const pedido = await call(server.base, 'POST', '/api/retiros', { token, body: [{ silver: 100_000 }] });
      expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);
      const idRetiro = (pedido.body['message'] as { id_retiro: number }).id_retiro;
      await pararDuranteLaLlamada(1);
      expect(fake.mensajesEn(CANAL)).toHaveLength(1);

      // 2. The approval: the card's edit, then the DM (its channel, then its message: slow); SIGTERM then.
      fake.siguiente({ status: 'normal' }, { status: 'normal' }, { status: 'lento', ms: 1_500 });
      server = await startServer(env);
      token = await login(server.base);
      const aprobado = await call(server.base, 'PUT', '/api/retiros/aprobar', { token, body: [{ idRetiro }] });
      expect(aprobado.status, JSON.stringify(aprobado.body)).toBe(200);
      await pararDuranteLaLlamada(4);
      expect(fake.mdA(USUARIO)).toHaveLength(1);

      // 3. After the restart every call is recorded as sent, and nothing was made twice.
      server = await startServer(env);
      token = await login(server.base);
      const base = server.base;
      const lista = await call(base, 'GET', '/api/notificaciones', { token });
      const filas = lista.body['message'] as { tipo: string; estado: string }[];
      expect(filas.map((f) => [f.tipo, f.estado]).reverse()).toEqual([
        ['tarjeta', 'enviado'],
        ['tarjeta_editar', 'enviado'],
        ['md', 'enviado'],
      ]);
      const antes = fake.llamadas.length;
      // A write after the restart is sent: the worker is running (and has nothing left to repeat).
      const otro = await call(base, 'POST', '/api/retiros', { token, body: [{ silver: 1_000 }] });
      expect(otro.status).toBe(201);
      await hasta('la segunda tarjeta', () => fake.mensajesEn(CANAL).length === 2, 60_000);
      expect(fake.llamadas.slice(antes).map((l) => `${l.metodo} ${l.ruta}`)).toEqual([`POST /channels/${CANAL}/messages`]);
      expect(fake.mdA(USUARIO)).toHaveLength(1);
      expect(fake.llamadas.filter((l) => l.metodo === 'PATCH')).toHaveLength(1);
    },
  );
});
