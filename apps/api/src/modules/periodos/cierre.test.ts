// Closing a period (charge 8, state 3 → 2): distributor eligibility, houses of the place and the chest
// arithmetic of docs/domain.md, "Money rules" (required chests = distinct players with a payment > 0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, casa, cuenta, jugador, periodo, periodoCasa } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let distribuidor: TestCuenta;

// Houses of Martlock (place 1) from the reference data: 1 (16 chests), 2 (10), 3 (6); Bridgewatch: 4–6.
const MARTLOCK = 1;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());

const cerrar = (body: unknown, token?: string) => t.request('PUT', '/api/distribuciones/cerrarPeriodo', { token, body });

/** An open Martlock period whose distributions pay `players` distinct players. */
async function openWithPlayers(players: number) {
  const id = await seedPeriodo(t.db, { idLugar: MARTLOCK, idCuentaCreador: tesorero.idCuenta });
  if (players > 0) {
    const ids = [];
    for (let i = 0; i < players; i++) ids.push((await t.createPlayer()).idPlayer);
    // Two distributions over overlapping players: each player counts once.
    await seedDistribucion(t.db, { idPeriodo: id, encargado, players: ids, silver: 1_000_000 });
    await seedDistribucion(t.db, { idPeriodo: id, encargado, players: ids.slice(0, 1), silver: 50_000 });
  }
  return id;
}

async function setChests(idCasa: number, cantidad: number) {
  await t.db.update(casa).set({ cantidadCofres: cantidad }).where(eq(casa.idCasa, idCasa));
}

describe('PUT /cerrarPeriodo', () => {
  it('needs a token and charge 8', async () => {
    const id = await openWithPlayers(0);
    const body = [{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [1] }];
    expect((await cerrar(body)).statusCode).toBe(401);
    expect((await cerrar(body, encargado.token)).statusCode).toBe(403);
    expect((await cerrar(body, distribuidor.token)).statusCode).toBe(403);
  });

  it('closes: state 2, distributor, fecha_final now, houses recorded, audit row', async () => {
    const id = await openWithPlayers(3);
    const before = Date.now();
    const res = await cerrar(
      [{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [3, 2, 3] }],
      tesorero.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Periodo cerrado' });
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, id));
    expect(row).toMatchObject({ idEstadoDistribucion: 2, idPlayerDistribuidor: distribuidor.idPlayer });
    expect(row!.fechaFinal!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const casas = await t.db.select().from(periodoCasa).where(eq(periodoCasa.idPeriodo, id));
    expect(casas.map((c) => c.idCasa).sort()).toEqual([2, 3]);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'periodo'), eq(auditoria.idEntidad, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      accion: 'cerrar_periodo',
      idCuenta: tesorero.idCuenta,
      antes: { idEstadoDistribucion: 3 },
      despues: { idEstadoDistribucion: 2, idsCasas: [3, 2], cofres: 16, requeridos: 3 },
    });

    // The overview now shows the distributor and the end date.
    const list = (await t.request('GET', '/api/distribuciones/resumenDistribucion')).json();
    expect(list.message.find((p: { id_periodo: number }) => p.id_periodo === id)).toMatchObject({
      distribuidor_nickname: distribuidor.nickname,
      fecha_final: row!.fechaFinal!.toISOString(),
      nombre_estado_distribucion: 'En distribución',
    });
  });

  it('passes when the chests equal the players with a payment, and refuses one fewer with 409', async () => {
    await setChests(3, 4);
    const exact = await openWithPlayers(4);
    const ok = await cerrar([{ idPeriodo: exact, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [3] }], tesorero.token);
    expect(ok.statusCode).toBe(200);

    await setChests(3, 3);
    const short = await openWithPlayers(4);
    const refused = await cerrar(
      [{ idPeriodo: short, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [3] }],
      tesorero.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      ok: false,
      message: 'Cofres insuficientes: las casas elegidas suman 3 y se necesitan 4',
      code: 'periodo.cofres',
    });
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, short));
    expect(row).toMatchObject({ idEstadoDistribucion: 3, idPlayerDistribuidor: null, fechaFinal: null });
    expect(await t.db.select().from(periodoCasa).where(eq(periodoCasa.idPeriodo, short))).toEqual([]);
    await setChests(3, 6);
  });

  it('counts neither deleted distributions nor players whose share is 0', async () => {
    await setChests(3, 2);
    const id = await seedPeriodo(t.db, { idLugar: MARTLOCK, idCuentaCreador: tesorero.idCuenta });
    const a = (await t.createPlayer()).idPlayer;
    const b = (await t.createPlayer()).idPlayer;
    const c = (await t.createPlayer()).idPlayer;
    const d = (await t.createPlayer()).idPlayer;
    await seedDistribucion(t.db, { idPeriodo: id, encargado, players: [a, b], silver: 10 });
    await seedDistribucion(t.db, { idPeriodo: id, encargado, players: [c], silver: 10, estado: false });
    // 1 silver among 2 players: floor(1 / 2) = 0 each, no payment.
    await seedDistribucion(t.db, { idPeriodo: id, encargado, players: [c, d], silver: 1 });
    const tabla = (await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo: id }] })).json();
    expect(tabla.count).toBe(2);
    const res = await cerrar([{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [3] }], tesorero.token);
    expect(res.statusCode).toBe(200);
    await setChests(3, 6);
  });

  it('closes a period without payments with one house', async () => {
    const id = await openWithPlayers(0);
    const res = await cerrar([{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [1] }], tesorero.token);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['En distribución', ESTADO_PERIODO.EN_DISTRIBUCION],
    ['Finalizado', ESTADO_PERIODO.FINALIZADO],
  ])('refuses a period %s with 409 naming the state', async (nombre, estado) => {
    const id = await seedPeriodo(t.db, {
      idLugar: MARTLOCK,
      idCuentaCreador: tesorero.idCuenta,
      estado,
      idPlayerDistribuidor: distribuidor.idPlayer,
    });
    const res = await cerrar([{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [1] }], tesorero.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: `El periodo está ${nombre}; solo se puede cerrar un periodo Abierto`,
      code: 'periodo.estado',
    });
  });

  it('answers 404 for an unknown period', async () => {
    const res = await cerrar(
      [{ idPeriodo: 777_777, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [1] }],
      tesorero.token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses houses of another place, unknown houses and inactive houses with 400', async () => {
    const id = await openWithPlayers(1);
    const other = await cerrar(
      [{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [1, 4] }],
      tesorero.token,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      ok: false,
      message: 'La casa «Casa del gremio (Bridgewatch)» no pertenece a Martlock',
      code: 'periodo.casaAjena',
    });
    const unknown = await cerrar(
      [{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [9999] }],
      tesorero.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ ok: false, message: 'La casa 9999 no existe', code: 'periodo.casaNoExiste' });
    await t.db.update(casa).set({ activa: false }).where(eq(casa.idCasa, 2));
    const inactive = await cerrar(
      [{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [2] }],
      tesorero.token,
    );
    expect(inactive.statusCode).toBe(400);
    await t.db.update(casa).set({ activa: true }).where(eq(casa.idCasa, 2));
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, id));
    expect(row!.idEstadoDistribucion).toBe(3);
  });

  it('refuses an ineligible distributor with 400', async () => {
    const id = await openWithPlayers(1);
    const sinCargo = await t.createCuenta({ cargos: [3, 7] });
    const cuentaInactiva = await t.createCuenta({ cargos: [5] });
    await t.db.update(cuenta).set({ activa: false }).where(eq(cuenta.idCuenta, cuentaInactiva.idCuenta));
    const jugadorInactivo = await t.createCuenta({ cargos: [5] });
    await t.db.update(jugador).set({ estado: false }).where(eq(jugador.idPlayer, jugadorInactivo.idPlayer));
    const sinCuenta = await t.createPlayer({ idCargo: 5 });
    for (const idPlayer of [sinCargo.idPlayer, cuentaInactiva.idPlayer, jugadorInactivo.idPlayer, sinCuenta.idPlayer, 999_999]) {
      const res = await cerrar([{ idPeriodo: id, idPlayerDistribuidor: idPlayer, idsCasas: [1] }], tesorero.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^El distribuidor elegido no es válido/);
    }
  });

  it('answers 400 "Seleccione un distribuidor" without a distributor, and 400 without houses', async () => {
    const id = await openWithPlayers(0);
    const noDist = await cerrar([{ idPeriodo: id, idsCasas: [1] }], tesorero.token);
    expect(noDist.statusCode).toBe(400);
    expect(noDist.json().message).toContain('Seleccione un distribuidor');
    const nullDist = await cerrar([{ idPeriodo: id, idPlayerDistribuidor: null, idsCasas: [1] }], tesorero.token);
    expect(nullDist.statusCode).toBe(400);
    const noHouses = await cerrar([{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [] }], tesorero.token);
    expect(noHouses.statusCode).toBe(400);
    expect(noHouses.json().message).toContain('Seleccione al menos una casa');
  });

  it('closes a period only once when two closes race', async () => {
    const id = await openWithPlayers(2);
    const body = [{ idPeriodo: id, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [1] }];
    const results = await Promise.all([cerrar(body, tesorero.token), cerrar(body, tesorero.token), cerrar(body, tesorero.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'periodo'), eq(auditoria.idEntidad, String(id)), eq(auditoria.accion, 'cerrar_periodo')));
    expect(audits).toHaveLength(1);
  });
});
