// The outgoing Discord REST calls end to end (docs/integraciones.md, «Llamadas a Discord»): real writes
// (the withdrawals' routes) queue them, the real worker and REST client make them against the local
// fake of Discord's API. Each rule with its test: no token → nothing queued; the officers' card posted
// once with its message id recorded, edited once per decision, skipped with a note when never posted;
// 429 waits `retry_after` and sends once, not counted as a failure; an empty bucket pauses; 5xx retries;
// 4xx fails; a send whose answer was lost is not posted twice (the nonce).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox, tarjetaDiscord } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { decidirRetiro, depositar, pedirRetiro } from '../../testing/fixtures/retiros.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import { DiscordRestSalida, type DiscordRestSender } from '../../adapters/discord/rest-salida.js';
import { encolarLlamada } from './llamadas.js';
import { OutboxWorker } from './worker.js';

const CANAL = '300000000000000001';
let t: TestApp;
let fake: FakeDiscordRest;
let clock: number;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

const rest = () => new DiscordRestSalida({ token: fake.token, base: fake.base, timeoutMs: 5_000 });
const worker = (discord: DiscordRestSender = rest()) => new OutboxWorker({ db: t.db, discord, log, now: () => clock });

/** Sends everything that is due now. */
async function drenar(w = worker()) {
  for (let i = 0; i < 1000; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}

/** A member with `silver` on their balance. */
async function miembro(silver = 1_000_000): Promise<TestCuenta> {
  const c = await t.createCuenta({ cargos: [3], idCargo: 3 });
  await depositar(t.db, c.idPlayer, silver);
  return c;
}
const pedido = (m: TestCuenta, silver?: number) => pedirRetiro(t, m, silver);
const poner = (ruta: string, quien: TestCuenta, body: Record<string, unknown>) => decidirRetiro(t, ruta, quien, body);

const filas = () => t.db.select().from(outbox).orderBy(outbox.idOutbox);
const ediciones = () => fake.llamadas.filter((l) => l.metodo === 'PATCH');

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: false, pagos: false, rest: true }, gremio: { canalOficiales: CANAL } });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());
beforeEach(async () => {
  fake = await new FakeDiscordRest().start();
  t.app.ajustesAvisos.rest = true;
  t.app.gremio.canalOficiales = CANAL;
  // The worker's clock runs an hour ahead of the database's: what a request queues is due at once.
  clock = Date.now() + 3_600_000;
  log.error.mockClear();
  await t.db.delete(outbox);
});
afterEach(() => fake.close());

describe('officers’ cards', () => {
  it('without DISCORD_TOKEN nothing is queued', async () => {
    t.app.ajustesAvisos.rest = false;
    const m = await miembro();
    const id = await pedido(m);
    await poner('aprobar', tesorero, { idRetiro: id });
    expect(await filas()).toEqual([]);
  });

  it('posts the card once, records its message, and edits it once per decision (no buttons after)', async () => {
    const m = await miembro();
    const id = await pedido(m, 250_000);
    await drenar();
    const [card] = fake.mensajesEn(CANAL);
    expect(fake.mensajesEn(CANAL)).toHaveLength(1);
    expect(card!.components).toHaveLength(1);
    expect(JSON.stringify(card!.components)).toContain(`"custom_id":"retiro:aprobar:${id}"`);
    const [fila] = await t.db.select().from(tarjetaDiscord).where(eq(tarjetaDiscord.idEntidad, id));
    expect(fila).toMatchObject({ entidad: 'retiro', canal: CANAL, idMensaje: card!.id, idGremio: 1 });

    await poner('aprobar', tesorero, { idRetiro: id });
    await poner('aprobar', tesorero, { idRetiro: id }); // a repeat decides nothing: no second edit
    await drenar();
    expect(ediciones().map((l) => l.ruta)).toEqual([`/channels/${CANAL}/messages/${card!.id}`]);
    expect(fake.mensajes.get(card!.id)!.components).toEqual([]);
    expect(JSON.stringify(fake.mensajes.get(card!.id)!.embeds)).toContain(`Aprobado por:** ${tesorero.nickname}`);

    await poner('pagar', distribuidor, { idRetiro: id });
    await drenar();
    expect(ediciones()).toHaveLength(2);
    expect(JSON.stringify(fake.mensajes.get(card!.id)!.embeds)).toContain('Retiro pagado');
    expect(fake.mensajesEn(CANAL)).toHaveLength(1);
    expect((await filas()).every((r) => r.estado === 'enviado' && r.clase === 'discord')).toBe(true);
  });

  it('a rejection shows its reason; without the officers’ channel no card, and its edit is skipped with a note', async () => {
    const m = await miembro();
    const id = await pedido(m);
    await poner('rechazar', tesorero, { idRetiro: id, razon: 'No hay plata en el cofre' });
    await drenar();
    const [card] = fake.mensajesEn(CANAL);
    expect(JSON.stringify(card!.embeds)).toContain('No hay plata en el cofre');
    expect(card!.components).toEqual([]);

    t.app.gremio.canalOficiales = null;
    const sin = await pedido(m);
    await poner('aprobar', tesorero, { idRetiro: sin });
    const antes = fake.llamadas.length;
    await drenar();
    expect(fake.llamadas).toHaveLength(antes);
    const ultima = (await filas()).at(-1)!;
    expect(ultima).toMatchObject({ tipo: 'tarjeta_editar', estado: 'enviado' });
    expect(ultima.error).toContain(`La tarjeta de retiro #${sin} no se publicó`);
  });
});

describe('rate limits and failures', () => {
  it('429: waits retry_after (the attempt not counted), then sends once; the global flag is named', async () => {
    const m = await miembro();
    await pedido(m);
    fake.siguiente({ status: 429, retryAfter: 2.5 }, { status: 429, retryAfter: 1, global: true });
    const w = worker();
    const primero = await w.paso();
    expect(primero).toMatchObject({ tipo: 'limitado', esperaMs: 2500 });
    let [fila] = await filas();
    expect(fila).toMatchObject({ estado: 'pendiente', intentos: 0 });
    expect(fila!.proximoIntento.getTime()).toBe(clock + 2500);
    clock += 2499;
    expect(await w.paso()).toEqual({ tipo: 'vacio' });
    clock += 1;
    expect(await w.paso()).toMatchObject({ tipo: 'limitado', esperaMs: 1000 });
    [fila] = await filas();
    expect(fila!.error).toContain('límite global');
    clock += 1000;
    expect(await w.paso()).toMatchObject({ tipo: 'enviado' });
    expect(fake.mensajesEn(CANAL)).toHaveLength(1);
    [fila] = await filas();
    expect(fila).toMatchObject({ estado: 'enviado', intentos: 1 });
  });

  it('an empty bucket (X-RateLimit-Remaining 0) pauses the queue for X-RateLimit-Reset-After', async () => {
    const m = await miembro();
    await pedido(m);
    fake.siguiente({ status: 'cubo_vacio', resetAfter: 3 });
    expect(await worker().paso()).toMatchObject({ tipo: 'enviado', esperaMs: 3000 });
  });

  it('5xx is retried with back-off; a 4xx fails for good, logged once', async () => {
    const m = await miembro();
    await pedido(m);
    fake.siguiente({ status: 502 });
    const w = worker();
    expect(await w.paso()).toMatchObject({ tipo: 'reprogramado', esperaMs: 2000 });
    clock += 2000;
    expect(await w.paso()).toMatchObject({ tipo: 'enviado' });
    await encolarLlamada(t.db, 'rest', 'Ruta desconocida', { clase: 'rest', metodo: 'DELETE', ruta: '/nada/que/ver' });
    expect(await w.paso()).toMatchObject({ tipo: 'fallido' });
    expect((await filas()).at(-1)).toMatchObject({ estado: 'fallido', error: 'Discord respondió 404: 404: Not Found' });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a call whose answer was lost (the process died) is made again without a second message: the nonce', async () => {
    const m = await miembro();
    await pedido(m);
    const real = rest();
    // Discord creates the message, then the worker dies before recording it.
    const muere: DiscordRestSender = {
      llamar: async (p) => {
        await real.llamar(p);
        throw new Error('el proceso murió');
      },
    };
    await expect(worker(muere).paso()).rejects.toThrow('el proceso murió');
    clock += 60_000; // the lease ends; another worker takes it
    await drenar();
    expect(fake.llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(2);
    expect(fake.mensajesEn(CANAL)).toHaveLength(1);
    const [fila] = await t.db
      .select()
      .from(tarjetaDiscord)
      .where(sql`true`)
      .orderBy(sql`creada desc`)
      .limit(1);
    expect(fila!.idMensaje).toBe(fake.mensajesEn(CANAL)[0]!.id);
  });

  it('the nonce fits Discord’s 25 characters even for the largest row ids', async () => {
    const llamada = { clase: 'tarjeta', entidad: 'retiro', id: 1, canal: CANAL, mensaje: { content: 'x' } };
    await t.db.execute(
      sql`insert into outbox (id_outbox, tipo, clase, resumen, payload) values (9000000000000000000, 'tarjeta', 'discord', 'x', ${JSON.stringify(llamada)}::jsonb)`,
    );
    await worker().paso();
    const [post] = fake.llamadas;
    expect(post!.status).toBe(200);
    expect(String(post!.body!['nonce']).length).toBeLessThanOrEqual(25);
    expect(fake.mensajesEn(CANAL)).toHaveLength(1);
  });
});
