// A deleted distribution leaves every sum of the product (docs/domain.md, "Distributions"): silver_app of the periods
// overview, the payments table, both top lists and the earnings search. Each figure is read before
// the deletion too, so the test shows the distribution did count until it was deleted.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETRASO_CLASIFICACIONES_MS } from '../../lib/cambios.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
let encargado: TestCuenta;
let otroEncargado: TestCuenta;
let idPeriodo: number;
let a: { idPlayer: number; nickname: string };
let b: { idPlayer: number; nickname: string };
let c: { idPlayer: number; nickname: string };

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], nickname: 'creadorgrande', idCargo: 7 });
  otroEncargado = await t.createCuenta({ cargos: [7], nickname: 'creadorchico', idCargo: 7 });
  idPeriodo = await insertarPeriodoDePrueba(t);
  a = await t.createPlayer({ nickname: 'sumaa' });
  b = await t.createPlayer({ nickname: 'sumab' });
  c = await t.createPlayer({ nickname: 'sumac' });
});
afterAll(() => t.close());

async function crear(token: string, jugadores: number[], silver: number): Promise<number> {
  const res = await t.request('POST', '/api/distribuciones/crear', {
    token,
    body: [crearBody({ idPeriodoDist: idPeriodo, jugadores, silver })],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().distribucion.id_distribucion as number;
}

async function silverApp(): Promise<number> {
  for (let page = 1; page < 100; page++) {
    const res = await t.request('GET', `/api/distribuciones/resumenDistribucion?page=${page}`);
    expect(res.statusCode).toBe(200);
    const { message } = res.json() as { message: { id_periodo: number; silver_app: number }[] };
    const found = message.find((p) => p.id_periodo === idPeriodo);
    if (found) return found.silver_app;
    if (message.length === 0) break;
  }
  throw new Error('periodo no encontrado en resumenDistribucion');
}

async function pagos(): Promise<Record<string, number>> {
  const res = await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo }] });
  expect(res.statusCode).toBe(200);
  const rows = res.json().message as { nickname: string; sum: number }[];
  return Object.fromEntries(rows.map((r) => [r.nickname, r.sum]));
}

async function topPlayers() {
  return (await t.request('GET', '/api/distribuciones/top3BestPlayers')).json().message as {
    nickname: string;
    total_silver_unitario: number;
  }[];
}

async function topCreadores() {
  return (await t.request('GET', '/api/distribuciones/top3BestCreadores')).json().message as {
    nickname: string;
    silver_app: number;
  }[];
}

async function ganancias(nickname: string) {
  const res = await t.request('GET', `/api/distribuciones/searchGananciasPlayer?nickname=${nickname}&interval=0`);
  expect(res.statusCode).toBe(200);
  return res.json().message as { total_silver_unitario: number; cantidad_contenido: number };
}

describe('a deleted distribution', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves silver_app, the payments, the top lists and the earnings search', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Live: a and b get 500 each (creadorchico, 1.000). To delete: a, b and c get 1.000.000 each
    // (creadorgrande, 3.000.000), enough to lead every list while it counts.
    await crear(otroEncargado.token, [a.idPlayer, b.idPlayer], 1_000);
    const grande = await crear(encargado.token, [a.idPlayer, b.idPlayer, c.idPlayer], 3_000_000);

    expect(await silverApp()).toBe(3_001_000);
    expect(await pagos()).toEqual({ sumaa: 1_000_500, sumab: 1_000_500, sumac: 1_000_000 });
    expect((await topPlayers()).map((p) => [p.nickname, p.total_silver_unitario])).toEqual([
      ['sumaa', 1_000_500],
      ['sumab', 1_000_500],
      ['sumac', 1_000_000],
    ]);
    expect((await topCreadores()).map((p) => [p.nickname, p.silver_app])).toEqual([
      ['creadorgrande', 3_000_000],
      ['creadorchico', 1_000],
    ]);
    expect(await ganancias('sumaa')).toMatchObject({ total_silver_unitario: 1_000_500, cantidad_contenido: 2 });

    const res = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion: grande, razon: 'Plata mal contada' }],
    });
    expect(res.statusCode).toBe(200);
    // The TOP lists and the earnings search may lag a write by RETRASO_CLASIFICACIONES_MS (docs/performance.md).
    vi.setSystemTime(Date.now() + RETRASO_CLASIFICACIONES_MS);

    expect(await silverApp()).toBe(1_000);
    expect(await pagos()).toEqual({ sumaa: 500, sumab: 500 });
    expect((await topPlayers()).map((p) => [p.nickname, p.total_silver_unitario])).toEqual([
      ['sumaa', 500],
      ['sumab', 500],
    ]);
    expect((await topCreadores()).map((p) => [p.nickname, p.silver_app])).toEqual([['creadorchico', 1_000]]);
    expect(await ganancias('sumaa')).toMatchObject({ total_silver_unitario: 500, cantidad_contenido: 1 });
    expect(await ganancias('sumac')).toMatchObject({ total_silver_unitario: 0, cantidad_contenido: 0 });
  });
});
