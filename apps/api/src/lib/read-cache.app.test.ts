// The cached public answers through the whole app (docs/performance.md): each one shows a change as
// soon as it is committed by a writer that records it (lib/cambios.ts), a write to one period leaves
// the other periods' answers in place, and the TOP lists drop a row the moment it leaves the 30-day
// window even when nothing is written.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../testing/harness.js';
import { seedDistribucion, seedPeriodo } from '../testing/fixtures/periodos.js';
import { distribucion, distribucionJugador, jugador, pago } from '../db/schema.js';
import { RETRASO_CLASIFICACIONES_MS } from './cambios.js';
import { aplicarConsecuencias } from './escritura.js';

const DAY_MS = 86_400_000;
let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let ana: number;
let idPeriodo: number;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8] });
  encargado = await t.createCuenta({ cargos: [7], nickname: 'cacheenc' });
  ana = (await t.createPlayer({ nickname: 'cacheana' })).idPlayer;
  idPeriodo = await seedPeriodo(t.db, { idLugar: 4, idCuentaCreador: tesorero.idCuenta });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, body: unknown, token?: string) => t.request('POST', url, { body, token });

describe('cached answers follow every write', () => {
  it('getDistribucion shows a distribution created through the API and its deletion', async () => {
    const before = (await post('/api/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }])).json();
    const created = await post(
      '/api/distribuciones/crear',
      [{ idDistribucion: 654321, idPeriodoDist: idPeriodo, silver: 1000, motivo: 'Caché', jugadores: [ana] }],
      encargado.token,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().distribucion.id_distribucion as number;
    const after = (await post('/api/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }])).json();
    expect(after.message).toHaveLength(before.message.length + 1);
    expect(after.message[0]).toMatchObject({ id_distribucion: id, estado: true });

    const deleted = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      body: [{ idDistribucion: id, razon: 'Prueba de caché' }],
      token: encargado.token,
    });
    expect(deleted.statusCode).toBe(200);
    const again = (await post('/api/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }])).json();
    expect(again.message[0]).toMatchObject({ id_distribucion: id, estado: false, razon_eliminacion: 'Prueba de caché' });
  });

  it('tablaDePago and resumenDistribucion show rows written straight to the database with their change', async () => {
    const tabla0 = (await post('/api/distribuciones/tablaDePago', [{ idPeriodo }])).json();
    const resumen0 = (await t.request('GET', '/api/distribuciones/resumenDistribucion?page=1')).json();
    const silverApp0 = resumen0.message.find((p: { id_periodo: number }) => p.id_periodo === idPeriodo).silver_app;

    await seedDistribucion(t.db, { idPeriodo, encargado, players: [ana], silver: 500 });
    const tabla1 = (await post('/api/distribuciones/tablaDePago', [{ idPeriodo }])).json();
    const resumen1 = (await t.request('GET', '/api/distribuciones/resumenDistribucion?page=1')).json();
    const anaRow = (r: { message: { id_player: number; sum: number; esta_pagado: boolean }[] }) =>
      r.message.find((m) => m.id_player === ana);
    expect((anaRow(tabla1)?.sum ?? 0) - (anaRow(tabla0)?.sum ?? 0)).toBe(500);
    expect(resumen1.message.find((p: { id_periodo: number }) => p.id_periodo === idPeriodo).silver_app).toBe(silverApp0 + 500);

    await t.db.insert(pago).values({ idPeriodo, idPlayer: ana, silver: 1, idCuentaDistribuidor: tesorero.idCuenta });
    await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'pago', idPeriodo, jugadores: [ana] } });
    expect(anaRow((await post('/api/distribuciones/tablaDePago', [{ idPeriodo }])).json())?.esta_pagado).toBe(true);
  });

  it('searchGananciasPlayer shows new earnings once its allowed lag has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const search = async () =>
      (await t.request('GET', '/api/distribuciones/searchGananciasPlayer?nickname=CacheAna&interval=30')).json().message;
    const before = await search();
    await seedDistribucion(t.db, { idPeriodo, encargado, players: [ana], silver: 300 });
    vi.setSystemTime(Date.now() + RETRASO_CLASIFICACIONES_MS);
    const after = await search();
    expect(after.total_silver_unitario - before.total_silver_unitario).toBe(300);
    expect(after.cantidad_contenido - before.cantidad_contenido).toBe(1);
  });

  it('jugadores/lista shows a player added straight to the database, and still checks access first', async () => {
    const lista = (token?: string) => post('/api/jugadores/lista', [{ nickname: 'cachelista', page: 1 }], token);
    const before = (await lista(t.lider.token)).json();
    await t.createPlayer({ nickname: 'cachelista1' });
    const after = (await lista(t.lider.token)).json();
    expect(after.count).toBe(before.count + 1);
    expect(after.message.map((j: { nickname: string }) => j.nickname)).toContain('cachelista1');
    expect((await lista(encargado.token)).statusCode).toBe(403);
    expect((await lista()).statusCode).toBe(401);
  });

  it('a renamed player shows under the new nickname', async () => {
    await post('/api/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }]);
    await t.db.update(jugador).set({ nickname: 'cacheana2' }).where(eq(jugador.idPlayer, ana));
    await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'jugador', idPlayer: ana } });
    const body = (await post('/api/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }])).body;
    expect(body).toContain('cacheana2');
    await t.db.update(jugador).set({ nickname: 'cacheana' }).where(eq(jugador.idPlayer, ana));
    await aplicarConsecuencias(t.db, { auditoria: [], cambio: { tipo: 'jugador', idPlayer: ana } });
  });

  it('a write to one period refreshes its answers and leaves the other periods cached', async () => {
    const otro = await seedPeriodo(t.db, { idLugar: 7, idCuentaCreador: tesorero.idCuenta });
    await seedDistribucion(t.db, { idPeriodo: otro, encargado, players: [ana], silver: 100 });
    const lista = async (id: number) => (await post('/api/distribuciones/getDistribucion', [{ idPeriodoDist: id }])).json();
    const pagos = async (id: number) => (await post('/api/distribuciones/tablaDePago', [{ idPeriodo: id }])).json();
    const a0 = await lista(idPeriodo);
    await lista(otro);
    await pagos(otro);
    const misses = t.app.readCache.stats.misses;
    await seedDistribucion(t.db, { idPeriodo, encargado, players: [ana], silver: 200 });
    // The other period's answers are served from the cache: no recomputation.
    await lista(otro);
    await pagos(otro);
    expect(t.app.readCache.stats.misses).toBe(misses);
    // This period's answer is recomputed and shows the write.
    expect((await lista(idPeriodo)).message).toHaveLength(a0.message.length + 1);
    expect(t.app.readCache.stats.misses).toBe(misses + 1);
  });

  it('answers byte for byte what the route serializer would (same JSON, same content type)', async () => {
    const res = await post('/api/distribuciones/tablaDePago', [{ idPeriodo }]);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(res.json()));
  });
});

describe('compression', () => {
  let big: number;
  const get = (encoding?: string) =>
    t.request('POST', '/api/distribuciones/getDistribucion', {
      body: [{ idPeriodoDist: big }],
      ...(encoding ? { headers: { 'accept-encoding': encoding } } : {}),
    });

  beforeAll(async () => {
    big = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta });
    for (let i = 0; i < 12; i++) await seedDistribucion(t.db, { idPeriodo: big, encargado, players: [ana], silver: 1000 + i });
  });

  it('sends a big answer Brotli-compressed to a browser (br, gzip offered), the same JSON once inflated', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it('sends gzip to a client that offers gzip and not br, the same JSON once inflated', async () => {
    const plain = await get();
    const zipped = await get('gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it('sends plain JSON when both codings are refused (q=0) or not offered, and honours q=0 per coding', async () => {
    expect((await get('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get('zstd')).headers['content-encoding']).toBeUndefined();
    expect((await get('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('br')).headers['content-encoding']).toBe('br');
    expect((await get('*;q=0.5')).headers['content-encoding']).toBe('br');
  });

  it('leaves small answers alone', async () => {
    const res = await t.request('GET', '/api/distribuciones/top3BestCreadores', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().ok).toBe(true);
  });
});

describe('TOP lists and the clock', () => {
  it('drop a row when it leaves the 30-day window, with no write in between', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const leo = (await t.createPlayer({ nickname: 'cacheleo' })).idPlayer;
    const viejo = await seedPeriodo(t.db, {
      idLugar: 5,
      idCuentaCreador: tesorero.idCuenta,
      estado: ESTADO_PERIODO.FINALIZADO,
    });
    // 30 days minus one minute ago: in the window for one more minute.
    const id = await seedDistribucion(t.db, {
      idPeriodo: viejo,
      encargado,
      players: [leo],
      silver: 900_000_000,
      fecha: new Date(start - 30 * DAY_MS + 60_000),
    });
    // The TOP lists may lag a write by RETRASO_CLASIFICACIONES_MS (docs/performance.md).
    vi.setSystemTime(start + RETRASO_CLASIFICACIONES_MS);
    const top = async () => (await t.request('GET', '/api/distribuciones/top3BestPlayers')).json().message;
    const creadores = async () => (await t.request('GET', '/api/distribuciones/top3BestCreadores')).json().message;
    expect((await top())[0]).toEqual({ nickname: 'cacheleo', total_silver_unitario: 900_000_000 });
    expect((await creadores())[0]).toEqual({ nickname: 'cacheenc', silver_app: expect.any(Number) });
    const silverEnc = (await creadores())[0].silver_app as number;

    vi.setSystemTime(start + 2 * 60_000);
    expect((await top()).map((p: { nickname: string }) => p.nickname)).not.toContain('cacheleo');
    expect((await creadores())[0]?.silver_app ?? 0).toBe(silverEnc - 900_000_000);

    // The earnings search follows the same clock (15-day window here).
    const search = async () =>
      (await t.request('GET', '/api/distribuciones/searchGananciasPlayer?nickname=cacheleo&interval=15')).json().message;
    const reciente = await seedDistribucion(t.db, {
      idPeriodo: viejo,
      encargado,
      players: [leo],
      silver: 7,
      fecha: new Date(start + 2 * 60_000 - 15 * DAY_MS + 60_000),
    });
    expect(await search()).toMatchObject({ total_silver_unitario: 7, cantidad_contenido: 1 });
    vi.setSystemTime(start + 4 * 60_000);
    expect(await search()).toMatchObject({ total_silver_unitario: 0, cantidad_contenido: 0 });
    await t.db.delete(distribucionJugador).where(eq(distribucionJugador.idDistribucion, reciente));
    await t.db.delete(distribucion).where(eq(distribucion.idDistribucion, reciente));

    // Clean up for the other tests of this file.
    await t.db.delete(distribucionJugador).where(eq(distribucionJugador.idDistribucion, id));
    await t.db.delete(distribucion).where(eq(distribucion.idDistribucion, id));
  });
});
