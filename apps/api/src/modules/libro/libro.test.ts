// The ledger under the spec's money writes (docs/libro.md, docs/decisions/017-libro.md): the close
// credits the shares and the approved claims, a payment debits, an undo reverses, a rejected credited
// claim is reversed; `acumular` periods take no per-player payments and finalize without them. After
// each step the invariants hold (modules/libro/comprobar.ts), and the entries are never rewritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { cuentaLibro, periodo } from '../../db/schema.js';
import { seedDistribucion } from '../../testing/fixtures/periodos.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
import { comprobarLibro } from './comprobar.js';

let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let distribuidor: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());

const saldo = async (idPlayer: number) =>
  (await t.db.select({ saldo: cuentaLibro.saldo }).from(cuentaLibro).where(eq(cuentaLibro.idPlayer, idPlayer)))[0]?.saldo ?? 0;
const saldoGremio = async (clave: string) =>
  (
    await t.db
      .select({ saldo: cuentaLibro.saldo })
      .from(cuentaLibro)
      .where(sql`${cuentaLibro.clave} = ${clave}`)
  )[0]!.saldo;

/** A period of `lugar` opened through the API (in `modoPago` when given), with one distribution of 1.000.000 among 3 new players. */
async function periodoConReparto(lugar: number, modoPago?: 'al_finalizar' | 'acumular') {
  const res = await t.request('POST', '/api/distribuciones', {
    token: tesorero.token,
    body: [{ idLugarDist: lugar, ...(modoPago ? { modoPago } : {}) }],
  });
  expect(res.statusCode).toBe(201);
  const idPeriodo = (res.json() as { id_periodo: number }).id_periodo;
  const jugadores = [(await t.createPlayer()).idPlayer, (await t.createPlayer()).idPlayer, (await t.createPlayer()).idPlayer];
  await seedDistribucion(t.db, { idPeriodo, encargado, players: jugadores, silver: 1_000_000 });
  return { idPeriodo, jugadores };
}

const cerrar = (idPeriodo: number, idsCasas: number[]) =>
  t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
    token: tesorero.token,
    body: [{ idPeriodo, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas }],
  });
const pagar = (idPeriodo: number, id_player: number) =>
  t.request('PUT', '/api/distribuciones/jugadorDistribuido', { token: distribuidor.token, body: [{ id_player, idPeriodo }] });
const deshacer = (idPeriodo: number, id_player: number) =>
  t.request('PUT', '/api/distribuciones/deshacerPago', {
    token: distribuidor.token,
    body: [{ id_player, idPeriodo, razon: 'Se pagó al jugador equivocado' }],
  });
const finalizar = (idPeriodo: number) =>
  t.request('PUT', '/api/distribuciones/cerrarDistribucion', { token: distribuidor.token, body: [{ idPeriodo }] });

describe('the ledger under the period, payment and regear writes', () => {
  it('credits nothing while the period is open, then the shares, the treasury and the approved claims at its close', async () => {
    const botin = await saldoGremio('botin');
    const tesoreria = await saldoGremio('tesoreria');
    const fondo = await saldoGremio('fondo_regear');
    const { idPeriodo, jugadores } = await periodoConReparto(1);
    const [a, b, c] = jugadores as [number, number, number];
    await seedReclamo(t.db, { idPeriodo, idPlayer: a, estado: 'aprobado', silver: 400_000, idCuentaReclamo: tesorero.idCuenta });
    await seedReclamo(t.db, { idPeriodo, idPlayer: b, estado: 'pendiente', silver: 90_000, idCuentaReclamo: tesorero.idCuenta });
    expect(await saldo(a)).toBe(0);

    expect((await cerrar(idPeriodo, [1])).statusCode).toBe(200);
    // 1.000.000 among 3: 333.333 each, 1 of remainder to the treasury; A's claim of 400.000 from the fund.
    expect([await saldo(a), await saldo(b), await saldo(c)]).toEqual([733_333, 333_333, 333_333]);
    expect(await saldoGremio('botin')).toBe(botin - 1_000_000);
    expect(await saldoGremio('tesoreria')).toBe(tesoreria + 1);
    expect(await saldoGremio('fondo_regear')).toBe(fondo - 400_000);
    const { rows } = await t.db.execute<{ concepto: string; n: number }>(
      sql`select concepto, count(*)::int as n from transaccion_libro where id_periodo = ${idPeriodo} group by concepto order by concepto`,
    );
    expect(rows).toEqual([
      { concepto: 'cierre', n: 1 },
      { concepto: 'regear', n: 1 },
    ]);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('debits a payment, credits its undo (naming it), and a repeated payment posts nothing', async () => {
    const { idPeriodo, jugadores } = await periodoConReparto(2);
    const a = jugadores[0]!;
    expect((await cerrar(idPeriodo, [4])).statusCode).toBe(200);
    const pagado = await saldoGremio('pagado_juego');
    expect((await pagar(idPeriodo, a)).statusCode).toBe(200);
    expect((await pagar(idPeriodo, a)).statusCode).toBe(200);
    expect(await saldo(a)).toBe(0);
    expect(await saldoGremio('pagado_juego')).toBe(pagado + 333_333);

    expect((await deshacer(idPeriodo, a)).statusCode).toBe(200);
    expect(await saldo(a)).toBe(333_333);
    const { rows } = await t.db.execute<{ concepto: string; revierte: number | null; razon: string | null }>(
      sql`select concepto, revierte, razon from transaccion_libro where id_periodo = ${idPeriodo} and concepto like 'pago%' order by id_transaccion`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ concepto: 'pago_deshecho', razon: 'Se pagó al jugador equivocado' });
    expect(rows[1]!.revierte).not.toBeNull();
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('reverses the credit of a claim rejected after the close', async () => {
    const { idPeriodo, jugadores } = await periodoConReparto(3);
    const a = jugadores[0]!;
    const reclamo = await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: a,
      estado: 'aprobado',
      silver: 250_000,
      idCuentaReclamo: tesorero.idCuenta,
    });
    expect((await cerrar(idPeriodo, [7])).statusCode).toBe(200);
    expect(await saldo(a)).toBe(583_333);
    const res = await t.request('PUT', '/api/regear/rechazar', {
      token: tesorero.token,
      body: [{ idReclamo: reclamo, razon: 'La muerte fue fuera del contenido' }],
    });
    expect(res.statusCode).toBe(200);
    expect(await saldo(a)).toBe(333_333);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('pays an approved claim in game and reverses that on undo', async () => {
    const { idPeriodo, jugadores } = await periodoConReparto(4);
    const a = jugadores[0]!;
    const reclamo = await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: a,
      estado: 'aprobado',
      silver: 100_000,
      idCuentaReclamo: tesorero.idCuenta,
    });
    expect((await cerrar(idPeriodo, [10])).statusCode).toBe(200);
    expect(await saldo(a)).toBe(433_333);
    const pagarRegear = await t.request('PUT', '/api/regear/pagar', {
      token: distribuidor.token,
      body: [{ idReclamo: reclamo }],
    });
    expect(pagarRegear.statusCode).toBe(200);
    expect(await saldo(a)).toBe(333_333);
    const undo = await t.request('PUT', '/api/regear/deshacerPago', {
      token: distribuidor.token,
      body: [{ idReclamo: reclamo, razon: 'No llegó al cofre' }],
    });
    expect(undo.statusCode).toBe(200);
    expect(await saldo(a)).toBe(433_333);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('a period in `acumular` keeps the shares in the balances: no per-player payment, finalized without them', async () => {
    const { idPeriodo, jugadores } = await periodoConReparto(5, 'acumular');
    const [row] = await t.db.select({ modo: periodo.modoPago }).from(periodo).where(eq(periodo.idPeriodo, idPeriodo));
    expect(row!.modo).toBe('acumular');
    expect((await cerrar(idPeriodo, [13])).statusCode).toBe(200);
    expect(await saldo(jugadores[0]!)).toBe(333_333);
    const res = await pagar(idPeriodo, jugadores[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ ok: false, code: 'libro.periodoAcumula' });
    expect((await finalizar(idPeriodo)).statusCode).toBe(200);
    expect(await saldo(jugadores[0]!)).toBe(333_333);
    expect(await comprobarLibro(t.db)).toEqual([]);
    // Its overview row says so; a period paid as the spec says answers without the field, as it always did.
    const uno = await t.request('GET', `/api/distribuciones/periodo?idPeriodo=${idPeriodo}`);
    expect((uno.json() as { periodo: Record<string, unknown> }).periodo['modo_pago']).toBe('acumular');
    const resumen = await t.request('GET', '/api/distribuciones/resumenDistribucion?page=1');
    const filas = (resumen.json() as { message: Record<string, unknown>[] }).message;
    expect(filas.find((f) => f['id_periodo'] === idPeriodo)!['modo_pago']).toBe('acumular');
    expect(filas.filter((f) => f['id_periodo'] !== idPeriodo).every((f) => !('modo_pago' in f))).toBe(true);
  });

  it('an `al_finalizar` period still needs every payment to be finalized', async () => {
    const { idPeriodo } = await periodoConReparto(6);
    expect((await cerrar(idPeriodo, [16])).statusCode).toBe(200);
    const res = await finalizar(idPeriodo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'periodo.faltanPagos' });
  });

  it('refuses a payment mode that is not one of the two', async () => {
    const res = await t.request('POST', '/api/distribuciones', {
      token: tesorero.token,
      body: [{ idLugarDist: 7, modoPago: 'cuando_quiera' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false });
  });

  it('never updates nor deletes an entry or a transaction', async () => {
    await expect(t.db.execute(sql`update apunte_libro set silver = silver + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from transaccion_libro`)).rejects.toThrow();
    expect(await comprobarLibro(t.db)).toEqual([]);
  });
});
