// Liveness and readiness (docs/deploy.md, "Salud"): /api/health answers while the process serves;
// /api/ready is 503 when the database does not answer or a migration is missing, and 200 `degraded`
// (never 503) when an outside service is down — the Discord gateway, the webhook, gameinfo. Neither
// shows versions or internal errors.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { ServiciosExternos } from './servicios.js';
import { Metricas } from './metricas.js';
import type { Lider } from './lider.js';
import { buildIntegrations } from '../modules/integraciones/integraciones.setup.js';
import { iniciarNotificaciones } from '../modules/notificaciones/notificaciones.setup.js';
import { encolar } from '../modules/notificaciones/outbox.repository.js';
import { FakeWebhook } from '../testing/fake-webhook.js';
import { startFakeGameinfo, FAKE_GUILD_ID } from '../testing/fake-gameinfo.js';
import { parseEnv } from '../env.js';
import type { GatewayClient } from '../adapters/discord/discord-voice.js';

const silencio = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
const ready = async (t: TestApp) => {
  const res = await t.request('GET', '/api/ready');
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
/** Bound of a wait for a condition (the outbox worker looks at its queue every second). */
const ESPERA = { timeout: 30_000, interval: 100 };
const TODO_APAGADO = {
  discord: { status: 'off' },
  gameinfo: { status: 'off' },
  webhook: { status: 'off' },
  precios: { status: 'off' },
  copias: { status: 'off' },
};
/** A lone instance leads (ops/lider.ts): the app's attendance recorder runs here. */
const LIDER_SOLO = { esta_instancia: true, tareas: ['asistencia', 'recordatorios', 'cierre-ventas', 'poda-auditoria'] };

describe('liveness, readiness and the request id', () => {
  let t: TestApp;
  // The database was closed by the last test.
  afterAll(async () => t?.close().catch(() => undefined));

  it('answers /api/health and /api/ready 200 with nothing but states, each answer with its own request id', async () => {
    t = await buildTestApp();
    const health = await t.request('GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true, status: 'alive' });
    expect(await ready(t)).toEqual({
      status: 200,
      body: { ok: true, status: 'ready', database: 'ok', migrations: 'ok', services: TODO_APAGADO, lider: LIDER_SOLO },
    });
    const ids = new Set<string>();
    for (const url of ['/api/health', '/api/distribuciones/getLugares', '/api/no-existe']) {
      const id = (await t.request('GET', url)).headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(id));
    }
    expect(ids.size).toBe(3);
    // A client may not choose it.
    const res = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'elegido-por-el-cliente' } });
    expect(res.headers['x-request-id']).not.toBe('elegido-por-el-cliente');
  });

  it('is 503 while a migration of this build is missing, and 200 again once it is there', async () => {
    const rows = (await t.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const ultima = rows.rows[0]!;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${ultima.id}`);
    try {
      expect(await ready(t)).toEqual({
        status: 503,
        body: {
          ok: false,
          message: 'Faltan migraciones por aplicar en la base de datos',
          code: 'salud.migraciones',
          status: 'not_ready',
          database: 'ok',
          migrations: 'pending',
          services: TODO_APAGADO,
          lider: LIDER_SOLO,
        },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${ultima.id}, ${ultima.hash}, ${ultima.created_at})`,
      );
    }
    expect((await ready(t)).status).toBe(200);
  });

  it('is 503 when the database does not answer, while /api/health stays 200', async () => {
    await t.database.close();
    expect(await ready(t)).toEqual({
      status: 503,
      body: {
        ok: false,
        message: 'La base de datos no está disponible',
        code: 'salud.baseDeDatos',
        status: 'not_ready',
        database: 'down',
        migrations: 'unknown',
        services: TODO_APAGADO,
        lider: LIDER_SOLO,
      },
    });
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('the leader among instances (ops/lider.ts)', () => {
  it("names this instance's part and its singleton jobs, and the reparto_lider gauge says the same", async () => {
    const seguidora: Lider = {
      esLider: () => false,
      tareas: () => [],
      tarea: async () => undefined,
      quitar: async () => undefined,
      alCambiar: () => () => undefined,
      close: async () => undefined,
    };
    const gauge = async (m: Metricas) => /^reparto_lider (\d)$/m.exec(await m.registry.metrics())?.[1];
    const mf = new Metricas();
    const f = await buildTestApp({ lider: seguidora, metricas: mf });
    const ml = new Metricas();
    const l = await buildTestApp({ metricas: ml });
    try {
      expect((await ready(f)).body['lider']).toEqual({ esta_instancia: false, tareas: [] });
      expect(await gauge(mf)).toBe('0');
      expect((await ready(l)).body['lider']).toEqual(LIDER_SOLO);
      expect(await gauge(ml)).toBe('1');
    } finally {
      await f.close();
      await l.close();
    }
  });
});

describe('outside services: degraded, never unready', () => {
  const cerrar: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const c of cerrar.splice(0).reverse()) await c();
  });

  it('the Discord gateway refused: 200 degraded with the reason', async () => {
    const servicios = new ServiciosExternos();
    const gateway: GatewayClient = {
      on: () => undefined,
      removeAllListeners: () => undefined,
      login: () => Promise.reject(Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' })),
      destroy: () => undefined,
    };
    const env = parseEnv({ DISCORD_TOKEN: 'token.falso', DISCORD_GUILD_ID: '118000000000000001' });
    const integ = await buildIntegrations(env, {
      createDiscordClient: () => gateway,
      servicios,
    });
    const t = await buildTestApp({ voice: integ.voice, servicios });
    cerrar.push(
      () => t.close(),
      () => integ.close(),
    );
    integ.start({ db: t.db, log: t.app.log });
    await vi.waitFor(
      async () => expect((await ready(t)).body['services']).toMatchObject({ discord: { status: 'degraded' } }),
      ESPERA,
    );
    expect(await ready(t)).toEqual({
      status: 200,
      body: {
        ok: true,
        status: 'degraded',
        database: 'ok',
        migrations: 'ok',
        services: {
          ...TODO_APAGADO,
          discord: { status: 'degraded', reason: 'Discord rechazó el token del bot (DISCORD_TOKEN)' },
        },
        lider: LIDER_SOLO,
      },
    });
  });

  it('the webhook down: 200 degraded while its sends fail, with the metrics counting them', async () => {
    const servicios = new ServiciosExternos();
    const metricas = new Metricas();
    const webhook = await new FakeWebhook().porDefecto({ status: 500 }).start();
    const t = await buildTestApp({ servicios, metricas });
    const env = parseEnv({ DISCORD_WEBHOOK_URL: webhook.url });
    const notificaciones = iniciarNotificaciones(env, t.db, silencio, { servicios, metricas });
    cerrar.push(
      () => t.close(),
      () => webhook.close(),
      () => notificaciones.close(),
    );
    expect((await ready(t)).body['services']).toMatchObject({ webhook: { status: 'ok' } });
    await encolar(t.db, 'prueba', { resumen: 'prueba', body: { embeds: [], allowed_mentions: { parse: [] } } } as never);
    await vi.waitFor(
      async () => expect((await ready(t)).body['services']).toMatchObject({ webhook: { status: 'degraded' } }),
      ESPERA,
    );
    const r = await ready(t);
    expect(r.status).toBe(200);
    expect(r.body['status']).toBe('degraded');
    expect((r.body['services'] as Record<string, { reason: string }>)['webhook']!.reason).toMatch(
      /^La última llamada al webhook de Discord falló hace \d+ s \(HTTP 500\)$/,
    );
    // The reason names no address (the webhook's URL holds its token).
    expect(JSON.stringify(r.body)).not.toContain('token-de-prueba');
    expect(await metricas.texto()).toMatch(/reparto_external_call_errors_total\{service="webhook"\} [1-9]/);
    // The worker counts the send as rescheduled once it has stored the next attempt: after the failed
    // call that made the webhook degraded, not with it.
    await vi.waitFor(
      async () => expect(await metricas.texto()).toMatch(/reparto_outbox_sends_total\{result="reprogramado"\} [1-9]/),
      ESPERA,
    );
  });

  it('gameinfo answering 503: 200 degraded, and ok again after a good answer', async () => {
    const servicios = new ServiciosExternos();
    const gameinfo = await startFakeGameinfo();
    const env = parseEnv({ ALBION_API_BASE: gameinfo.base, ALBION_GUILD_ID: FAKE_GUILD_ID, ALBION_TIMEOUT_MS: '2000' });
    const integ = await buildIntegrations(env, { servicios });
    const t = await buildTestApp({ membership: integ.membership, servicios });
    cerrar.push(
      () => t.close(),
      () => gameinfo.close(),
    );
    const lider = t.lider.token;
    gameinfo.steps.push({ status: 503 }, { status: 503 });
    expect((await t.request('GET', '/api/jugadores/isMember?nickname=Aldrakar', { token: lider })).statusCode).toBe(503);
    const r = await ready(t);
    expect(r.status).toBe(200);
    expect(r.body['services']).toMatchObject({ gameinfo: { status: 'degraded' } });
    expect((await t.request('GET', '/api/jugadores/isMember?nickname=Brunhild', { token: lider })).statusCode).toBe(200);
    expect((await ready(t)).body).toMatchObject({ status: 'ready', services: { gameinfo: { status: 'ok' } } });
  });
});
