// Payments table, paying a player and finalizing (docs/domain.md, "Payments" and "Period life
// cycle"): only the
// period's distributor, only in state 2, idempotent and safe under concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, casa, pago, periodo, periodoCasa } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let distribuidor: TestCuenta;
let otroDistribuidor: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
  otroDistribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());

const tabla = (idPeriodo: number) => t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo }] });
const pagar = (idPeriodo: number, id_player: number, token?: string) =>
  t.request('PUT', '/api/distribuciones/jugadorDistribuido', { token, body: [{ id_player, idPeriodo }] });
const finalizar = (idPeriodo: number, token?: string) =>
  t.request('PUT', '/api/distribuciones/cerrarDistribucion', { token, body: [{ idPeriodo }] });

/** A period in the given state (distributor set unless open) with 3 players: a, b, c. */
async function periodWithPlayers(estado: number = ESTADO_PERIODO.EN_DISTRIBUCION) {
  const idPeriodo = await seedPeriodo(t.db, {
    idLugar: 2,
    idCuentaCreador: tesorero.idCuenta,
    estado,
    idPlayerDistribuidor: estado === ESTADO_PERIODO.ABIERTO ? null : distribuidor.idPlayer,
  });
  const a = await t.createPlayer({ nickname: `a${idPeriodo}x` });
  const b = await t.createPlayer({ nickname: `b${idPeriodo}x` });
  const c = await t.createPlayer({ nickname: `c${idPeriodo}x` });
  await seedDistribucion(t.db, { idPeriodo, encargado, players: [a.idPlayer, b.idPlayer, c.idPlayer], silver: 3_000_001 });
  await seedDistribucion(t.db, { idPeriodo, encargado, players: [a.idPlayer], silver: 500_000 });
  await seedDistribucion(t.db, { idPeriodo, encargado, players: [b.idPlayer], silver: 9_999_999, estado: false });
  return { idPeriodo, a, b, c };
}

async function pagos(idPeriodo: number) {
  return t.db.select().from(pago).where(eq(pago.idPeriodo, idPeriodo));
}

describe('POST /tablaDePago', () => {
  it('answers one row per player with the live sum, paid state, distributor and state — to anyone', async () => {
    const { idPeriodo, a, b, c } = await periodWithPlayers();
    await t.db
      .insert(pago)
      .values({ idPeriodo, idPlayer: b.idPlayer, silver: 1_000_000, idCuentaDistribuidor: distribuidor.idCuenta });
    const res = await tabla(idPeriodo);
    expect(res.statusCode).toBe(200);
    // No houses recorded for this period: no chest for anyone.
    const common = {
      id_periodo: idPeriodo,
      distribuidor_nickname: distribuidor.nickname,
      estado_distribucion: 2,
      casa: null,
      cofre: null,
    };
    expect(res.json()).toEqual({
      ok: true,
      count: 3,
      message: [
        { nickname: a.nickname, id_player: a.idPlayer, sum: 1_500_000, esta_pagado: false, ...common },
        { nickname: b.nickname, id_player: b.idPlayer, sum: 1_000_000, esta_pagado: true, ...common },
        { nickname: c.nickname, id_player: c.idPlayer, sum: 1_000_000, esta_pagado: false, ...common },
      ],
    });
  });

  it('gives each player a house and a chest of the houses chosen at close, numbered by player id', async () => {
    const idPeriodo = await seedPeriodo(t.db, {
      idLugar: 2,
      idCuentaCreador: tesorero.idCuenta,
      estado: ESTADO_PERIODO.EN_DISTRIBUCION,
      idPlayerDistribuidor: distribuidor.idPlayer,
    });
    // Ids in the order zeta < alfa < medio < beta; nicknames sort alfa, beta, medio, zeta.
    const zeta = await t.createPlayer({ nickname: `zeta${idPeriodo}` });
    const alfa = await t.createPlayer({ nickname: `alfa${idPeriodo}` });
    const medio = await t.createPlayer({ nickname: `medio${idPeriodo}` });
    const beta = await t.createPlayer({ nickname: `beta${idPeriodo}` });
    const todos = [zeta, alfa, medio, beta].map((j) => j.idPlayer);
    await seedDistribucion(t.db, { idPeriodo, encargado, players: todos, silver: 4_000_000 });
    const [chica, grande] = await t.db
      .insert(casa)
      .values([
        { idLugarDistribucion: 2, nombreCasa: `Chica ${idPeriodo}`, cantidadCofres: 2 },
        { idLugarDistribucion: 2, nombreCasa: `Grande ${idPeriodo}`, cantidadCofres: 5 },
      ])
      .returning({ id: casa.idCasa });
    await t.db.insert(periodoCasa).values([
      { idPeriodo, idCasa: grande!.id },
      { idPeriodo, idCasa: chica!.id },
    ]);
    const cofres = async () =>
      ((await tabla(idPeriodo)).json().message as { nickname: string; casa: string | null; cofre: number | null }[]).map((r) => [
        r.nickname,
        r.casa,
        r.cofre,
      ]);
    const esperado = [
      [alfa.nickname, `Chica ${idPeriodo}`, 2],
      [beta.nickname, `Grande ${idPeriodo}`, 2],
      [medio.nickname, `Grande ${idPeriodo}`, 1],
      [zeta.nickname, `Chica ${idPeriodo}`, 1],
    ];
    expect(await cofres()).toEqual(esperado);
    // A payment changes nobody's chest.
    await pagar(idPeriodo, zeta.idPlayer, distribuidor.token);
    expect(await cofres()).toEqual(esperado);
  });

  it('answers an empty table for a period without distributions, with distributor null when open', async () => {
    const idPeriodo = await seedPeriodo(t.db, { idLugar: 3, idCuentaCreador: tesorero.idCuenta });
    expect((await tabla(idPeriodo)).json()).toEqual({ ok: true, message: [], count: 0 });
    const { idPeriodo: open } = await periodWithPlayers(ESTADO_PERIODO.ABIERTO);
    const rows = (await tabla(open)).json().message;
    expect(rows[0]).toMatchObject({ distribuidor_nickname: null, estado_distribucion: 3 });
  });

  it('answers 404 for an unknown period and 400 for a bad body', async () => {
    const res = await tabla(888_888);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'El periodo 888888 no existe', code: 'periodo.noExiste2' });
    const bad = await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo: 'x' }] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /jugadorDistribuido', () => {
  it('records the payment with the silver paid and an audit row', async () => {
    const { idPeriodo, a } = await periodWithPlayers();
    const res = await pagar(idPeriodo, a.idPlayer, distribuidor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Pago registrado' });
    expect(await pagos(idPeriodo)).toEqual([
      expect.objectContaining({ idPlayer: a.idPlayer, silver: 1_500_000, idCuentaDistribuidor: distribuidor.idCuenta }),
    ]);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'pago'), eq(auditoria.idEntidad, `${idPeriodo}:${a.idPlayer}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accion: 'pagar', idCuenta: distribuidor.idCuenta });
    const row = (await tabla(idPeriodo)).json().message.find((r: { id_player: number }) => r.id_player === a.idPlayer);
    expect(row.esta_pagado).toBe(true);
  });

  it('is idempotent: paying twice keeps one payment and one audit row', async () => {
    const { idPeriodo, b } = await periodWithPlayers();
    expect((await pagar(idPeriodo, b.idPlayer, distribuidor.token)).statusCode).toBe(200);
    const again = await pagar(idPeriodo, b.idPlayer, distribuidor.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, message: 'El pago ya estaba registrado' });
    expect(await pagos(idPeriodo)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'pago'), eq(auditoria.idEntidad, `${idPeriodo}:${b.idPlayer}`)));
    expect(audits).toHaveLength(1);
  });

  it('records one payment when the same payment is sent concurrently, and all of several players', async () => {
    const { idPeriodo, a, b, c } = await periodWithPlayers();
    const same = await Promise.all(Array.from({ length: 5 }, () => pagar(idPeriodo, a.idPlayer, distribuidor.token)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(same.filter((r) => r.json().message === 'Pago registrado')).toHaveLength(1);
    const others = await Promise.all([
      pagar(idPeriodo, b.idPlayer, distribuidor.token),
      pagar(idPeriodo, c.idPlayer, distribuidor.token),
    ]);
    expect(others.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await pagos(idPeriodo)).map((p) => p.idPlayer).sort((x, y) => x - y)).toEqual(
      [a.idPlayer, b.idPlayer, c.idPlayer].sort((x, y) => x - y),
    );
  });

  it('needs a token (401) and the period distributor (403), even for the treasurer or the leader', async () => {
    const { idPeriodo, a } = await periodWithPlayers();
    expect((await pagar(idPeriodo, a.idPlayer)).statusCode).toBe(401);
    for (const who of [otroDistribuidor, tesorero, t.lider]) {
      const res = await pagar(idPeriodo, a.idPlayer, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        ok: false,
        message: 'Solo el distribuidor del periodo puede hacer esto',
        code: 'periodo.soloDistribuidor',
      });
    }
    expect(await pagos(idPeriodo)).toEqual([]);
  });

  it('refuses an open period (no distributor yet) with 403 and a finalized one with 409', async () => {
    const open = await periodWithPlayers(ESTADO_PERIODO.ABIERTO);
    expect((await pagar(open.idPeriodo, open.a.idPlayer, distribuidor.token)).statusCode).toBe(403);
    const done = await periodWithPlayers(ESTADO_PERIODO.FINALIZADO);
    const res = await pagar(done.idPeriodo, done.a.idPlayer, distribuidor.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: 'El periodo está Finalizado; solo se puede registrar pagos en un periodo En distribución',
      code: 'periodo.estado',
    });
    expect(await pagos(done.idPeriodo)).toEqual([]);
  });

  it('answers 404 for a player without earnings in the period and for an unknown period', async () => {
    const { idPeriodo } = await periodWithPlayers();
    const stranger = await t.createPlayer();
    const res = await pagar(idPeriodo, stranger.idPlayer, distribuidor.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no tiene plata que cobrar/);
    expect((await pagar(123_456, stranger.idPlayer, distribuidor.token)).statusCode).toBe(404);
  });
});

describe('PUT /cerrarDistribucion (finalize)', () => {
  it('refuses while a payment is missing, then finalizes (state 1) once all are paid, with an audit row', async () => {
    const { idPeriodo, a, b, c } = await periodWithPlayers();
    await pagar(idPeriodo, a.idPlayer, distribuidor.token);
    const pending = await finalizar(idPeriodo, distribuidor.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ ok: false, message: 'Faltan 2 pagos por registrar', code: 'periodo.faltanPagos' });
    await pagar(idPeriodo, b.idPlayer, distribuidor.token);
    expect((await finalizar(idPeriodo, distribuidor.token)).json()).toEqual({
      ok: false,
      message: 'Falta 1 pago por registrar',
      code: 'periodo.faltanPagos',
    });
    await pagar(idPeriodo, c.idPlayer, distribuidor.token);

    const res = await finalizar(idPeriodo, distribuidor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Distribución finalizada' });
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, idPeriodo));
    expect(row!.idEstadoDistribucion).toBe(1);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'periodo'), eq(auditoria.idEntidad, String(idPeriodo))));
    expect(audits).toEqual([
      expect.objectContaining({ accion: 'finalizar', antes: expect.objectContaining({ idEstadoDistribucion: 2 }) }),
    ]);

    // Finalized: no more payments, no second finalize.
    const again = await finalizar(idPeriodo, distribuidor.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      message: 'El periodo está Finalizado; solo se puede finalizar la distribución de un periodo En distribución',
      code: 'periodo.estado',
    });
  });

  it('needs a token and the period distributor', async () => {
    const { idPeriodo } = await periodWithPlayers();
    expect((await finalizar(idPeriodo)).statusCode).toBe(401);
    expect((await finalizar(idPeriodo, otroDistribuidor.token)).statusCode).toBe(403);
    expect((await finalizar(idPeriodo, tesorero.token)).statusCode).toBe(403);
  });

  it('refuses an open period with 403 (no distributor) and answers 404 for an unknown one', async () => {
    const { idPeriodo } = await periodWithPlayers(ESTADO_PERIODO.ABIERTO);
    expect((await finalizar(idPeriodo, distribuidor.token)).statusCode).toBe(403);
    expect((await finalizar(654_321, distribuidor.token)).statusCode).toBe(404);
  });

  it('finalizes a period without payments', async () => {
    const idPeriodo = await seedPeriodo(t.db, {
      idLugar: 4,
      idCuentaCreador: tesorero.idCuenta,
      estado: ESTADO_PERIODO.EN_DISTRIBUCION,
      idPlayerDistribuidor: distribuidor.idPlayer,
    });
    expect((await finalizar(idPeriodo, distribuidor.token)).statusCode).toBe(200);
  });

  it('a payment racing a finalize never leaves a finalized period with a payment missing', async () => {
    const { idPeriodo, a, b, c } = await periodWithPlayers();
    await pagar(idPeriodo, a.idPlayer, distribuidor.token);
    await pagar(idPeriodo, b.idPlayer, distribuidor.token);
    const [payRes, finRes] = await Promise.all([
      pagar(idPeriodo, c.idPlayer, distribuidor.token),
      finalizar(idPeriodo, distribuidor.token),
    ]);
    expect(payRes.statusCode).toBe(200);
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, idPeriodo));
    if (finRes.statusCode === 200) expect(row!.idEstadoDistribucion).toBe(1);
    else expect(finRes.statusCode).toBe(409);
    expect(await pagos(idPeriodo)).toHaveLength(3);
  });
});
