// «Mi cuenta» (GET /api/cuentas/mia): what the signed-in member is owed, who pays it and from which
// house and chest, and their totals — their own data only, for any charge (MIEMBRO included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARGO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { CASAS } from '../../db/reference.js';
import { api, buildWorld, casasDe, type World } from '../../testing/world.js';

let t: TestApp;
let w: World;
let miembro: TestCuenta;
let otro: TestCuenta;
beforeAll(async () => {
  t = await buildTestApp();
  // Two players made before the member: in a period with all three, the member's chest is the third.
  w = await buildWorld(t, 2);
  miembro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
  otro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
});
afterAll(() => t.close());

const mia = (token?: string) => t.request('GET', '/api/cuentas/mia', { token });

describe('GET /api/cuentas/mia', () => {
  it('shows the pending silver of each period being paid, its distributor, the own house and chest, and the totals', async () => {
    const abierto = await api.periodo(w, 1);
    await api.crear(w, abierto, { jugadores: [miembro.idPlayer, otro.idPlayer], silver: 1_000 });
    const pagando = await api.periodo(w, 2);
    await api.crear(w, pagando, { jugadores: [miembro.idPlayer], silver: 700 });
    await api.crear(w, pagando, { jugadores: [w.players[1]!.idPlayer, w.players[0]!.idPlayer], silver: 10 });
    expect((await api.cerrar(w, pagando, 2)).statusCode).toBe(200);

    const res = await mia(miembro.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json().message;
    expect(body).toMatchObject({ nickname: miembro.nickname, email: miembro.email, discord: null, cargos: [3] });
    expect(body.pendientes).toEqual([
      expect.objectContaining({
        id_periodo: pagando,
        silver: 700,
        esta_pagado: false,
        distribuidor_nickname: w.distribuidor.nickname,
      }),
      expect.objectContaining({ id_periodo: abierto, silver: 500, esta_pagado: false, distribuidor_nickname: null }),
    ]);
    // Their own chest, not the period's houses: players numbered by id fill the houses in id order.
    const primeraCasa = CASAS.find((c) => c.idCasa === casasDe(2)[0])!;
    expect(body.pendientes[0]).toMatchObject({ casa: primeraCasa.nombreCasa, cofre: 3 });
    expect(body.pendientes[0]).not.toHaveProperty('casas');
    // The same house and chest as the period's payment table says.
    const tabla = await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo: pagando }] });
    const suya = (tabla.json().message as { id_player: number; casa: string; cofre: number }[]).find(
      (r) => r.id_player === miembro.idPlayer,
    );
    expect(suya).toMatchObject({ casa: primeraCasa.nombreCasa, cofre: 3 });
    // While open, no house is chosen yet.
    expect(body.pendientes[1]).toMatchObject({ casa: null, cofre: null });
    expect(body.dias30).toEqual({ interval: 30, total_silver_unitario: 1_200, cantidad_contenido: 2 });
    expect(body.total).toEqual({ interval: 0, total_silver_unitario: 1_200, cantidad_contenido: 2 });
    // A payment shows as paid.
    expect((await api.pagar(w, pagando, miembro.idPlayer)).statusCode).toBe(200);
    expect((await mia(miembro.token)).json().message.pendientes[0]).toMatchObject({ id_periodo: pagando, esta_pagado: true });
  });

  it("answers only the token's own account, and 401 without one", async () => {
    const suya = (await mia(otro.token)).json().message;
    expect(suya.nickname).toBe(otro.nickname);
    expect(suya.pendientes.map((p: { silver: number }) => p.silver)).toEqual([500]);
    expect((await mia()).statusCode).toBe(401);
  });
});
