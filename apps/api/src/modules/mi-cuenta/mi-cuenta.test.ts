// «Mi cuenta» (GET /api/cuentas/mia): what the signed-in member is owed (shares and approved regear),
// who pays it and from which house and chest, their claims' states, the account's cargos and where they
// came from, and their totals — their own data only, for any charge (MIEMBRO included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARGO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { CASAS } from '../../db/reference.js';
import { cuenta, reclamoRegear, retiro } from '../../db/schema.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
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

describe('GET /api/cuentas/mia: the ledger', () => {
  it('carries the member’s balance (docs/libro.md) and their withdrawals asked or approved', async () => {
    const socio = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    expect((await mia(socio.token)).json().message).toMatchObject({ saldo: 0, retiros_pendientes: 0 });
    const ajuste = await t.request('POST', '/api/libro/ajuste', {
      token: t.lider.token,
      body: [{ nickname: socio.nickname, silver: 250_000, razon: 'Depósito del líder' }],
    });
    expect(ajuste.statusCode).toBe(201);
    await t.db.insert(retiro).values([
      { idPlayer: socio.idPlayer, silver: 40_000, estado: 'pendiente', idCuentaSolicitante: socio.idCuenta },
      { idPlayer: socio.idPlayer, silver: 5_000, estado: 'rechazado', idCuentaSolicitante: socio.idCuenta },
      { idPlayer: otro.idPlayer, silver: 7_000, estado: 'aprobado', idCuentaSolicitante: otro.idCuenta },
    ]);
    expect((await mia(socio.token)).json().message).toMatchObject({ saldo: 250_000, retiros_pendientes: 40_000 });
  });
});

describe('GET /api/cuentas/mia: approved regear and the claims', () => {
  it('adds the approved regear not paid yet to what is owed, and lists each claim with its state and a rejection’s reason', async () => {
    const socio = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const periodo = await api.periodo(w, 3);
    await api.crear(w, periodo, { jugadores: [socio.idPlayer], silver: 400_000 });
    const reclamo = (estado: string, silver: number) =>
      seedReclamo(t.db, { idPeriodo: periodo, idPlayer: socio.idPlayer, estado, silver, idCuentaReclamo: socio.idCuenta });
    const aprobado1 = await reclamo('aprobado', 1_000_000);
    const aprobado2 = await reclamo('aprobado', 150_000);
    const pendiente = await reclamo('pendiente', 300_000);
    const rechazado = await reclamo('rechazado', 50_000);
    await t.db.update(reclamoRegear).set({ razon: 'Fuera de la zona del gremio' }).where(eq(reclamoRegear.idReclamo, rechazado));
    // Another member's claim is not theirs.
    await seedReclamo(t.db, {
      idPeriodo: periodo,
      idPlayer: otro.idPlayer,
      estado: 'aprobado',
      silver: 9,
      idCuentaReclamo: otro.idCuenta,
    });

    const body = (await mia(socio.token)).json().message;
    expect(body.regear_pendiente).toEqual({ reclamos: 2, silver: 1_150_000 });
    // The shares still unpaid (400.000) plus the approved regear (1.150.000); pending and rejected claims are not owed.
    expect(body.por_cobrar).toBe(1_550_000);
    // The same figure as the public player page's «Regear aprobado por cobrar».
    const publica = await t.request('GET', `/api/distribuciones/gananciasJugador?nickname=${socio.nickname}`);
    expect(publica.json().message.regear_pendiente).toEqual(body.regear_pendiente);
    expect(body.reclamos_total).toBe(4);
    // Pending first, then the newest.
    expect(body.reclamos).toEqual([
      expect.objectContaining({ id_reclamo: pendiente, estado: 'pendiente', silver: 300_000, razon: null, id_periodo: periodo }),
      expect.objectContaining({ id_reclamo: rechazado, estado: 'rechazado', razon: 'Fuera de la zona del gremio' }),
      expect.objectContaining({ id_reclamo: aprobado2, estado: 'aprobado', silver: 150_000 }),
      expect.objectContaining({ id_reclamo: aprobado1, estado: 'aprobado', silver: 1_000_000 }),
    ]);
    expect(body.reclamos[0]).not.toHaveProperty('items');
  });

  it('a period in `acumular` is owed until its close, then it is in the balance: neither its shares nor its approved regear stay «por cobrar»', async () => {
    const socio = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const abierto = await t.request('POST', '/api/distribuciones', {
      token: w.tesorero.token,
      body: [{ idLugarDist: 5, gremioFederacion: 1, modoPago: 'acumular' }],
    });
    expect(abierto.statusCode).toBe(201);
    const periodo = (abierto.json() as { id_periodo: number }).id_periodo;
    expect((await api.crear(w, periodo, { jugadores: [socio.idPlayer], silver: 700_000 })).statusCode).toBe(201);
    await seedReclamo(t.db, {
      idPeriodo: periodo,
      idPlayer: socio.idPlayer,
      estado: 'aprobado',
      silver: 50_000,
      idCuentaReclamo: socio.idCuenta,
    });

    const antes = (await mia(socio.token)).json().message;
    expect(antes.pendientes).toEqual([expect.objectContaining({ id_periodo: periodo, silver: 700_000 })]);
    expect(antes).toMatchObject({ regear_pendiente: { reclamos: 1, silver: 50_000 }, por_cobrar: 750_000, saldo: 0 });

    expect((await api.cerrar(w, periodo, 5)).statusCode).toBe(200);
    const despues = (await mia(socio.token)).json().message;
    expect(despues.pendientes).toEqual([]);
    expect(despues).toMatchObject({ regear_pendiente: { reclamos: 0, silver: 0 }, por_cobrar: 0, saldo: 750_000 });
    // The public page says the same.
    const publica = (await t.request('GET', `/api/distribuciones/gananciasJugador?nickname=${socio.nickname}`)).json().message;
    expect(publica.pendientes).toEqual([]);
    expect(publica.regear_pendiente).toEqual({ reclamos: 0, silver: 0 });
  });

  it('lists the latest ten claims and counts them all', async () => {
    const socio = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const periodo = await api.periodo(w, 4);
    for (let i = 0; i < 12; i++)
      await seedReclamo(t.db, {
        idPeriodo: periodo,
        idPlayer: socio.idPlayer,
        estado: 'pagado',
        silver: i,
        idCuentaReclamo: socio.idCuenta,
      });
    const body = (await mia(socio.token)).json().message;
    expect(body.reclamos).toHaveLength(10);
    expect(body.reclamos_total).toBe(12);
    expect(body.reclamos.map((r: { silver: number }) => r.silver)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(body.regear_pendiente).toEqual({ reclamos: 0, silver: 0 });
  });
});

describe('GET /api/cuentas/mia: the account’s cargos', () => {
  it('names an email account’s cargos as assigned', async () => {
    const tesorero = await t.createCuenta({ cargos: [CARGO.MIEMBRO, CARGO.TESORERO] });
    const body = (await mia(tesorero.token)).json().message;
    expect(body.cargos_cuenta).toEqual([
      { id_cargo: CARGO.MIEMBRO, nombre_cargo: 'MIEMBRO', origen: 'asignado' },
      { id_cargo: CARGO.TESORERO, nombre_cargo: 'TESORERO', origen: 'asignado' },
    ]);
  });

  it('shows a Discord account’s cargos from its roles, not the roster’s cargo', async () => {
    // An account made by «Entrar con Discord» (no password) whose role maps to TESORERO; its player is MIEMBRO in the roster.
    const socio = await t.createCuenta({ cargos: [CARGO.TESORERO] });
    await t.db
      .update(cuenta)
      .set({ passwordHash: null, discordUserId: '700000000000000001' })
      .where(eq(cuenta.idCuenta, socio.idCuenta));
    const body = (await mia(socio.token)).json().message;
    expect(body.nombre_cargo).toBe('MIEMBRO');
    expect(body.cargos_cuenta).toEqual([{ id_cargo: CARGO.TESORERO, nombre_cargo: 'TESORERO', origen: 'discord' }]);
  });
});
