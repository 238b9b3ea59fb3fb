// The paged form of POST /getDistribucion (docs/domain.md, "Wire conventions"): 25 distributions a
// page, newest first, each with its players, the period's count and the silver of its live ones; the
// form without `page` answers as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUCIONES_PAGE_SIZE } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let encargado: TestCuenta;
let idPeriodo: number;
let ana: number;
let beto: number;
const ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7] });
  ana = (await t.createPlayer({ nickname: 'paginaana' })).idPlayer;
  beto = (await t.createPlayer({ nickname: 'paginabeto' })).idPlayer;
  idPeriodo = await seedPeriodo(t.db, { idLugar: 3, idCuentaCreador: encargado.idCuenta });
  // 27 distributions, one a minute, the 5th deleted: 2 pages.
  const start = Date.now() - 60 * 60_000;
  for (let i = 0; i < 27; i++) {
    ids.push(
      await seedDistribucion(t.db, {
        idPeriodo,
        encargado,
        players: [ana, beto],
        silver: 1000 + i,
        fecha: new Date(start + i * 60_000),
        estado: i !== 4,
      }),
    );
  }
});
afterAll(() => t.close());

const get = (item: Record<string, unknown>) => t.request('POST', '/api/distribuciones/getDistribucion', { body: [item] });

describe('POST /getDistribucion with page', () => {
  it('answers 25 a page, newest first, each with its players, with count and the live silver', async () => {
    const p1 = (await get({ idPeriodoDist: idPeriodo, page: 1 })).json();
    expect(p1.message).toHaveLength(DISTRIBUCIONES_PAGE_SIZE);
    expect(p1.message.map((d: { id_distribucion: number }) => d.id_distribucion)).toEqual([...ids].reverse().slice(0, 25));
    expect(p1.message[0].jugadores.map((j: { nickname: string }) => j.nickname)).toEqual(['paginaana', 'paginabeto']);
    const live = Array.from({ length: 27 }, (_, i) => 1000 + i).filter((_, i) => i !== 4);
    expect(p1).toMatchObject({ ok: true, count: 27, total: live.reduce((a, b) => a + b, 0) });

    const p2 = (await get({ idPeriodoDist: idPeriodo, page: 2 })).json();
    expect(p2.message.map((d: { id_distribucion: number }) => d.id_distribucion)).toEqual([ids[1], ids[0]]);
    expect(p2.count).toBe(27);
    expect((await get({ idPeriodoDist: idPeriodo, page: 3 })).json()).toMatchObject({ message: [], count: 27 });
  });

  it('without page answers every distribution and no count nor total, as before', async () => {
    const all = (await get({ idPeriodoDist: idPeriodo })).json();
    expect(all.message).toHaveLength(27);
    expect(Object.keys(all).sort()).toEqual(['message', 'ok']);
  });

  it('refuses a page that is not a whole number from 1, in Spanish, and answers 404 for an unknown period', async () => {
    const bad = await get({ idPeriodoDist: idPeriodo, page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('La página debe ser mayor o igual a 1');
    expect((await get({ idPeriodoDist: idPeriodo, page: 1.5 })).statusCode).toBe(400);
    const missing = await get({ idPeriodoDist: 999_999, page: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe el periodo 999999');
  });

  it('shows a new distribution on page 1 at once and moves the rest down', async () => {
    const nueva = await seedDistribucion(t.db, { idPeriodo, encargado, players: [ana], silver: 5 });
    const p1 = (await get({ idPeriodoDist: idPeriodo, page: 1 })).json();
    expect(p1.message[0].id_distribucion).toBe(nueva);
    expect(p1.count).toBe(28);
    const p2 = (await get({ idPeriodoDist: idPeriodo, page: 2 })).json();
    expect(p2.message).toHaveLength(3);
  });
});
