// The Discord outbox end to end on the real worker and webhook client, against a local fake webhook:
// every change notified once and in order, retries with back-off, 429 honoured, permanent failures
// kept for the leader, a rolled-back change never notified, and the leader's routes.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { FakeWebhook } from '../../testing/fake-webhook.js';
import { DiscordWebhook } from '../../adapters/discord/webhook.js';
import { outbox } from '../../db/schema.js';
import { aplicarConsecuencias } from '../../lib/escritura.js';
import { avisador, type AjustesAvisos } from './notificar.js';
import { OutboxWorker } from './worker.js';

let t: TestApp;
let fake: FakeWebhook;
let clock: number;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
let lugar = 0;

const worker = (timeoutMs = 5_000) =>
  new OutboxWorker({ db: t.db, webhook: new DiscordWebhook({ url: fake.url, timeoutMs }), log, now: () => clock });

/** Sends everything that is due now. */
async function drenar(w = worker()) {
  for (let i = 0; i < 1000; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}

const titulos = () => fake.entregados.map((p) => p.body.embeds[0]!.title);

/** Opens a period through the API on the next place (an open one there is finalized first). */
async function abrirPeriodo(): Promise<number> {
  lugar = (lugar % 6) + 1;
  await t.db.execute(
    sql`update periodo set id_estado_distribucion = 1 where id_lugar_distribucion = ${lugar} and id_estado_distribucion = 3`,
  );
  const res = await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist: lugar }] });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = (await t.db.execute(sql`select max(id_periodo) as id from periodo`)).rows as { id: number }[];
  return Number(row!.id);
}

async function crear(idPeriodo: number, jugadores: number[], motivo = 'ZvZ en Caerleon', silver = 1_000_000): Promise<number> {
  const body = [
    { idDistribucion: 100_000 + Math.floor(Math.random() * 899_999), idPeriodoDist: idPeriodo, silver, motivo, jugadores },
  ];
  const res = await t.request('POST', '/api/distribuciones/crear', { token: t.lider.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return (JSON.parse(res.body) as { distribucion: { id_distribucion: number } }).distribucion.id_distribucion;
}

/** What this test app notifies (its `ajustesAvisos` decorator, as server.ts sets it from the env). */
const configurarNotificaciones = (ajustesAvisos: AjustesAvisos) => Object.assign(t.app.ajustesAvisos, ajustesAvisos);

const pendientes = async () => (await t.db.select().from(outbox)).filter((r) => r.estado !== 'enviado');

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  configurarNotificaciones({ activo: true, pagos: false, publicUrl: 'https://plata.example.org/' });
  fake = await new FakeWebhook().start();
  // The worker's clock runs an hour ahead of the database's: what a request queues is due at once.
  clock = Date.now() + 3_600_000;
  log.error.mockClear();
  await t.db.delete(outbox);
});
afterEach(() => fake.close());

describe('delivery', () => {
  it('gives the range of the shares of a weighted distribution', async () => {
    const a = await t.createPlayer({ nickname: 'llamador' });
    const b = await t.createPlayer({ nickname: 'explorador' });
    const idPeriodo = await abrirPeriodo();
    const body = [
      {
        idDistribucion: 100_000 + Math.floor(Math.random() * 899_999),
        idPeriodoDist: idPeriodo,
        silver: 1_000_000,
        motivo: 'Ponderada',
        jugadores: [a.idPlayer, b.idPlayer],
        pesos: [
          { id_player: a.idPlayer, peso: 1.5 },
          { id_player: b.idPlayer, peso: 0.5 },
        ],
      },
    ];
    const res = await t.request('POST', '/api/distribuciones/crear', { token: t.lider.token, body });
    expect(res.statusCode, res.body).toBe(201);
    await drenar();
    const creada = fake.entregados.find((m) => m.body.embeds[0]!.title === 'Distribución creada: Ponderada')!.body.embeds[0]!;
    // 1.000.000 × 1.5 / 2 = 750.000 and × 0.5 / 2 = 250.000.
    expect(creada.description).toContain('**Plata por jugador:** de $250.000 a $750.000, según su peso');
  });

  it('sends every change of a period, once and in order, with its details', async () => {
    configurarNotificaciones({ activo: true, pagos: true, publicUrl: 'https://plata.example.org/' });
    const a = await t.createPlayer({ nickname: 'aldrakar' });
    const b = await t.createPlayer({ nickname: 'brun' });
    const idPeriodo = await abrirPeriodo();
    const d1 = await crear(idPeriodo, [a.idPlayer, b.idPlayer], 'Castillo', 1_234_567);
    const d2 = await crear(idPeriodo, [a.idPlayer], 'Error');
    let res = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: t.lider.token,
      body: [{ idDistribucion: d2, razon: 'Duplicada' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const casas = (await t.db.execute(sql`select id_casa from casa where id_lugar_distribucion = ${lugar} limit 1`)).rows;
    res = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: t.lider.token,
      body: [{ idPeriodo, idPlayerDistribuidor: t.lider.idPlayer, idsCasas: casas.map((c) => Number(c['id_casa'])) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const p of [a, b]) {
      res = await t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
        token: t.lider.token,
        body: [{ idPeriodo, id_player: p.idPlayer }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    res = await t.request('PUT', '/api/distribuciones/cerrarDistribucion', { token: t.lider.token, body: [{ idPeriodo }] });
    expect(res.statusCode, res.body).toBe(200);

    expect(fake.posts).toHaveLength(0); // nothing is sent by the requests themselves
    await drenar();
    expect(titulos()).toEqual([
      expect.stringMatching(new RegExp(`^Periodo ${idPeriodo} abierto en `)),
      'Distribución creada: Castillo',
      'Distribución creada: Error',
      'Distribución eliminada: Error',
      expect.stringMatching(new RegExp(`^Periodo ${idPeriodo} cerrado en `)),
      'Pago registrado: aldrakar',
      'Pago registrado: brun',
      expect.stringMatching(new RegExp(`^Periodo ${idPeriodo} finalizado en `)),
    ]);
    const creada = fake.entregados[1]!.body.embeds[0]!;
    expect(creada.description).toContain('**Plata total:** $1.234.567');
    expect(creada.description).toContain('**Plata por jugador:** $617.283');
    expect(creada.description).toContain('**Encargado de contenido:** lider');
    expect(creada.description).toContain('**Jugadores:** 2');
    expect(creada.fields).toEqual([{ name: 'Jugadores', value: 'aldrakar, brun' }]);
    expect((creada as { url?: string }).url).toBe(`https://plata.example.org/distribucion/crearDist/${idPeriodo}/-/3`);
    expect(fake.entregados[3]!.body.embeds[0]!.description).toContain('**Razón:** Duplicada');
    expect(fake.entregados[4]!.body.embeds[0]!.description).toMatch(
      /\*\*Distribuidor:\*\* lider\n\*\*Casas:\*\* .+ \(\d+ cofres\)/,
    );
    expect(fake.posts).toHaveLength(8);
    expect(await pendientes()).toEqual([]);
    expect(d1).toBeGreaterThan(0);
  });

  it('queues payments only with DISCORD_NOTIFY_PAGOS, and nothing without a webhook', async () => {
    const a = await t.createPlayer();
    const idPeriodo = await abrirPeriodo();
    await crear(idPeriodo, [a.idPlayer]);
    expect(await t.db.select().from(outbox)).toHaveLength(2);
    const casas = (await t.db.execute(sql`select id_casa from casa where id_lugar_distribucion = ${lugar}`)).rows;
    await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: t.lider.token,
      body: [{ idPeriodo, idPlayerDistribuidor: t.lider.idPlayer, idsCasas: casas.map((c) => Number(c['id_casa'])) }],
    });
    const res = await t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
      token: t.lider.token,
      body: [{ idPeriodo, id_player: a.idPlayer }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.select().from(outbox)).map((r) => r.tipo)).toEqual([
      'periodo_abierto',
      'distribucion_creada',
      'periodo_cerrado',
    ]);
    configurarNotificaciones({ activo: false, pagos: true });
    await abrirPeriodo();
    expect(await t.db.select().from(outbox)).toHaveLength(3);
  });

  it('posts every payment of a batch (the reconciliation marks through it) and an undo with its reason, with DISCORD_NOTIFY_PAGOS', async () => {
    configurarNotificaciones({ activo: true, pagos: true, publicUrl: 'https://plata.example.org/' });
    const [a, b, c] = [await t.createPlayer(), await t.createPlayer(), await t.createPlayer()];
    const idPeriodo = await abrirPeriodo();
    await crear(idPeriodo, [a.idPlayer, b.idPlayer, c.idPlayer], 'Lote', 3_000_000);
    const casas = (await t.db.execute(sql`select id_casa from casa where id_lugar_distribucion = ${lugar}`)).rows;
    let res = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: t.lider.token,
      body: [{ idPeriodo, idPlayerDistribuidor: t.lider.idPlayer, idsCasas: casas.map((x) => Number(x['id_casa'])) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await drenar();
    const antes = fake.entregados.length;
    const lote = [{ idPeriodo, ids_player: [a.idPlayer, b.idPlayer] }];
    res = await t.request('PUT', '/api/distribuciones/jugadoresDistribuidos', { token: t.lider.token, body: lote });
    expect(res.statusCode, res.body).toBe(200);
    // The same batch again (a retry): nothing new to pay, nothing new to post.
    res = await t.request('PUT', '/api/distribuciones/jugadoresDistribuidos', { token: t.lider.token, body: lote });
    expect(res.statusCode, res.body).toBe(200);
    res = await t.request('PUT', '/api/distribuciones/deshacerPago', {
      token: t.lider.token,
      body: [{ idPeriodo, id_player: b.idPlayer, razon: 'Se le pagó a otra persona' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await drenar();
    const nuevos = fake.entregados.slice(antes).map((m) => m.body.embeds[0]!);
    expect(nuevos.map((m) => m.title)).toEqual([
      `Pago registrado: ${a.nickname}`,
      `Pago registrado: ${b.nickname}`,
      `Pago deshecho: ${b.nickname}`,
    ]);
    expect(nuevos[0]!.description).toContain('**Plata:** $1.000.000');
    expect(nuevos[2]!.description).toContain('**Plata:** $1.000.000 (vuelve a estar pendiente)');
    expect(nuevos[2]!.description).toContain('**Razón:** Se le pagó a otra persona');
    // Without DISCORD_NOTIFY_PAGOS a batch and an undo queue nothing.
    configurarNotificaciones({ activo: true, pagos: false, publicUrl: 'https://plata.example.org/' });
    await t.db.delete(outbox);
    res = await t.request('PUT', '/api/distribuciones/jugadoresDistribuidos', {
      token: t.lider.token,
      body: [{ idPeriodo, ids_player: [b.idPlayer, c.idPlayer] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await t.request('PUT', '/api/distribuciones/deshacerPago', {
      token: t.lider.token,
      body: [{ idPeriodo, id_player: c.idPlayer, razon: 'Prueba' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it('writes nothing when the change is rolled back', async () => {
    const idPeriodo = await abrirPeriodo();
    await t.db.delete(outbox);
    await expect(
      t.db.transaction(async (tx) => {
        const aviso = { tipo: 'periodo_finalizado' as const, idPeriodo, lugar: 'Caerleon', por: 'lider' };
        await aplicarConsecuencias(tx, { auditoria: [], cambio: null, avisos: [aviso] }, avisador(t.app.ajustesAvisos));
        expect((await tx.select().from(outbox)).length).toBe(1);
        throw new Error('fallo después del cambio');
      }),
    ).rejects.toThrow('fallo después del cambio');
    // A refused request (the period is already open on this place) leaves no message either.
    const res = await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist: lugar }] });
    expect(res.statusCode).toBe(409);
    await drenar();
    expect(fake.posts).toHaveLength(0);
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it('escapes markdown and mentions, and asks Discord to parse no mention', async () => {
    const a = await t.createPlayer({ nickname: 'x_y*z' });
    const idPeriodo = await abrirPeriodo();
    await crear(idPeriodo, [a.idPlayer], '@everyone gratis **ya** <@123>');
    await drenar();
    const body = fake.entregados[1]!.body;
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const e = body.embeds[0]!;
    expect(JSON.stringify(body)).not.toMatch(/@everyone|<@123>/);
    expect(e.title).toBe('Distribución creada: @\u200beveryone gratis \\*\\*ya\\*\\* <\u200b@\u200b123\\>');
    expect(e.fields[0]!.value).toBe('x\\_y\\*z');
  });
});

describe('retries', () => {
  it('retries a 5xx with growing back-off and keeps the order', async () => {
    fake.siguiente({ status: 500 }, { status: 500 });
    const w = worker();
    const idPeriodo = await abrirPeriodo();
    await crear(idPeriodo, [t.lider.idPlayer]);
    expect(await w.paso()).toMatchObject({ tipo: 'reprogramado', esperaMs: 2_000 });
    expect(await w.paso()).toEqual({ tipo: 'vacio' }); // not due yet, and the second waits behind it
    clock += 2_000;
    expect(await w.paso()).toMatchObject({ tipo: 'reprogramado', esperaMs: 10_000 });
    clock += 9_999;
    expect(await w.paso()).toEqual({ tipo: 'vacio' });
    clock += 1;
    await drenar(w);
    expect(fake.posts.map((p) => p.status)).toEqual([500, 500, 204, 204]);
    expect(titulos()).toEqual([expect.stringMatching(/^Periodo \d+ abierto/), 'Distribución creada: ZvZ en Caerleon']);
  });

  it("honours a 429's retry_after and an empty bucket", async () => {
    fake.siguiente({ status: 429, retryAfter: 1.5 }, { status: 204, remaining: 0, resetAfter: 0.75 });
    const w = worker();
    await abrirPeriodo();
    expect(await w.paso()).toMatchObject({ tipo: 'limitado', esperaMs: 1_500 });
    clock += 1_499;
    expect(await w.paso()).toEqual({ tipo: 'vacio' });
    clock += 1;
    expect(await w.paso()).toMatchObject({ tipo: 'enviado', esperaMs: 750 });
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ estado: 'enviado', intentos: 1 }); // the 429 is not counted as a failure
  });

  it('times out a slow webhook and retries; a request never waits for a send', async () => {
    fake.siguiente({ status: 'lento', ms: 3_000 });
    await abrirPeriodo();
    const enCurso = worker(10_000).paso();
    await vi.waitFor(() => expect(fake.posts).toHaveLength(1), { timeout: 10_000 });
    await abrirPeriodo();
    expect(fake.posts[0]!.status).toBeNull(); // the write answered while Discord had not
    expect(await enCurso).toMatchObject({ tipo: 'enviado' });
    await drenar();

    fake.siguiente({ status: 'lento', ms: 3_000 });
    await abrirPeriodo();
    expect(await worker(200).paso()).toMatchObject({ tipo: 'reprogramado' });
    const [row] = (await t.db.select().from(outbox)).filter((r) => r.estado === 'pendiente');
    expect(row!.error).toBe('Discord no respondió en 200 ms');
  });

  it('marks a 5xx failed after the last attempt', async () => {
    fake.porDefecto({ status: 500 });
    const w = new OutboxWorker({
      db: t.db,
      webhook: new DiscordWebhook({ url: fake.url }),
      log,
      now: () => clock,
      maxIntentos: 3,
    });
    await abrirPeriodo();
    for (let i = 0; i < 3; i++) {
      await w.paso();
      clock += 60_000;
    }
    expect((await t.db.select().from(outbox))[0]).toMatchObject({ estado: 'fallido', intentos: 3 });
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe('the leader', () => {
  let miembro: TestCuenta;
  beforeAll(async () => {
    miembro = await t.createCuenta({ cargos: [7] });
  });

  it('sees a 404 failure with its error, logged once, and retries it', async () => {
    fake.siguiente({ status: 404 });
    const w = worker();
    await abrirPeriodo();
    await abrirPeriodo();
    await drenar(w);
    await drenar(w);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(fake.posts.map((p) => p.status)).toEqual([404, 204]); // the next message is not held back

    let res = await t.request('GET', '/api/notificaciones', { token: t.lider.token });
    expect(res.statusCode).toBe(200);
    const lista = JSON.parse(res.body) as {
      configurado: boolean;
      message: { id_outbox: number; estado: string; error: string | null }[];
    };
    expect(lista.configurado).toBe(true);
    expect(lista.message.map((m) => m.estado)).toEqual(['enviado', 'fallido']);
    const fallido = lista.message[1]!;
    expect(fallido.error).toBe('Discord respondió 404: Unknown Webhook');

    res = await t.request('PUT', '/api/notificaciones/reintentar', { token: t.lider.token, body: [{ id: fallido.id_outbox }] });
    expect(res.statusCode, res.body).toBe(200);
    res = await t.request('PUT', '/api/notificaciones/reintentar', { token: t.lider.token, body: [{ id: fallido.id_outbox }] });
    expect(res.statusCode).toBe(404);
    await drenar(w);
    expect(fake.posts.map((p) => p.status)).toEqual([404, 204, 204]);
    expect((await t.db.select().from(outbox)).every((r) => r.estado === 'enviado')).toBe(true);
  });

  it('is the only one who may see or retry', async () => {
    expect((await t.request('GET', '/api/notificaciones', { token: miembro.token })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/notificaciones')).statusCode).toBe(401);
    const res = await t.request('PUT', '/api/notificaciones/reintentar', { token: miembro.token, body: [{ id: 1 }] });
    expect(res.statusCode).toBe(403);
  });
});

describe('the background loop', () => {
  it('sends what is queued and stops cleanly', async () => {
    const w = new OutboxWorker({ db: t.db, webhook: new DiscordWebhook({ url: fake.url }), log, pollMs: 20 });
    w.start();
    try {
      await abrirPeriodo();
      await abrirPeriodo();
      await vi.waitFor(() => expect(fake.entregados).toHaveLength(2), { timeout: 15_000, interval: 50 });
    } finally {
      await w.stop();
    }
    await abrirPeriodo();
    expect(await pendientes()).toHaveLength(1);
  });
});
