import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { MENSAJE_CREDENCIALES } from '@reparto/contract';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../testing/harness.js';
import { buildApp } from '../../app.js';
import { cuenta, jugador } from '../../db/schema.js';
import { TokenService } from '../../lib/jwt.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, pwd: string) => t.request('POST', '/api/auth/login', { body: [{ email, pwd }] });
const validar = (token?: string) => t.request('POST', '/api/auth/validarJsonWebToken', { token });

describe('POST /api/auth/login', () => {
  it('answers the login shape with a token and the charges', async () => {
    const res = await login(t.lider.email, t.lider.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      ok: true,
      message: { email: t.lider.email, nickname: 'lider', nombre_cargo: 'LIDER' },
      token: expect.any(String),
      charges: [1, 2, 3, 4, 5, 6, 7, 8].map((id_cargo) => ({ id_cargo })),
    });
    expect(await t.tokens.verify(body.token)).toMatchObject({ sub: String(t.lider.idCuenta) });
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await login(`  ${t.lider.email.toUpperCase()} `, t.lider.password);
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 401 message for a wrong password and an unknown email', async () => {
    const wrong = await login(t.lider.email, 'otra-contraseña');
    const unknown = await login('nadie@test.local', 'otra-contraseña');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ ok: false, message: MENSAJE_CREDENCIALES, code: 'sesion.credenciales' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a disabled account and a switched-off player', async () => {
    const a = await t.createCuenta({ cargos: [7] });
    await t.db.update(cuenta).set({ activa: false }).where(eq(cuenta.idCuenta, a.idCuenta));
    expect((await login(a.email, a.password)).statusCode).toBe(401);
    const b = await t.createCuenta({ cargos: [7] });
    await t.db.update(jugador).set({ estado: false }).where(eq(jugador.idPlayer, b.idPlayer));
    expect((await login(b.email, b.password)).statusCode).toBe(401);
  });

  it.each([
    ['an object instead of an array', { email: 'a@b.c', pwd: 'x' }],
    ['an empty array', []],
    [
      'two items',
      [
        { email: 'a@b.c', pwd: 'x' },
        { email: 'a@b.c', pwd: 'x' },
      ],
    ],
    ['a missing password', [{ email: 'a@b.c' }]],
    ['a number as email', [{ email: 5, pwd: 'x' }]],
  ])('answers 400 in Spanish for %s', async (_name, body) => {
    const res = await t.request('POST', '/api/auth/login', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringMatching(/^Datos inválidos/), code: 'validacion.datos' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: 'El cuerpo de la petición no es un JSON válido',
      code: 'http.jsonInvalido',
    });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ email: 'a@b.c', pwd: 'x'.repeat(1024 * 1024) }]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().ok).toBe(false);
  });
});

describe('POST /api/auth/validarJsonWebToken', () => {
  it('renews a valid token with the login shape', async () => {
    const res = await validar(t.lider.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: { nickname: 'lider', nombre_cargo: 'LIDER' },
      token: expect.any(String),
    });
  });

  it('answers 401 without a token', async () => {
    const res = await validar();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: expect.any(String), code: expect.any(String) });
  });

  it('answers 401 for a garbage token', async () => {
    expect((await validar('no-es-un-token')).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.lider.idCuenta))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await validar(expired)).statusCode).toBe(401);
  });

  it('answers 401 for an `alg: none` token', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(t.lider.idCuenta), ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    expect((await validar(none)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret or tampered with', async () => {
    const forged = await new TokenService('otro-secreto-distinto-con-mas-de-32-caracteres').sign(t.lider.idCuenta, 0);
    expect((await validar(forged)).statusCode).toBe(401);
    const [h, p, s] = t.lider.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '999' })).toString('base64url')}.${s}`;
    expect((await validar(tampered)).statusCode).toBe(401);
  });

  it('stops a token at once when its account is disabled', async () => {
    const a = await t.createCuenta({ cargos: [8] });
    expect((await validar(a.token)).statusCode).toBe(200);
    await t.db.update(cuenta).set({ activa: false }).where(eq(cuenta.idCuenta, a.idCuenta));
    expect((await validar(a.token)).statusCode).toBe(401);
  });

  it('stops tokens of an older token version (password reset)', async () => {
    const a = await t.createCuenta({ cargos: [8] });
    await t.db.update(cuenta).set({ tokenVersion: 1 }).where(eq(cuenta.idCuenta, a.idCuenta));
    expect((await validar(a.token)).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 in Spanish after 10 attempts a minute from one address', async () => {
    const app = await buildApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, loginRateLimit: 10 });
    try {
      const attempt = (ip: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: [{ email: 'x@y.z', pwd: 'malo' }] });
      for (let i = 0; i < 10; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ ok: false, message: expect.stringMatching(/Demasiados intentos/), code: 'limite.login' });
      // Another address is not affected.
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('the rest of the surface', () => {
  it('answers 404 JSON for an unknown API route', async () => {
    const res = await t.request('GET', '/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Ruta no encontrada', code: 'http.rutaNoEncontrada' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/validarJsonWebToken']));
  });
});
