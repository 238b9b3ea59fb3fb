// GET /api/regear (docs/regear.md; docs/performance.md, "Regear reads"): the page taken from two index
// ranges (pending, then the rest, newest first) on every filter shape, and the answer kept in the read
// cache, which follows the writes that change what it shows, a distribution deducting a claim included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_PERIODO, REGEAR_PAGE_SIZE, type Reclamo } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedPeriodo } from '../../testing/fixtures/periodos.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';

let t: TestApp;
let encargado: TestCuenta;
let codigo = 400_000;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
});
afterAll(() => t.close());

const abierto = () => seedPeriodo(t.db, { idLugar: 3, idCuentaCreador: encargado.idCuenta, estado: ESTADO_PERIODO.ABIERTO });

/** A claim written straight to the table: no change recorded, so no cached answer sees it by itself. */
const reclamo = (idPeriodo: number, idPlayer: number, estado: string, silver = 1_000) =>
  seedReclamo(t.db, { idPeriodo, idPlayer, estado, silver, idCuentaReclamo: encargado.idCuenta });

const listar = async (query: string) => {
  const res = await t.request('GET', `/api/regear?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: Reclamo[]; count: number };
};

describe('GET /api/regear: the page from two index ranges', () => {
  it('puts the pending first, then the newest, across pages, for every filter', async () => {
    const [p1, p2] = [await abierto(), await abierto()];
    const [a, b] = [await t.createPlayer(), await t.createPlayer()];
    const estados = ['pagado', 'pendiente', 'aprobado', 'rechazado', 'pagado', 'aprobado'];
    const todos: { id: number; estado: string; idPeriodo: number; idPlayer: number }[] = [];
    // 60 claims: 10 pending spread among the others, two periods, two players.
    for (let i = 0; i < 60; i++) {
      const estado = estados[i % estados.length]!;
      const [idPeriodo, idPlayer] = [i % 3 === 0 ? p2 : p1, i % 2 === 0 ? a.idPlayer : b.idPlayer];
      todos.push({ id: await reclamo(idPeriodo, idPlayer, estado), estado, idPeriodo, idPlayer });
    }
    const esperado = (f: (r: (typeof todos)[number]) => boolean) =>
      todos
        .filter(f)
        .sort((x, y) => Number(x.estado !== 'pendiente') - Number(y.estado !== 'pendiente') || y.id - x.id)
        .map((r) => r.id);
    const casos: [string, (r: (typeof todos)[number]) => boolean][] = [
      ['', () => true],
      [`nickname=${a.nickname}`, (r) => r.idPlayer === a.idPlayer],
      [`idPeriodo=${p1}`, (r) => r.idPeriodo === p1],
      [`idPeriodo=${p1}&nickname=${b.nickname}`, (r) => r.idPeriodo === p1 && r.idPlayer === b.idPlayer],
      ['estado=pendiente', (r) => r.estado === 'pendiente'],
      [`idPeriodo=${p2}&estado=aprobado`, (r) => r.idPeriodo === p2 && r.estado === 'aprobado'],
      [`nickname=${b.nickname}&estado=pagado`, (r) => r.idPlayer === b.idPlayer && r.estado === 'pagado'],
    ];
    for (const [query, f] of casos) {
      const ids = esperado(f);
      const paginas: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await listar(`${query}&page=${page}`);
        expect(res.count, query).toBe(ids.length);
        paginas.push(...res.message.map((r) => r.id_reclamo));
      }
      expect(paginas, query).toEqual(ids.slice(0, 3 * REGEAR_PAGE_SIZE));
    }
  });
});

describe('GET /api/regear through the read cache', () => {
  it('keeps the answer until a write declares a change that reaches it', async () => {
    const idPeriodo = await abierto();
    const [a, b] = [await t.createPlayer(), await t.createPlayer()];
    const aprobado = await reclamo(idPeriodo, a.idPlayer, 'aprobado', 100_000);
    const query = `nickname=${a.nickname}`;
    expect((await listar(query)).count).toBe(1);
    // A row written behind the API's back (no change): the kept answer is served.
    const oculto = await reclamo(idPeriodo, a.idPlayer, 'pendiente');
    expect((await listar(query)).count).toBe(1);

    // A distribution deducting the claim declares a `distribucion` change of its period (not `regear`,
    // not the claimant's): the member's list, filtered by no period, follows it through the period of its rows.
    const crear = await t.request('POST', '/api/distribuciones/crear', {
      token: encargado.token,
      body: [
        {
          idDistribucion: codigo++,
          idPeriodoDist: idPeriodo,
          silver: 800_000,
          motivo: 'ZvZ',
          jugadores: [b.idPlayer],
          desglose: { valor_botin: 1_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10, regear: [aprobado] },
        },
      ],
    });
    expect(crear.statusCode, crear.body).toBe(201);
    const idDistribucion = crear.json().distribucion.id_distribucion as number;
    let res = await listar(query);
    expect(res.count).toBe(2);
    expect(res.message.map((r) => [r.id_reclamo, r.id_distribucion])).toEqual([
      [oculto, null],
      [aprobado, idDistribucion],
    ]);

    // Deleting it gives the claim back, seen too.
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion, razon: 'Mal repartida' }],
    });
    expect(del.statusCode, del.body).toBe(200);
    res = await listar(query);
    expect(res.message.find((r) => r.id_reclamo === aprobado)?.id_distribucion).toBeNull();
  });
});
