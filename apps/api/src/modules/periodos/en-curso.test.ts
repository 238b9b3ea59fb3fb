// The period as it is now and the periods in course (docs/domain.md, "Period life cycle"): what the
// period page and the overview's «En curso» filter read instead of trusting a URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let tesorero: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
});
afterAll(() => t.close());

describe('GET /periodo', () => {
  it("answers the period's row with its current state, to anyone", async () => {
    const id = await seedPeriodo(t.db, {
      idLugar: 2,
      idCuentaCreador: tesorero.idCuenta,
      estado: ESTADO_PERIODO.FINALIZADO,
      silverAlbion: 4_000,
    });
    const res = await t.request('GET', `/api/distribuciones/periodo?idPeriodo=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      periodo: {
        id_periodo: id,
        lugar: 'Bridgewatch',
        id_estado_distribucion: 1,
        nombre_estado_distribucion: 'Finalizado',
        silver_albion: 4_000,
        nickname: tesorero.nickname,
      },
    });
  });

  it('an unknown period is 404 «No existe el periodo N»', async () => {
    const res = await t.request('GET', '/api/distribuciones/periodo?idPeriodo=987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No existe el periodo 987654', code: 'periodo.noExiste' });
  });

  it('a malformed id is a 400', async () => {
    expect((await t.request('GET', '/api/distribuciones/periodo?idPeriodo=abc')).statusCode).toBe(400);
  });
});

describe('GET /periodosEnCurso', () => {
  it('lists only open and in-distribution periods, open ones first, newest first within a state', async () => {
    const viejoAbierto = await seedPeriodo(t.db, { idLugar: 3, idCuentaCreador: tesorero.idCuenta });
    const enDistribucion = await seedPeriodo(t.db, {
      idLugar: 4,
      idCuentaCreador: tesorero.idCuenta,
      estado: ESTADO_PERIODO.EN_DISTRIBUCION,
    });
    const nuevoAbierto = await seedPeriodo(t.db, { idLugar: 5, idCuentaCreador: tesorero.idCuenta });
    // Finalized periods newer than every one in course: they never push those off the first page.
    for (let i = 0; i < 11; i++) {
      await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta, estado: ESTADO_PERIODO.FINALIZADO });
    }
    const res = await t.request('GET', '/api/distribuciones/periodosEnCurso?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.message.map((p: { id_periodo: number }) => p.id_periodo)).toEqual([nuevoAbierto, viejoAbierto, enDistribucion]);
  });
});
