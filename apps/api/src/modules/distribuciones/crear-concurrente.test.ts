// POST /crear under concurrency (docs/performance.md): creations in one open period take the
// period lock in share mode, so they do not queue behind each other, while a state change (which locks
// the row for update) still excludes them. The answer is built without reading the rows back and must
// be exactly what getDistribucion lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Distribucion } from '@reparto/contract';
import { buildTestApp, isPostgres, type TestApp, type TestCuenta } from '../../testing/harness.js';
import type { Db } from '../../db/client.js';
import * as repo from '../periodos/periodos.repository.js';
import { crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
let encargado: TestCuenta;
let jugadores: number[];
let abierto: number;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], nickname: 'concurrente' });
  jugadores = [];
  for (const nickname of ['zeta9', 'alfa', 'beta2', 'alfa1', 'omega'])
    jugadores.push((await t.createPlayer({ nickname })).idPlayer);
  abierto = await insertarPeriodoDePrueba(t);
});
afterAll(() => t.close());

const crear = (body: unknown) => t.request('POST', '/api/distribuciones/crear', { body: [body], token: encargado.token });

describe('POST /crear and the period lock', () => {
  it('answers exactly the entry getDistribucion then lists (same fecha, players by nickname, cargo names)', async () => {
    const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores, silver: 5_000_001 }));
    expect(res.statusCode).toBe(201);
    const created = res.json().distribucion as Distribucion;
    expect(created.jugadores.map((j) => j.nickname)).toEqual(['alfa', 'alfa1', 'beta2', 'omega', 'zeta9']);
    const listed = (await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: abierto }] })).json()
      .message as Distribucion[];
    expect(listed.find((d) => d.id_distribucion === created.id_distribucion)).toEqual(created);
  });

  it('lets a creation through while another transaction holds the period in share mode (another creation)', async () => {
    if (!isPostgres()) {
      // One connection: transactions never overlap, there is nothing to wait for.
      expect((await crear(crearBody({ idPeriodoDist: abierto, jugadores }))).statusCode).toBe(201);
      return;
    }
    // With the period locked for update by every creation, this request would wait for the
    // transaction that awaits it: the test would hang instead of answering 201.
    await t.db.transaction(async (tx) => {
      const periodo = await repo.lockPeriodo(tx as unknown as Db, abierto, 'share');
      expect(periodo?.idEstadoDistribucion).toBe(3);
      const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores }));
      expect(res.statusCode).toBe(201);
    });
  });
});
