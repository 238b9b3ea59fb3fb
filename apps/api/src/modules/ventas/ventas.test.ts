// «Venta del botín» (docs/venta-botin.md): opening a sale, bidding (participants only, before the
// deadline, above one's own previous bid, within the balance when the period accumulates), and closing
// it (after the deadline: no bids → desierta; the highest bid, a tie to the earliest, becomes a
// distribution of its silver among the participants). The deadline is moved in the database, never waited for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditoria, cuentaLibro, distribucion, ventaBotin } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { depositar } from '../../testing/fixtures/retiros.js';
import { comprobarLibro } from '../libro/comprobar.js';
import { ajustesAvisosApagados } from '../notificaciones/notificar.js';
import { codigoDeVenta } from './ventas.service.js';
import { cerrarVencidas } from './cierre-automatico.js';

let t: TestApp;
let encargado: TestCuenta;
let a: TestCuenta;
let b: TestCuenta;
let c: TestCuenta;
let fuera: TestCuenta;
let alFinalizar: number;
let acumular: number;

const enUnaHora = () => new Date(Date.now() + 3_600_000).toISOString();

async function periodo(idLugarDist: number, modoPago: string): Promise<number> {
  const res = await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist, modoPago }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id_periodo as number;
}

beforeAll(async () => {
  t = await buildTestApp({ impuestoGremioPct: 10 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  const miembro = () => t.createCuenta({ cargos: [3], idCargo: 3 });
  a = await miembro();
  b = await miembro();
  c = await miembro();
  fuera = await miembro();
  alFinalizar = await periodo(1, 'al_finalizar');
  acumular = await periodo(2, 'acumular');
});
afterAll(() => t.close());

const abrir = (body: Record<string, unknown>, quien: TestCuenta = encargado) =>
  t.request('POST', '/api/ventas', { token: quien.token, body: [body] });
const pujar = (quien: TestCuenta, idVenta: number, puja: { pct?: number; silver?: number }) =>
  t.request('POST', '/api/ventas/pujar', { token: quien.token, body: [{ idVenta, ...puja }] });
const cerrar = (idVenta: number, quien: TestCuenta = encargado) =>
  t.request('PUT', '/api/ventas/cerrar', { token: quien.token, body: [{ idVenta }] });
const vencer = (idVenta: number) =>
  t.db
    .update(ventaBotin)
    .set({ cierre: new Date(Date.now() - 1_000) })
    .where(eq(ventaBotin.idVenta, idVenta));

const saldo = async (idPlayer: number) =>
  Number(
    (await t.db.select({ saldo: cuentaLibro.saldo }).from(cuentaLibro).where(eq(cuentaLibro.idPlayer, idPlayer)))[0]?.saldo ?? 0,
  );

/** A sale of 9.000.000 among a, b and c, open for an hour; its id. */
async function venta(idPeriodo = alFinalizar, participantes = [a, b, c]): Promise<number> {
  const res = await abrir({
    idPeriodo,
    valorMercado: 9_000_000,
    cierre: enUnaHora(),
    motivo: 'Cofre de la ZvZ',
    participantes: participantes.map((p) => p.idPlayer),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().venta.id_venta as number;
}

describe('POST /api/ventas: opening a sale', () => {
  it('opens it for the officers only, on an open period, with a deadline ahead; audited', async () => {
    const res = await abrir({
      idPeriodo: alFinalizar,
      valorMercado: 9_000_000,
      cierre: enUnaHora(),
      motivo: 'Cofre',
      participantes: [a.idPlayer, b.idPlayer],
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().venta;
    expect(v).toMatchObject({ estado: 'abierta', valor_mercado: 9_000_000, pujas: [], comprador: null, id_distribucion: null });
    expect(v.participantes.map((p: { nickname: string }) => p.nickname)).toEqual([a.nickname, b.nickname]);
    expect(res.json().message).toMatch(/^Venta del botín \d+ abierta hasta el /);
    const audit = await t.db.select().from(auditoria).where(eq(auditoria.accion, 'abrir_venta_botin'));
    expect(audit.map((r) => r.idEntidad)).toContain(String(v.id_venta));

    const miembro = await abrir(
      { idPeriodo: alFinalizar, valorMercado: 1, cierre: enUnaHora(), motivo: 'x', participantes: [a.idPlayer] },
      a,
    );
    expect(miembro.statusCode).toBe(403);
    const pasado = await abrir({
      idPeriodo: alFinalizar,
      valorMercado: 1,
      cierre: new Date(Date.now() - 60_000).toISOString(),
      motivo: 'x',
      participantes: [a.idPlayer],
    });
    expect(pasado.statusCode).toBe(400);
    expect(pasado.json().message).toBe('El cierre de la venta debe ser posterior a este momento');
    const sinPeriodo = await abrir({
      idPeriodo: 999_999,
      valorMercado: 1,
      cierre: enUnaHora(),
      motivo: 'x',
      participantes: [a.idPlayer],
    });
    expect(sinPeriodo.statusCode).toBe(404);
  });
});

describe('POST /api/ventas/pujar: bidding', () => {
  it('a participant bids a percentage (floored) or an amount; a new bid must beat their own previous one', async () => {
    const id = await venta();
    const pct = await pujar(a, id, { pct: 33 });
    expect(pct.statusCode, pct.body).toBe(201);
    expect(pct.json().venta.pujas[0]).toMatchObject({ nickname: a.nickname, pct: 33, silver: 2_970_000 });
    const menor = await pujar(a, id, { silver: 2_970_000 });
    expect(menor.statusCode).toBe(409);
    expect(menor.json().message).toBe('Su nueva puja ($2.970.000) debe superar la anterior ($2.970.000)');
    // Another member need not beat it: every bid is kept, the highest wins at the close.
    expect((await pujar(b, id, { silver: 1_000 })).statusCode).toBe(201);
    expect((await pujar(a, id, { silver: 2_970_001 })).statusCode).toBe(201);
  });

  it('refuses a player who is not a participant (403) and an unknown sale (404)', async () => {
    const id = await venta();
    const res = await pujar(fuera, id, { silver: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`Solo los participantes de la venta del botín ${id} pueden pujar`);
    expect((await pujar(a, 999_999, { silver: 5 })).statusCode).toBe(404);
  });

  it('refuses a bid after the deadline (409)', async () => {
    const id = await venta();
    await vencer(id);
    const res = await pujar(a, id, { silver: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('venta.plazoTerminado');
  });

  it('in a period that accumulates, refuses a bid whose payment exceeds what the buyer may withdraw', async () => {
    const id = await venta(acumular);
    // 3.000.000 among three at 10 %: each share 900.000, the payment 2.100.000.
    const pobre = await pujar(c, id, { silver: 3_000_000 });
    expect(pobre.statusCode).toBe(409);
    expect(pobre.json().message).toBe(
      `El periodo ${acumular} paga con los saldos: su pago sería $2.100.000 y puede disponer de $0`,
    );
    await depositar(t.db, c.idPlayer, 2_100_000);
    expect((await pujar(c, id, { silver: 3_000_000 })).statusCode).toBe(201);
    // The same bid where a distributor pays in game needs no balance.
    expect((await pujar(b, await venta(), { silver: 3_000_000 })).statusCode).toBe(201);
  });
});

describe('PUT /api/ventas/cerrar: closing', () => {
  it('before the deadline is 409; a member may not close', async () => {
    const id = await venta();
    expect((await cerrar(id)).json().code).toBe('venta.plazoAbierto');
    await vencer(id);
    expect((await cerrar(id, a)).statusCode).toBe(403);
  });

  it('no bids: the sale is desierta and no distribution is made', async () => {
    const id = await venta();
    await vencer(id);
    const res = await cerrar(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().venta).toMatchObject({ estado: 'desierta', comprador: null, id_distribucion: null });
    expect(res.json().message).toBe(`Venta del botín ${id} cerrada sin pujas`);
  });

  it('the highest bid buys; a tie goes to the earliest; its silver is split among the participants', async () => {
    const id = await venta();
    expect((await pujar(b, id, { silver: 6_000_000 })).statusCode).toBe(201);
    expect((await pujar(a, id, { pct: 50 })).statusCode).toBe(201); // 4.500.000
    expect((await pujar(c, id, { silver: 6_000_000 })).statusCode).toBe(201); // ties b's, later
    await vencer(id);
    const res = await cerrar(id);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().venta;
    // 6.000.000 at 10 %: 5.400.000 among three, 1.800.000 each; b pays 6.000.000 − 1.800.000.
    expect(v).toMatchObject({ estado: 'vendida', comprador: b.nickname, pago: 4_200_000 });
    const lista = await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: alFinalizar }] });
    const d = lista.json().message.find((x: { id_distribucion: number }) => x.id_distribucion === v.id_distribucion);
    expect(d).toMatchObject({ silver: 5_400_000, motivo: 'Cofre de la ZvZ' });
    expect(d.jugadores.map((j: { silver_unitario: number }) => j.silver_unitario)).toEqual([1_800_000, 1_800_000, 1_800_000]);
    // Closing again changes nothing.
    const otra = await cerrar(id);
    expect(otra.statusCode).toBe(200);
    expect(otra.json().venta.id_distribucion).toBe(v.id_distribucion);
  });

  it('GET /api/ventas lists the period’s sales with their bids, the highest first', async () => {
    const id = await venta();
    await pujar(a, id, { silver: 10 });
    await pujar(b, id, { silver: 20 });
    const res = await t.request('GET', `/api/ventas?idPeriodo=${alFinalizar}`, { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().message.find((x: { id_venta: number }) => x.id_venta === id);
    expect(v.pujas.map((p: { silver: number }) => p.silver)).toEqual([20, 10]);
  });
});

describe('closing by itself (docs/venta-botin.md, «Cierre automático»)', () => {
  it('closes the sales whose deadline passed as the app, once even with two runs racing', async () => {
    const vendida = await venta();
    const desierta = await venta();
    const abierta = await venta();
    expect((await pujar(a, vendida, { silver: 3_000_000 })).statusCode).toBe(201);
    await vencer(vendida);
    await vencer(desierta);
    const log = { error: (obj: object) => expect.fail(JSON.stringify(obj)) };
    const [x, y] = await Promise.all([
      cerrarVencidas(t.db, () => 10, ajustesAvisosApagados(), log),
      cerrarVencidas(t.db, () => 10, ajustesAvisosApagados(), log),
    ]);
    expect(x + y).toBeGreaterThanOrEqual(2);
    const [v1] = await t.db.select().from(ventaBotin).where(eq(ventaBotin.idVenta, vendida));
    const [v2] = await t.db.select().from(ventaBotin).where(eq(ventaBotin.idVenta, desierta));
    const [v3] = await t.db.select().from(ventaBotin).where(eq(ventaBotin.idVenta, abierta));
    expect([v1!.estado, v2!.estado, v3!.estado]).toEqual(['vendida', 'desierta', 'abierta']);
    expect(v1).toMatchObject({ idPlayerComprador: a.idPlayer, pago: 2_100_000 });
    // One close audited, by nobody (the app); one distribution, the sale's, whose manager opened the sale.
    const audit = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'cerrar_venta_botin'), eq(auditoria.idEntidad, String(vendida))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.idCuenta).toBeNull();
    const ds = await t.db
      .select()
      .from(distribucion)
      .where(eq(distribucion.codigo, codigoDeVenta(vendida)));
    expect(ds).toHaveLength(1);
    expect(ds[0]!.idCuentaEncargado).toBe(encargado.idCuenta);
    // An officer's close afterwards answers the sale as it is.
    const otra = await cerrar(vendida);
    expect(otra.statusCode).toBe(200);
    expect(otra.json().venta.id_distribucion).toBe(v1!.idDistribucion);
  });
});

describe('the ledger (docs/venta-botin.md, «El libro»)', () => {
  it('in an acumular period the payment is held from the buyer’s withdrawals, then debited at the period’s close', async () => {
    await depositar(t.db, a.idPlayer, 2_100_000);
    const id = await venta(acumular);
    expect((await pujar(a, id, { silver: 3_000_000 })).statusCode).toBe(201);
    await vencer(id);
    const res = await cerrar(id);
    expect(res.json().venta).toMatchObject({ estado: 'vendida', pago: 2_100_000 });
    // Nothing posted while the period is open, but the payment is no longer available to withdraw.
    expect(await saldo(a.idPlayer)).toBe(2_100_000);
    const retiro = await t.request('POST', '/api/retiros', { token: a.token, body: [{ silver: 1 }] });
    expect(retiro.statusCode, retiro.body).toBe(400);

    const casas = (await t.db.execute(sql`select id_casa from casa where id_lugar_distribucion = 2`)).rows;
    const cierre = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: t.lider.token,
      body: [{ idPeriodo: acumular, idPlayerDistribuidor: t.lider.idPlayer, idsCasas: casas.map((c) => Number(c['id_casa'])) }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    // 3.000.000 at 10 %: 900.000 each; the buyer's net is −2.100.000 (share − W), the others +900.000.
    expect(await saldo(a.idPlayer)).toBe(0);
    expect(await saldo(b.idPlayer)).toBe(900_000);
    const conceptos = await t.db.execute(
      sql`select t.concepto from transaccion_libro t where t.id_periodo = ${acumular} order by t.id_transaccion`,
    );
    expect(conceptos.rows.map((r) => r['concepto'])).toEqual(['cierre', 'venta_botin']);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });
});
