// The chests «Mi cuenta» shows (cofres.ts): a period in distribution is numbered once and kept (its players
// and houses cannot change any more), an open one has no chest, each database handle keeps its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CARGO, ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { pagoRowsConCofre } from '../pagos/pagos.repository.js';
import { api, buildWorld, type World } from '../../testing/world.js';
import { cofreDe } from './cofres.js';

let t: TestApp;
let w: World;
let miembro: TestCuenta;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t, 2);
  miembro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
});
afterAll(() => t.close());

const enDistribucion = (id: number) => ({ id_periodo: id, id_estado_distribucion: ESTADO_PERIODO.EN_DISTRIBUCION });

describe('cofreDe', () => {
  it('numbers a period in distribution once, and never an open one', async () => {
    const pagando = await api.periodo(w, 2);
    await api.crear(w, pagando, { jugadores: [miembro.idPlayer, w.players[1]!.idPlayer], silver: 100 });
    expect((await api.cerrar(w, pagando, 2)).statusCode).toBe(200);
    const leido = await cofreDe(t.db, t.db, enDistribucion(pagando), miembro.idPlayer);
    const tabla = (await pagoRowsConCofre(t.db, pagando)).find((f) => f.id_player === miembro.idPlayer)!;
    expect(leido).toEqual({ casa: tabla.casa, cofre: tabla.cofre });
    expect(leido.cofre).toBe(2);

    // A share slipped in under the rules (nothing in the app can add one after the close) would move the
    // member's chest in the table; the kept numbering is what was read.
    await t.db.execute(sql`
      insert into distribucion_jugador (id_distribucion, id_periodo, id_player, silver_unitario, estado, fecha)
      select id_distribucion, id_periodo, ${w.players[0]!.idPlayer}, silver_unitario, estado, fecha
        from distribucion_jugador where id_periodo = ${pagando} and id_player = ${miembro.idPlayer}`);
    const ahora = (await pagoRowsConCofre(t.db, pagando)).find((f) => f.id_player === miembro.idPlayer)!;
    expect(ahora.cofre).toBe(3);
    expect(await cofreDe(t.db, t.db, enDistribucion(pagando), miembro.idPlayer)).toEqual(leido);
    // Another database numbers it again.
    const otraBase = {};
    expect((await cofreDe(t.db, otraBase, enDistribucion(pagando), miembro.idPlayer)).cofre).toBe(3);
    // Open: no house is chosen yet, whatever the rows say.
    expect(
      await cofreDe(t.db, t.db, { id_periodo: pagando, id_estado_distribucion: ESTADO_PERIODO.ABIERTO }, miembro.idPlayer),
    ).toEqual({ casa: null, cofre: null });
    // A player without a share in the period has no chest.
    expect(await cofreDe(t.db, t.db, enDistribucion(pagando), 999_999)).toEqual({ casa: null, cofre: null });
  });
});
