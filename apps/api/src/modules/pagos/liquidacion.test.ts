// The settlement tools of the payments (docs/domain.md, "Payments"; docs/conciliacion.md): undoing a
// payment, marking several in one transaction, reconciling with the game's log. Same permission and
// state rules as one payment; idempotent; audited per player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, pago, periodo } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let distribuidor: TestCuenta;
let otro: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
  otro = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());

const put = (url: string, body: unknown, token = distribuidor.token) =>
  t.request('PUT', `/api/distribuciones/${url}`, { token, body: [body] });
const conciliar = (idPeriodo: number, registro: string, token = distribuidor.token) =>
  t.request('POST', '/api/distribuciones/conciliarPagos', { token, body: [{ idPeriodo, registro }] });
const finalizar = (idPeriodo: number) => put('cerrarDistribucion', { idPeriodo });

/** A period in state 2 with players a (1.500.000), b (1.000.000) and c (1.000.000). */
async function periodo2(estado: number = ESTADO_PERIODO.EN_DISTRIBUCION) {
  const idPeriodo = await seedPeriodo(t.db, {
    idLugar: 2,
    idCuentaCreador: tesorero.idCuenta,
    estado,
    idPlayerDistribuidor: distribuidor.idPlayer,
  });
  const a = await t.createPlayer({ nickname: `Ana${idPeriodo}` });
  const b = await t.createPlayer({ nickname: `Bruno${idPeriodo}` });
  const c = await t.createPlayer({ nickname: `Carla${idPeriodo}` });
  await seedDistribucion(t.db, { idPeriodo, encargado, players: [a.idPlayer, b.idPlayer, c.idPlayer], silver: 3_000_001 });
  await seedDistribucion(t.db, { idPeriodo, encargado, players: [a.idPlayer], silver: 500_000 });
  return { idPeriodo, a, b, c };
}
const pagados = async (idPeriodo: number) =>
  (await t.db.select().from(pago).where(eq(pago.idPeriodo, idPeriodo))).map((p) => p.idPlayer).sort((x, y) => x - y);
const auditsDe = (idPeriodo: number, idPlayer: number) =>
  t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'pago'), eq(auditoria.idEntidad, `${idPeriodo}:${idPlayer}`)));

describe('PUT /deshacerPago', () => {
  it('removes the mark with its reason audited; finalizing then needs the payment again', async () => {
    const { idPeriodo, a, b, c } = await periodo2();
    for (const p of [a, b, c])
      expect((await put('jugadorDistribuido', { id_player: p.idPlayer, idPeriodo })).statusCode).toBe(200);
    const res = await put('deshacerPago', { id_player: b.idPlayer, idPeriodo, razon: '  Pagado a otro  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Pago deshecho' });
    expect(await pagados(idPeriodo)).toEqual([a.idPlayer, c.idPlayer].sort((x, y) => x - y));
    const audits = await auditsDe(idPeriodo, b.idPlayer);
    expect(audits.map((x) => x.accion)).toEqual(['pagar', 'deshacer_pago']);
    expect(audits[1]!.despues).toEqual({ razon: 'Pagado a otro' });
    expect(audits[1]!.antes).toMatchObject({ silver: 1_000_000 });
    expect((await finalizar(idPeriodo)).statusCode).toBe(409);
    const again = await put('deshacerPago', { id_player: b.idPlayer, idPeriodo, razon: 'otra vez' });
    expect(again.statusCode).toBe(409);
    expect((await put('jugadorDistribuido', { id_player: b.idPlayer, idPeriodo })).statusCode).toBe(200);
    expect((await finalizar(idPeriodo)).statusCode).toBe(200);
  });

  it('is refused to anyone but the distributor (403), outside state 2 (409), without a reason (400)', async () => {
    const { idPeriodo, a } = await periodo2();
    await put('jugadorDistribuido', { id_player: a.idPlayer, idPeriodo });
    const body = { id_player: a.idPlayer, idPeriodo, razon: 'x' };
    expect((await put('deshacerPago', body, otro.token)).statusCode).toBe(403);
    expect((await t.request('PUT', '/api/distribuciones/deshacerPago', { body: [body] })).statusCode).toBe(401);
    expect((await put('deshacerPago', { ...body, razon: '   ' })).statusCode).toBe(400);
    await t.db.update(periodo).set({ idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO }).where(eq(periodo.idPeriodo, idPeriodo));
    const res = await put('deshacerPago', body);
    expect(res.statusCode).toBe(409);
    expect(await pagados(idPeriodo)).toEqual([a.idPlayer]);
    expect((await put('deshacerPago', { ...body, idPeriodo: 999_999 })).statusCode).toBe(404);
  });
});

describe('PUT /jugadoresDistribuidos', () => {
  it('marks several in one call, idempotent, one audit row per new payment, with the silver of each', async () => {
    const { idPeriodo, a, b, c } = await periodo2();
    await put('jugadorDistribuido', { id_player: b.idPlayer, idPeriodo });
    const res = await put('jugadoresDistribuidos', { idPeriodo, ids_player: [a.idPlayer, b.idPlayer] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: '1 pago registrado (1 ya estaba registrado)', registrados: 1 });
    expect((await auditsDe(idPeriodo, b.idPlayer)).length).toBe(1);
    const [pa] = await t.db
      .select()
      .from(pago)
      .where(and(eq(pago.idPeriodo, idPeriodo), eq(pago.idPlayer, a.idPlayer)));
    expect(pa!.silver).toBe(1_500_000);
    const repeat = await put('jugadoresDistribuidos', { idPeriodo, ids_player: [a.idPlayer, b.idPlayer] });
    expect(repeat.json().registrados).toBe(0);
    expect((await auditsDe(idPeriodo, a.idPlayer)).length).toBe(1);
    expect((await put('jugadoresDistribuidos', { idPeriodo, ids_player: [c.idPlayer] })).json().registrados).toBe(1);
    expect((await finalizar(idPeriodo)).statusCode).toBe(200);
  });

  it('writes nothing when one player has nothing to collect (404), and keeps the rules of one payment', async () => {
    const { idPeriodo, a } = await periodo2();
    const extra = await t.createPlayer();
    const res = await put('jugadoresDistribuidos', { idPeriodo, ids_player: [a.idPlayer, extra.idPlayer] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`El jugador ${extra.idPlayer} no tiene plata que cobrar en el periodo ${idPeriodo}`);
    expect(await pagados(idPeriodo)).toEqual([]);
    expect((await put('jugadoresDistribuidos', { idPeriodo, ids_player: [a.idPlayer] }, otro.token)).statusCode).toBe(403);
    expect((await put('jugadoresDistribuidos', { idPeriodo, ids_player: [] })).statusCode).toBe(400);
    expect((await put('jugadoresDistribuidos', { idPeriodo, ids_player: [a.idPlayer, a.idPlayer] })).statusCode).toBe(400);
    const abierto = await periodo2(ESTADO_PERIODO.ABIERTO);
    const open = await put('jugadoresDistribuidos', { idPeriodo: abierto.idPeriodo, ids_player: [abierto.a.idPlayer] });
    expect(open.statusCode).toBe(409);
  });

  it('races with single payments of the same players: every mark kept once, one audit row each', async () => {
    const { idPeriodo, a, b, c } = await periodo2();
    const ids = [a.idPlayer, b.idPlayer, c.idPlayer];
    const results = await Promise.all([
      put('jugadoresDistribuidos', { idPeriodo, ids_player: ids }),
      ...ids.map((id) => put('jugadorDistribuido', { id_player: id, idPeriodo })),
      put('jugadoresDistribuidos', { idPeriodo, ids_player: [c.idPlayer, a.idPlayer] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await pagados(idPeriodo)).toEqual([...ids].sort((x, y) => x - y));
    for (const id of ids) expect((await auditsDe(idPeriodo, id)).length).toBe(1);
  });
});

describe('POST /conciliarPagos', () => {
  it('compares each share with what the log moved, names the unknown, writes nothing', async () => {
    const { idPeriodo, a, b, c } = await periodo2();
    await put('jugadorDistribuido', { id_player: c.idPlayer, idPeriodo });
    const antes = (await t.db.select().from(auditoria)).length;
    const registro = [
      '"Date"\t"Player"\t"Reason"\t"Amount"',
      `"11/20/2026 21:04:11"\t"${a.nickname.toUpperCase()}"\t"Withdrawal"\t"-1000000"`,
      `"11/20/2026 21:04:12"\t"${a.nickname}"\t"Withdrawal"\t"-500000"`,
      `"11/20/2026 21:05:00"\t"${b.nickname}"\t"Withdrawal"\t"-999999"`,
      `"11/20/2026 21:06:00"\t"Forastero"\t"Withdrawal"\t"-5"`,
      `"11/20/2026 21:07:00"\t"${c.nickname}"\t"Deposit"\t"70000"`,
    ].join('\n');
    const res = await conciliar(idPeriodo, registro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: [
        {
          id_player: a.idPlayer,
          nickname: a.nickname,
          silver: 1_500_000,
          movido: 1_500_000,
          estado: 'coincide',
          esta_pagado: false,
        },
        {
          id_player: b.idPlayer,
          nickname: b.nickname,
          silver: 1_000_000,
          movido: 999_999,
          estado: 'difiere',
          esta_pagado: false,
        },
        {
          id_player: c.idPlayer,
          nickname: c.nickname,
          silver: 1_000_000,
          movido: 0,
          estado: 'sin_movimiento',
          esta_pagado: true,
        },
      ],
      desconocidos: ['Forastero'],
      regear: [],
    });
    expect((await t.db.select().from(auditoria)).length).toBe(antes);
    expect(await pagados(idPeriodo)).toEqual([c.idPlayer]);
  });

  it('answers a Spanish 400 naming the first bad line, never a 500', async () => {
    const { idPeriodo, a } = await periodo2();
    const res = await conciliar(idPeriodo, `"11/20/2026 21:04:11"\t"${a.nickname}"\t"Withdrawal"\t"-1"\n"ayer"\t"x"\t"y"\t"1"`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Línea 2 del registro: la fecha no es MM/DD/YYYY HH:MM:SS ni ISO 8601');
    const formula = await conciliar(idPeriodo, `"11/20/2026 21:04:11"\t"=HYPERLINK(""x"")"\t"Withdrawal"\t"-1"`);
    expect(formula.statusCode).toBe(400);
    expect((await conciliar(idPeriodo, '   ')).statusCode).toBe(400);
    const lineas = Array.from({ length: 20_001 }, () => '"1/1/2026 00:00:00","x","Withdrawal","-1"').join('\n');
    const muchas = await conciliar(idPeriodo, lineas);
    expect(muchas.statusCode).toBe(400);
    expect(muchas.json().message).toContain('20000 líneas');
  });

  it('is only for the distributor (403) of a period in state 2 (409)', async () => {
    const { idPeriodo, a } = await periodo2();
    const registro = `"11/20/2026 21:04:11"\t"${a.nickname}"\t"Withdrawal"\t"-1"`;
    expect((await conciliar(idPeriodo, registro, otro.token)).statusCode).toBe(403);
    expect((await conciliar(idPeriodo, 'no es un registro', otro.token)).statusCode).toBe(403);
    expect((await t.request('POST', '/api/distribuciones/conciliarPagos', { body: [{ idPeriodo, registro }] })).statusCode).toBe(
      401,
    );
    await t.db.update(periodo).set({ idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO }).where(eq(periodo.idPeriodo, idPeriodo));
    expect((await conciliar(idPeriodo, registro)).statusCode).toBe(409);
    expect((await conciliar(999_999, registro)).statusCode).toBe(404);
  });
});
