// A big JSON body is parsed by the worker thread with Fastify's own rules (lib/json-en-hilo.ts): the
// same value, the same 400 for bad JSON and forbidden prototype properties, the fingerprint computed
// there; smaller bodies, too many containers and a worker that cannot answer stay on Fastify's parser.
// Then the loot paste through the whole API: a big body valued, and its idempotent retry replayed.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECERA_LOOT_LOGGER_V2, TOKEN_HEADER } from '@reparto/contract';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { preciosFijos } from '../testing/fake-precios.js';
import { REPLAYED_HEADER } from '../plugins/idempotency.js';
import { LectorJsonEnHilo, NODOS_MAX, UMBRAL_EN_HILO, huellaDeBytes, registerJsonEnHilo, type Leido } from './json-en-hilo.js';

/** A bare app with the parser and one route that answers what it received. */
async function appCon(lector?: { leer(c: Buffer): Promise<Leido>; cerrar(): Promise<void>; enHilo: number }) {
  const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });
  const l = registerJsonEnHilo(app, lector as LectorJsonEnHilo | undefined);
  app.setErrorHandler((error: { code?: string; statusCode?: number }, _req, reply) =>
    reply.status(error.statusCode ?? 500).send({ code: error.code }),
  );
  app.post('/eco', (request) => ({ body: request.body, huella: request.huellaCuerpo ?? null }));
  await app.ready();
  return { app, lector: l };
}

const post = (app: FastifyInstance, payload: string) =>
  app.inject({ method: 'POST', url: '/eco', headers: { 'content-type': 'application/json' }, payload });

/** A body of at least `bytes` bytes: one object with a long text (and a nested one). */
const grande = (bytes = UMBRAL_EN_HILO, extra: Record<string, unknown> = {}) => ({
  texto: `ñ${'a'.repeat(bytes)}`,
  anidado: { lista: [1, 'dos', null, true], ...extra },
});

describe('a big JSON body off the event loop', () => {
  let app: FastifyInstance;
  let lector: LectorJsonEnHilo;
  beforeAll(async () => ({ app, lector } = await appCon()));
  afterAll(() => app.close());

  it('parses a body of UMBRAL_EN_HILO bytes or more in the worker: the same value, its fingerprint', async () => {
    const antes = lector.enHilo;
    const valor = grande();
    const res = await post(app, JSON.stringify(valor));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: valor, huella: huellaDeBytes(JSON.stringify(valor)) });
    expect(lector.enHilo).toBe(antes + 1);
    // A byte-order mark before the JSON is skipped, as Fastify's parser does.
    const conMarca = `\uFEFF${JSON.stringify(valor)}`;
    expect((await post(app, conMarca)).json()).toEqual({ body: valor, huella: huellaDeBytes(conMarca) });
    expect(lector.enHilo).toBe(antes + 2);
  });

  it('leaves a smaller body to Fastify’s parser, without a fingerprint', async () => {
    const antes = lector.enHilo;
    const res = await post(app, JSON.stringify({ a: 1 }));
    expect(res.json()).toEqual({ body: { a: 1 }, huella: null });
    expect(lector.enHilo).toBe(antes);
  });

  it('refuses bad JSON, `__proto__` and `constructor.prototype` with Fastify’s own error', async () => {
    const texto = JSON.stringify(grande());
    for (const malo of [
      `${texto.slice(0, -1)},}`,
      JSON.stringify(grande()).replace('"anidado":{', '"anidado":{"__proto__":{"x":1},'),
      JSON.stringify(grande()).replace('"anidado":{', '"anidado":{"constructor":{"prototype":{"x":1}},'),
    ]) {
      expect(Buffer.byteLength(malo)).toBeGreaterThanOrEqual(UMBRAL_EN_HILO);
      const res = await post(app, malo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    }
    // A key named «constructor» holding no prototype is data.
    const valor = grande(UMBRAL_EN_HILO, { constructor: 'x' });
    expect((await post(app, JSON.stringify(valor))).json().body).toEqual(valor);
  });

  it('hands a value of more than NODOS_MAX containers back to Fastify’s parser: the same value', async () => {
    const antes = lector.enHilo;
    const valor = { lista: Array.from({ length: NODOS_MAX + 1 }, () => ({})), texto: 'a'.repeat(UMBRAL_EN_HILO) };
    const res = await post(app, JSON.stringify(valor));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: valor, huella: huellaDeBytes(JSON.stringify(valor)) });
    expect(lector.enHilo).toBe(antes);
  });

  it('parses here when the worker cannot answer (died or out of memory), with the same fingerprint', async () => {
    const caido = { enHilo: 0, leer: async (): Promise<Leido> => ({ enEsteHilo: true }), cerrar: async () => undefined };
    const { app: otra } = await appCon(caido);
    const valor = grande();
    expect((await post(otra, JSON.stringify(valor))).json()).toEqual({
      body: valor,
      huella: huellaDeBytes(JSON.stringify(valor)),
    });
    const roto = { enHilo: 0, leer: () => Promise.reject(new Error('worker')), cerrar: async () => undefined };
    const { app: tercera } = await appCon(roto);
    expect((await post(tercera, `${JSON.stringify(valor)}x`)).statusCode).toBe(400);
    await Promise.all([otra.close(), tercera.close()]);
  });
});

describe('the worker between big bodies', () => {
  it('stops after its rest and starts again at the next big body', async () => {
    const lector = new LectorJsonEnHilo(20);
    const { app } = await appCon(lector);
    const valor = grande();
    expect(lector.activo).toBe(false);
    expect((await post(app, JSON.stringify(valor))).json().body).toEqual(valor);
    expect(lector.activo).toBe(true);
    await expect.poll(() => lector.activo, { timeout: 10_000 }).toBe(false);
    expect((await post(app, JSON.stringify(valor))).json().body).toEqual(valor);
    expect(lector.enHilo).toBe(2);
    await app.close();
    expect(lector.activo).toBe(false);
  });
});

describe('the loot paste with a body over 1 MiB', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await t.createCuenta({ cargos: [7] })).token;
    t.app.precios = preciosFijos(10, 'Caerleon', '2025-09-21T09:00:00.000Z');
  });
  afterAll(() => t.close());

  const linea = (i: number) => `2025-09-21T10:00:00Z;ALI;Nuestro;Ana;T4_BAG;Bolsa;${(i % 9) + 1};;Otros;Victima`;
  const pegar = (texto: string, clave: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/precios/valorarBotin',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token, 'idempotency-key': clave },
      payload: JSON.stringify([{ texto }]),
    });

  it('is valued from the worker’s parse, and its retry is the same answer; another body under the key is refused', async () => {
    const lineas = Array.from({ length: 16_000 }, (_, i) => linea(i));
    const texto = [CABECERA_LOOT_LOGGER_V2, ...lineas].join('\n');
    expect(texto.length).toBeGreaterThan(UMBRAL_EN_HILO);
    const antes = t.app.jsonEnHilo.enHilo;
    const primera = await pegar(texto, 'pegado-grande-1');
    expect(primera.statusCode, primera.body).toBe(200);
    expect(t.app.jsonEnHilo.enHilo).toBe(antes + 1);
    const cantidad = lineas.reduce((s, _, i) => s + (i % 9) + 1, 0);
    expect(primera.json().message).toMatchObject({ items: [{ item: 'T4_BAG', cantidad }], valor: cantidad * 10, lineas: 16_000 });
    const repetida = await pegar(texto, 'pegado-grande-1');
    expect(repetida.statusCode).toBe(200);
    expect(repetida.headers[REPLAYED_HEADER]).toBe('true');
    expect(repetida.body).toBe(primera.body);
    const otra = await pegar(`${texto}\n${linea(1)}`, 'pegado-grande-1');
    expect(otra.statusCode).toBe(409);
  });
});
