// The shortcut of repeated public reads (lib/atajo.ts) over real HTTP: it answers exactly what Fastify
// answers, only where Fastify would answer from the cache, never past an access check, a write, a
// stop or another language, and the drain and the metrics count it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDIOMA_HEADER } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../testing/harness.js';
import { seedPeriodo } from '../testing/fixtures/periodos.js';
import { AtajoLecturas, rutaDeAtajo } from './atajo.js';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { crearLogger } from '../ops/logs.js';

let t: TestApp;
let base: string;
let tesorero: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8] });
  await t.createPlayer({ nickname: 'atajoana' });
  await seedPeriodo(t.db, { idLugar: 4, idCuentaCreador: tesorero.idCuenta });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Respuesta {
  status: number;
  headers: [string, string][];
  body: string;
}

/** One request; headers without those that differ on every answer (date, request id's value). */
async function pedir(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Respuesta> {
  const res = await fetch(base + path, { method, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } });
  const body = Buffer.from(await res.arrayBuffer()).toString('base64');
  const variables = new Set(['date', 'keep-alive', 'connection']);
  return {
    status: res.status,
    headers: [...res.headers.entries()]
      .filter(([k]) => !variables.has(k))
      .map(([k, v]): [string, string] => [k, k === 'x-request-id' ? `(${v.length})` : v])
      .sort(([a], [b]) => a.localeCompare(b)),
    body,
  };
}

const servidas = () => t.app.atajo.stats.servidas;

describe('the shortcut answers what Fastify answers', () => {
  it('the second read of a public cached URL comes from the shortcut, byte for byte the same', async () => {
    const url = '/api/distribuciones/top3BestPlayers';
    const antes = servidas();
    const primera = await pedir(url);
    expect(servidas()).toBe(antes);
    const segunda = await pedir(url);
    expect(servidas()).toBe(antes + 1);
    expect(segunda).toEqual(primera);
    expect(primera.status).toBe(200);
    expect(primera.headers.map(([k]) => k)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-request-id', 'content-type', 'content-length']),
    );
  });

  it('a compressed answer keeps its encoding and Vary, and a client without compression gets the JSON', async () => {
    // resumenDistribucion with enough periods is over the 1 KB from which answers are compressed.
    for (let i = 0; i < 12; i++) await seedPeriodo(t.db, { idLugar: 4, idCuentaCreador: tesorero.idCuenta, estado: 1 });
    const url = '/api/distribuciones/resumenDistribucion?page=1';
    const primera = await pedir(url);
    const antes = servidas();
    const segunda = await pedir(url);
    expect(servidas()).toBe(antes + 1);
    expect(segunda).toEqual(primera);
    expect(Object.fromEntries(segunda.headers)).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    const sinCompresion = await pedir(url, { 'accept-encoding': 'identity' });
    expect(servidas()).toBe(antes + 2);
    expect(Object.fromEntries(sinCompresion.headers)['content-encoding']).toBeUndefined();
    expect(JSON.parse(Buffer.from(sinCompresion.body, 'base64').toString()).ok).toBe(true);
  });

  it('a write is seen at once: the answer it made out of date goes through Fastify, then the new one is kept', async () => {
    const url = '/api/distribuciones/resumenDistribucion?page=1';
    await pedir(url);
    const antes = servidas();
    const creado = await t.request('POST', '/api/distribuciones', { token: tesorero.token, body: [{ idLugarDist: 2 }] });
    expect(creado.statusCode).toBe(201);
    const despues = await pedir(url);
    expect(servidas()).toBe(antes);
    const periodos = JSON.parse(Buffer.from(despues.body, 'base64').toString('utf8')) as unknown;
    expect(despues.status).toBe(200);
    expect(periodos).toBeDefined();
    const otra = await pedir(url);
    expect(servidas()).toBe(antes + 1);
    expect(otra).toEqual(despues);
  });

  it('a request in another language is not answered with the first language\u2019s URL entry', async () => {
    const url = '/api/regear';
    const es = await pedir(url);
    expect(es.status).toBe(200);
    const antes = servidas();
    const en = await pedir(url, { [IDIOMA_HEADER]: 'en' });
    expect(servidas()).toBe(antes);
    expect(en.status).toBe(200);
    await pedir(url, { [IDIOMA_HEADER]: 'en' });
    expect(servidas()).toBe(antes + 1);
  });
});

describe('what the shortcut never takes', () => {
  it('a route behind an access check is answered by Fastify every time', async () => {
    const url = '/api/regear/muertes?nickname=atajoana';
    await pedir(url, { authorization: `Bearer ${tesorero.token}` });
    await pedir(url, { authorization: `Bearer ${tesorero.token}` });
    const antes = servidas();
    const sinToken = await pedir(url);
    expect(sinToken.status).toBe(401);
    expect(servidas()).toBe(antes);
  });

  it('HEAD and other methods go through Fastify', async () => {
    const url = '/api/distribuciones/top3BestCreadores';
    await pedir(url);
    await pedir(url);
    const antes = servidas();
    const head = await pedir(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(servidas()).toBe(antes);
  });

  it('a stopping server answers 503 through Fastify, and the drain counted every shortcut answer', async () => {
    const url = '/api/distribuciones/top3BestPlayers';
    await pedir(url);
    expect(t.app.drenaje.enCurso).toBe(0);
    t.app.drenaje.parando = true;
    try {
      const antes = servidas();
      const res = await pedir(url);
      expect(res.status).toBe(503);
      expect(servidas()).toBe(antes);
    } finally {
      t.app.drenaje.parando = false;
    }
  });

  it('a failed check (the database down) is answered by Fastify from that failure, without asking again', async () => {
    const url = '/api/distribuciones/gananciasJugador?nickname=atajoana';
    await pedir(url);
    const caida = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const vigente = vi.spyOn(t.app.readCache, 'vigente').mockImplementationOnce(() => Promise.reject(caida));
    const get = vi.spyOn(t.app.readCache, 'get');
    try {
      const res = await pedir(url);
      expect(res.status).toBe(503);
      expect(JSON.parse(Buffer.from(res.body, 'base64').toString('utf8'))).toEqual({
        ok: false,
        message: 'La base de datos no está disponible, inténtelo de nuevo en unos momentos',
        code: 'http.baseDeDatosCaida',
      });
      expect(vigente).toHaveBeenCalledTimes(1);
      expect(get).not.toHaveBeenCalled();
    } finally {
      vigente.mockRestore();
      get.mockRestore();
    }
    expect((await pedir(url)).status).toBe(200);
    expect(t.app.drenaje.enCurso).toBe(0);
  });

  it('each shortcut answer is one more request in the metrics, under its route', async () => {
    const url = '/api/distribuciones/top3BestPlayers';
    await pedir(url);
    const contar = async () => {
      const { values } = await t.app.metricas.peticiones.get();
      return (
        values.find(
          (v) =>
            v.metricName === 'http_request_duration_seconds_count' &&
            v.labels['route'] === '/api/distribuciones/top3BestPlayers' &&
            v.labels['status_code'] === '200',
        )?.value ?? 0
      );
    };
    const antes = await contar();
    const servidasAntes = servidas();
    await pedir(url);
    await pedir(url);
    expect(servidas()).toBe(servidasAntes + 2);
    expect(await contar()).toBe(antes + 2);
  });
});

describe('with a line per request (LOG_LEVEL=info)', () => {
  it('every request goes through Fastify, which writes its two lines', async () => {
    const lineas: { msg?: string; req?: { url?: string } }[] = [];
    const destino = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n')) if (l) lineas.push(JSON.parse(l) as (typeof lineas)[number]);
        done();
      },
    });
    const conRegistro = await buildTestApp({
      loggerInstance: crearLogger({ level: 'info', format: 'json', secretos: [], destino }),
    });
    try {
      const url = '/api/distribuciones/top3BestPlayers';
      const baseInfo = await conRegistro.app.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 3; i++) expect((await fetch(baseInfo + url)).status).toBe(200);
      expect(conRegistro.app.atajo.stats.servidas).toBe(0);
      expect(lineas.filter((l) => l.msg === 'incoming request' && l.req?.url === url)).toHaveLength(3);
    } finally {
      await conRegistro.close();
    }
  });
});

describe('which routes and how many URLs', () => {
  it('only cached GETs without a hook of their own', () => {
    const cached = { method: 'GET' as const, config: { cache: true } };
    expect(rutaDeAtajo(cached)).toBe(true);
    expect(rutaDeAtajo({ ...cached, method: 'POST' })).toBe(false);
    expect(rutaDeAtajo({ ...cached, config: {} })).toBe(false);
    expect(rutaDeAtajo({ ...cached, onRequest: [() => undefined] })).toBe(false);
    expect(rutaDeAtajo({ ...cached, preHandler: () => undefined })).toBe(false);
    expect(rutaDeAtajo({ ...cached, onSend: [() => undefined] })).toBe(false);
  });

  it('keeps at most MAX_URLS, forgetting the oldest', () => {
    const atajo = new AtajoLecturas();
    const spec = { spec: { key: 'k', ambitos: [] }, ruta: '/r' };
    for (let i = 0; i <= AtajoLecturas.MAX_URLS; i++) atajo.anotar({ url: `/r?x=${i}`, headers: {} } as IncomingMessage, spec);
    expect(atajo.urls).toBe(AtajoLecturas.MAX_URLS);
  });
});
