// Many guilds on one deployment (docs/alianzas.md, «Muchos gremios»): `/api/g/{slug}/…` answers as
// `/api/…` for that guild (the default guild's `principal` exactly as the plain paths), an unknown
// address 404 and a suspended guild 403 in Spanish, a session is only a member's in its own guilds,
// a live screen hears only its guild, and rate limits, idempotency and the read cache count per guild.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARGO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../testing/harness.js';
import { cuentaCargo, gremio, jugador } from '../db/schema.js';
import { aplicarConsecuencias } from '../lib/escritura.js';
import { abrirEventos } from '../testing/eventos.js';
import { conGremio } from '../lib/gremio-contexto.js';
import { ROUTES } from '../routes.js';
import { olvidarGremios } from '../modules/gremio/gremio.direcciones.js';
import { reescribirDireccion } from './gremio-peticion.js';
import type { IncomingMessage } from 'node:http';

let t: TestApp;
let segundo: number;
/** An account of the second guild: its player is one of that guild's, it is that guild's leader. */
let liderB: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp({ readCacheMaxLagMs: 0 });
  const [g] = await t.db.insert(gremio).values({ nombre: 'Segundo', slug: 'segundo' }).returning({ id: gremio.idGremio });
  segundo = g!.id;
  await t.db.insert(gremio).values({ nombre: 'Dormido', slug: 'dormido', suspendido: new Date() });
  liderB = await t.createCuenta({ cargos: [CARGO.LIDER] });
  await t.db.update(jugador).set({ idGremio: segundo }).where(eq(jugador.idPlayer, liderB.idPlayer));
  await t.db.update(cuentaCargo).set({ idGremio: segundo }).where(eq(cuentaCargo.idCuenta, liderB.idCuenta));
});
afterAll(() => t.close());

describe('the address rewrite', () => {
  const url = (u: string) => reescribirDireccion({ url: u } as IncomingMessage);
  it('takes /api/g/{slug} off the path and keeps the rest and the query', () => {
    expect(url('/api/g/segundo/periodos?page=2')).toBe('/api/periodos?page=2');
    expect(url('/api/g/segundo')).toBe('/api');
    expect(url('/api/g/segundo?x=1')).toBe('/api?x=1');
    expect(url('/api/periodos')).toBe('/api/periodos');
    expect(url('/api/gremio/ajustes')).toBe('/api/gremio/ajustes');
    expect(url('/g/segundo/distribucion')).toBe('/g/segundo/distribucion');
  });
});

describe('/api/g/{slug}/…', () => {
  it('the default guild’s address answers every GET of the spec exactly as the plain path', async () => {
    const gets = ROUTES.filter((r) => r.method === 'GET' && !r.url.includes(':') && r.url !== '/api/eventos');
    expect(gets.length).toBeGreaterThan(10);
    for (const r of gets) {
      const plano = await t.request('GET', r.url, { token: t.lider.token });
      const conSlug = await t.request('GET', r.url.replace(/^\/api/, '/api/g/principal'), { token: t.lider.token });
      expect({ url: r.url, status: conSlug.statusCode }).toEqual({ url: r.url, status: plano.statusCode });
      if (plano.headers['content-type']?.toString().startsWith('application/json'))
        expect({ url: r.url, body: conSlug.json() as unknown }).toEqual({ url: r.url, body: plano.json() as unknown });
    }
  });

  it('an unknown address is 404 and a suspended guild 403, each with its sentence and code', async () => {
    const nadie = await t.request('GET', '/api/g/nadie/gremio/ajustes', { token: t.lider.token });
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json()).toEqual({
      ok: false,
      code: 'gremio.noExiste',
      message: 'No hay ningún gremio con la dirección «nadie»',
    });
    const dormido = await t.request('POST', '/api/g/dormido/auth/login', { body: { email: 'a@b.c', password: 'x' } });
    expect(dormido.statusCode).toBe(403);
    expect(dormido.json()).toMatchObject({
      ok: false,
      code: 'gremio.suspendido',
      message: expect.stringContaining('suspendido'),
    });
    const en = await t.request('GET', '/api/g/nadie/periodos', { headers: { 'x-idioma': 'en' } });
    expect(en.json()).toMatchObject({ code: 'gremio.noExiste', message: 'There is no guild at the address «nadie»' });
  });

  it('the operator’s change applies at once once the app forgets the address (olvidarGremios)', async () => {
    const [g] = await t.db.insert(gremio).values({ nombre: 'Tercero', slug: 'tercero' }).returning({ id: gremio.idGremio });
    expect((await t.request('GET', '/api/g/tercero/health')).statusCode).toBe(200);
    await t.db.update(gremio).set({ suspendido: new Date() }).where(eq(gremio.idGremio, g!.id));
    // Kept briefly: still served until forgotten.
    expect((await t.request('GET', '/api/g/tercero/health')).statusCode).toBe(200);
    olvidarGremios(t.app, g!.id);
    expect((await t.request('GET', '/api/g/tercero/health')).statusCode).toBe(403);
  });

  it('reads the addressed guild’s settings', async () => {
    const a = await t.request('GET', '/api/gremio/ajustes', { token: t.lider.token });
    const b = await t.request('GET', '/api/g/segundo/gremio/ajustes', { token: liderB.token });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect((b.json() as { message: { nombre: string } }).message.nombre).toBe('Segundo');
    expect((a.json() as { message: { nombre: string } }).message.nombre).not.toBe('Segundo');
  });
});

describe('sessions across guilds', () => {
  it('a session is a member’s only in its guild: elsewhere it is a visitor’s (401 on a signed-in route)', async () => {
    expect((await t.request('GET', '/api/cuentas/mia', { token: t.lider.token })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/g/segundo/cuentas/mia', { token: t.lider.token })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/g/segundo/cuentas', { token: t.lider.token })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/g/segundo/cuentas', { token: liderB.token })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/cuentas', { token: liderB.token })).statusCode).toBe(401);
  });

  it('an account with cargos in two guilds has in each only that guild’s', async () => {
    const doble = await t.createCuenta({ cargos: [CARGO.LIDER] });
    await t.db.insert(cuentaCargo).values({ idCuenta: doble.idCuenta, idCargo: CARGO.TESORERO, idGremio: segundo });
    const cargos = async (url: string) =>
      ((await t.request('POST', url, { token: doble.token })).json() as { charges: { id_cargo: number }[] }).charges.map(
        (c) => c.id_cargo,
      );
    expect(await cargos('/api/auth/validarJsonWebToken')).toEqual([CARGO.LIDER]);
    expect(await cargos('/api/g/segundo/auth/validarJsonWebToken')).toEqual([CARGO.TESORERO]);
    // Leader-only in the second guild: not a leader there.
    expect((await t.request('GET', '/api/g/segundo/cuentas', { token: doble.token })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/cuentas', { token: doble.token })).statusCode).toBe(200);
    // Its guilds with its cargos in each, the addressed one marked; the login counts them for the picker.
    const mios = await t.request('GET', '/api/g/segundo/cuentas/mia/gremios', { token: doble.token });
    expect(mios.json()).toEqual({
      ok: true,
      gremios: [
        {
          slug: 'principal',
          nombre: expect.any(String),
          porDefecto: true,
          cargos: [{ id_cargo: CARGO.LIDER, nombre_cargo: 'LIDER' }],
          actual: false,
        },
        {
          slug: 'segundo',
          nombre: 'Segundo',
          porDefecto: false,
          cargos: [{ id_cargo: CARGO.TESORERO, nombre_cargo: 'TESORERO' }],
          actual: true,
        },
      ],
    });
    const login = await t.request('POST', '/api/auth/login', { body: [{ email: doble.email, pwd: doble.password }] });
    expect(login.json()).toMatchObject({ ok: true, gremios: 2 });
    const uno = await t.request('POST', '/api/auth/login', { body: [{ email: t.lider.email, pwd: t.lider.password }] });
    expect(uno.json()).not.toHaveProperty('gremios');
  });
});

describe('live screens per guild', () => {
  it('a live screen of one guild never receives another guild’s events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const a = await abrirEventos(`${base}/api/eventos`);
    const b = await abrirEventos(`${base}/api/g/segundo/eventos`);
    try {
      await conGremio(segundo, () => aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 901 } }));
      await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 902 } });
      await conGremio(segundo, () => aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 903 } }));
      const [enB1, enB2] = await b.esperar(2);
      const [enA] = await a.esperar(1);
      expect([enB1!.data, enB2!.data]).toEqual([
        { tipo: 'periodo', idPeriodo: 901 },
        { tipo: 'periodo', idPeriodo: 903 },
      ]);
      expect(enA!.data).toEqual({ tipo: 'periodo', idPeriodo: 902 });
      // A later default-guild event proves A's stream passed 903 without receiving it.
      await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 904 } });
      await a.esperar(2);
      expect(a.eventos.map((e) => e.data.idPeriodo)).toEqual([902, 904]);
      expect(b.eventos.map((e) => e.data.idPeriodo)).toEqual([901, 903]);
    } finally {
      a.cerrar();
      b.cerrar();
    }
  });
});

describe('per guild: the read cache, the rate limits, the idempotency keys', () => {
  it('the read cache keeps each guild’s answer under its own key and scopes', async () => {
    const cargas = { n: 0 };
    const leer = () =>
      t.app.readCache.get(
        { key: 'prueba/gremios', ambitos: ['jugadores'] },
        async () => ({ value: { gremio: `${++cargas.n}` } }),
        (v) => JSON.stringify(v),
      );
    const texto = async (id: number) => JSON.parse((await conGremio(id, leer)).json!.toString()) as { gremio: string };
    const a1 = await texto(1);
    const b1 = await texto(segundo);
    expect(cargas.n).toBe(2);
    expect(await texto(1)).toEqual(a1);
    expect(await texto(segundo)).toEqual(b1);
    expect(cargas.n).toBe(2);
    // A write of the second guild moves its scope only.
    await conGremio(segundo, () => aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'cuenta' } }));
    expect(await texto(1)).toEqual(a1);
    expect(cargas.n).toBe(2);
    expect(await texto(segundo)).not.toEqual(b1);
    expect(cargas.n).toBe(3);
  });

  it('the login limit counts each guild apart', async () => {
    const u = await buildTestApp({ loginRateLimit: 2 });
    try {
      await u.db.insert(gremio).values({ nombre: 'Segundo', slug: 'segundo' });
      const login = (url: string) => u.request('POST', url, { body: [{ email: 'nadie@test.local', pwd: 'x' }] });
      expect((await login('/api/auth/login')).statusCode).toBe(401);
      expect((await login('/api/auth/login')).statusCode).toBe(401);
      expect((await login('/api/auth/login')).statusCode).toBe(429);
      expect((await login('/api/g/segundo/auth/login')).statusCode).toBe(401);
      expect((await login('/api/g/segundo/auth/login')).statusCode).toBe(401);
      expect((await login('/api/g/segundo/auth/login')).statusCode).toBe(429);
    } finally {
      await u.close();
    }
  });

  it('one Idempotency-Key sent to two guilds is two intents', async () => {
    const doble = await t.createCuenta({ cargos: [CARGO.LIDER] });
    await t.db.insert(cuentaCargo).values({ idCuenta: doble.idCuenta, idCargo: CARGO.TESORERO, idGremio: segundo });
    const cambiar = (url: string, idioma: 'es' | 'en') =>
      t.request('PUT', url, { token: doble.token, body: [{ idioma }], headers: { 'idempotency-key': 'misma-clave-2' } });
    const a = await cambiar('/api/cuentas/idioma', 'es');
    expect(a.statusCode).toBe(200);
    const b = await cambiar('/api/g/segundo/cuentas/idioma', 'en');
    // Another body under the same key would be 409 in one guild: here it is a new intent.
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect((await cambiar('/api/cuentas/idioma', 'es')).headers['idempotent-replayed']).toBe('true');
  });
});
