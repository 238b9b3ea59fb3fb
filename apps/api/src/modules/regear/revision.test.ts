// The review of regear claims (docs/regear.md, "Revisión"): who, which states, the reviewer's prices,
// lowering never raising, the price fixed at approval, the period not finalized, the messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ESTADO_PERIODO, REGLAS_REGEAR_DEFECTO, type Reclamo } from '@reparto/contract';
import type { TestApp, TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { appRegear } from '../../testing/fixtures/regear.js';
import { auditoria, cuenta, outbox, periodo, reclamoRegear } from '../../db/schema.js';
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

/** A claim filed by `quien` for its own player (the member's by default). */
async function reclamo(quien: TestCuenta = miembro): Promise<Reclamo> {
  const albionId = `albion-${quien.nickname}`;
  kb.jugadores.set(quien.nickname, albionId);
  const e = muerte({ victimId: albionId });
  kb.eventos.set(e.EventId, e);
  const res = await t.request('POST', '/api/regear/reclamar', {
    token: quien.token,
    body: [{ idPeriodo, eventId: e.EventId, nickname: quien.nickname }],
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

describe('nobody reviews a claim of their own player', () => {
  const propia = (id: number) =>
    `Nadie revisa un reclamo de su propio jugador: el regear #${id} lo aprueba o rechaza otro TESORERO o LIDER`;

  it('a treasurer neither approves nor rejects their own claim (403); another reviewer does', async () => {
    const r = await reclamo(tesorero);
    const a = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios });
    expect([a.statusCode, a.json().message]).toEqual([403, propia(r.id_reclamo)]);
    const en = await t.request('PUT', '/api/regear/aprobar', {
      token: tesorero.token,
      headers: { 'x-idioma': 'en' },
      body: [{ idReclamo: r.id_reclamo, precios }],
    });
    expect(en.json().message).toBe(
      `Nobody reviews a claim of their own player: regear #${r.id_reclamo} is approved or rejected by another TREASURER or the LEADER`,
    );
    const x = await rechazar(tesorero, r.id_reclamo);
    expect([x.statusCode, x.json().message]).toEqual([403, propia(r.id_reclamo)]);
    expect((await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.idReclamo, r.id_reclamo)))[0]!.estado).toBe(
      'pendiente',
    );
    expect((await aprobar(t.lider, { idReclamo: r.id_reclamo, precios })).statusCode).toBe(200);
  });

  it("the leader's own claim goes to another officer; to the leader only when no other officer exists", async () => {
    const r = await reclamo(t.lider);
    const a = await aprobar(t.lider, { idReclamo: r.id_reclamo, precios });
    expect([a.statusCode, a.json().message]).toEqual([403, propia(r.id_reclamo)]);
    expect((await rechazar(t.lider, r.id_reclamo)).statusCode).toBe(403);
    // The treasurer's account inactive: the leader is the guild's only officer.
    await t.db.update(cuenta).set({ activa: false }).where(eq(cuenta.idCuenta, tesorero.idCuenta));
    try {
      expect((await aprobar(t.lider, { idReclamo: r.id_reclamo, precios })).statusCode).toBe(200);
      expect((await rechazar(t.lider, r.id_reclamo)).statusCode).toBe(200);
    } finally {
      await t.db.update(cuenta).set({ activa: true }).where(eq(cuenta.idCuenta, tesorero.idCuenta));
    }
  });
});

describe("a typed price is bounded by the rules (docs/regear.md, 'Review')", () => {
  const caro = (silver: number) => [{ slot: 'MainHand', silver }, ...precios.slice(1)];

  it('above the per-item maximum (default 5.000.000) only the leader approves it', async () => {
    const r = await reclamo();
    const res = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios: caro(5_000_001) });
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'El precio de Mano principal ($5.000.001) supera el máximo de las reglas ($5.000.000): solo el líder aprueba un precio mayor',
    ]);
    const pt = await t.request('PUT', '/api/regear/aprobar', {
      token: tesorero.token,
      headers: { 'x-idioma': 'pt-BR' },
      body: [{ idReclamo: r.id_reclamo, precios: caro(5_000_001) }],
    });
    expect(pt.json().message).toBe(
      'O preço de Mão principal ($5.000.001) supera o máximo das regras ($5.000.000): só o líder aprova um preço maior',
    );
    expect((await aprobar(tesorero, { idReclamo: r.id_reclamo, precios: caro(5_000_000) })).statusCode).toBe(200);
    const otro = await reclamo();
    const lider = await aprobar(t.lider, { idReclamo: otro.id_reclamo, precios: caro(4_000_000_000) });
    expect(lider.statusCode, lider.body).toBe(200);
    expect(lider.json().message.silver).toBe(4_000_000_000 + 300_000);
  });

  it("the fixed table's cell for the slot and tier bounds it, else the maximum the leader set", async () => {
    const reglas = {
      ...REGLAS_REGEAR_DEFECTO,
      precio_max_objeto: 1_000_000,
      // The claymore T8_2H_CLAYMORE@1 is tier-equivalent 9.
      tabla_fija: [{ slot: 'MainHand', tier_eq: 9, silver: 300_000 }],
    };
    const guardar = await t.request('PUT', '/api/regear/reglas', { token: t.lider.token, body: [reglas] });
    expect(guardar.statusCode, guardar.body).toBe(200);
    try {
      const r = await reclamo();
      const arma = await aprobar(tesorero, { idReclamo: r.id_reclamo, precios: caro(300_001) });
      expect([arma.statusCode, arma.json().message]).toEqual([
        403,
        'El precio de Mano principal ($300.001) supera el máximo de las reglas ($300.000): solo el líder aprueba un precio mayor',
      ]);
      const botas = await aprobar(tesorero, {
        idReclamo: r.id_reclamo,
        precios: [...caro(300_000).slice(0, 2), { slot: 'Shoes', silver: 1_000_001 }],
      });
      expect(botas.json().message).toBe(
        'El precio de Botas ($1.000.001) supera el máximo de las reglas ($1.000.000): solo el líder aprueba un precio mayor',
      );
      expect((await aprobar(tesorero, { idReclamo: r.id_reclamo, precios: caro(300_000) })).statusCode).toBe(200);
      const leidas = await t.request('GET', '/api/regear/reglas', { token: miembro.token });
      expect(leidas.json().message.precio_max_objeto).toBe(1_000_000);
      const mala = await t.request('PUT', '/api/regear/reglas', {
        token: t.lider.token,
        body: [{ ...reglas, precio_max_objeto: -1 }],
      });
      expect(mala.statusCode).toBe(400);
      expect(mala.json().message).toContain('El precio máximo por objeto no puede ser negativo');
    } finally {
      await t.request('PUT', '/api/regear/reglas', { token: t.lider.token, body: [REGLAS_REGEAR_DEFECTO] });
    }
  });
});

describe('a claim deducted in a distribution («Descontar regear»)', () => {
  it('cannot be rejected (409): its silver already came off the split; deleting the distribution frees it', async () => {
    const r = await reclamo();
    expect((await aprobar(tesorero, { idReclamo: r.id_reclamo, precios })).statusCode).toBe(200);
    // Loot 1.000.000, 10 % tax: net 900.000, less the claim's 500.000.
    const crear = await t.request('POST', '/api/distribuciones/crear', {
      token: encargado.token,
      body: [
        {
          idDistribucion: 880_001,
          idPeriodoDist: idPeriodo,
          silver: 400_000,
          motivo: 'ZvZ',
          jugadores: [miembro.idPlayer],
          desglose: { valor_botin: 1_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10, regear: [r.id_reclamo] },
        },
      ],
    });
    expect(crear.statusCode, crear.body).toBe(201);
    const idDistribucion = crear.json().distribucion.id_distribucion as number;
    const res = await rechazar(tesorero, r.id_reclamo);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      `El regear #${r.id_reclamo} está descontado en la distribución ${idDistribucion}: no se puede rechazar (elimine antes esa distribución)`,
    ]);
    const en = await t.request('PUT', '/api/regear/rechazar', {
      token: tesorero.token,
      headers: { 'x-idioma': 'en' },
      body: [{ idReclamo: r.id_reclamo, razon: 'No' }],
    });
    expect(en.json().message).toBe(
      `Regear #${r.id_reclamo} is deducted in distribution ${idDistribucion}: it cannot be rejected (delete that distribution first)`,
    );
    expect((await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.idReclamo, r.id_reclamo)))[0]!.estado).toBe(
      'aprobado',
    );
    const borrar = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion, razon: 'Mal repartida' }],
    });
    expect(borrar.statusCode, borrar.body).toBe(200);
    expect((await rechazar(tesorero, r.id_reclamo)).json().message.estado).toBe('rechazado');
  });
});
