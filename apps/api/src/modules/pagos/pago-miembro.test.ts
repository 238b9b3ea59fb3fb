// The combined line of a member with characters (docs/calendario.md, «Personajes de un miembro»): the
// payment table's `miembros`, and paying the line, which pays each character's part in one
// transaction — exactly once under a double click (one Idempotency-Key), under two combined payments
// at once, and under a character's own payment racing the combined one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CARGO, ESTADO_PERIODO, type MiembroPago } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, pago, periodo, transaccionLibro } from '../../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let distribuidor: TestCuenta;
let otroDistribuidor: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [CARGO.TESORERO] });
  encargado = await t.createCuenta({ cargos: [CARGO.ENCARGADO_CONTENIDO] });
  distribuidor = await t.createCuenta({ cargos: [CARGO.DISTRIBUIDOR] });
  otroDistribuidor = await t.createCuenta({ cargos: [CARGO.DISTRIBUIDOR] });
});
afterAll(() => t.close());

const vincular = (idPlayer: number, idPlayerPrincipal: number | null) =>
  t.request('PUT', '/api/jugadores/vincularPersonaje', { token: t.lider.token, body: [{ idPlayer, idPlayerPrincipal }] });
const pagarMiembro = (
  idPeriodo: number,
  idPlayerPrincipal: number,
  token = distribuidor.token,
  headers?: Record<string, string>,
) => t.request('PUT', '/api/distribuciones/pagarMiembro', { token, headers, body: [{ idPeriodo, idPlayerPrincipal }] });
const pagarUno = (idPeriodo: number, id_player: number) =>
  t.request('PUT', '/api/distribuciones/jugadorDistribuido', { token: distribuidor.token, body: [{ id_player, idPeriodo }] });
const tabla = (idPeriodo: number, extra: object = {}) =>
  t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo, ...extra }] });

/**
 * A period in distribution: a member (main `zmain`, characters `alt1` and `alt2`, alt2 its trading
 * character) with shares to each, a player on their own, and a character of the member with no share.
 */
async function periodoConMiembro(estado: number = ESTADO_PERIODO.EN_DISTRIBUCION) {
  const idPeriodo = await seedPeriodo(t.db, {
    idLugar: 2,
    idCuentaCreador: tesorero.idCuenta,
    estado,
    idPlayerDistribuidor: distribuidor.idPlayer,
  });
  const main = await t.createPlayer({ nickname: `zmain${idPeriodo}` });
  const alt1 = await t.createPlayer({ nickname: `alt1m${idPeriodo}` });
  const alt2 = await t.createPlayer({ nickname: `alt2m${idPeriodo}` });
  const sinParte = await t.createPlayer({ nickname: `alt3m${idPeriodo}` });
  const solo = await t.createPlayer({ nickname: `solo${idPeriodo}` });
  for (const alt of [alt1, alt2, sinParte]) expect((await vincular(alt.idPlayer, main.idPlayer)).statusCode).toBe(200);
  const elegir = await t.request('PUT', '/api/jugadores/personajeComercio', {
    token: t.lider.token,
    body: [{ idPlayer: main.idPlayer, idPlayerComercio: alt2.idPlayer }],
  });
  expect(elegir.statusCode).toBe(200);
  await seedDistribucion(t.db, {
    idPeriodo,
    encargado,
    players: [main.idPlayer, alt1.idPlayer, alt2.idPlayer, solo.idPlayer],
    silver: 4_000_000,
  });
  await seedDistribucion(t.db, { idPeriodo, encargado, players: [alt1.idPlayer], silver: 300_001 });
  return { idPeriodo, main, alt1, alt2, sinParte, solo };
}

const partes = (m: { idPeriodo: number; main: { idPlayer: number }; alt1: { idPlayer: number }; alt2: { idPlayer: number } }) => [
  m.main.idPlayer,
  m.alt1.idPlayer,
  m.alt2.idPlayer,
];

async function pagosDe(idPeriodo: number) {
  return t.db.select().from(pago).where(eq(pago.idPeriodo, idPeriodo));
}
async function auditoriasDe(idPeriodo: number, ids: number[]) {
  return t.db
    .select()
    .from(auditoria)
    .where(
      and(
        eq(auditoria.entidad, 'pago'),
        inArray(
          auditoria.idEntidad,
          ids.map((id) => `${idPeriodo}:${id}`),
        ),
      ),
    );
}
async function transaccionesDe(idPeriodo: number) {
  return t.db
    .select()
    .from(transaccionLibro)
    .where(and(eq(transaccionLibro.idPeriodo, idPeriodo), eq(transaccionLibro.concepto, 'pago')));
}

/** Each part paid exactly once: one payment row, one audit row, one ledger transaction each. */
async function cadaParteUnaVez(idPeriodo: number, ids: number[]) {
  const filas = await pagosDe(idPeriodo);
  expect(filas.map((f) => f.idPlayer).sort()).toEqual([...ids].sort());
  expect(await auditoriasDe(idPeriodo, ids)).toHaveLength(ids.length);
  expect(await transaccionesDe(idPeriodo)).toHaveLength(ids.length);
}

describe('POST /tablaDePago: the combined lines', () => {
  it('adds one line per member over its characters’ rows, naming the trading character; the rows stay as they were', async () => {
    const m = await periodoConMiembro();
    const res = await tabla(m.idPeriodo);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.message).toHaveLength(4);
    expect(body.miembros).toEqual([
      {
        id_player: m.main.idPlayer,
        nickname: m.main.nickname,
        comercio: { id_player: m.alt2.idPlayer, nickname: m.alt2.nickname },
        sum: 1_000_000 * 3 + 300_001,
        esta_pagado: false,
        partes: [
          { id_player: m.main.idPlayer, nickname: m.main.nickname, sum: 1_000_000, esta_pagado: false },
          { id_player: m.alt1.idPlayer, nickname: m.alt1.nickname, sum: 1_300_001, esta_pagado: false },
          { id_player: m.alt2.idPlayer, nickname: m.alt2.nickname, sum: 1_000_000, esta_pagado: false },
        ],
      },
    ] satisfies MiembroPago[]);
  });

  it('gives the paged form the whole period’s lines, whatever the page or filter', async () => {
    const m = await periodoConMiembro();
    const res = await tabla(m.idPeriodo, { page: 1, nickname: 'solo' });
    expect(res.json().message.map((r: { nickname: string }) => r.nickname)).toEqual([m.solo.nickname]);
    expect(res.json().miembros).toHaveLength(1);
    expect(res.json().miembros[0].partes).toHaveLength(3);
  });

  it('leaves `miembros` out when nobody in the period has characters, and follows an unlink', async () => {
    const m = await periodoConMiembro();
    for (const alt of [m.alt1, m.alt2, m.sinParte]) await vincular(alt.idPlayer, null);
    expect(Object.keys((await tabla(m.idPeriodo)).json()).sort()).toEqual(['count', 'message', 'ok']);
  });
});

describe('PUT /api/distribuciones/pagarMiembro', () => {
  it('pays the main’s and each character’s part in one write: a payment, an audit row and a ledger entry each', async () => {
    const m = await periodoConMiembro();
    const res = await pagarMiembro(m.idPeriodo, m.main.idPlayer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: '3 pagos registrados', registrados: 3 });
    expect(res.headers['x-cambio']).toBeDefined();
    await cadaParteUnaVez(m.idPeriodo, partes(m));
    const silver = new Map((await pagosDe(m.idPeriodo)).map((p) => [p.idPlayer, p.silver]));
    expect(silver.get(m.alt1.idPlayer)).toBe(1_300_001);
    const linea = (await tabla(m.idPeriodo)).json().miembros[0];
    expect(linea.esta_pagado).toBe(true);
    // The player on their own is not part of the member.
    expect(silver.has(m.solo.idPlayer)).toBe(false);
  });

  it('a double click (same Idempotency-Key) answers the same and pays each part once', async () => {
    const m = await periodoConMiembro();
    const headers = { 'idempotency-key': `miembro-${m.idPeriodo}-0001` };
    const [a, b] = await Promise.all([
      pagarMiembro(m.idPeriodo, m.main.idPlayer, distribuidor.token, headers),
      pagarMiembro(m.idPeriodo, m.main.idPlayer, distribuidor.token, headers),
    ]);
    const otra = await pagarMiembro(m.idPeriodo, m.main.idPlayer, distribuidor.token, headers);
    for (const r of [a, b, otra]) expect(r.statusCode).toBe(200);
    expect(otra.json()).toEqual(a.json());
    expect(otra.headers['idempotent-replayed']).toBe('true');
    await cadaParteUnaVez(m.idPeriodo, partes(m));
  });

  it('two different combined payments at once (two tabs): each part paid once, the second counts them as paid', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await periodoConMiembro();
      const res = await Promise.all([pagarMiembro(m.idPeriodo, m.main.idPlayer), pagarMiembro(m.idPeriodo, m.main.idPlayer)]);
      expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(res.map((r) => r.json().registrados).sort()).toEqual([0, 3]);
      await cadaParteUnaVez(m.idPeriodo, partes(m));
    }
  });

  it('a character’s own payment racing the combined one: each part paid once', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await periodoConMiembro();
      const [uno, miembro] = await Promise.all([
        pagarUno(m.idPeriodo, m.alt1.idPlayer),
        pagarMiembro(m.idPeriodo, m.main.idPlayer),
      ]);
      expect([uno.statusCode, miembro.statusCode]).toEqual([200, 200]);
      // Whichever ran first paid alt1; the combined one paid the rest (and alt1 too when it ran first).
      const pagoUno = uno.json().message === 'Pago registrado' ? 1 : 0;
      expect(miembro.json().registrados).toBe(3 - pagoUno);
      await cadaParteUnaVez(m.idPeriodo, partes(m));
    }
  });

  it('pays the parts still unpaid after one was paid alone (counted as already paid)', async () => {
    const m = await periodoConMiembro();
    await pagarUno(m.idPeriodo, m.main.idPlayer);
    const res = await pagarMiembro(m.idPeriodo, m.main.idPlayer);
    expect(res.json()).toEqual({ ok: true, message: '2 pagos registrados (1 ya estaba registrado)', registrados: 2 });
    await cadaParteUnaVez(m.idPeriodo, partes(m));
  });

  it('is the period’s distributor’s only (403), in state 2 (409), never in a period that accumulates (409)', async () => {
    const m = await periodoConMiembro();
    expect((await pagarMiembro(m.idPeriodo, m.main.idPlayer, otroDistribuidor.token)).statusCode).toBe(403);
    expect((await pagarMiembro(m.idPeriodo, m.main.idPlayer, t.lider.token)).statusCode).toBe(403);
    const abierto = await periodoConMiembro(ESTADO_PERIODO.FINALIZADO);
    expect((await pagarMiembro(abierto.idPeriodo, abierto.main.idPlayer)).statusCode).toBe(409);
    await t.db.update(periodo).set({ modoPago: 'acumular' }).where(eq(periodo.idPeriodo, m.idPeriodo));
    expect((await pagarMiembro(m.idPeriodo, m.main.idPlayer)).statusCode).toBe(409);
    expect(await pagosDe(m.idPeriodo)).toEqual([]);
    expect(await pagosDe(abierto.idPeriodo)).toEqual([]);
  });

  it('refuses a character as the line (409), an unknown player (404), a member without silver (404), an unknown period (404)', async () => {
    const m = await periodoConMiembro();
    const personaje = await pagarMiembro(m.idPeriodo, m.alt1.idPlayer);
    expect(personaje.statusCode).toBe(409);
    expect(personaje.json().message).toBe(
      `${m.alt1.nickname} es personaje de ${m.main.nickname}: marque pagada la línea de ${m.main.nickname}`,
    );
    expect((await pagarMiembro(m.idPeriodo, 999_999)).statusCode).toBe(404);
    const otroMiembro = await t.createPlayer();
    const res = await pagarMiembro(m.idPeriodo, otroMiembro.idPlayer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      `${otroMiembro.nickname} y sus personajes no tienen plata que cobrar en el periodo ${m.idPeriodo}`,
    );
    expect((await pagarMiembro(999_999, m.main.idPlayer)).statusCode).toBe(404);
    expect(await pagosDe(m.idPeriodo)).toEqual([]);
  });
});
