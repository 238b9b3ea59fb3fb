// Web Push end to end against the local push service (testing/fake-push.ts; docs/pwa.md, «Avisos en el
// dispositivo»): a member's subscription through the routes, a payment and a withdrawal's decisions
// queue a push in the write's transaction, the worker sends it with web-push (VAPID + aes128gcm) and the
// fake checks the JWT and decrypts it with the subscription's keys; the text in the account's language;
// a kind turned off sends nothing; a 410/404 deletes the subscription; a 500 is retried; a 400 fails.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { auditoria, cuenta, outboxPush, suscripcionPush } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { decidirRetiro, depositar, pedirRetiro } from '../../testing/fixtures/retiros.js';
import { FakePush, comprobarVapid, type SuscripcionFalsa } from '../../testing/fake-push.js';
import { generarClavesVapid } from '../../bootstrap.js';
import { enviadorPush } from './envio.js';
import { PushWorker } from './worker.js';
import { horas, nuevoEvento } from '../calendario/calendario.fixtures.js';
import { recordarEventos } from '../calendario/recordatorio.js';

const vapid = { ...generarClavesVapid(), subject: 'mailto:lider@example.com' };
let t: TestApp;
let fake: FakePush;
let clock: number;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const worker = () => new PushWorker({ db: t.db, enviador: enviadorPush({ vapid, timeoutMs: 2_000 }), log, now: () => clock });
async function drenar() {
  const w = worker();
  for (let i = 0; i < 100; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}
const suscribir = (m: TestCuenta, s: SuscripcionFalsa, tipos: string[] = ['pagado', 'retiro', 'regear', 'recordatorio']) =>
  t.request('PUT', '/api/push/suscripcion', { token: m.token, body: [{ ...s, tipos, etiqueta: 'Chromium' }] });

async function miembro(): Promise<TestCuenta> {
  const c = await t.createCuenta({ cargos: [3], idCargo: 3 });
  await depositar(t.db, c.idPlayer, 1_000_000);
  return c;
}
const filas = () => t.db.select().from(outboxPush).orderBy(outboxPush.idPush);

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: false, pagos: false, clavePush: vapid.publicKey } });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());
beforeEach(async () => {
  fake = await new FakePush().start();
  // Ahead of the rows' `proximo_intento` (the database's now()).
  clock = Date.now() + 60_000;
  await t.db.delete(outboxPush);
});
afterEach(() => fake.close());

describe('the routes', () => {
  it('answer the public key; store, update and delete the own subscription, audited, idempotent by endpoint', async () => {
    const m = await miembro();
    const clave = await t.request('GET', '/api/push/clave', { token: m.token });
    expect(clave.json()).toEqual({ ok: true, message: { clave: vapid.publicKey } });
    const s = fake.suscripcion();
    const res = await suscribir(m, s, ['retiro', 'pagado']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Avisos encendidos en este dispositivo',
      suscripcion: { tipos: ['pagado', 'retiro'] },
    });
    expect((await suscribir(m, s, ['retiro', 'pagado'])).statusCode).toBe(200);
    expect((await suscribir(m, s, ['regear'])).json().suscripcion.tipos).toEqual(['regear']);
    const lista = await t.request('GET', '/api/push/suscripciones', { token: m.token });
    expect(lista.json().message).toEqual([
      expect.objectContaining({ endpoint: s.endpoint, tipos: ['regear'], etiqueta: 'Chromium' }),
    ]);
    // Another account sees none of them and cannot turn them off.
    const otro = await miembro();
    expect((await t.request('GET', '/api/push/suscripciones', { token: otro.token })).json().message).toEqual([]);
    expect((await t.request('PUT', '/api/push/baja', { token: otro.token, body: [{ endpoint: s.endpoint }] })).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(suscripcionPush).where(eq(suscripcionPush.endpoint, s.endpoint))).toHaveLength(1);
    const baja = await t.request('PUT', '/api/push/baja', { token: m.token, body: [{ endpoint: s.endpoint }] });
    expect(baja.json()).toEqual({ ok: true, message: 'Avisos apagados en este dispositivo' });
    expect(await t.db.select().from(suscripcionPush).where(eq(suscripcionPush.endpoint, s.endpoint))).toEqual([]);
    const acciones = await t.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(eq(auditoria.entidad, 'suscripcion_push'));
    expect(acciones.map((a) => a.accion)).toEqual(['activar_push', 'cambiar_push', 'desactivar_push']);
  });

  it('refuse what is not a browser subscription, in Spanish', async () => {
    const m = await miembro();
    const s = fake.suscripcion();
    const mal = async (body: unknown) =>
      (await t.request('PUT', '/api/push/suscripcion', { token: m.token, body: [body] })).json();
    expect(await mal({ ...s, endpoint: 'http://example.com/push/1', tipos: [] })).toMatchObject({
      code: 'validacion.datos',
      message: expect.stringContaining('falta su dirección https'),
    });
    expect(await mal({ ...s, keys: { p256dh: 'x', auth: s.keys.auth }, tipos: [] })).toMatchObject({
      message: expect.stringContaining('sus claves no son las de un navegador'),
    });
    expect(await mal({ ...s, tipos: ['todo'] })).toMatchObject({ message: expect.stringContaining('Tipo de aviso desconocido') });
    expect((await t.request('GET', '/api/push/clave')).statusCode).toBe(401);
  });
});

describe('delivery', () => {
  it('a paid share reaches the device decrypted, with a valid VAPID JWT, exactly once', async () => {
    const m = await miembro();
    const s = fake.suscripcion();
    await suscribir(m, s);
    const id = await pedirRetiro(t, m);
    await decidirRetiro(t, 'aprobar', tesorero, { idRetiro: id });
    await decidirRetiro(t, 'pagar', distribuidor, { idRetiro: id });
    await drenar();
    expect(fake.entregados(s.endpoint)).toEqual([
      { title: 'Retiro aprobado', body: `Retiro #${id} de $100.000`, url: '/mi-cuenta', tag: `retiro-${id}` },
      { title: 'Pago recibido', body: `Se le pagó el retiro #${id}: $100.000`, url: '/mi-cuenta', tag: `retiro-${id}` },
    ]);
    const [r] = fake.recibidos;
    expect(r!.vapid).toMatchObject({ aud: fake.base, sub: 'mailto:lider@example.com', k: vapid.publicKey });
    expect(r!.ttl).toBe('86400');
    expect((await filas()).map((f) => f.estado)).toEqual(['enviado', 'enviado']);
  });

  it('in the language of the account; a kind turned off sends nothing; a rejection carries its reason', async () => {
    const m = await miembro();
    await t.db.update(cuenta).set({ idioma: 'en' }).where(eq(cuenta.idCuenta, m.idCuenta));
    const s = fake.suscripcion();
    await suscribir(m, s, ['retiro']);
    const uno = await pedirRetiro(t, m);
    await decidirRetiro(t, 'rechazar', tesorero, { idRetiro: uno, razon: 'Cofre vacío' });
    const dos = await pedirRetiro(t, m);
    await decidirRetiro(t, 'aprobar', tesorero, { idRetiro: dos });
    await decidirRetiro(t, 'pagar', distribuidor, { idRetiro: dos }); // «pagado» is off: no push
    await drenar();
    expect(fake.entregados(s.endpoint).map((c) => [c.title, c.body])).toEqual([
      ['Withdrawal rejected', `Withdrawal #${uno} of $100,000: Cofre vacío`],
      ['Withdrawal approved', `Withdrawal #${dos} of $100,000`],
    ]);
  });

  it('a 410 or a 404 deletes the subscription; a 500 is retried with back-off; another 4xx fails the push', async () => {
    const m = await miembro();
    const [ida, idb, idc] = [fake.suscripcion(), fake.suscripcion(), fake.suscripcion()];
    const d = fake.suscripcion();
    for (const s of [ida, idb, idc, d]) await suscribir(m, s, ['retiro']);
    fake.siempre(ida.endpoint, { status: 410 }).siempre(idb.endpoint, { status: 404 });
    fake.siguiente(idc.endpoint, { status: 500 }, { status: 500 });
    fake.siempre(d.endpoint, { status: 400 });
    await decidirRetiro(t, 'aprobar', tesorero, { idRetiro: await pedirRetiro(t, m) });
    await drenar();
    const quedan = await t.db
      .select({ endpoint: suscripcionPush.endpoint })
      .from(suscripcionPush)
      .where(eq(suscripcionPush.idCuenta, m.idCuenta));
    expect(quedan.map((q) => q.endpoint).sort()).toEqual([idc.endpoint, d.endpoint].sort());
    expect((await filas()).map((f) => [f.estado, f.intentos])).toEqual([
      ['enviado', 1],
      ['enviado', 1],
      ['pendiente', 1],
      ['fallido', 1],
    ]);
    clock += 2_000;
    await drenar(); // the second 500
    clock += 10_000;
    await drenar();
    expect(fake.entregados(idc.endpoint)).toHaveLength(1);
    expect((await filas())[2]).toMatchObject({ estado: 'enviado', intentos: 3 });
    // A later approval sends nothing to the deleted ones.
    await decidirRetiro(t, 'aprobar', tesorero, { idRetiro: await pedirRetiro(t, m) });
    expect((await filas()).length).toBe(6);
  });

  it('a push whose write rolled back is never queued', async () => {
    const m = await miembro();
    await suscribir(m, fake.suscripcion());
    const id = await pedirRetiro(t, m);
    // Approving one's own withdrawal is refused: nothing is queued.
    const res = await t.request('PUT', '/api/retiros/aprobar', { token: m.token, body: [{ idRetiro: id }] });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await filas()).toEqual([]);
  });
});

describe('the calendar reminder', () => {
  it('reaches the devices of the members signed up with reminders on, without Discord, once', async () => {
    const encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
    const [apuntado, sinRecordatorio, ausente] = [await miembro(), await miembro(), await miembro()];
    const [s1, s2, s3] = [fake.suscripcion(), fake.suscripcion(), fake.suscripcion()];
    await suscribir(apuntado, s1, ['recordatorio']);
    await suscribir(sinRecordatorio, s2, ['pagado']);
    await suscribir(ausente, s3, ['recordatorio']);
    const evento = nuevoEvento({ titulo: 'ZvZ del martes', inicio: horas(0.25), fin: horas(2), cierreInscripcion: horas(0.1) });
    const creado = await t.request('POST', '/api/calendario/eventos', { token: encargado.token, body: [evento] });
    expect(creado.statusCode, creado.body).toBe(201);
    const idEvento = creado.json().evento.id_evento as number;
    for (const m of [apuntado, sinRecordatorio]) {
      const r = await t.request('POST', '/api/calendario/apuntarse', {
        token: m.token,
        body: [{ idEvento, rol: 'dps', estado: 'apuntado' }],
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    expect(t.app.ajustesAvisos.rest).toBeFalsy();
    expect(await recordarEventos(t.db, t.app.ajustesAvisos)).toBe(1);
    expect(await recordarEventos(t.db, t.app.ajustesAvisos)).toBe(0);
    await drenar();
    const [c] = fake.entregados(s1.endpoint);
    expect(c).toMatchObject({
      title: expect.stringMatching(/^Evento en 1[45] min$/),
      url: '/calendario',
      tag: `evento-${idEvento}`,
    });
    expect(c!.body).toMatch(/^ZvZ del martes en /);
    expect(fake.entregados(s2.endpoint)).toEqual([]);
    expect(fake.entregados(s3.endpoint)).toEqual([]);
  });
});

describe('the loot sale («Venta del botín»)', () => {
  it('tells each participant with sales on: opened, then won by the buyer or bought by another, in their language', async () => {
    const encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
    const [comprador, otro, sinVentas, ajeno] = [await miembro(), await miembro(), await miembro(), await miembro()];
    await t.db.update(cuenta).set({ idioma: 'en' }).where(eq(cuenta.idCuenta, otro.idCuenta));
    const [s1, s2, s3, s4] = [fake.suscripcion(), fake.suscripcion(), fake.suscripcion(), fake.suscripcion()];
    await suscribir(comprador, s1, ['venta']);
    await suscribir(otro, s2, ['venta']);
    await suscribir(sinVentas, s3, ['pagado', 'retiro', 'regear', 'recordatorio']);
    await suscribir(ajeno, s4, ['venta']);
    const periodo = await t.request('POST', '/api/distribuciones', {
      token: t.lider.token,
      body: [{ idLugarDist: 3, modoPago: 'al_finalizar' }],
    });
    expect(periodo.statusCode, periodo.body).toBe(201);
    const idPeriodo = periodo.json().id_periodo as number;
    const abierta = await t.request('POST', '/api/ventas', {
      token: encargado.token,
      body: [
        {
          idPeriodo,
          valorMercado: 9_000_000,
          cierre: new Date(Date.now() + 3_600_000).toISOString(),
          motivo: 'Cofre de la ZvZ',
          participantes: [comprador.idPlayer, otro.idPlayer, sinVentas.idPlayer],
        },
      ],
    });
    expect(abierta.statusCode, abierta.body).toBe(201);
    const idVenta = abierta.json().venta.id_venta as number;
    const puja = await t.request('POST', '/api/ventas/pujar', { token: comprador.token, body: [{ idVenta, pct: 50 }] });
    expect(puja.statusCode, puja.body).toBe(201);
    await t.db.execute(sql`update venta_botin set cierre = now() - interval '1 second' where id_venta = ${idVenta}`);
    const cerrada = await t.request('PUT', '/api/ventas/cerrar', { token: encargado.token, body: [{ idVenta }] });
    expect(cerrada.statusCode, cerrada.body).toBe(200);
    const { pago, id_distribucion } = cerrada.json().venta as { pago: number; id_distribucion: number };
    await drenar();
    const url = `/distribucion/crearDist/${idPeriodo}/-/3`;
    const tag = `venta-${idVenta}`;
    const plata = (v: number) => `$${v.toLocaleString('de-DE')}`;
    expect(fake.entregados(s1.endpoint)).toEqual([
      {
        title: `Venta del botín ${idVenta}: puede pujar`,
        body: 'Cofre de la ZvZ: valor de mercado $9.000.000. Puje antes de que cierre.',
        url,
        tag,
      },
      {
        title: `Ganó la venta del botín ${idVenta}`,
        body: `Cofre de la ZvZ: su puja de $4.500.000 ganó; pague ${plata(pago)} (la puja menos su parte).`,
        url,
        tag,
      },
    ]);
    expect(fake.entregados(s2.endpoint).map((c) => [c.title, c.body])).toEqual([
      [`Loot sale ${idVenta}: you can bid`, 'Cofre de la ZvZ: market value $9,000,000. Bid before it closes.'],
      [
        `Loot sale ${idVenta} closed`,
        `Cofre de la ZvZ: ${comprador.nickname} bought it for $4,500,000; your share is in distribution ${id_distribucion}.`,
      ],
    ]);
    // A participant with sales off, and a member who is not a participant: nothing.
    expect(fake.entregados(s3.endpoint)).toEqual([]);
    expect(fake.entregados(s4.endpoint)).toEqual([]);
  });
});

describe('the fake checks the VAPID JWT', () => {
  const endpoint = 'http://127.0.0.1:9/push/x';
  const cabecera = (aud: string, exp: number, clave = vapid) =>
    webpush.getVapidHeaders(aud, clave.subject, clave.publicKey, clave.privateKey, 'aes128gcm', exp).Authorization;
  const ahora = Math.floor(Date.now() / 1000);

  it('accepts a good one and refuses a wrong audience, an expired or far exp, a signature by another key', () => {
    expect(comprobarVapid(cabecera('http://127.0.0.1:9', ahora + 3600), endpoint, ahora)).toMatchObject({
      aud: 'http://127.0.0.1:9',
    });
    expect(() => comprobarVapid(cabecera('https://otro.example', ahora + 3600), endpoint, ahora)).toThrow(/aud/);
    expect(() => comprobarVapid(cabecera('http://127.0.0.1:9', ahora + 3600), endpoint, ahora + 7200)).toThrow(/exp/);
    expect(() => comprobarVapid(cabecera('http://127.0.0.1:9', ahora + 25 * 3600), endpoint, ahora)).toThrow(/exp/);
    const otra = { ...generarClavesVapid(), subject: vapid.subject };
    const [jwt] = /t=([^,]+)/.exec(cabecera('http://127.0.0.1:9', ahora + 3600, otra))!.slice(1);
    expect(() => comprobarVapid(`vapid t=${jwt}, k=${vapid.publicKey}`, endpoint, ahora)).toThrow(/firma/);
    expect(() => comprobarVapid(undefined, endpoint, ahora)).toThrow(/vapid/);
  });

  it('a push signed by another key is refused (401) and the worker fails it', async () => {
    const m = await miembro();
    const s = fake.suscripcion();
    await suscribir(m, s, ['retiro']);
    await decidirRetiro(t, 'aprobar', tesorero, { idRetiro: await pedirRetiro(t, m) });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const mala = { ...vapid, publicKey: generarClavesVapid().publicKey };
    const w = new PushWorker({ db: t.db, enviador: enviadorPush({ vapid: mala, timeoutMs: 2_000 }), log, now: () => clock });
    await w.paso();
    expect(fake.recibidos.at(-1)).toMatchObject({ status: 401, rechazo: expect.stringMatching(/firma/) });
    expect((await filas()).at(-1)).toMatchObject({ estado: 'fallido' });
    expect(await t.db.execute(sql`select 1 from suscripcion_push where endpoint = ${s.endpoint}`)).toMatchObject({ rows: [{}] });
  });
});
