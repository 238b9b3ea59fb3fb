// The server's log (docs/deploy.md, "Registro"): JSON lines carrying the request id that the answer
// returns in X-Request-Id, and no secret — neither in a secret field nor inside any text.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { crearLogger, hijoPerezoso, lineaLegible, OCULTO, valoresSecretos } from './logs.js';

function captura() {
  const lineas: string[] = [];
  const destino = new Writable({
    write(chunk: Buffer, _enc, done) {
      lineas.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { destino, lineas, texto: () => lineas.join('\n') };
}

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2VjcmV0b2RlbGF0b2tlbmZpcm1h';
/** One-time codes of URLs: a Discord link code, an OAuth2 callback's code and state. */
const CODIGOS = { enlace: 'CODIGO-DE-UN-USO-7Q2X', oauth: 'CodigoOAuthDeDiscord123', estado: 'EstadoFirmado.abc-456' };
const ENV = {
  JWT_SECRET: 'secreto-jwt-de-la-instalacion-0123456789',
  DISCORD_TOKEN: 'MTIzNDU2Nzg5MDEy.token-del-bot-de-discord',
  DISCORD_CLIENT_SECRET: 'secreto-del-cliente-oauth-de-discord',
  ADMIN_PASSWORD: 'clave-del-lider-secreta',
  DATABASE_URL: 'postgres://reparto:clave%40de%2Fla-base@db:5432/reparto',
  DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/123456789012345678/token-del-webhook-abc',
};
const SECRETOS_EN_CLARO = [
  ENV.JWT_SECRET,
  ENV.DISCORD_TOKEN,
  ENV.DISCORD_CLIENT_SECRET,
  ENV.ADMIN_PASSWORD,
  'clave@de/la-base',
  'clave%40de%2Fla-base',
  'token-del-webhook-abc',
  JWT,
  'contraseña-en-el-cuerpo',
];

describe('redaction', () => {
  it('removes secret fields at any depth and secret values inside any text', () => {
    const c = captura();
    const log = crearLogger({ level: 'info', format: 'json', secretos: valoresSecretos(ENV), destino: c.destino });
    log.info({ password: 'contraseña-en-el-cuerpo', token: JWT }, 'campos');
    log.info({ body: [{ email: 'a@b.c', pwd: 'contraseña-en-el-cuerpo' }], cuenta: { datos: { token: JWT } } }, 'anidados');
    log.info({ req: { headers: { 'x-token': JWT, authorization: `Bearer ${JWT}` } } }, 'cabeceras');
    log.warn(`configuración: ${ENV.DATABASE_URL} y ${ENV.DISCORD_WEBHOOK_URL}`);
    log.error({ err: new Error(`el bot con ${ENV.DISCORD_TOKEN} falló; token ${JWT}`) }, `secreto ${ENV.JWT_SECRET}`);
    log.info({ env: { ADMIN_PASSWORD: ENV.ADMIN_PASSWORD } }, 'variables');
    log.info('postgres://otro:clave-que-nadie-configuro@h/db https://discord.com/api/webhooks/99/token-no-configurado');
    log.warn({ respuesta: `invalid_client for ${ENV.DISCORD_CLIENT_SECRET}` }, 'Discord rechazó el intercambio del código');
    expect(c.lineas).toHaveLength(8);
    for (const linea of c.lineas) expect(() => JSON.parse(linea)).not.toThrow();
    const texto = c.texto();
    for (const s of [...SECRETOS_EN_CLARO, 'clave-que-nadie-configuro', 'token-no-configurado'])
      expect(texto, s).not.toContain(s);
    expect(texto).toContain(OCULTO);
    // What is not secret stays readable.
    expect(texto).toContain('a@b.c');
    expect(texto).toContain('postgres://otro:[oculto]@h/db');
    expect(texto).toContain('https://discord.com/api/webhooks/99/[oculto]');
  });

  it('takes DISCORD_CLIENT_SECRET for a secret value', () => {
    expect(valoresSecretos(ENV)).toContain(ENV.DISCORD_CLIENT_SECRET);
  });

  it("removes the values of a URL's one-time codes (codigo, code, state) inside any text", () => {
    const c = captura();
    const log = crearLogger({ level: 'info', format: 'json', secretos: valoresSecretos(ENV), destino: c.destino });
    log.warn(`volvió de https://plata.example/api/auth/discord/callback?code=${CODIGOS.oauth}&state=${CODIGOS.estado}`);
    log.info({ enlace: `/discord?codigo=${CODIGOS.enlace}#arriba` }, 'enlace');
    expect(c.lineas).toHaveLength(2);
    for (const linea of c.lineas) expect(() => JSON.parse(linea)).not.toThrow();
    for (const s of Object.values(CODIGOS)) expect(c.texto(), s).not.toContain(s);
    expect(c.texto()).toContain('/api/auth/discord/callback?code=[oculto]&state=[oculto]');
    expect(c.texto()).toContain('/discord?codigo=[oculto]#arriba');
  });

  it('pretty lines for people: time, level, request id, message, the rest as key=value', () => {
    const linea = JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 2, 3, 4, 5), reqId: 'abc', msg: 'hola', modulo: 'copias' });
    expect(lineaLegible(linea)).toBe('03:04:05 WARN  [abc] hola modulo=copias\n');
    const c = captura();
    const log = crearLogger({ level: 'info', format: 'pretty', secretos: valoresSecretos(ENV), destino: c.destino });
    log.info({ token: JWT }, `con ${ENV.JWT_SECRET}`);
    expect(c.lineas[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}con \[oculto\] token=\[oculto\]$/);
  });
});

describe('request lines', () => {
  let t: TestApp;
  const c = captura();
  afterAll(async () => t?.close());

  it('carry the request id of the X-Request-Id header and no password or token of the request', async () => {
    const log = crearLogger({ level: 'info', format: 'json', secretos: valoresSecretos({}), destino: c.destino });
    t = await buildTestApp({ loggerInstance: log });
    const login = await t.request('POST', '/api/auth/login', {
      body: [{ email: t.lider.email, pwd: 'contraseña-en-el-cuerpo' }],
    });
    expect(login.statusCode).toBe(401);
    const lectura = await t.request('GET', `/api/distribuciones/getLugares?token=${JWT}`, { token: t.lider.token });
    expect(lectura.statusCode).toBe(200);
    const lineas = c.lineas.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    for (const res of [login, lectura]) {
      const id = String(res.headers['x-request-id']);
      expect(lineas.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    }
    const texto = c.texto();
    for (const s of ['contraseña-en-el-cuerpo', JWT, t.lider.token]) expect(texto).not.toContain(s);
  });

  it('log the URL without the values of its one-time codes (codigo, code, state), the rest kept', async () => {
    const antes = c.lineas.length;
    await t.request('GET', `/discord?codigo=${CODIGOS.enlace}&vista=2`);
    await t.request('GET', `/api/auth/discord/callback?code=${CODIGOS.oauth}&state=${CODIGOS.estado}`);
    const urls = c.lineas
      .slice(antes)
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } })
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.url);
    expect(urls).toEqual(['/discord?codigo=[oculto]&vista=2', '/api/auth/discord/callback?code=[oculto]&state=[oculto]']);
    for (const s of Object.values(CODIGOS)) expect(c.texto(), s).not.toContain(s);
  });
});

describe('a request logger (hijoPerezoso)', () => {
  it('is made only when the request writes a line at an enabled level, and then carries its reqId', () => {
    const c = captura();
    const log = crearLogger({ level: 'warn', format: 'json', secretos: [], destino: c.destino });
    const child = vi.spyOn(log, 'child');
    const hijo = hijoPerezoso(log, { reqId: 'req-1' }, {});
    hijo.info('no se escribe');
    hijo.debug('tampoco');
    expect(child).not.toHaveBeenCalled();
    hijo.warn('sí se escribe');
    expect(child).toHaveBeenCalledTimes(1);
    hijo.error('otra');
    expect(child).toHaveBeenCalledTimes(1);
    const lineas = c.lineas.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(lineas.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'sí se escribe'],
      ['req-1', 'otra'],
    ]);
  });

  it('a route with its own level gets its child at once', () => {
    const log = crearLogger({ level: 'warn', format: 'json', secretos: [], destino: captura().destino });
    const child = vi.spyOn(log, 'child');
    hijoPerezoso(log, { reqId: 'req-2' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
  });
});
