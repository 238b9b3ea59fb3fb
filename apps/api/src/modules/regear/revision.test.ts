// The review of regear claims (docs/regear.md, "Revisión"): who, which states, the reviewer's prices,
// lowering never raising, the price fixed at approval, the period not finalized, the messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ESTADO_PERIODO, REGLAS_REGEAR_DEFECTO, type Reclamo } from '@reparto/contract';
import type { TestApp, TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { appRegear } from '../../testing/fixtures/regear.js';
import { auditoria, outbox, periodo, reclamoRegear } from '../../db/schema.js';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { killboardMemoria, muerte, precioMercado, preciosMemoria } from './regear.fakes.js';

const kb = killboardMemoria();
const pr = preciosMemoria();
let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let miembro: TestCuenta;
let idPeriodo: number;

beforeAll(async () => {
  // Payments' messages off: the regear's go out anyway (docs/regear.md, "Messages (Discord)").
  ({ t, tesorero, encargado, miembro } = await appRegear(kb, pr));
  kb.jugadores.set(miembro.nickname, 'albion-miembro');
  // The head has a market price; the weapon, armor and shoes have none (sin precio).
  pr.tabla.set(clavePrecio('T8_HEAD_PLATE_SET1@1', 2), precioMercado(100_000));
  idPeriodo = await seedPeriodo(t.db, { idLugar: 3, idCuentaCreador: tesorero.idCuenta, fechaInicial: daysAgo(5) });
});
afterAll(() => t.close());

async function reclamo(): Promise<Reclamo> {
  const e = muerte({ victimId: 'albion-miembro' });
  kb.eventos.set(e.EventId, e);
  const res = await t.request('POST', '/api/regear/reclamar', {
    token: miembro.token,
    body: [{ idPeriodo, eventId: e.EventId, nickname: miembro.nickname }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message;
}
const aprobar = (c: TestCuenta, body: Record<string, unknown>) =>
  t.request('PUT', '/api/regear/aprobar', { token: c.token, body: [body] });
const rechazar = (c: TestCuenta, idReclamo: number, razon = 'Sin grabación del contenido') =>
  t.request('PUT', '/api/regear/rechazar', { token: c.token, body: [{ idReclamo, razon }] });
const precios = [
  { slot: 'MainHand', silver: 200_000 },
  { slot: 'Armor', silver: 150_000 },
  { slot: 'Shoes', silver: 50_000 },
];
const ultimoMensaje = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.idOutbox)).limit(1))[0]!;
const auditadas = async () => (await t.db.select().from(auditoria)).length;

describe('PUT /api/regear/aprobar', () => {
  it('is for TESORERO or LIDER only', async () => {
    const r = await reclamo();
    for (const c of [encargado, miembro]) expect((await aprobar(c, { idReclamo: r.id_reclamo, precios })).statusCode).toBe(403);
    expect((await aprobar(t.lider, { idReclamo: r.id_reclamo, precios })).statusCode).toBe(200);
  });

  it('needs a price for every counted item sin precio, naming those missing', async () => {
    const r = await reclamo();
    expect(r).toMatchObject({ silver: 100_000, sin_precio: 3 });
    const res = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios: precios.slice(0, 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Falta el precio de Armadura (T8_ARMOR_PLATE_SET1@1), Botas (T8_SHOES_PLATE_SET1@1): escríbalo antes de aprobar',
    );
  });

  it('approves with the reviewer’s prices, the rules’ amount by default, audited, with its message', async () => {
    const r = await reclamo();
    const res = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().message as Reclamo;
    expect(a).toMatchObject({
      estado: 'aprobado',
      silver: 500_000,
      silver_reglas: 500_000,
      sin_precio: 0,
      revisado_por: tesorero.nickname,
    });
    expect(a.items.find((i) => i.slot === 'Armor')).toMatchObject({ precio: 150_000, fuente: { tipo: 'revisor' } });
    expect(JSON.parse(res.headers['x-cambio'] as string)).toEqual({ tipo: 'regear', idPeriodo });
    const m = await ultimoMensaje();
    expect(m.tipo).toBe('regear_aprobado');
    expect(m.resumen).toBe(`Regear aprobado #${r.id_reclamo}: $500.000 a ${miembro.nickname} (periodo ${idPeriodo})`);
    const [fila] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(fila).toMatchObject({ accion: 'aprobar_regear', entidad: 'reclamo_regear', idCuenta: tesorero.idCuenta });
    // Approving it again changes nothing: no audit row, no message, no x-cambio.
    const [n, id] = [await auditadas(), m.idOutbox];
    const otraVez = await aprobar(tesorero, { idReclamo: r.id_reclamo, silver: 1 });
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json().message.silver).toBe(500_000);
    expect(otraVez.headers['x-cambio']).toBeUndefined();
    expect([await auditadas(), (await ultimoMensaje()).idOutbox]).toEqual([n, id]);
  });

  it('lowers the amount, never raises it', async () => {
    const r = await reclamo();
    const alta = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios, silver: 500_001 });
    expect([alta.statusCode, alta.json().message]).toEqual([
      400,
      'La plata aprobada (500001) no puede superar la de las reglas (500000): solo se puede rebajar',
    ]);
    const baja = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios, silver: 300_000 });
    expect(baja.json().message).toMatchObject({ silver: 300_000, silver_reglas: 500_000 });
  });

  it('fixes the price at approval: later rules never move it', async () => {
    const r = await reclamo();
    await aprobar(tesorero, { idReclamo: r.id_reclamo, precios });
    const cambio = await t.request('PUT', '/api/regear/reglas', {
      token: t.lider.token,
      body: [{ ...REGLAS_REGEAR_DEFECTO, porcentaje: 10, tope_reclamo: 1 }],
    });
    expect(cambio.statusCode).toBe(200);
    pr.tabla.set(clavePrecio('T8_HEAD_PLATE_SET1@1', 2), precioMercado(1));
    const lista = await t.request('GET', `/api/regear?idPeriodo=${idPeriodo}&estado=aprobado`);
    expect((lista.json().message as Reclamo[]).find((x) => x.id_reclamo === r.id_reclamo)!.silver).toBe(500_000);
    await t.request('PUT', '/api/regear/reglas', { token: t.lider.token, body: [REGLAS_REGEAR_DEFECTO] });
    pr.tabla.set(clavePrecio('T8_HEAD_PLATE_SET1@1', 2), precioMercado(100_000));
  });

  it('refuses a rejected or paid claim (409) and an unknown one (404)', async () => {
    const r = await reclamo();
    await rechazar(tesorero, r.id_reclamo);
    const res = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios });
    expect([res.statusCode, res.json().message]).toEqual([409, `El regear #${r.id_reclamo} está rechazado: no se puede aprobar`]);
    const p = await reclamo();
    await t.db.update(reclamoRegear).set({ estado: 'pagado' }).where(eq(reclamoRegear.idReclamo, p.id_reclamo));
    expect((await aprobar(tesorero, { idReclamo: p.id_reclamo, precios })).statusCode).toBe(409);
    expect((await aprobar(tesorero, { idReclamo: 999_999 })).statusCode).toBe(404);
  });
});

describe('PUT /api/regear/rechazar', () => {
  it('rejects a pending or approved claim with its reason, the reviewer named, the message sent', async () => {
    const r = await reclamo();
    for (const c of [encargado, miembro]) expect((await rechazar(c, r.id_reclamo)).statusCode).toBe(403);
    const sinRazon = await t.request('PUT', '/api/regear/rechazar', {
      token: tesorero.token,
      body: [{ idReclamo: r.id_reclamo, razon: ' ' }],
    });
    expect(sinRazon.statusCode).toBe(400);
    const res = await rechazar(tesorero, r.id_reclamo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({
      estado: 'rechazado',
      razon: 'Sin grabación del contenido',
      revisado_por: tesorero.nickname,
    });
    const m = await ultimoMensaje();
    expect(m.tipo).toBe('regear_rechazado');
    expect(JSON.stringify(m.payload)).toContain('Sin grabación del contenido');
    const a = await reclamo();
    await aprobar(tesorero, { idReclamo: a.id_reclamo, precios });
    expect((await rechazar(t.lider, a.id_reclamo)).json().message.estado).toBe('rechazado');
  });

  it('refuses a paid claim (409); a rejected one again changes nothing', async () => {
    const r = await reclamo();
    await t.db.update(reclamoRegear).set({ estado: 'pagado' }).where(eq(reclamoRegear.idReclamo, r.id_reclamo));
    const res = await rechazar(tesorero, r.id_reclamo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/está pagado/);
    const x = await reclamo();
    await rechazar(tesorero, x.id_reclamo);
    const n = await auditadas();
    const otraVez = await rechazar(tesorero, x.id_reclamo, 'Otra razón');
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json().message.razon).toBe('Sin grabación del contenido');
    expect(await auditadas()).toBe(n);
  });
});

describe('a finalized period', () => {
  it('takes no review (409)', async () => {
    const r = await reclamo();
    const otro = await reclamo();
    await t.db.update(periodo).set({ idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO }).where(eq(periodo.idPeriodo, idPeriodo));
    try {
      const a = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios });
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toMatch(/Finalizado/);
      expect((await rechazar(tesorero, otro.id_reclamo)).statusCode).toBe(409);
    } finally {
      await t.db.update(periodo).set({ idEstadoDistribucion: ESTADO_PERIODO.ABIERTO }).where(eq(periodo.idPeriodo, idPeriodo));
    }
  });
});
