// The regear in the period's money (docs/regear.md, "Payment"; docs/conciliacion.md): paying approved
// claims and undoing a payment (the period's distributor, En distribución, idempotent), finalizing
// blocked by unsettled claims, the reconciliation's regear lines and the member's page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, outbox, pagoRegear, reclamoRegear } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';

let t: TestApp;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
let otroDistribuidor: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
  otroDistribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(t.app.ajustesAvisos, { activo: false, pagos: false });
});

/** A period in the given state with the distributor set (unless open). */
const periodo = (estado: number = ESTADO_PERIODO.EN_DISTRIBUCION) =>
  seedPeriodo(t.db, {
    idLugar: 2,
    idCuentaCreador: tesorero.idCuenta,
    estado,
    idPlayerDistribuidor: estado === ESTADO_PERIODO.ABIERTO ? null : distribuidor.idPlayer,
  });

/** A claim written straight to the table (filing and review are tested in regear.test.ts). */
const reclamo = (idPeriodo: number, idPlayer: number, estado: string, silver: number) =>
  seedReclamo(t.db, { idPeriodo, idPlayer, estado, silver, idCuentaReclamo: tesorero.idCuenta });

const put = (url: string, body: unknown, token: string | undefined = distribuidor.token, headers?: Record<string, string>) =>
  t.request('PUT', `/api/regear/${url}`, { token, body: [body], ...(headers ? { headers } : {}) });
const pagar = (idReclamo: number, token?: string) => put('pagar', { idReclamo }, token);
const estadoDe = async (id: number) =>
  (await t.db.select({ e: reclamoRegear.estado }).from(reclamoRegear).where(eq(reclamoRegear.idReclamo, id)))[0]?.e;
const pagosDe = (ids: number[]) => t.db.select().from(pagoRegear).where(inArray(pagoRegear.idReclamo, ids));
const auditDe = (id: number, accion: string) =>
  t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'reclamo_regear'), eq(auditoria.idEntidad, String(id)), eq(auditoria.accion, accion)));

describe('PUT /api/regear/pagar', () => {
  it('pays an approved claim: pagado, its payment row, an audit row and the change; a repeat changes nothing', async () => {
    const idPeriodo = await periodo();
    const j = await t.createPlayer();
    const id = await reclamo(idPeriodo, j.idPlayer, 'aprobado', 1_234_567);
    let res = await pagar(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Regear pagado' });
    expect(JSON.parse(res.headers['x-cambio'] as string)).toMatchObject({ tipo: 'regear', idPeriodo });
    expect(await estadoDe(id)).toBe('pagado');
    expect(await pagosDe([id])).toEqual([
      expect.objectContaining({ idReclamo: id, idPeriodo, silver: 1_234_567, idCuentaDistribuidor: distribuidor.idCuenta }),
    ]);
    const [audit] = await auditDe(id, 'pagar_regear');
    expect(audit).toMatchObject({ idCuenta: distribuidor.idCuenta, antes: { estado: 'aprobado' } });
    expect(audit!.despues).toMatchObject({ estado: 'pagado', silver: 1_234_567, idPlayer: j.idPlayer });

    res = await pagar(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'El regear ya estaba pagado' });
    expect(res.headers['x-cambio']).toBeUndefined();
    expect(await pagosDe([id])).toHaveLength(1);
    expect(await auditDe(id, 'pagar_regear')).toHaveLength(1);
  });

  it('refuses a claim pendiente or rechazado with 409, and an unknown claim with 404', async () => {
    const idPeriodo = await periodo();
    const j = await t.createPlayer();
    const pendiente = await reclamo(idPeriodo, j.idPlayer, 'pendiente', 10);
    const rechazado = await reclamo(idPeriodo, j.idPlayer, 'rechazado', 10);
    let res = await pagar(pendiente);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`El reclamo de regear ${pendiente} está pendiente; solo se paga un reclamo aprobado`);
    res = await pagar(rechazado);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('está rechazado');
    expect(await pagosDe([pendiente, rechazado])).toHaveLength(0);
    res = await pagar(987_654);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El reclamo de regear 987654 no existe');
  });

  it("only the period's distributor, only while the period is En distribución", async () => {
    const j = await t.createPlayer();
    const enCurso = await periodo();
    const id = await reclamo(enCurso, j.idPlayer, 'aprobado', 50);
    expect((await t.request('PUT', '/api/regear/pagar', { body: [{ idReclamo: id }] })).statusCode).toBe(401);
    let res = await pagar(id, otroDistribuidor.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo el distribuidor del periodo puede hacer esto');
    expect((await pagar(id, tesorero.token)).statusCode).toBe(403);
    for (const estado of [ESTADO_PERIODO.ABIERTO, ESTADO_PERIODO.FINALIZADO]) {
      const p = await seedPeriodo(t.db, {
        idLugar: 3,
        idCuentaCreador: tesorero.idCuenta,
        estado,
        idPlayerDistribuidor: distribuidor.idPlayer,
      });
      const otro = await reclamo(p, j.idPlayer, 'aprobado', 50);
      res = await pagar(otro);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^El periodo está .+; solo se puede pagar regear en un periodo En distribución$/);
    }
    expect(await estadoDe(id)).toBe('aprobado');
  });

  it('a double click without a key answers 200 twice and pays once; a repeat with the same Idempotency-Key answers the first answer', async () => {
    const idPeriodo = await periodo();
    const j = await t.createPlayer();
    const id = await reclamo(idPeriodo, j.idPlayer, 'aprobado', 77);
    const [a, b] = await Promise.all([pagar(id), pagar(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().message, b.json().message].sort()).toEqual(['El regear ya estaba pagado', 'Regear pagado']);
    expect(await pagosDe([id])).toHaveLength(1);

    const otro = await reclamo(idPeriodo, j.idPlayer, 'aprobado', 88);
    const key = { 'idempotency-key': `pagar-regear-${otro}` };
    const primero = await put('pagar', { idReclamo: otro }, distribuidor.token, key);
    const segundo = await put('pagar', { idReclamo: otro }, distribuidor.token, key);
    expect(primero.statusCode).toBe(200);
    expect(segundo.statusCode).toBe(200);
    expect(segundo.json()).toEqual({ ok: true, message: 'Regear pagado' });
    expect(segundo.headers['x-cambio']).toBe(primero.headers['x-cambio']);
    expect(await auditDe(otro, 'pagar_regear')).toHaveLength(1);
  });
});

describe('PUT /api/regear/pagarVarios', () => {
  it('pays the approved claims of the period in one transaction, counting those already paid, one message each', async () => {
    Object.assign(t.app.ajustesAvisos, { activo: true, pagos: true, publicUrl: 'https://plata.example.org/' });
    await t.db.delete(outbox);
    const idPeriodo = await periodo();
    const [a, b] = [await t.createPlayer(), await t.createPlayer()];
    const ids = [
      await reclamo(idPeriodo, a.idPlayer, 'aprobado', 100),
      await reclamo(idPeriodo, b.idPlayer, 'aprobado', 200),
      await reclamo(idPeriodo, b.idPlayer, 'aprobado', 300),
    ];
    expect((await pagar(ids[0]!)).statusCode).toBe(200);
    expect(await t.db.select().from(outbox)).toHaveLength(1);
    const res = await put('pagarVarios', { idPeriodo, ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: '2 regears pagados (1 ya estaba pagado)', registrados: 2 });
    expect(JSON.parse(res.headers['x-cambio'] as string)).toMatchObject({ tipo: 'regear', idPeriodo });
    expect((await pagosDe(ids)).map((p) => p.silver).sort()).toEqual([100, 200, 300]);
    const mensajes = await t.db.select().from(outbox);
    expect(mensajes.map((m) => m.tipo)).toEqual(['regear_pagado', 'regear_pagado', 'regear_pagado']);
    expect(JSON.stringify(mensajes.slice(1).map((m) => m.payload))).toContain(b.nickname);

    const otra = await put('pagarVarios', { idPeriodo, ids });
    expect(otra.json()).toEqual({ ok: true, message: '0 regears pagados (3 ya estaban pagados)', registrados: 0 });
    expect(await t.db.select().from(outbox)).toHaveLength(3);
  });

  it('refuses with 400 naming the claims of another period, and with 409 a claim not approved: nothing is paid', async () => {
    const idPeriodo = await periodo();
    const otroPeriodo = await periodo();
    const j = await t.createPlayer();
    const bueno = await reclamo(idPeriodo, j.idPlayer, 'aprobado', 1);
    const ajeno = await reclamo(otroPeriodo, j.idPlayer, 'aprobado', 1);
    let res = await put('pagarVarios', { idPeriodo, ids: [bueno, ajeno, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Los reclamos de regear ${ajeno}, 999999 no son del periodo ${idPeriodo}`);
    const pendiente = await reclamo(idPeriodo, j.idPlayer, 'pendiente', 1);
    res = await put('pagarVarios', { idPeriodo, ids: [bueno, pendiente] });
    expect(res.statusCode).toBe(409);
    expect(await pagosDe([bueno, ajeno, pendiente])).toHaveLength(0);
    expect(await estadoDe(bueno)).toBe('aprobado');
    res = await put('pagarVarios', { idPeriodo: otroPeriodo, ids: [ajeno] }, otroDistribuidor.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/regear/deshacerPago', () => {
  it('takes a paid claim back to aprobado with its reason, removes the payment and audits before and after', async () => {
    Object.assign(t.app.ajustesAvisos, { activo: true, pagos: true, publicUrl: 'https://plata.example.org/' });
    await t.db.delete(outbox);
    const idPeriodo = await periodo();
    const j = await t.createPlayer();
    const id = await reclamo(idPeriodo, j.idPlayer, 'aprobado', 4_000);
    let res = await put('deshacerPago', { idReclamo: id, razon: 'Pagado a otro' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`El reclamo de regear ${id} está aprobado; solo se deshace un regear pagado`);
    expect((await pagar(id)).statusCode).toBe(200);
    expect((await put('deshacerPago', { idReclamo: id })).statusCode).toBe(400);
    expect((await put('deshacerPago', { idReclamo: id, razon: 'x' }, otroDistribuidor.token)).statusCode).toBe(403);
    res = await put('deshacerPago', { idReclamo: id, razon: 'Pagado a otro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Pago de regear deshecho' });
    expect(JSON.parse(res.headers['x-cambio'] as string)).toMatchObject({ tipo: 'regear', idPeriodo });
    const [row] = await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.idReclamo, id));
    expect(row).toMatchObject({ estado: 'aprobado', razon: 'Pagado a otro', silver: 4_000 });
    expect(await pagosDe([id])).toHaveLength(0);
    const [audit] = await auditDe(id, 'deshacer_pago_regear');
    expect(audit!.antes).toMatchObject({ estado: 'pagado', silver: 4_000, idCuentaDistribuidor: distribuidor.idCuenta });
    expect(audit!.despues).toEqual({ estado: 'aprobado', razon: 'Pagado a otro' });
    expect((await t.db.select().from(outbox)).map((m) => m.tipo)).toEqual(['regear_pagado', 'regear_pago_deshecho']);
    // Paid again after the undo.
    expect((await pagar(id)).json().message).toBe('Regear pagado');
  });
});

describe('finalizing a period with regear', () => {
  const finalizar = (idPeriodo: number) =>
    t.request('PUT', '/api/distribuciones/cerrarDistribucion', { token: distribuidor.token, body: [{ idPeriodo }] });

  it('is refused while a claim is approved and not paid, or pending review; paid or rejected ones let it finalize', async () => {
    const idPeriodo = await periodo();
    const j = await t.createPlayer();
    const aprobado = await reclamo(idPeriodo, j.idPlayer, 'aprobado', 10);
    const pendiente = await reclamo(idPeriodo, j.idPlayer, 'pendiente', 10);
    await reclamo(idPeriodo, j.idPlayer, 'rechazado', 10);
    let res = await finalizar(idPeriodo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Quedan 1 reclamo de regear aprobado sin pagar y 1 reclamo de regear pendiente de revisión: ' +
        'el periodo se finaliza cuando sus regears están pagados o rechazados',
    );
    await t.db.update(reclamoRegear).set({ estado: 'rechazado' }).where(eq(reclamoRegear.idReclamo, pendiente));
    res = await finalizar(idPeriodo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Queda 1 reclamo de regear aprobado sin pagar: /);
    expect((await pagar(aprobado)).statusCode).toBe(200);
    res = await finalizar(idPeriodo);
    expect(res.statusCode, res.body).toBe(200);
    // Once finalized, nothing of its regear can be paid or undone.
    expect((await put('deshacerPago', { idReclamo: aprobado, razon: 'tarde' })).statusCode).toBe(409);
  });
});

describe('POST /api/distribuciones/conciliarPagos with regear', () => {
  const conciliar = (idPeriodo: number, registro: string) =>
    t.request('POST', '/api/distribuciones/conciliarPagos', { token: distribuidor.token, body: [{ idPeriodo, registro }] });
  const linea = (nombre: string, monto: number) => `"11/20/2026 21:04:11"\t"${nombre}"\t"Withdrawal"\t"-${monto}"`;

  it('adds a line per approved or paid claim, matched against the same withdrawals as the share', async () => {
    const idPeriodo = await periodo();
    const encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
    const [a, b, c, d] = [await t.createPlayer(), await t.createPlayer(), await t.createPlayer(), await t.createPlayer()];
    await seedDistribucion(t.db, { idPeriodo, encargado, players: [a.idPlayer, b.idPlayer, c.idPlayer], silver: 3_000_000 });
    const ra = await reclamo(idPeriodo, a.idPlayer, 'aprobado', 500_000); // a: share + regear in one withdrawal
    const rb = await reclamo(idPeriodo, b.idPlayer, 'pagado', 200_000); // b: the share only
    const rd = await reclamo(idPeriodo, d.idPlayer, 'aprobado', 700_000); // d: regear only, no share
    await reclamo(idPeriodo, c.idPlayer, 'pendiente', 9); // pending and rejected claims are no line
    await reclamo(idPeriodo, c.idPlayer, 'rechazado', 9);
    const registro = [
      linea(a.nickname, 1_500_000),
      linea(b.nickname, 1_000_000),
      linea(d.nickname, 700_000),
      linea('Forastero', 5),
    ];
    const res = await conciliar(idPeriodo, registro.join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['ok', 'message', 'desconocidos', 'regear']);
    const estados = Object.fromEntries(body.message.map((r: { nickname: string; estado: string }) => [r.nickname, r.estado]));
    expect(estados).toEqual({ [a.nickname]: 'coincide', [b.nickname]: 'coincide', [c.nickname]: 'sin_movimiento' });
    expect(body.desconocidos).toEqual(['Forastero']);
    const porReclamo = new Map(body.regear.map((r: { id_reclamo: number }) => [r.id_reclamo, r]));
    expect(body.regear).toHaveLength(3);
    expect(porReclamo.get(ra)).toEqual({
      id_reclamo: ra,
      id_player: a.idPlayer,
      nickname: a.nickname,
      silver: 500_000,
      movido: 1_500_000,
      estado: 'coincide',
      esta_pagado: false,
    });
    expect(porReclamo.get(rb)).toMatchObject({ movido: 1_000_000, estado: 'difiere', esta_pagado: true });
    expect(porReclamo.get(rd)).toMatchObject({ movido: 700_000, estado: 'coincide', esta_pagado: false });
  });

  it('answers an empty regear list and the same rows as before for a period without claims', async () => {
    const idPeriodo = await periodo();
    const encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
    const a = await t.createPlayer();
    await seedDistribucion(t.db, { idPeriodo, encargado, players: [a.idPlayer], silver: 1_000 });
    const res = await conciliar(idPeriodo, linea(a.nickname, 1_000));
    expect(res.body).toBe(
      JSON.stringify({
        ok: true,
        message: [
          { id_player: a.idPlayer, nickname: a.nickname, silver: 1_000, movido: 1_000, estado: 'coincide', esta_pagado: false },
        ],
        desconocidos: [],
        regear: [],
      }),
    );
  });
});

describe("the member's page and regear", () => {
  it('answers regear_pendiente: the approved claims not paid yet, over every period', async () => {
    const j = await t.createPlayer();
    const pagina = async () =>
      (await t.request('GET', `/api/distribuciones/gananciasJugador?nickname=${j.nickname}`)).json().message.regear_pendiente;
    expect(await pagina()).toEqual({ reclamos: 0, silver: 0 });
    const [p1, p2] = [await periodo(), await periodo()];
    const id = await reclamo(p1, j.idPlayer, 'aprobado', 1_000_000);
    await reclamo(p2, j.idPlayer, 'aprobado', 250_000);
    await reclamo(p2, j.idPlayer, 'pendiente', 7);
    await reclamo(p2, j.idPlayer, 'rechazado', 7);
    await reclamo(p2, j.idPlayer, 'pagado', 7);
    // The page is cached: a payment (a write) moves it.
    expect((await pagar(id)).statusCode).toBe(200);
    expect(await pagina()).toEqual({ reclamos: 1, silver: 250_000 });
  });
});
