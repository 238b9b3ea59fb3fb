// Findings of an outside security test, one block each: every test here failed before its fix.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { count, sql } from 'drizzle-orm';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/harness.js';
import { distribucion, jugador } from '../db/schema.js';
import { api, buildWorld, nuevoCodigo, type World } from '../testing/world.js';

let t: TestApp;
let w: World;
let idPeriodo: number;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t, 4);
  idPeriodo = await api.periodo(w, 2);
});
afterAll(() => t.close());

const validar = (token: string) => t.request('POST', '/api/auth/validarJsonWebToken', { token });
const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('switching a player off ends their sessions', () => {
  it('refuses a token issued before the player was switched off and on again (401); a new login works', async () => {
    const a = await t.createCuenta({ cargos: [7] });
    expect((await validar(a.token)).statusCode).toBe(200);
    for (const estado of [false, true]) {
      const res = await t.request('PUT', '/api/jugadores/DeleteJugador', {
        token: t.lider.token,
        body: [{ estado, idPlayer: a.idPlayer }],
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await validar(a.token)).statusCode).toBe(401);
    const login = await t.request('POST', '/api/auth/login', { body: [{ email: a.email, pwd: a.password }] });
    expect(login.statusCode).toBe(200);
    expect((await validar(login.json().token as string)).statusCode).toBe(200);
  });
});

describe('ids are JSON integers in bodies and decimal digits in query strings', () => {
  const looksLikeAnId = (id: number): unknown[] => [true, [id], `0x${id.toString(16)}`, ` ${id} `, String(id)];

  it('refuses an id sent as a boolean, a list or a string (400 in Spanish)', async () => {
    expect(
      (await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: idPeriodo }] })).statusCode,
    ).toBe(200);
    for (const id of looksLikeAnId(idPeriodo)) {
      const calls = [
        t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: id }] }),
        t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo: id }] }),
        t.request('PUT', '/api/jugadores/DeleteJugador', {
          token: t.lider.token,
          body: [{ estado: true, idPlayer: Array.isArray(id) ? [w.players[0]!.idPlayer] : id }],
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, JSON.stringify(id)).toBe(400);
        expect(message(res)).toMatch(/^Datos inválidos \(cuerpo\): /);
      }
    }
  });

  it('refuses players sent as lists of ids, and creates nothing', async () => {
    const [a, b] = w.players;
    const antes = await t.db.select({ n: count() }).from(distribucion);
    const res = await t.request('POST', '/api/distribuciones/crear', {
      token: w.encargado.token,
      body: [
        {
          idDistribucion: nuevoCodigo(),
          idPeriodoDist: idPeriodo,
          silver: 1_000_001,
          motivo: 'Lista de listas',
          email: null,
          jugadores: [[a!.idPlayer], [b!.idPlayer]],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/^Datos inválidos \(cuerpo\): jugadores: /);
    expect(await t.db.select({ n: count() }).from(distribucion)).toEqual(antes);
  });

  it('takes only decimal digits as a number in a query string', async () => {
    const periodos = (q: string) => t.request('GET', `/api/distribuciones/resumenDistribucion?${q}`);
    expect((await periodos('page=1')).statusCode).toBe(200);
    for (const page of ['0x3', '%203', '3.0', '-1', '1e2', '+3', '']) {
      const res = await periodos(`page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(message(res)).toMatch(/^Datos inválidos \(consulta\): page: /);
    }
    const ganancias = (interval: string) =>
      t.request('GET', `/api/distribuciones/searchGananciasPlayer?nickname=nadie&interval=${interval}`);
    expect((await ganancias('15')).statusCode).toBe(404);
    for (const interval of ['0xf', '15.0', '1.5e1', '%2015']) expect((await ganancias(interval)).statusCode, interval).toBe(400);
  });
});

describe('a token without exp or iat', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const base = () =>
    new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(t.lider.idCuenta));

  it('is refused (401), while the same token with both is taken', async () => {
    expect((await validar(await base().setIssuedAt().sign(key))).statusCode).toBe(401);
    expect((await validar(await base().setExpirationTime('1h').sign(key))).statusCode).toBe(401);
    expect((await validar(await base().setIssuedAt().setExpirationTime('1h').sign(key))).statusCode).toBe(200);
  });
});

describe('bidirectional control characters in shown texts', () => {
  const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('refuses them in a motivo and a razon with a Spanish 400, and stores nothing', async () => {
    for (const c of BIDI) {
      const res = await api.crear(w, idPeriodo, { motivo: `ZvZ ${c}gnp.exe` });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Datos inválidos (cuerpo): motivo: El motivo contiene caracteres de control no permitidos');
    }
    const creada = await api.crear(w, idPeriodo);
    expect(creada.statusCode).toBe(201);
    const res = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: w.encargado.token,
      body: [{ idDistribucion: creada.json().distribucion.id_distribucion as number, razon: 'error \u2067de\u2069 carga' }],
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Datos inválidos (cuerpo): razon: La razón contiene caracteres de control no permitidos');
  });

  it('takes them out of a nickname wherever one is chosen (a nickname is letters and digits: they are only noise)', async () => {
    // One after the other: an account is opened for an existing player.
    const calls = [
      () =>
        t.request('POST', '/api/jugadores', { token: t.lider.token, body: [{ nickname: 'ana\u202Euno', idRol: 1, idCargo: 3 }] }),
      () => t.request('POST', '/api/jugadores/registrar', { token: w.encargado.token, body: [{ nickname: 'ana\u2066dos' }] }),
      () =>
        t.request('POST', '/api/cuentas', {
          token: t.lider.token,
          body: [{ nickname: '\u202Banauno', email: 'bidi@test.local', password: 'una-clave-larga', cargos: [7] }],
        }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const nicknames = (await t.db.select({ nickname: jugador.nickname }).from(jugador)).map((j) => j.nickname);
    expect(nicknames).toEqual(expect.arrayContaining(['anauno', 'anados']));
    expect(nicknames.filter((n) => /[\u202A-\u202E\u2066-\u2069]/.test(n))).toEqual([]);
  });
});

describe('answers that carry a token', () => {
  it('are never stored by a cache (Cache-Control: no-store)', async () => {
    const login = await t.request('POST', '/api/auth/login', { body: [{ email: t.lider.email, pwd: t.lider.password }] });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const renovada = await validar(t.lider.token);
    expect(renovada.statusCode).toBe(200);
    expect(renovada.headers['cache-control']).toBe('no-store');
  });
});

describe('a database rejection in the logs', () => {
  let r: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    r = await buildTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => r.close());

  const logged = (since: number) =>
    lines.slice(since).filter((l) => l['msg'] !== 'incoming request' && l['msg'] !== 'request completed');

  it('gives the SQL error code and the route of a refused value, never the SQL or its parameters', async () => {
    const since = lines.length;
    const res = await r.request('POST', '/api/jugadores/lista', {
      token: r.lider.token,
      body: [{ nickname: 'secreto\u0000', page: 1 }],
    });
    expect(res.statusCode).toBe(400);
    const entries = logged(since);
    expect(entries).toEqual([
      expect.objectContaining({ level: 30, msg: 'valor rechazado por la base de datos', route: '/api/jugadores/lista' }),
    ]);
    expect(entries[0]!['sqlState']).toMatch(/^22/);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('secreto');
    expect(text).not.toMatch(/select|from|jugador"/i);
  });

  it('gives the SQL error code and the route of a failed query, never the email it looked for', async () => {
    const email = 'fuga-de-datos@test.local';
    await r.db.execute(sql`alter table cuenta rename to cuenta_oculta`);
    const since = lines.length;
    try {
      const res = await r.request('POST', '/api/auth/login', { body: [{ email, pwd: 'una-clave-larga' }] });
      expect(res.statusCode).toBe(500);
    } finally {
      await r.db.execute(sql`alter table cuenta_oculta rename to cuenta`);
    }
    const entries = logged(since);
    expect(entries).toEqual([
      expect.objectContaining({ level: 50, msg: 'error no controlado', sqlState: '42P01', route: '/api/auth/login' }),
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/select|password|cuenta"/i);
  });
});
