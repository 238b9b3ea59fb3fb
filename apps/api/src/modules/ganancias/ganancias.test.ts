// A player's own page (docs/domain.md, "A player's page"): totals per interval, silver per week, what
// they are still owed, and the paged history. This file's database holds only what it seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_PERIODO, HISTORIAL_PAGE_SIZE, SEMANAS_GRAFICO } from '@reparto/contract';
import { pago } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { gananciasJugadorVigente, lunesDe, semanasCompletas } from './ganancias.service.js';

let t: TestApp;
let tesorero: TestCuenta;
let enc: TestCuenta;
let distribuidor: TestCuenta;
let ana: number;
let beto: number;
const per: Record<string, number> = {};
const dist: Record<string, number> = {};

const ganancias = (nickname: string) =>
  t.request('GET', `/api/distribuciones/gananciasJugador?nickname=${encodeURIComponent(nickname)}`);
const historial = (nickname: unknown, page: unknown) =>
  t.request('POST', '/api/distribuciones/historialJugador', { body: [{ nickname, page }] });

let sembradoEn = 0;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8] });
  enc = await t.createCuenta({ cargos: [7], nickname: 'encargadoa' });
  distribuidor = await t.createCuenta({ cargos: [6], nickname: 'pagador' });
  ana = (await t.createPlayer({ nickname: 'ana', idCargo: 3 })).idPlayer;
  beto = (await t.createPlayer({ nickname: 'beto' })).idPlayer;
  await t.createPlayer({ nickname: 'nuevo' });
  const c = tesorero.idCuenta;
  per['viejo'] = await seedPeriodo(t.db, { idLugar: 1, idCuentaCreador: c, estado: ESTADO_PERIODO.FINALIZADO });
  per['abierto'] = await seedPeriodo(t.db, { idLugar: 2, idCuentaCreador: c });
  per['pagando'] = await seedPeriodo(t.db, {
    idLugar: 3,
    idCuentaCreador: c,
    estado: ESTADO_PERIODO.EN_DISTRIBUCION,
    idPlayerDistribuidor: distribuidor.idPlayer,
  });
  per['pagado'] = await seedPeriodo(t.db, {
    idLugar: 4,
    idCuentaCreador: c,
    estado: ESTADO_PERIODO.EN_DISTRIBUCION,
    idPlayerDistribuidor: distribuidor.idPlayer,
  });
  per['borrado'] = await seedPeriodo(t.db, { idLugar: 5, idCuentaCreador: c });
  // Every row dated from one instant: a test compares with these dates exactly, however long the setup took.
  sembradoEn = Date.now();
  const d = (periodo: string, players: number[], silver: number, days: number, estado = true) =>
    seedDistribucion(t.db, {
      idPeriodo: per[periodo]!,
      encargado: enc,
      players,
      silver,
      fecha: daysAgo(days, sembradoEn),
      estado,
    });
  // ana: 1,000 (1 day), 200 shared with beto (10 days), 40 (20 days), 3,000 (45 days), 50,000 (200 days),
  // 7,000 deleted (2 days).
  dist['hoy'] = await d('abierto', [ana], 1_000, 1);
  dist['compartida'] = await d('pagando', [ana, beto], 400, 10);
  dist['veinte'] = await d('pagado', [ana], 40, 20);
  dist['borrada'] = await d('borrado', [ana], 7_000, 2, false);
  dist['vieja45'] = await d('viejo', [ana], 3_000, 45);
  dist['vieja200'] = await d('viejo', [ana], 50_000, 200);
  await t.db
    .insert(pago)
    .values({ idPeriodo: per['pagado']!, idPlayer: ana, silver: 40, idCuentaDistribuidor: distribuidor.idCuenta });
});
afterAll(() => t.close());

describe('GET /gananciasJugador', () => {
  it('answers the player, their totals per interval, 26 weeks and the pending periods — to anyone', async () => {
    const res = await ganancias('ana');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    const { semanal, ...rest } = body.message;
    expect(rest).toEqual({
      id_player: ana,
      nickname: 'ana',
      nombre_cargo: 'MIEMBRO',
      nombre_rol: 'Sin rol',
      totales: [
        { interval: 15, total_silver_unitario: 1_200, cantidad_contenido: 2 },
        { interval: 30, total_silver_unitario: 1_240, cantidad_contenido: 3 },
        { interval: 60, total_silver_unitario: 4_240, cantidad_contenido: 4 },
        { interval: 90, total_silver_unitario: 4_240, cantidad_contenido: 4 },
        { interval: 0, total_silver_unitario: 54_240, cantidad_contenido: 5 },
      ],
      pendientes: [
        {
          id_periodo: per['pagado'],
          lugar: expect.any(String),
          id_estado_distribucion: 2,
          silver: 40,
          esta_pagado: true,
          distribuidor_nickname: 'pagador',
        },
        {
          id_periodo: per['pagando'],
          lugar: expect.any(String),
          id_estado_distribucion: 2,
          silver: 200,
          esta_pagado: false,
          distribuidor_nickname: 'pagador',
        },
        {
          id_periodo: per['abierto'],
          lugar: expect.any(String),
          id_estado_distribucion: 3,
          silver: 1_000,
          esta_pagado: false,
          distribuidor_nickname: null,
        },
      ],
      regear_pendiente: { reclamos: 0, silver: 0 },
    });
    // 26 Mondays, oldest first, ending with this week's; the 200-day-old share is outside, the deleted one never counts.
    expect(semanal).toHaveLength(SEMANAS_GRAFICO);
    const now = new Date();
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
    expect(semanal.at(-1).semana).toBe(monday.toISOString().slice(0, 10));
    for (const s of semanal) expect(new Date(`${s.semana}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(semanal.reduce((sum: number, s: { silver: number }) => sum + s.silver, 0)).toBe(4_240);
  });

  it('matches the nickname in any case and with spaces; a player without earnings has zeros and no pending periods', async () => {
    expect((await ganancias(' ANA ')).json().message.id_player).toBe(ana);
    const nuevo = (await ganancias('nuevo')).json().message;
    expect(nuevo.totales.every((x: { total_silver_unitario: number }) => x.total_silver_unitario === 0)).toBe(true);
    expect(nuevo.semanal.every((x: { silver: number }) => x.silver === 0)).toBe(true);
    expect(nuevo.pendientes).toEqual([]);
  });

  it('answers 404 "No se encuentra el jugador" for an unknown nickname and 400 without one', async () => {
    const res = await ganancias('nadie');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No se encuentra el jugador', code: 'jugador.noEncontrado' });
    const sin = await t.request('GET', '/api/distribuciones/gananciasJugador');
    expect(sin.statusCode).toBe(400);
    expect(sin.json().message).toContain('El nickname es obligatorio');
  });

  it('is kept in the read cache and refreshed by a write', async () => {
    const before = (await ganancias('beto')).json().message.totales[0];
    expect(before).toEqual({ interval: 15, total_silver_unitario: 200, cantidad_contenido: 1 });
    const hits = t.app.readCache.stats.hits;
    await ganancias('beto');
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
    const id = await seedDistribucion(t.db, { idPeriodo: per['abierto']!, encargado: enc, players: [beto], silver: 5 });
    const after = (await ganancias('beto')).json().message;
    expect(after.totales[0]).toEqual({ interval: 15, total_silver_unitario: 205, cantidad_contenido: 2 });
    expect(after.pendientes.find((p: { id_periodo: number }) => p.id_periodo === per['abierto'])?.silver).toBe(5);
    expect((await historial('beto', 1)).json().message[0].id_distribucion).toBe(id);
  });
});

describe('the page answer depends on the clock', () => {
  it('stays right until a new week starts or the oldest counted row of a window leaves it', async () => {
    const now = new Date();
    const { validUntil } = await gananciasJugadorVigente(t.db, 'ana', now);
    // ana's oldest row in the 15-day window is 10 days old: it leaves in 5 days, unless Monday comes first.
    const fiveDays = daysAgo(10, sembradoEn).getTime() + 15 * 86_400_000;
    const nextMonday = lunesDe(now).getTime() + 7 * 86_400_000;
    expect(validUntil).toBeGreaterThan(now.getTime());
    expect(Math.abs(validUntil - Math.min(fiveDays, nextMonday))).toBeLessThan(1_000);
  });

  it('starts weeks on Monday, UTC', () => {
    expect(lunesDe(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(lunesDe(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(lunesDe(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('fills the weeks without earnings with 0', () => {
    const semanas = semanasCompletas(new Date('2026-06-01T00:00:00Z'), [{ semana: '2026-06-08', silver: 9 }]);
    expect(semanas).toHaveLength(SEMANAS_GRAFICO);
    expect(semanas.slice(0, 3)).toEqual([
      { semana: '2026-06-01', silver: 0 },
      { semana: '2026-06-08', silver: 9 },
      { semana: '2026-06-15', silver: 0 },
    ]);
  });
});

describe('POST /historialJugador', () => {
  it('answers the distributions the player took part in, newest first, the deleted one as such', async () => {
    const res = await historial('ana', 1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(6);
    expect(body.message.map((r: { id_distribucion: number }) => r.id_distribucion)).toEqual(
      ['hoy', 'borrada', 'compartida', 'veinte', 'vieja45', 'vieja200'].map((k) => dist[k]),
    );
    expect(body.message[1]).toEqual({
      id_distribucion: dist['borrada'],
      fecha: expect.any(String),
      id_periodo: per['borrado'],
      lugar: expect.any(String),
      motivo: 'Contenido de prueba',
      nickname_encargado: 'encargadoa',
      silver_unitario: 7_000,
      estado: false,
      razon_eliminacion: 'Eliminada en la prueba',
    });
    expect(body.message[2]).toMatchObject({ silver_unitario: 200, estado: true, razon_eliminacion: null });
  });

  it(`pages by ${HISTORIAL_PAGE_SIZE}`, async () => {
    const p = (await t.createPlayer({ nickname: 'muchas' })).idPlayer;
    for (let i = 0; i < HISTORIAL_PAGE_SIZE + 2; i++)
      await seedDistribucion(t.db, {
        idPeriodo: per['viejo']!,
        encargado: enc,
        players: [p],
        silver: i + 1,
        fecha: daysAgo(i + 1),
      });
    const one = (await historial('muchas', 1)).json();
    const two = (await historial('muchas', 2)).json();
    expect(one.count).toBe(HISTORIAL_PAGE_SIZE + 2);
    expect(one.message).toHaveLength(HISTORIAL_PAGE_SIZE);
    expect(one.message[0].silver_unitario).toBe(1);
    expect(two.message.map((r: { silver_unitario: number }) => r.silver_unitario)).toEqual([26, 27]);
    expect((await historial('muchas', 3)).json()).toEqual({ ok: true, message: [], count: HISTORIAL_PAGE_SIZE + 2 });
  });

  it('answers 404 for an unknown nickname and 400 for a bad page or body', async () => {
    const res = await historial('nadie', 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No se encuentra el jugador', code: 'jugador.noEncontrado' });
    for (const page of [0, -1, 1.5, 'uno']) expect((await historial('ana', page)).statusCode).toBe(400);
    expect((await historial('', 1)).statusCode).toBe(400);
    const objeto = await t.request('POST', '/api/distribuciones/historialJugador', { body: { nickname: 'ana', page: 1 } });
    expect(objeto.statusCode).toBe(400);
  });
});
