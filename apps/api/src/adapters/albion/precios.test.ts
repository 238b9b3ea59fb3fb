// Market prices of the regear against the local Albion Data Project fake (no internet): the choice rule,
// batching at 80 ids and under 2,000 characters, the hour's cache, requests in flight, the loot paste's
// own lane, and failures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayTimeout, ServiceUnavailable } from '../../lib/errors.js';
import { failure } from '../../testing/app-error.js';
import { SIN_DATOS_FECHA, filaPrecio, startFakePrecios, type FakePrecios } from '../../testing/fake-precios.js';
import {
  IDS_POR_PETICION,
  MENSAJES_PRECIOS,
  PRECIOS_MAX_BYTES,
  PreciosAlbionData,
  URL_MAX,
  elegirPrecio,
  type PreciosAlbionDataOptions,
} from './precios.js';
import { clavePrecio } from './killboard.js';
import { jsonDeBytes, relojManual, SIN_ESPERAS, sinContentLength } from '../../testing/fixtures/albion.js';
import { ServiciosExternos, fetchMedido } from '../../ops/servicios.js';

const CIUDADES = ['Caerleon', 'Fort Sterling', 'Lymhurst'];

describe('elegirPrecio', () => {
  const I = 'T8_2H_CLAYMORE@3';
  it('takes the lowest non-zero sell_price_min among the chosen cities, at the quality', () => {
    const filas = [
      filaPrecio(I, 'Caerleon', 2, 900),
      filaPrecio(I, 'Lymhurst', 2, 800),
      filaPrecio(I, 'Thetford', 2, 100),
      filaPrecio(I, 'Fort Sterling', 2, 0),
    ];
    expect(elegirPrecio(filas, I, 2, CIUDADES)).toEqual({
      precio: 800,
      ciudad: 'Lymhurst',
      fecha: '2025-09-21T10:00:00.000Z',
      calidad: 2,
    });
    // Thetford is not chosen; with it, it wins.
    expect(elegirPrecio(filas, I, 2, [...CIUDADES, 'Thetford'])?.precio).toBe(100);
  });

  it('takes a price with the date 0001-01-01 as no data', () => {
    const filas = [
      { ...filaPrecio(I, 'Caerleon', 3, 500), sell_price_min_date: SIN_DATOS_FECHA },
      filaPrecio(I, 'Lymhurst', 3, 700),
    ];
    expect(elegirPrecio(filas, I, 3, CIUDADES)?.precio).toBe(700);
  });

  it('falls back to the nearest LOWER quality with data, never a higher one', () => {
    const filas = [
      filaPrecio(I, 'Caerleon', 1, 300),
      filaPrecio(I, 'Caerleon', 2, 0),
      filaPrecio(I, 'Caerleon', 3, 600),
      filaPrecio(I, 'Lymhurst', 5, 50),
    ];
    expect(elegirPrecio(filas, I, 4, CIUDADES)).toMatchObject({ precio: 600, calidad: 3 });
    expect(elegirPrecio(filas, I, 2, CIUDADES)).toMatchObject({ precio: 300, calidad: 1 });
    expect(elegirPrecio([filaPrecio(I, 'Caerleon', 5, 50)], I, 4, CIUDADES)).toBeNull();
  });

  it('is null without data, and reads quality 0 as 1', () => {
    expect(elegirPrecio([filaPrecio(I, 'Caerleon', 1, 0)], I, 1, CIUDADES)).toBeNull();
    expect(elegirPrecio([filaPrecio(I, 'Caerleon', 1, 40)], I, 0, CIUDADES)?.precio).toBe(40);
    expect(elegirPrecio([filaPrecio('T4_BAG', 'Caerleon', 1, 40)], I, 1, CIUDADES)).toBeNull();
  });

  it('gives a tie to the first chosen city', () => {
    const filas = [filaPrecio(I, 'Lymhurst', 1, 10), filaPrecio(I, 'Caerleon', 1, 10)];
    expect(elegirPrecio(filas, I, 1, ['Lymhurst', 'Caerleon'])?.ciudad).toBe('Lymhurst');
    expect(elegirPrecio(filas, I, 1, ['Caerleon', 'Lymhurst'])?.ciudad).toBe('Caerleon');
  });
});

let fake: FakePrecios;
beforeEach(async () => {
  fake = await startFakePrecios();
});
afterEach(() => fake.close());

const client = (options: Partial<PreciosAlbionDataOptions> = {}) =>
  new PreciosAlbionData({ baseUrl: fake.base, ...SIN_ESPERAS, ...options });

describe('PreciosAlbionData', () => {
  it('asks for the items in the chosen cities, qualities 1..max, and answers each by its key', async () => {
    fake.precio('T8_HEAD_PLATE_SET1@1', 'Fort Sterling', 3, 120_000);
    fake.precio('T8_HEAD_PLATE_SET1@1', 'Caerleon', 1, 90_000);
    const precios = await client().precios(
      [
        { item: 'T8_HEAD_PLATE_SET1@1', calidad: 3 },
        { item: 'T8_HEAD_PLATE_SET1@1', calidad: 2 },
        { item: 'T6_CAPE', calidad: 1 },
      ],
      CIUDADES,
    );
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/api/v2/stats/prices/T8_HEAD_PLATE_SET1@1,T6_CAPE.json?locations=Caerleon,Fort%20Sterling,Lymhurst&qualities=1,2,3',
    ]);
    expect(precios.get(clavePrecio('T8_HEAD_PLATE_SET1@1', 3))).toMatchObject({
      precio: 120_000,
      ciudad: 'Fort Sterling',
      calidad: 3,
    });
    expect(precios.get(clavePrecio('T8_HEAD_PLATE_SET1@1', 2))).toMatchObject({ precio: 90_000, calidad: 1 });
    expect(precios.get(clavePrecio('T6_CAPE', 1))).toBeNull(); // sin precio
  });

  it('sends at most 80 ids a request', async () => {
    const pedidos = Array.from({ length: 170 }, (_, i) => ({ item: `T4_X${i}`, calidad: 1 }));
    const precios = await client().precios(pedidos, ['Caerleon']);
    expect(fake.requests.map((r) => r.ids.length)).toEqual([IDS_POR_PETICION, IDS_POR_PETICION, 10]);
    expect(precios.size).toBe(170);
  });

  it('keeps every URL under 2,000 characters, splitting further when ids are long', async () => {
    const pedidos = Array.from({ length: 80 }, (_, i) => ({ item: `T8_MAIN_RAPIER_MORGANA_LARGO_${i}@3`, calidad: 5 }));
    await client().precios(pedidos, ['Caerleon', 'Bridgewatch', 'Fort Sterling', 'Lymhurst', 'Martlock', 'Thetford']);
    expect(fake.requests.length).toBeGreaterThan(1);
    for (const r of fake.requests) expect(`${fake.base}${r.url}`.length).toBeLessThan(URL_MAX);
    expect(fake.requests.flatMap((r) => r.ids)).toHaveLength(80);
  });

  it('keeps an item an hour per set of cities', async () => {
    const clock = relojManual();
    const precios = client({ clock });
    await precios.precios([{ item: 'T6_CAPE', calidad: 2 }], CIUDADES);
    await precios.precios([{ item: 'T6_CAPE', calidad: 1 }], [...CIUDADES].reverse());
    expect(fake.requests).toHaveLength(1);
    await precios.precios([{ item: 'T6_CAPE', calidad: 3 }], CIUDADES); // a higher quality is asked
    await precios.precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon']); // other cities
    expect(fake.requests).toHaveLength(3);
    clock.advance(60 * 60_000);
    await precios.precios([{ item: 'T6_CAPE', calidad: 1 }], CIUDADES);
    expect(fake.requests).toHaveLength(4);
  });

  it('shares one request between identical calls at once', async () => {
    fake.demoraMs = 100;
    const precios = client();
    const pedido = [{ item: 'T6_CAPE', calidad: 2 }];
    const [a, b] = await Promise.all([precios.precios(pedido, CIUDADES), precios.precios(pedido, CIUDADES)]);
    expect(a).toEqual(b);
    expect(fake.requests).toHaveLength(1);
  });

  it("serves a regear price at once while a loot paste's 13 requests wait on a slow price API (each lane its own budget and requests in flight)", async () => {
    let soltar!: () => void;
    const lento = new Promise<void>((resolve) => (soltar = resolve));
    // The price API answers the paste's requests only when the test says so.
    const fetchLento: typeof fetch = async (url, init) => {
      if (String(url).includes('T4_COSA_')) await lento;
      return fetch(url, init);
    };
    fake.precio('T8_MAIN_SWORD', 'Caerleon', 1, 70_000);
    // The production rates (2 a second for the regear, 1 for the paste), not the tests' unlimited one.
    const precios = new PreciosAlbionData({ baseUrl: fake.base, fetch: fetchLento, retryDelayMs: 0, timeoutMs: 60_000 });
    const pegado = [
      { item: 'T8_MAIN_SWORD', calidad: 1 },
      ...Array.from({ length: 999 }, (_, i) => ({ item: `T4_COSA_${i}`, calidad: 1 })),
    ];
    const pasta = precios.precios(pegado, CIUDADES, 'botin');
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const tarde = new Promise<'tarde'>((resolve) => setTimeout(() => resolve('tarde'), 1_000));
      const regear = await Promise.race([precios.precios([{ item: 'T8_MAIN_SWORD', calidad: 1 }], CIUDADES), tarde]);
      expect(regear).not.toBe('tarde');
      expect((regear as Map<string, unknown>).get(clavePrecio('T8_MAIN_SWORD', 1))).toMatchObject({ precio: 70_000 });
    } finally {
      soltar();
    }
    expect((await pasta).size).toBe(1_000);
  }, 30_000);

  it('does not ask without cities nor for an id that is not an item', async () => {
    const precios = await client().precios(
      [
        { item: 'T6_CAPE', calidad: 1 },
        { item: '../x?y', calidad: 1 },
      ],
      ['Caerleon'],
    );
    expect(await client().precios([{ item: 'T6_CAPE', calidad: 1 }], [])).toEqual(new Map([[clavePrecio('T6_CAPE', 1), null]]));
    expect(precios.get(clavePrecio('../x?y', 1))).toBeNull();
    expect(fake.requests.map((r) => r.ids)).toEqual([['T6_CAPE']]);
  });

  it('retries once on a 503, and then answers', async () => {
    fake.steps.push({ status: 503 });
    fake.precio('T6_CAPE', 'Caerleon', 1, 5000);
    expect((await client().precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon'])).get('T6_CAPE#1')?.precio).toBe(5000);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 503 naming the Albion Data Project when the retry fails too, and keeps nothing', async () => {
    fake.steps.push({ status: 502 }, { status: 502 });
    const precios = client();
    const error = await failure(precios.precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon']));
    expect(error).toBeInstanceOf(ServiceUnavailable);
    expect(error.message).toBe(
      'La API de precios de Albion Data Project respondió con un error (HTTP 502); inténtelo de nuevo más tarde',
    );
    await precios.precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon']);
    expect(fake.requests).toHaveLength(3);
  });

  it('times out with a 504', async () => {
    fake.steps.push({ hang: true });
    const error = await failure(client({ timeoutMs: 150 }).precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon']));
    expect(error).toBeInstanceOf(GatewayTimeout);
    expect(error.message).toBe(MENSAJES_PRECIOS.timeout);
  });

  it('reads at most 2 MB of an answer (by its Content-Length, else counted): over it a 503 in Spanish and the service degraded', async () => {
    for (const base of [fetch, sinContentLength]) {
      const servicios = new ServiciosExternos();
      servicios.registrar('precios', servicios.porLlamadas('precios', 'a la API de precios (Albion Data Project)'));
      const precios = client({ fetch: fetchMedido('precios', { servicios }, base) });
      fake.steps.push({ status: 200, body: jsonDeBytes(PRECIOS_MAX_BYTES, '[]') });
      expect((await precios.precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon'])).get('T6_CAPE#1')).toBeNull();
      expect(servicios.informe().precios).toEqual({ status: 'ok' });
      fake.steps.push({ status: 200, body: jsonDeBytes(PRECIOS_MAX_BYTES + 1, '[]') });
      const error = await failure(precios.precios([{ item: 'T4_BAG', calidad: 1 }], ['Caerleon']));
      expect(error).toBeInstanceOf(ServiceUnavailable);
      expect(error.message).toBe(
        'La API de precios de Albion Data Project respondió con más de 2 MB; inténtelo de nuevo más tarde',
      );
      expect(servicios.informe().precios).toEqual({
        status: 'degraded',
        reason: expect.stringContaining('(respuesta de más de 2 MB)'),
      });
    }
  });

  it('answers 503 for rows of another shape', async () => {
    fake.steps.push({ status: 200, body: JSON.stringify([{ item_id: 'T6_CAPE', city: 'Caerleon' }]) });
    expect((await failure(client().precios([{ item: 'T6_CAPE', calidad: 1 }], ['Caerleon']))).message).toBe(
      MENSAJES_PRECIOS.datos,
    );
  });

  it('refuses a base address that is not http(s)', () => {
    expect(() => new PreciosAlbionData({ baseUrl: 'file:///etc/passwd' })).toThrow(/http/);
  });
});
