// The session's lock and link a new distribution makes (vincular.repository.ts): the end, the linked
// distribution and whether it is live, read under the row's lock; and the link itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { distribucion, sesionAsistencia } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { lockSesionParaVincular, vincularSesion } from './vincular.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('vincular.repository', () => {
  it('reads a session under lock, links it, and says whether its distribution is live', async () => {
    const fin = new Date('2025-09-21T12:00:00Z');
    const [s] = await t.db
      .insert(sesionAsistencia)
      .values({
        idCanal: 'c1',
        canal: 'ZvZ',
        iniciadaPor: 'lider',
        inicio: new Date('2025-09-21T10:00:00Z'),
        finPrevisto: new Date('2025-09-21T16:00:00Z'),
        fin,
      })
      .returning({ id: sesionAsistencia.idSesion });
    const id = s!.id;
    expect(await t.db.transaction((tx) => lockSesionParaVincular(tx, 999_999))).toBeNull();
    expect(await t.db.transaction((tx) => lockSesionParaVincular(tx, id))).toEqual({ fin, idDistribucion: null, viva: null });

    const idPeriodo = await seedPeriodo(t.db, { idLugar: 1, idCuentaCreador: t.lider.idCuenta, estado: ESTADO_PERIODO.ABIERTO });
    const jugador = await t.createPlayer();
    const idDistribucion = await seedDistribucion(t.db, {
      idPeriodo,
      encargado: t.lider,
      players: [jugador.idPlayer],
      silver: 100,
    });
    await t.db.transaction((tx) => vincularSesion(tx, id, idDistribucion));
    expect(await t.db.transaction((tx) => lockSesionParaVincular(tx, id))).toEqual({ fin, idDistribucion, viva: true });
    await t.db.update(distribucion).set({ estado: false }).where(eq(distribucion.idDistribucion, idDistribucion));
    expect(await t.db.transaction((tx) => lockSesionParaVincular(tx, id))).toEqual({ fin, idDistribucion, viva: false });
  });
});
