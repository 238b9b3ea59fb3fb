// The withdrawals (docs/libro.md, «Retiros»): what may be withdrawn, the weekly cap, who may do what,
// each state's transitions and their repeats, the ledger's entries of a payment and its undo, the
// Discord messages, and the races: 8 concurrent requests for a whole balance, a payment against its
// undo. After the money writes the ledger's invariants hold (modules/libro/comprobar.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditoria, cuentaLibro, outbox, retiro } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedDistribucion } from '../../testing/fixtures/periodos.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
import { depositar } from '../../testing/fixtures/retiros.js';
import { casasDe } from '../../testing/world.js';
import { comprobarLibro } from '../libro/comprobar.js';

let t: TestApp;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
let encargado: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: true, pagos: false } });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
});
afterAll(() => t.close());

/** A member (cargo MIEMBRO, no officer's cargo) with `silver` credited to their balance by the leader. */
async function miembro(silver = 0, idCargo = 3): Promise<TestCuenta> {
  const c = await t.createCuenta({ cargos: [idCargo], idCargo });
  if (silver > 0) await abonar(c.idPlayer, silver);
  return c;
}
/** The leader's deposit (a ledger adjustment against «Tesorería»); negative: a fine. */
const abonar = (idPlayer: number, silver: number, db = t.db) => depositar(db, idPlayer, silver);
const saldo = async (idPlayer: number) =>
  Number(
    (await t.db.select({ saldo: cuentaLibro.saldo }).from(cuentaLibro).where(eq(cuentaLibro.idPlayer, idPlayer)))[0]?.saldo ?? 0,
  );

const pedir = (quien: TestCuenta, silver: unknown, nickname?: string, headers?: Record<string, string>) =>
  t.request('POST', '/api/retiros', {
    token: quien.token,
    body: [{ silver, ...(nickname === undefined ? {} : { nickname }) }],
    ...(headers ? { headers } : {}),
  });
const poner = (ruta: string, quien: TestCuenta, body: Record<string, unknown>) =>
  t.request('PUT', `/api/retiros/${ruta}`, { token: quien.token, body: [body] });
const aprobar = (quien: TestCuenta, idRetiro: number) => poner('aprobar', quien, { idRetiro });
const pagar = (quien: TestCuenta, idRetiro: number) => poner('pagar', quien, { idRetiro });
const deshacer = (quien: TestCuenta, idRetiro: number) => poner('deshacerPago', quien, { idRetiro, razon: 'Pagado dos veces' });

/** A withdrawal asked by `m` for `silver` (201), answering its id. */
async function pedido(m: TestCuenta, silver: number): Promise<number> {
  const res = await pedir(m, silver);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message.id_retiro as number;
}

describe('POST /api/retiros: what may be withdrawn', () => {
  it('asks for the member themself, answering the Retiro; the amount must be an integer above 0', async () => {
    const m = await miembro(1_000_000);
    const res = await pedir(m, 400_000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({
      nickname: m.nickname,
      silver: 400_000,
      estado: 'pendiente',
      razon: null,
      revisado_por: null,
      pagado_por: null,
    });
    expect(new Date(res.json().message.fecha).getTime()).toBeGreaterThan(Date.now() - 60_000);
    for (const mal of [0, -5, 1.5, '100']) expect((await pedir(m, mal)).statusCode).toBe(400);
    // Only a paid withdrawal moves the balance.
    expect(await saldo(m.idPlayer)).toBe(1_000_000);
  });

  it('refuses more than the balance minus the pending and approved withdrawals, naming what is available', async () => {
    const m = await miembro(1_000_000);
    const uno = await pedido(m, 600_000);
    const res = await pedir(m, 500_000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'retiro.superaDisponible' });
    expect(res.json().message).toBe('La plata pedida ($500.000) supera la disponible para retirar: $400.000');
    // Approved still reserves; rejected frees it.
    expect((await aprobar(tesorero, uno)).statusCode).toBe(200);
    expect((await pedir(m, 400_001)).statusCode).toBe(400);
    expect((await poner('rechazar', tesorero, { idRetiro: uno, razon: 'Sin fondos en el cofre' })).statusCode).toBe(200);
    expect((await pedir(m, 1_000_000)).statusCode).toBe(201);
  });

  it('a member with no balance (and no ledger account yet) may withdraw nothing', async () => {
    const m = await miembro(0);
    const res = await pedir(m, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La plata pedida ($1) supera la disponible para retirar: $0');
  });

  it('keeps out what a distributor still pays in an al_finalizar period in distribution (unpaid shares and approved claims)', async () => {
    const m = await miembro(100_000);
    const res = await t.request('POST', '/api/distribuciones', {
      token: tesorero.token,
      body: [{ idLugarDist: 2, modoPago: 'al_finalizar' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const idPeriodo = res.json().id_periodo as number;
    await seedDistribucion(t.db, { idPeriodo, encargado, players: [m.idPlayer], silver: 500_000 });
    await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: m.idPlayer,
      estado: 'aprobado',
      silver: 70_000,
      idCuentaReclamo: tesorero.idCuenta,
    });
    const cierre = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: tesorero.token,
      body: [{ idPeriodo, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: casasDe(2) }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    // The close credited 500.000 + 70.000; the distributor will pay them in game: only the 100.000 may be withdrawn.
    expect(await saldo(m.idPlayer)).toBe(670_000);
    expect((await pedir(m, 100_001)).json().message).toBe(
      'La plata pedida ($100.001) supera la disponible para retirar: $100.000',
    );
    // Once the share is paid in game it is neither in the balance nor owed.
    const pago = await t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
      token: distribuidor.token,
      body: [{ id_player: m.idPlayer, idPeriodo }],
    });
    expect(pago.statusCode, pago.body).toBe(200);
    expect(await saldo(m.idPlayer)).toBe(170_000);
    expect((await pedir(m, 100_001)).statusCode).toBe(400);
    expect((await pedir(m, 100_000)).statusCode).toBe(201);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('an officer (TESORERO or LIDER) asks for another player; anyone else gets 403; an unknown player 404', async () => {
    const m = await miembro(50_000);
    const otro = await miembro(0);
    const res = await pedir(tesorero, 10_000, m.nickname);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.nickname).toBe(m.nickname);
    expect((await pedir(t.lider, 10_000, m.nickname)).statusCode).toBe(201);
    const ajeno = await pedir(otro, 10_000, m.nickname);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().code).toBe('retiro.paraOtro');
    expect((await pedir(distribuidor, 10_000, m.nickname)).statusCode).toBe(403);
    // One's own nickname is one's own.
    expect((await pedir(m, 10_000, m.nickname)).statusCode).toBe(201);
    expect((await pedir(tesorero, 1, 'nadieconestenick')).statusCode).toBe(404);
    expect((await t.request('POST', '/api/retiros', { body: [{ silver: 1 }] })).statusCode).toBe(401);
  });
});

describe('the weekly cap per cargo', () => {
  it('refuses (409) what would pass the cargo’s cap in 7 days, naming it; rejected and cancelled do not count', async () => {
    const put = await t.request('PUT', '/api/retiros/limites', {
      token: t.lider.token,
      body: [{ idCargo: 4, silverSemana: 5_000_000 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message.find((l: { id_cargo: number }) => l.id_cargo === 4)).toEqual({
      id_cargo: 4,
      nombre_cargo: 'RECLUTA',
      silver_semana: 5_000_000,
    });
    const m = await miembro(20_000_000, 4);
    const uno = await pedido(m, 3_000_000);
    const res = await pedir(m, 2_500_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'retiro.limiteSemanal',
      message: 'Supera el límite semanal de RECLUTA: $5.000.000 en 7 días (ya pedido: $3.000.000)',
    });
    const en = await t.request('POST', '/api/retiros', {
      token: m.token,
      body: [{ silver: 2_500_000 }],
      headers: { 'x-idioma': 'en' },
    });
    expect(en.json().message).toBe('Above the weekly cap of RECLUTA: $5,000,000 in 7 days (already asked: $3,000,000)');
    expect((await pedir(m, 2_000_000)).statusCode).toBe(201);
    // Cancelled: no longer counts.
    expect((await poner('cancelar', m, { idRetiro: uno })).statusCode).toBe(200);
    expect((await pedir(m, 3_000_000)).statusCode).toBe(201);
    // Older than 7 days: no longer counts.
    await t.db.execute(sql`update retiro set fecha = now() - interval '8 days' where id_player = ${m.idPlayer}`);
    expect((await pedir(m, 5_000_000)).statusCode).toBe(201);
    // Another cargo has no cap.
    const libre = await miembro(20_000_000);
    expect((await pedir(libre, 10_000_000)).statusCode).toBe(201);
    // Taken away: no cap.
    expect(
      (await t.request('PUT', '/api/retiros/limites', { token: t.lider.token, body: [{ idCargo: 4, silverSemana: null }] }))
        .statusCode,
    ).toBe(200);
    expect((await pedir(m, 4_000_000)).statusCode).toBe(201);
  });

  it('limits: officers read them, only the leader sets them (audited, a repeat changes nothing), 400 on a bad list', async () => {
    expect((await t.request('GET', '/api/retiros/limites', { token: tesorero.token })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/retiros/limites', { token: distribuidor.token })).statusCode).toBe(200);
    const m = await miembro();
    expect((await t.request('GET', '/api/retiros/limites', { token: m.token })).statusCode).toBe(403);
    const body = [{ idCargo: 6, silverSemana: 1_000_000 }];
    expect((await t.request('PUT', '/api/retiros/limites', { token: tesorero.token, body })).statusCode).toBe(403);
    const auditados = async () =>
      (await t.db.select().from(auditoria).where(eq(auditoria.accion, 'guardar_limites_retiro'))).length;
    const antes = await auditados();
    expect((await t.request('PUT', '/api/retiros/limites', { token: t.lider.token, body })).statusCode).toBe(200);
    expect((await t.request('PUT', '/api/retiros/limites', { token: t.lider.token, body })).statusCode).toBe(200);
    expect(await auditados()).toBe(antes + 1);
    for (const mal of [[], [{ idCargo: 9, silverSemana: 1 }], [{ idCargo: 6, silverSemana: 0 }], [...body, ...body]])
      expect((await t.request('PUT', '/api/retiros/limites', { token: t.lider.token, body: mal })).statusCode).toBe(400);
  });
});

describe('the states: approve, reject, pay, undo, cancel', () => {
  it('pays an approved one: the ledger debits the player, credits «Pagado en el juego»; the undo reverses it', async () => {
    const m = await miembro(1_000_000);
    const id = await pedido(m, 300_000);
    // Not approved yet: 409 naming the state.
    const pronto = await pagar(distribuidor, id);
    expect(pronto.statusCode).toBe(409);
    expect(pronto.json().message).toBe(`El retiro #${id} está pendiente: no se puede pagar`);
    const ok = await aprobar(tesorero, id);
    expect(ok.json().message).toMatchObject({ estado: 'aprobado', revisado_por: tesorero.nickname });
    const pago = await pagar(distribuidor, id);
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json().message).toMatchObject({ estado: 'pagado', pagado_por: distribuidor.nickname });
    expect(await saldo(m.idPlayer)).toBe(700_000);
    // A repeat (a double click) changes nothing.
    expect((await pagar(distribuidor, id)).statusCode).toBe(200);
    expect(await saldo(m.idPlayer)).toBe(700_000);
    const { rows } = await t.db.execute<{ concepto: string; n: number }>(
      sql`select concepto, count(*)::int as n from transaccion_libro where id_retiro = ${id} group by concepto`,
    );
    expect(rows).toEqual([{ concepto: 'retiro', n: 1 }]);
    // The undo: back to approved with the reason, the balance back.
    const undo = await deshacer(distribuidor, id);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toMatchObject({ estado: 'aprobado', razon: 'Pagado dos veces', pagado_por: null });
    expect(await saldo(m.idPlayer)).toBe(1_000_000);
    expect((await deshacer(distribuidor, id)).statusCode).toBe(200);
    expect(await saldo(m.idPlayer)).toBe(1_000_000);
    // Still reserved (approved): only 700.000 may be asked.
    expect((await pedir(m, 700_001)).statusCode).toBe(400);
    // Paid again after the undo.
    expect((await pagar(tesorero, id)).statusCode).toBe(200);
    expect(await saldo(m.idPlayer)).toBe(700_000);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('an undo of a withdrawal never paid is a 409; unknown withdrawals are 404', async () => {
    const m = await miembro(100_000);
    const id = await pedido(m, 50_000);
    expect((await aprobar(tesorero, id)).statusCode).toBe(200);
    const res = await deshacer(distribuidor, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`El retiro #${id} está aprobado: no se puede deshacer su pago`);
    for (const ruta of ['aprobar', 'pagar', 'cancelar'])
      expect((await poner(ruta, t.lider, { idRetiro: 999_999 })).statusCode).toBe(404);
    const nf = await poner('rechazar', t.lider, { idRetiro: 999_999, razon: 'x' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toMatchObject({ code: 'retiro.noExiste', message: 'El retiro #999999 no existe' });
  });

  it('rejects a pending or approved one with a reason (required), never a paid one; repeats change nothing', async () => {
    const m = await miembro(1_000_000);
    const id = await pedido(m, 100_000);
    expect((await poner('rechazar', tesorero, { idRetiro: id, razon: '   ' })).statusCode).toBe(400);
    expect((await poner('rechazar', tesorero, { idRetiro: id })).statusCode).toBe(400);
    const r = await poner('rechazar', tesorero, { idRetiro: id, razon: 'No hay plata en el cofre' });
    expect(r.json().message).toMatchObject({
      estado: 'rechazado',
      razon: 'No hay plata en el cofre',
      revisado_por: tesorero.nickname,
    });
    expect((await poner('rechazar', tesorero, { idRetiro: id, razon: 'Otra vez' })).json().message.razon).toBe(
      'No hay plata en el cofre',
    );
    expect((await aprobar(tesorero, id)).statusCode).toBe(409);
    const pagado = await pedido(m, 100_000);
    await aprobar(tesorero, pagado);
    await pagar(distribuidor, pagado);
    const res = await poner('rechazar', tesorero, { idRetiro: pagado, razon: 'Tarde' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`El retiro #${pagado} está pagado: no se puede rechazar`);
  });

  it('the member (or an officer) cancels a pending one, nobody else; an approved one is not cancelled', async () => {
    const m = await miembro(1_000_000);
    const otro = await miembro(0);
    const id = await pedido(m, 100_000);
    const ajeno = await poner('cancelar', otro, { idRetiro: id });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().code).toBe('retiro.cancelarAjeno');
    expect((await poner('cancelar', distribuidor, { idRetiro: id })).statusCode).toBe(403);
    expect((await poner('cancelar', m, { idRetiro: id })).json().message.estado).toBe('cancelado');
    expect((await poner('cancelar', m, { idRetiro: id })).statusCode).toBe(200);
    const deOficial = await pedido(m, 100_000);
    expect((await poner('cancelar', tesorero, { idRetiro: deOficial })).statusCode).toBe(200);
    const aprobado = await pedido(m, 100_000);
    await aprobar(tesorero, aprobado);
    const res = await poner('cancelar', m, { idRetiro: aprobado });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`El retiro #${aprobado} está aprobado: no se puede cancelar`);
  });

  it('who may: approve and reject TESORERO or LIDER, pay and undo TESORERO or DISTRIBUIDOR', async () => {
    const m = await miembro(1_000_000);
    const id = await pedido(m, 100_000);
    for (const quien of [m, distribuidor, encargado]) expect((await aprobar(quien, id)).statusCode).toBe(403);
    expect((await aprobar(t.lider, id)).statusCode).toBe(200);
    for (const quien of [m, encargado]) expect((await pagar(quien, id)).statusCode).toBe(403);
    expect((await pagar(tesorero, id)).statusCode).toBe(200);
    for (const quien of [m, encargado]) expect((await deshacer(quien, id)).statusCode).toBe(403);
  });

  it('nobody approves or pays their own withdrawal; the leader only when nobody else can', async () => {
    const tes = await t.createCuenta({ cargos: [8], idCargo: 8 });
    await abonar(tes.idPlayer, 500_000);
    const id = await pedido(tes, 100_000);
    const propio = await aprobar(tes, id);
    expect(propio.statusCode).toBe(403);
    expect(propio.json().code).toBe('retiro.revisionPropia');
    expect((await aprobar(tesorero, id)).statusCode).toBe(200);
    expect((await pagar(tes, id)).statusCode).toBe(403);
    expect((await pagar(distribuidor, id)).statusCode).toBe(200);
    // The leader's own: other officers exist here, so not the leader.
    await abonar(t.lider.idPlayer, 100_000);
    const delLider = await pedido(t.lider, 10_000);
    expect((await aprobar(t.lider, delLider)).statusCode).toBe(403);
  });
});

describe('never below zero, and the leader alone', () => {
  it('paying needs the balance to still hold it: a fine after the approval makes the payment a 409', async () => {
    const m = await miembro(300_000);
    const id = await pedido(m, 300_000);
    expect((await aprobar(tesorero, id)).statusCode).toBe(200);
    await abonar(m.idPlayer, -100_000);
    const res = await pagar(distribuidor, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'retiro.saldoInsuficiente',
      message: `El saldo de ${m.nickname} ($200.000) no alcanza para pagar el retiro #${id} ($300.000)`,
    });
    expect(await saldo(m.idPlayer)).toBe(200_000);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('the leader approves and pays their own withdrawal when no other player holds a cargo that could', async () => {
    const solo = await buildTestApp();
    try {
      await abonar(solo.lider.idPlayer, 50_000, solo.db);
      const token = solo.lider.token;
      const pedirSolo = async () => {
        const res = await solo.request('POST', '/api/retiros', { token, body: [{ silver: 20_000 }] });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().message.id_retiro as number;
      };
      const [uno, dos] = [await pedirSolo(), await pedirSolo()];
      expect((await solo.request('PUT', '/api/retiros/aprobar', { token, body: [{ idRetiro: uno }] })).statusCode).toBe(200);
      expect((await solo.request('PUT', '/api/retiros/pagar', { token, body: [{ idRetiro: uno }] })).statusCode).toBe(200);
      // A treasurer appears: the leader no longer reviews nor pays their own.
      await solo.createCuenta({ cargos: [8], idCargo: 8 });
      expect((await solo.request('PUT', '/api/retiros/aprobar', { token, body: [{ idRetiro: dos }] })).statusCode).toBe(403);
      expect((await solo.request('PUT', '/api/retiros/pagar', { token, body: [{ idRetiro: dos }] })).statusCode).toBe(403);
    } finally {
      await solo.close();
    }
  });
});

describe('GET /api/retiros', () => {
  it('officers see every one and filter; a member only their own, 403 for another’s', async () => {
    const m = await miembro(1_000_000);
    const otro = await miembro(1_000_000);
    const a = await pedido(m, 1_000);
    await pedido(otro, 2_000);
    const mios = await t.request('GET', '/api/retiros', { token: m.token });
    expect(mios.statusCode, mios.body).toBe(200);
    expect(mios.json().message.every((r: { nickname: string }) => r.nickname === m.nickname)).toBe(true);
    expect(mios.json().count).toBe(1);
    expect((await t.request('GET', `/api/retiros?nickname=${m.nickname}`, { token: m.token })).json().count).toBe(1);
    const ajenos = await t.request('GET', `/api/retiros?nickname=${otro.nickname}`, { token: m.token });
    expect(ajenos.statusCode).toBe(403);
    expect(ajenos.json().code).toBe('retiro.verOtro');
    const todos = await t.request('GET', '/api/retiros', { token: distribuidor.token });
    expect(todos.json().count).toBeGreaterThan(2);
    expect(todos.json().message.length).toBeLessThanOrEqual(10);
    expect(todos.json().message[0].id_retiro).toBeGreaterThan(todos.json().message[1].id_retiro);
    const suyo = await t.request('GET', `/api/retiros?nickname=${otro.nickname}`, { token: tesorero.token });
    expect(suyo.json()).toMatchObject({ count: 1, message: [{ nickname: otro.nickname, silver: 2_000 }] });
    await aprobar(tesorero, a);
    const aprobados = await t.request('GET', `/api/retiros?estado=aprobado&nickname=${m.nickname}`, { token: t.lider.token });
    expect(aprobados.json()).toMatchObject({ count: 1, message: [{ id_retiro: a }] });
    const pagina2 = await t.request('GET', '/api/retiros?page=2', { token: tesorero.token });
    expect(pagina2.statusCode).toBe(200);
    expect((await t.request('GET', '/api/retiros?estado=raro', { token: tesorero.token })).statusCode).toBe(400);
    expect((await t.request('GET', '/api/retiros?nickname=nadieconestenick', { token: tesorero.token })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/retiros')).statusCode).toBe(401);
  });
});

describe('the writes’ consequences', () => {
  it('audits each transition (entidad retiro) and tells Discord: requested, approved, rejected, paid', async () => {
    const m = await miembro(1_000_000);
    const desde = Number(
      (await t.db.execute<{ id: number }>(sql`select coalesce(max(id_outbox), 0) as id from outbox`)).rows[0]!.id,
    );
    const id = await pedido(m, 250_000);
    await aprobar(tesorero, id);
    await pagar(distribuidor, id);
    const otro = await pedido(m, 1_000);
    await poner('rechazar', tesorero, { idRetiro: otro, razon: 'Duplicado' });
    const mensajes = (await t.db.select().from(outbox)).filter((o) => o.idOutbox > desde);
    expect(mensajes.map((o) => o.tipo)).toEqual([
      'retiro_solicitado',
      'retiro_aprobado',
      'retiro_pagado',
      'retiro_solicitado',
      'retiro_rechazado',
    ]);
    expect(mensajes[0]!.resumen).toBe(`Retiro solicitado #${id}: $250.000 de ${m.nickname}`);
    const acciones = (await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'retiro')))
      .filter((a) => a.idEntidad === String(id))
      .map((a) => a.accion);
    expect(acciones).toEqual(['solicitar_retiro', 'aprobar_retiro', 'pagar_retiro']);
  });

  it('an Idempotency-Key replays the first answer: one withdrawal for two sends', async () => {
    const m = await miembro(1_000_000);
    const headers = { 'idempotency-key': `retiro-${m.idPlayer}-clave` };
    const [a, b] = [await pedir(m, 100_000, undefined, headers), await pedir(m, 100_000, undefined, headers)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().message.id_retiro).toBe(a.json().message.id_retiro);
    expect((await t.db.select().from(retiro).where(eq(retiro.idPlayer, m.idPlayer))).length).toBe(1);
  });
});

describe('races', () => {
  it('8 concurrent requests for the whole balance: one 201, seven 400 naming what is available', async () => {
    const m = await miembro(2_000_000);
    const res = await Promise.all(Array.from({ length: 8 }, () => pedir(m, 2_000_000)));
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of res.filter((x) => x.statusCode === 400))
      expect(r.json().message).toBe('La plata pedida ($2.000.000) supera la disponible para retirar: $0');
    const [uno] = res.filter((r) => r.statusCode === 201);
    const id = uno!.json().message.id_retiro as number;
    expect((await aprobar(tesorero, id)).statusCode).toBe(200);
    expect((await pagar(distribuidor, id)).statusCode).toBe(200);
    expect(await saldo(m.idPlayer)).toBe(0);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('a payment and its undo racing leave the state and the ledger consistent', async () => {
    const m = await miembro(1_000_000);
    for (let i = 0; i < 4; i++) {
      const id = await pedido(m, 100_000);
      await aprobar(tesorero, id);
      const [p, d] = await Promise.all([pagar(distribuidor, id), deshacer(tesorero, id)]);
      expect(p.statusCode).toBe(200);
      expect([200, 409]).toContain(d.statusCode);
      const [fila] = await t.db.select({ estado: retiro.estado }).from(retiro).where(eq(retiro.idRetiro, id));
      const estado = fila!.estado;
      const { rows } = await t.db.execute<{ neto: number | string }>(sql`
        select coalesce(sum(a.silver), 0) as neto from apunte_libro a
          join transaccion_libro x on x.id_transaccion = a.id_transaccion
          join cuenta_libro c on c.id_cuenta_libro = a.id_cuenta_libro
         where x.id_retiro = ${id} and c.id_player = ${m.idPlayer}`);
      // Paid: −100.000 on the balance; undone: nothing.
      expect(Number(rows[0]!.neto)).toBe(estado === 'pagado' ? -100_000 : 0);
      expect(estado).toBe(d.statusCode === 200 ? 'aprobado' : 'pagado');
    }
    expect(await comprobarLibro(t.db)).toEqual([]);
  });
});
