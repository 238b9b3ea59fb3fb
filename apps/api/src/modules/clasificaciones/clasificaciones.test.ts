// Leaderboards (last 30 days, top 3, live distributions only) and the earnings search with its
// intervals (docs/domain.md, "Leaderboards and search"). This file's database holds only what it seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_PERIODO, MENSAJE_INTERVALO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let tesorero: TestCuenta;
let enc1: TestCuenta;
let enc2: TestCuenta;
let enc3: TestCuenta;
let enc4: TestCuenta;
const p: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8] });
  enc1 = await t.createCuenta({ cargos: [7], nickname: 'encuno' });
  enc2 = await t.createCuenta({ cargos: [7], nickname: 'encdos' });
  enc3 = await t.createCuenta({ cargos: [7], nickname: 'enctres' });
  enc4 = await t.createCuenta({ cargos: [7], nickname: 'enccuatro' });
  for (const nick of ['ana', 'beto', 'carla', 'dario', 'eva', 'viejo'])
    p[nick] = (await t.createPlayer({ nickname: nick })).idPlayer;
  const old = await seedPeriodo(t.db, {
    idLugar: 1,
    idCuentaCreador: tesorero.idCuenta,
    estado: ESTADO_PERIODO.FINALIZADO,
    fechaInicial: daysAgo(200),
  });
  const cur = await seedPeriodo(t.db, { idLugar: 2, idCuentaCreador: tesorero.idCuenta });
  const d = (idPeriodo: number, encargado: TestCuenta, players: string[], silver: number, days: number, estado = true) =>
    seedDistribucion(t.db, { idPeriodo, encargado, players: players.map((n) => p[n]!), silver, fecha: daysAgo(days), estado });

  // Last 30 days (players): ana 900, beto 700, carla 600, dario 300, eva 200.
  await d(cur, enc1, ['ana'], 900, 1);
  await d(cur, enc2, ['beto'], 700, 10);
  await d(cur, enc3, ['carla'], 600, 29);
  await d(cur, enc4, ['dario', 'eva'], 400, 2); // 200 each
  await d(cur, enc4, ['dario'], 100, 3);
  await d(cur, enc4, ['eva'], 0, 3);
  // 31 days old: out of the 30-day window even though it is the biggest.
  await d(old, enc4, ['viejo'], 1_000_000, 31);
  // Deleted: never counts.
  await d(cur, enc4, ['eva'], 5_000_000, 1, false);
  // Older earnings of ana for the search intervals: 14, 20, 45, 75, 120 days ago.
  await d(old, enc1, ['ana'], 10, 20);
  await d(old, enc1, ['ana'], 100, 45);
  await d(old, enc1, ['ana'], 1_000, 75);
  await d(old, enc1, ['ana'], 10_000, 120);
  await d(old, enc1, ['ana', 'beto'], 2, 14); // 1 each
});
afterAll(() => t.close());

describe('GET /top3BestPlayers', () => {
  it('answers the 3 best players of the last 30 days by Σ silver_unitario, to anyone', async () => {
    const res = await t.request('GET', '/api/distribuciones/top3BestPlayers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: [
        { nickname: 'ana', total_silver_unitario: 911 },
        { nickname: 'beto', total_silver_unitario: 701 },
        { nickname: 'carla', total_silver_unitario: 600 },
      ],
    });
  });
});

describe('GET /top3BestCreadores', () => {
  it('answers the 3 content managers with most live silver in the last 30 days as silver_app', async () => {
    const res = await t.request('GET', '/api/distribuciones/top3BestCreadores');
    expect(res.statusCode).toBe(200);
    // enc4 made 1,000,500 but 1,000,000 of it is 31 days old and 5,000,000 was deleted: 500 counts.
    expect(res.json()).toEqual({
      ok: true,
      message: [
        { nickname: 'encuno', silver_app: 912 },
        { nickname: 'encdos', silver_app: 700 },
        { nickname: 'enctres', silver_app: 600 },
      ],
    });
  });
});

describe('GET /searchGananciasPlayer', () => {
  const search = (qs: string) => t.request('GET', `/api/distribuciones/searchGananciasPlayer?${qs}`);

  it.each([
    ['interval=15', 900 + 1, 2],
    ['interval=30', 900 + 1 + 10, 3],
    ['interval=60', 900 + 1 + 10 + 100, 4],
    ['interval=90', 900 + 1 + 10 + 100 + 1_000, 5],
    ['interval=0', 900 + 1 + 10 + 100 + 1_000 + 10_000, 6],
    ['no interval', 900 + 1 + 10 + 100 + 1_000 + 10_000, 6],
  ])('sums the live earnings and counts the contents for %s', async (name, total, cantidad) => {
    const qs = name === 'no interval' ? 'nickname=ana' : `nickname=ana&${name}`;
    const res = await search(qs);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: { id_player: p['ana'], nickname: 'ana', total_silver_unitario: total, cantidad_contenido: cantidad },
    });
  });

  it('matches the nickname exactly, in any case and with spaces', async () => {
    const res = await search('nickname=%20BeTo%20&interval=30');
    expect(res.json().message).toEqual({
      id_player: p['beto'],
      nickname: 'beto',
      total_silver_unitario: 701,
      cantidad_contenido: 2,
    });
    expect((await search('nickname=bet&interval=30')).statusCode).toBe(404);
  });

  it('excludes deleted distributions and answers 0 for a player without earnings in the window', async () => {
    const eva = (await search('nickname=eva&interval=15')).json().message;
    expect(eva).toMatchObject({ total_silver_unitario: 200, cantidad_contenido: 2 });
    const viejo = (await search('nickname=viejo&interval=30')).json().message;
    expect(viejo).toMatchObject({ total_silver_unitario: 0, cantidad_contenido: 0 });
  });

  it('answers 404 ok:false for an unknown player', async () => {
    const res = await search('nickname=nadie&interval=30');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No se encuentra el jugador', code: 'jugador.noEncontrado' });
  });

  it.each(['nickname=ana&interval=7', 'nickname=ana&interval=abc', 'nickname=ana&interval=-30'])(
    'answers 400 for an interval not in 15/30/60/90/0 (%s)',
    async (qs) => {
      const res = await search(qs);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(MENSAJE_INTERVALO);
    },
  );

  it('answers 400 without a nickname', async () => {
    expect((await search('interval=30')).statusCode).toBe(400);
    expect((await search('nickname=%20%20&interval=30')).statusCode).toBe(400);
  });
});
