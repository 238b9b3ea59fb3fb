// The ledger's reads and the leader's writes (docs/libro.md, "Reads, adjustments and the CSV"): who may read
// which account, the order and names of the accounts, an account's entries newest first with their
// running balance and the date filters, a member's balance read from its one row, the named accounts,
// and the adjustments against «Tesorería» (or «Pagado en el juego») with their reason, audited, once
// per Idempotency-Key. After the writes the ledger's invariants hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CARGO, LIBRO_PAGE_SIZE, SILVER_MAX, type CuentaLibro, type MovimientoLibro } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, cuentaLibro, retiro } from '../../db/schema.js';
import { comprobarLibro } from './comprobar.js';

let t: TestApp;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
let encargado: TestCuenta;
let miembro: TestCuenta;
let otro: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [CARGO.TESORERO] });
  distribuidor = await t.createCuenta({ cargos: [CARGO.DISTRIBUIDOR] });
  encargado = await t.createCuenta({ cargos: [CARGO.ENCARGADO_CONTENIDO] });
  miembro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
  otro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
});
afterAll(() => t.close());

type Cuerpo = { idCuentaLibro?: unknown; nickname?: unknown; silver?: unknown; razon?: unknown };
const ajustar = (cuerpo: Cuerpo, token = t.lider.token, headers?: Record<string, string>) =>
  t.request('POST', '/api/libro/ajuste', { token, body: [cuerpo], ...(headers && { headers }) });
const leer = (url: string, token?: string, headers?: Record<string, string>) =>
  t.request('GET', url, { ...(token && { token }), ...(headers && { headers }) });
const saldoFila = async (idPlayer: number) =>
  (await t.db.select({ saldo: cuentaLibro.saldo }).from(cuentaLibro).where(eq(cuentaLibro.idPlayer, idPlayer)))[0]?.saldo ?? 0;
const fija = async (clave: 'tesoreria' | 'pagado_juego' | 'botin' | 'fondo_regear') =>
  (
    await t.db
      .select()
      .from(cuentaLibro)
      .where(sql`${cuentaLibro.clave} = ${clave}`)
  )[0]!;
const movimientosDe = async (query: string, token = t.lider.token) => {
  const res = await leer(`/api/libro/movimientos?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { message: MovimientoLibro[]; count: number };
};

describe('POST /api/libro/ajuste', () => {
  it('credits or debits the account against «Tesorería», with its reason, audited', async () => {
    const tesoreria = (await fija('tesoreria')).saldo;
    const res = await ajustar({ nickname: miembro.nickname, silver: 500_000, razon: 'Depósito por el evento' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: `Ajuste de $500.000 registrado en ${miembro.nickname}` });
    expect(JSON.parse(res.headers['x-cambio'] as string)).toEqual({ tipo: 'libro' });
    expect(await saldoFila(miembro.idPlayer)).toBe(500_000);
    expect((await fija('tesoreria')).saldo).toBe(tesoreria - 500_000);

    const multa = await ajustar({ nickname: miembro.nickname, silver: -120_000, razon: 'Multa por llegar tarde' });
    expect(multa.statusCode).toBe(201);
    expect(await saldoFila(miembro.idPlayer)).toBe(380_000);
    expect((await fija('tesoreria')).saldo).toBe(tesoreria - 380_000);

    const { rows } = await t.db.execute<{ concepto: string; razon: string; id_cuenta: number }>(
      sql`select concepto, razon, id_cuenta from transaccion_libro where concepto = 'ajuste' order by id_transaccion`,
    );
    expect(rows.map((r) => r.razon)).toEqual(['Depósito por el evento', 'Multa por llegar tarde']);
    expect(rows.every((r) => r.id_cuenta === t.lider.idCuenta)).toBe(true);
    const auditadas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'ajustar'), eq(auditoria.entidad, 'cuenta_libro')));
    expect(auditadas).toHaveLength(2);
    expect(auditadas[1]!.despues).toMatchObject({
      silver: -120_000,
      razon: 'Multa por llegar tarde',
      contrapartida: 'tesoreria',
    });
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('names the account in the reader’s language', async () => {
    const tesoreria = await fija('tesoreria');
    const res = await ajustar({ idCuentaLibro: tesoreria.idCuentaLibro, silver: 1_000, razon: 'Arqueo' }, t.lider.token, {
      'x-idioma': 'en',
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { message: string }).message).toBe('Adjustment of $1,000 recorded on Treasury');
  });

  it('adjusts «Tesorería» itself against «Pagado en el juego»: silver entering or leaving the chests', async () => {
    const tesoreria = await fija('tesoreria');
    const pagado = (await fija('pagado_juego')).saldo;
    const res = await ajustar({ idCuentaLibro: tesoreria.idCuentaLibro, silver: 2_000_000, razon: 'Donación al cofre' });
    expect(res.statusCode).toBe(201);
    expect((await fija('tesoreria')).saldo).toBe(tesoreria.saldo + 2_000_000);
    expect((await fija('pagado_juego')).saldo).toBe(pagado - 2_000_000);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('posts once per Idempotency-Key', async () => {
    const antes = await saldoFila(otro.idPlayer);
    const clave = { 'idempotency-key': 'ajuste-libro-0001' };
    const cuerpo = { nickname: otro.nickname, silver: 75_000, razon: 'Corrección' };
    expect((await ajustar(cuerpo, t.lider.token, clave)).statusCode).toBe(201);
    const repetido = await ajustar(cuerpo, t.lider.token, clave);
    expect(repetido.statusCode).toBe(201);
    expect(repetido.headers['idempotent-replayed']).toBe('true');
    expect(await saldoFila(otro.idPlayer)).toBe(antes + 75_000);
  });

  it('eight adjustments at once, on one player and the treasury: every one posted, the invariants hold', async () => {
    const socio = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const tesoreria = (await fija('tesoreria')).saldo;
    const resultados = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ajustar({ nickname: socio.nickname, silver: (i + 1) * 1_000, razon: `Carrera ${i}` })),
    );
    expect(resultados.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await saldoFila(socio.idPlayer)).toBe(36_000);
    expect((await fija('tesoreria')).saldo).toBe(tesoreria - 36_000);
    const { message } = await movimientosDe(`nickname=${socio.nickname}`);
    // Each entry's balance is the running sum in the order they were posted.
    expect(message.map((m) => m.saldo)).toEqual(message.map((_, i) => message.slice(i).reduce((acc, m) => acc + m.silver, 0)));
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('is the leader’s only', async () => {
    for (const quien of [tesorero, distribuidor, encargado, miembro]) {
      const res = await ajustar({ nickname: miembro.nickname, silver: 1, razon: 'x' }, quien.token);
      expect(res.statusCode).toBe(403);
    }
    expect((await ajustar({ nickname: miembro.nickname, silver: 1, razon: 'x' }, '')).statusCode).toBe(401);
  });

  it.each([
    ['silver 0', { silver: 0, razon: 'x' }, 'no puede ser 0'],
    ['a decimal silver', { silver: 1.5, razon: 'x' }, 'entero'],
    ['silver as text', { silver: '100', razon: 'x' }, 'número'],
    ['more than SILVER_MAX', { silver: SILVER_MAX + 1, razon: 'x' }, '1.000.000.000.000'],
    ['less than −SILVER_MAX', { silver: -SILVER_MAX - 1, razon: 'x' }, '1.000.000.000.000'],
    ['no reason', { silver: 10 }, 'La razón'],
    ['a blank reason', { silver: 10, razon: '   ' }, 'La razón'],
  ])('refuses %s (400)', async (_caso, cuerpo, texto) => {
    const res = await ajustar({ nickname: miembro.nickname, ...cuerpo });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(texto);
  });

  it('says a refused adjustment in the reader’s language', async () => {
    const res = await ajustar({ nickname: miembro.nickname, silver: 0, razon: 'x' }, t.lider.token, { 'x-idioma': 'en' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain("The adjustment's silver cannot be 0");
  });

  it('takes exactly one account: by id or by nickname (400 for both or none)', async () => {
    const tesoreria = await fija('tesoreria');
    const ambas = await ajustar({ idCuentaLibro: tesoreria.idCuentaLibro, nickname: miembro.nickname, silver: 1, razon: 'x' });
    expect(ambas.statusCode).toBe(400);
    expect((await ajustar({ silver: 1, razon: 'x' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown account or player, and posts nothing', async () => {
    const antes = (await fija('tesoreria')).saldo;
    const cuenta = await ajustar({ idCuentaLibro: 999_999, silver: 1, razon: 'x' });
    expect(cuenta.statusCode).toBe(404);
    expect(cuenta.json()).toMatchObject({ code: 'libro.cuentaNoExiste' });
    const jugador = await ajustar({ nickname: 'nadieexiste', silver: 1, razon: 'x' });
    expect(jugador.statusCode).toBe(404);
    expect((await fija('tesoreria')).saldo).toBe(antes);
  });
});

describe('POST /api/libro/cuentas', () => {
  it('the leader names a guild account; its name is unique, whatever the case, and never a fixed one’s', async () => {
    const res = await t.request('POST', '/api/libro/cuentas', { token: t.lider.token, body: [{ nombre: 'Mantenimiento' }] });
    expect(res.statusCode).toBe(201);
    const { id_cuenta_libro } = res.json() as { id_cuenta_libro: number };
    const [fila] = await t.db.select().from(cuentaLibro).where(eq(cuentaLibro.idCuentaLibro, id_cuenta_libro));
    expect(fila).toMatchObject({ tipo: 'gremio', nombre: 'Mantenimiento', saldo: 0, clave: null });
    const audit = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'cuenta_libro'), eq(auditoria.accion, 'crear')));
    expect(audit).toHaveLength(1);
    for (const nombre of ['mantenimiento', 'Tesorería', 'Treasury', 'fundo de regear']) {
      const repetida = await t.request('POST', '/api/libro/cuentas', { token: t.lider.token, body: [{ nombre }] });
      expect(repetida.statusCode, nombre).toBe(409);
      expect(repetida.json()).toMatchObject({ code: 'libro.cuentaRepetida' });
    }
    // A deposit into it comes from the treasury.
    expect((await ajustar({ idCuentaLibro: id_cuenta_libro, silver: 300_000, razon: 'Apartado' })).statusCode).toBe(201);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('refuses a blank name (400) and any cargo but the leader (403)', async () => {
    expect((await t.request('POST', '/api/libro/cuentas', { token: t.lider.token, body: [{ nombre: ' ' }] })).statusCode).toBe(
      400,
    );
    const larga = await t.request('POST', '/api/libro/cuentas', { token: t.lider.token, body: [{ nombre: 'x'.repeat(65) }] });
    expect(larga.statusCode).toBe(400);
    expect((larga.json() as { message: string }).message).toContain('El nombre admite como máximo 64 caracteres');
    const res = await t.request('POST', '/api/libro/cuentas', { token: tesorero.token, body: [{ nombre: 'Otra' }] });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/libro/cuentas', () => {
  it('lists the guild’s accounts first (fixed, then named), then the players by nickname, with the sum owed to members', async () => {
    const res = await leer('/api/libro/cuentas', tesorero.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: CuentaLibro[]; count: number; total_jugadores: number };
    const nombres = body.message.map((c) => c.nombre);
    expect(nombres.slice(0, 5)).toEqual(['Tesorería', 'Fondo de regear', 'Botín', 'Pagado en el juego', 'Mantenimiento']);
    const jugadores = body.message.filter((c) => c.tipo === 'jugador');
    expect(jugadores.map((c) => c.nickname)).toEqual([...jugadores.map((c) => c.nickname!)].sort());
    expect(jugadores.find((c) => c.nickname === miembro.nickname)).toMatchObject({ nombre: miembro.nickname, saldo: 380_000 });
    const { rows } = await t.db.execute<{ s: string }>(
      sql`select sum(saldo)::text as s from cuenta_libro where tipo = 'jugador'`,
    );
    expect(body.total_jugadores).toBe(Number(rows[0]!.s));
    expect(body.total_jugadores).toBeGreaterThan(0);
    expect(body.count).toBe(body.message.length);
  });

  it('names the fixed accounts in the reader’s language', async () => {
    const res = await leer('/api/libro/cuentas', t.lider.token, { 'x-idioma': 'pt-BR' });
    expect((res.json() as { message: CuentaLibro[] }).message[0]).toMatchObject({ clave: 'tesoreria', nombre: 'Tesouraria' });
    expect(res.headers['vary']).toContain('x-idioma');
  });

  it('pages by LIBRO_PAGE_SIZE', async () => {
    for (let i = 0; i < LIBRO_PAGE_SIZE; i++) {
      const p = await t.createPlayer();
      await ajustar({ nickname: p.nickname, silver: 1, razon: 'Para paginar' });
    }
    const uno = (await leer('/api/libro/cuentas', distribuidor.token)).json() as { message: CuentaLibro[]; count: number };
    const dos = (await leer('/api/libro/cuentas?page=2', distribuidor.token)).json() as { message: CuentaLibro[]; count: number };
    expect(uno.message).toHaveLength(LIBRO_PAGE_SIZE);
    expect(dos.count).toBe(uno.count);
    expect(dos.message.length).toBe(uno.count - LIBRO_PAGE_SIZE);
    expect(dos.message[0]!.id_cuenta_libro).not.toBe(uno.message[0]!.id_cuenta_libro);
    expect((await leer('/api/libro/cuentas?page=0', distribuidor.token)).statusCode).toBe(400);
  });

  it('is the officers’ (TESORERO, LIDER, DISTRIBUIDOR) only', async () => {
    expect((await leer('/api/libro/cuentas')).statusCode).toBe(401);
    for (const quien of [miembro, encargado]) expect((await leer('/api/libro/cuentas', quien.token)).statusCode).toBe(403);
    for (const quien of [tesorero, distribuidor, t.lider])
      expect((await leer('/api/libro/cuentas', quien.token)).statusCode).toBe(200);
  });
});

describe('GET /api/libro/movimientos', () => {
  it('answers an account’s entries newest first, each with the balance it left', async () => {
    const { message, count } = await movimientosDe(`nickname=${miembro.nickname}`, miembro.token);
    expect(count).toBe(2);
    expect(message.map((m) => [m.concepto, m.silver, m.saldo, m.razon])).toEqual([
      ['ajuste', -120_000, 380_000, 'Multa por llegar tarde'],
      ['ajuste', 500_000, 500_000, 'Depósito por el evento'],
    ]);
    expect(message[0]!.id_transaccion).toBeGreaterThan(message[1]!.id_transaccion);
    expect(Number.isNaN(Date.parse(message[0]!.fecha))).toBe(false);
    const porId = await movimientosDe(`idCuentaLibro=${(await fija('tesoreria')).idCuentaLibro}`, tesorero.token);
    expect(porId.message[0]!.saldo).toBe((await fija('tesoreria')).saldo);
  });

  it('filters by date: desde inclusive, hasta a whole day', async () => {
    const hoy = new Date().toISOString().slice(0, 10);
    expect((await movimientosDe(`nickname=${miembro.nickname}&desde=${hoy}&hasta=${hoy}`)).count).toBe(2);
    expect((await movimientosDe(`nickname=${miembro.nickname}&desde=2999-01-01`)).count).toBe(0);
    expect((await movimientosDe(`nickname=${miembro.nickname}&hasta=2000-01-01`)).message).toEqual([]);
  });

  it('pages by LIBRO_PAGE_SIZE', async () => {
    const tesoreria = (await fija('tesoreria')).idCuentaLibro;
    const uno = await movimientosDe(`idCuentaLibro=${tesoreria}`);
    const dos = await movimientosDe(`idCuentaLibro=${tesoreria}&page=2`);
    expect(uno.message).toHaveLength(LIBRO_PAGE_SIZE);
    expect(dos.message.length).toBe(uno.count - LIBRO_PAGE_SIZE);
    expect(dos.message[0]!.id_transaccion).toBeLessThan(uno.message.at(-1)!.id_transaccion);
  });

  it('a player no entry has touched yet: an empty list', async () => {
    const nuevo = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    expect(await movimientosDe(`nickname=${nuevo.nickname}`, nuevo.token)).toEqual({ ok: true, message: [], count: 0 });
  });

  it('a member reads their own account only: 403 for another’s or a guild’s, 404 for one that does not exist', async () => {
    const cuentaOtro = (await t.db.select().from(cuentaLibro).where(eq(cuentaLibro.idPlayer, otro.idPlayer)))[0]!;
    const cuentaPropia = (await t.db.select().from(cuentaLibro).where(eq(cuentaLibro.idPlayer, miembro.idPlayer)))[0]!;
    expect((await leer(`/api/libro/movimientos?idCuentaLibro=${cuentaPropia.idCuentaLibro}`, miembro.token)).statusCode).toBe(
      200,
    );
    for (const url of [
      `nickname=${otro.nickname}`,
      `idCuentaLibro=${cuentaOtro.idCuentaLibro}`,
      `idCuentaLibro=${(await fija('tesoreria')).idCuentaLibro}`,
    ]) {
      const res = await leer(`/api/libro/movimientos?${url}`, miembro.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, code: 'libro.soloPropia' });
    }
    expect((await leer('/api/libro/movimientos?nickname=nadieexiste', miembro.token)).statusCode).toBe(404);
    expect((await leer('/api/libro/movimientos?idCuentaLibro=999999', miembro.token)).statusCode).toBe(404);
    expect((await leer(`/api/libro/movimientos?nickname=${miembro.nickname}`)).statusCode).toBe(401);
  });

  it('officers read any account; 404 for an unknown one', async () => {
    for (const quien of [tesorero, distribuidor]) {
      expect((await leer(`/api/libro/movimientos?nickname=${miembro.nickname}`, quien.token)).statusCode).toBe(200);
    }
    expect((await leer('/api/libro/movimientos?nickname=nadieexiste', tesorero.token)).statusCode).toBe(404);
    const res = await leer('/api/libro/movimientos?idCuentaLibro=999999', tesorero.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'libro.cuentaNoExiste' });
  });

  it.each([
    ['no account', ''],
    ['both an id and a nickname', 'idCuentaLibro=1&nickname=alguien'],
    ['a malformed date', 'idCuentaLibro=1&desde=ayer'],
    ['desde after hasta', 'idCuentaLibro=1&desde=2026-02-01&hasta=2026-01-01'],
    ['a date out of range', 'idCuentaLibro=1&desde=0001-01-01'],
    ['an id that is not digits', 'idCuentaLibro=1e3'],
    ['page 0', 'idCuentaLibro=1&page=0'],
  ])('refuses %s (400)', async (_caso, query) => {
    expect((await leer(`/api/libro/movimientos?${query}`, t.lider.token)).statusCode).toBe(400);
  });
});

describe('GET /api/libro/saldo', () => {
  it('answers the balance and the withdrawals asked or approved', async () => {
    await t.db.insert(retiro).values([
      { idPlayer: miembro.idPlayer, silver: 100_000, estado: 'pendiente', idCuentaSolicitante: miembro.idCuenta },
      { idPlayer: miembro.idPlayer, silver: 50_000, estado: 'aprobado', idCuentaSolicitante: miembro.idCuenta },
      { idPlayer: miembro.idPlayer, silver: 7_000, estado: 'rechazado', idCuentaSolicitante: miembro.idCuenta },
      { idPlayer: miembro.idPlayer, silver: 9_000, estado: 'cancelado', idCuentaSolicitante: miembro.idCuenta },
      { idPlayer: otro.idPlayer, silver: 11_000, estado: 'pendiente', idCuentaSolicitante: otro.idCuenta },
    ]);
    const res = await leer(`/api/libro/saldo?nickname=${miembro.nickname}`, miembro.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: { nickname: miembro.nickname, saldo: 380_000, retiros_pendientes: 150_000 },
    });
  });

  it('reads the balance from its one row (O(1)), never summing the entries', async () => {
    // The row alone says the balance: moved out of step with the entries, the answer follows the row.
    const marca = 123_456_789;
    await t.db.update(cuentaLibro).set({ saldo: marca }).where(eq(cuentaLibro.idPlayer, otro.idPlayer));
    try {
      const res = await leer(`/api/libro/saldo?nickname=${otro.nickname}`, tesorero.token);
      expect((res.json() as { message: { saldo: number } }).message.saldo).toBe(marca);
    } finally {
      const { rows } = await t.db.execute<{ s: string }>(
        sql`select coalesce(sum(a.silver), 0)::text as s from apunte_libro a join cuenta_libro c using (id_cuenta_libro) where c.id_player = ${otro.idPlayer}`,
      );
      await t.db
        .update(cuentaLibro)
        .set({ saldo: Number(rows[0]!.s) })
        .where(eq(cuentaLibro.idPlayer, otro.idPlayer));
    }
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('a player without an account: 0', async () => {
    const nuevo = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const res = await leer(`/api/libro/saldo?nickname=${nuevo.nickname}`, nuevo.token);
    expect(res.json()).toEqual({ ok: true, message: { nickname: nuevo.nickname, saldo: 0, retiros_pendientes: 0 } });
  });

  it('the member’s own or the officers’; 404 for an unknown player', async () => {
    expect((await leer(`/api/libro/saldo?nickname=${otro.nickname}`, miembro.token)).statusCode).toBe(403);
    expect((await leer(`/api/libro/saldo?nickname=${otro.nickname}`, encargado.token)).statusCode).toBe(403);
    expect((await leer('/api/libro/saldo?nickname=nadieexiste', miembro.token)).statusCode).toBe(404);
    expect((await leer(`/api/libro/saldo?nickname=${otro.nickname}`)).statusCode).toBe(401);
    for (const quien of [tesorero, distribuidor, t.lider]) {
      expect((await leer(`/api/libro/saldo?nickname=${otro.nickname}`, quien.token)).statusCode).toBe(200);
    }
    const res = await leer('/api/libro/saldo?nickname=nadieexiste', tesorero.token);
    expect(res.statusCode).toBe(404);
    expect((await leer('/api/libro/saldo?nickname=x', tesorero.token)).statusCode).toBe(400);
  });
});
