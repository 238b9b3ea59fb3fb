// Periods overview, reference lists, period creation and change of value (docs/domain.md, "Period life cycle" and
// "Permissions").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO, PAGE_SIZE } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, casa, cuenta, jugador, periodo } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

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

const crear = (body: unknown, token?: string) => t.request('POST', '/api/distribuciones', { token, body });
const cambiar = (idPeriodo: number, silver: unknown, token?: string) =>
  t.request('PUT', '/api/distribuciones/cambiarSilver', { token, body: [{ idPeriodo, silver }] });

async function auditRows(entidad: string, idEntidad: number | string) {
  return t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, entidad), eq(auditoria.idEntidad, String(idEntidad))));
}

describe('GET /resumenDistribucion', () => {
  it('answers every Period field, newest first, silver_app from live distributions only', async () => {
    const jugadores = await Promise.all([t.createPlayer(), t.createPlayer(), t.createPlayer()]);
    const ids = jugadores.map((j) => j.idPlayer);
    const cerrado = await seedPeriodo(t.db, {
      idLugar: 1,
      idCuentaCreador: tesorero.idCuenta,
      estado: ESTADO_PERIODO.EN_DISTRIBUCION,
      idPlayerDistribuidor: distribuidor.idPlayer,
      silverAlbion: 9_000_000,
    });
    await seedDistribucion(t.db, { idPeriodo: cerrado, encargado, players: ids, silver: 3_000_000 });
    await seedDistribucion(t.db, { idPeriodo: cerrado, encargado, players: ids, silver: 1_500_001 });
    await seedDistribucion(t.db, { idPeriodo: cerrado, encargado, players: ids, silver: 7_000_000, estado: false });
    const abierto = await seedPeriodo(t.db, { idLugar: 2, idCuentaCreador: tesorero.idCuenta });

    const res = await t.request('GET', '/api/distribuciones/resumenDistribucion?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.count).toBeGreaterThanOrEqual(2);
    const [first, second] = body.message;
    expect(first).toEqual({
      id_periodo: abierto,
      distribuidor_nickname: null,
      lugar: 'Bridgewatch',
      id_lugar_distribucion: 2,
      fecha_inicial: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fecha_final: null,
      silver_app: 0,
      silver_albion: 0,
      id_estado_distribucion: 3,
      nombre_estado_distribucion: 'Abierto',
      nickname: tesorero.nickname,
    });
    expect(second).toMatchObject({
      id_periodo: cerrado,
      distribuidor_nickname: distribuidor.nickname,
      lugar: 'Martlock',
      fecha_final: expect.stringMatching(/Z$/),
      silver_app: 4_500_001,
      silver_albion: 9_000_000,
      id_estado_distribucion: 2,
      nombre_estado_distribucion: 'En distribución',
    });
    expect(new Date(first.fecha_inicial).toISOString()).toBe(first.fecha_inicial);
  });

  it('pages 10 at a time with the total count, newest first, page 1 by default', async () => {
    for (let i = 0; i < 12; i++) {
      await seedPeriodo(t.db, { idLugar: 4, idCuentaCreador: tesorero.idCuenta, estado: ESTADO_PERIODO.FINALIZADO });
    }
    const total = (await t.db.select().from(periodo)).length;
    const p1 = (await t.request('GET', '/api/distribuciones/resumenDistribucion')).json();
    const p2 = (await t.request('GET', '/api/distribuciones/resumenDistribucion?page=2')).json();
    expect(p1.count).toBe(total);
    expect(p1.message).toHaveLength(PAGE_SIZE);
    expect(p2.message).toHaveLength(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    const ids = [...p1.message, ...p2.message].map((p: { id_periodo: number }) => p.id_periodo);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const far = (await t.request('GET', '/api/distribuciones/resumenDistribucion?page=99')).json();
    expect(far).toEqual({ ok: true, message: [], count: total });
  });

  it.each(['0', '-1', 'abc', '1.5'])('answers 400 in Spanish for page=%s', async (page) => {
    const res = await t.request('GET', `/api/distribuciones/resumenDistribucion?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: expect.stringMatching(/^Datos inválidos.*página/),
      code: 'validacion.datos',
    });
  });
});

describe('reference lists', () => {
  it('GET /getLugares lists the places to anyone', async () => {
    const res = await t.request('GET', '/api/distribuciones/getLugares');
    expect(res.statusCode).toBe(200);
    const { ok, lugares } = res.json();
    expect(ok).toBe(true);
    expect(lugares).toContainEqual({ id_lugar_distribucion: 2, lugar: 'Bridgewatch' });
    expect(lugares).toHaveLength(8);
  });

  it('POST /getCasas gives the active houses of a place with their chests (charge 8)', async () => {
    await t.db.update(casa).set({ activa: false }).where(eq(casa.idCasa, 24));
    const res = await t.request('POST', '/api/distribuciones/getCasas', { token: tesorero.token, body: [{ idLugar: 8 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: [
        { id_casa: 22, nombre_casa: 'Bóveda del hideout', cantidad_cofres: 24 },
        { id_casa: 23, nombre_casa: 'Almacén del hideout', cantidad_cofres: 12 },
      ],
    });
  });

  it('POST /getCasas: 401 anonymous, 403 without charge 8, 404 unknown place, 400 bad body', async () => {
    const url = '/api/distribuciones/getCasas';
    expect((await t.request('POST', url, { body: [{ idLugar: 1 }] })).statusCode).toBe(401);
    expect((await t.request('POST', url, { token: encargado.token, body: [{ idLugar: 1 }] })).statusCode).toBe(403);
    const unknown = await t.request('POST', url, { token: tesorero.token, body: [{ idLugar: 99 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, message: 'El lugar 99 no existe', code: 'periodo.lugarNoExiste' });
    expect((await t.request('POST', url, { token: tesorero.token, body: { idLugar: 1 } })).statusCode).toBe(400);
  });

  it('GET /api/jugadores/getDistributors lists only eligible distributors, to charge 8', async () => {
    const url = '/api/jugadores/getDistributors';
    expect((await t.request('GET', url)).statusCode).toBe(401);
    expect((await t.request('GET', url, { token: distribuidor.token })).statusCode).toBe(403);

    const sinCargo5 = await t.createCuenta({ cargos: [3] });
    const cuentaInactiva = await t.createCuenta({ cargos: [5] });
    await t.db.update(cuenta).set({ activa: false }).where(eq(cuenta.idCuenta, cuentaInactiva.idCuenta));
    const jugadorInactivo = await t.createCuenta({ cargos: [5] });
    await t.db.update(jugador).set({ estado: false }).where(eq(jugador.idPlayer, jugadorInactivo.idPlayer));
    const sinCuenta = await t.createPlayer({ idCargo: 5 });

    const res = await t.request('GET', url, { token: tesorero.token });
    expect(res.statusCode).toBe(200);
    const { ok, distribuidores } = res.json();
    expect(ok).toBe(true);
    const nicks = distribuidores.map((d: { nickname: string }) => d.nickname);
    expect(distribuidores).toContainEqual({ id_player: distribuidor.idPlayer, nickname: distribuidor.nickname });
    // The leader holds every charge, 5 included.
    expect(nicks).toContain('lider');
    for (const excluded of [sinCargo5, cuentaInactiva, jugadorInactivo, sinCuenta])
      expect(nicks).not.toContain(excluded.nickname);
    expect(nicks).toEqual([...nicks].sort());
  });
});

describe('POST /api/distribuciones (create a period)', () => {
  it('needs a token and charge 8', async () => {
    expect((await crear([{ idLugarDist: 5, gremioFederacion: 1 }])).statusCode).toBe(401);
    const res = await crear([{ idLugarDist: 5, gremioFederacion: 1 }], encargado.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: 'No tiene permiso para realizar esta acción', code: 'sesion.sinPermiso' });
  });

  it('opens a period (state 3, now, by the treasurer) and audits it', async () => {
    const before = Date.now();
    const res = await crear([{ idLugarDist: 5, gremioFederacion: 1 }], tesorero.token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ ok: true, message: 'Periodo creado', id_periodo: expect.any(Number) });
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, body.id_periodo));
    expect(row).toMatchObject({
      idLugarDistribucion: 5,
      idEstadoDistribucion: 3,
      gremioFederacion: 1,
      idCuentaCreador: tesorero.idCuenta,
      fechaFinal: null,
      silverAlbion: 0,
      idPlayerDistribuidor: null,
    });
    expect(row!.fechaInicial.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const audits = await auditRows('periodo', body.id_periodo);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accion: 'crear', idCuenta: tesorero.idCuenta });
  });

  it('refuses a second open period on the same place with 409', async () => {
    const res = await crear([{ idLugarDist: 5, gremioFederacion: 1 }], tesorero.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: 'Ya existe un periodo abierto en Thetford', code: 'periodo.yaAbierto' });
  });

  it('allows one open period on a place again once the previous one is closed', async () => {
    const first = await crear([{ idLugarDist: 7 }], tesorero.token);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(periodo)
      .set({ idEstadoDistribucion: ESTADO_PERIODO.EN_DISTRIBUCION })
      .where(eq(periodo.idPeriodo, first.json().id_periodo));
    expect((await crear([{ idLugarDist: 7 }], tesorero.token)).statusCode).toBe(201);
  });

  it('creates exactly one period when several requests race on one place', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => crear([{ idLugarDist: 8, gremioFederacion: 1 }], tesorero.token)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const open = await t.db
      .select()
      .from(periodo)
      .where(and(eq(periodo.idLugarDistribucion, 8), eq(periodo.idEstadoDistribucion, 3)));
    expect(open).toHaveLength(1);
  });

  it('answers 404 for an unknown place and 400 for bad input', async () => {
    const unknown = await crear([{ idLugarDist: 42, gremioFederacion: 1 }], tesorero.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, message: 'El lugar 42 no existe', code: 'periodo.lugarNoExiste' });
    for (const body of [
      [{ idLugarDist: 3, gremioFederacion: 2 }],
      [{ gremioFederacion: 1 }],
      [{ idLugarDist: 0, gremioFederacion: 1 }],
      { idLugarDist: 3, gremioFederacion: 1 },
    ]) {
      const res = await crear(body, tesorero.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Datos inválidos/);
    }
  });
});

describe('PUT /cambiarSilver', () => {
  it('needs charge 8', async () => {
    const id = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta });
    expect((await cambiar(id, 10)).statusCode).toBe(401);
    expect((await cambiar(id, 10, distribuidor.token)).statusCode).toBe(403);
  });

  it.each([
    ['Abierto', ESTADO_PERIODO.ABIERTO],
    ['En distribución', ESTADO_PERIODO.EN_DISTRIBUCION],
  ])('changes the value of a period %s and audits before/after', async (_name, estado) => {
    const id = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta, estado, silverAlbion: 100 });
    const res = await cambiar(id, 1_234_567_890, tesorero.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Valor actualizado' });
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, id));
    expect(row!.silverAlbion).toBe(1_234_567_890);
    const audits = await auditRows('periodo', id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      accion: 'cambiar_silver',
      idCuenta: tesorero.idCuenta,
      antes: { silverAlbion: 100 },
      despues: { silverAlbion: 1_234_567_890 },
    });
    // Zero is a valid value.
    expect((await cambiar(id, 0, tesorero.token)).statusCode).toBe(200);
  });

  it('refuses a finalized period with 409 naming its state', async () => {
    const id = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta, estado: 1, silverAlbion: 5 });
    const res = await cambiar(id, 10, tesorero.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: 'El periodo está Finalizado; solo se puede cambiar el valor de un periodo Abierto o En distribución',
      code: 'periodo.estado',
    });
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, id));
    expect(row!.silverAlbion).toBe(5);
  });

  it('answers 404 for an unknown period', async () => {
    const res = await cambiar(999_999, 10, tesorero.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'El periodo 999999 no existe', code: 'periodo.noExiste2' });
  });

  it.each([
    ['negative', -1],
    ['decimal', 10.5],
    ['text', '100'],
    ['above 10^12', 1_000_000_000_001],
    ['missing', undefined],
  ])('answers 400 for a %s value', async (_name, silver) => {
    const id = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta });
    const res = await cambiar(id, silver, tesorero.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Datos inválidos.*silver/);
  });

  it('accepts exactly 10^12', async () => {
    const id = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta });
    expect((await cambiar(id, 1_000_000_000_000, tesorero.token)).statusCode).toBe(200);
  });
});
