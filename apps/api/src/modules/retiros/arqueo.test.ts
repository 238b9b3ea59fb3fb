// «Arqueo del cofre» (docs/libro.md): the guild's pasted silver log matched line by line to approved
// withdrawals, pending payments of `al_finalizar` periods and the leader's adjustments (every result and
// reason, in the reader's language; a bad log; who may), and the batch payment of the matched
// withdrawals: one transaction, nothing written when one cannot be paid, idempotent, the ledger right after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { auditoria, cuentaLibro, outbox, retiro } from '../../db/schema.js';
import { postear } from '../../lib/libro.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedDistribucion } from '../../testing/fixtures/periodos.js';
import { casasDe } from '../../testing/world.js';
import { comprobarLibro } from '../libro/comprobar.js';

let t: TestApp;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
let encargado: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: true, pagos: false } });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
});
afterAll(() => t.close());

/** A member (MIEMBRO) with `silver` credited by the leader's adjustment. */
async function miembro(silver = 0): Promise<TestCuenta> {
  const c = await t.createCuenta({ cargos: [3], idCargo: 3 });
  if (silver > 0) await ajuste({ nickname: c.nickname, silver });
  return c;
}
/** The leader's adjustment through the API (a deposit credited to a player, or to an account by id). */
async function ajuste(cuerpo: { nickname: string; silver: number } | { idCuentaLibro: number; silver: number }) {
  const res = await t.request('POST', '/api/libro/ajuste', {
    token: t.lider.token,
    body: [{ ...cuerpo, razon: 'Depósito en el cofre' }],
  });
  expect(res.statusCode, res.body).toBe(201);
}
const saldo = async (idPlayer: number) =>
  Number(
    (await t.db.select({ saldo: cuentaLibro.saldo }).from(cuentaLibro).where(eq(cuentaLibro.idPlayer, idPlayer)))[0]?.saldo ?? 0,
  );
/** A withdrawal asked by `m` and approved by the treasurer, answering its id. */
async function aprobado(m: TestCuenta, silver: number): Promise<number> {
  const res = await t.request('POST', '/api/retiros', { token: m.token, body: [{ silver }] });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().message.id_retiro as number;
  expect((await t.request('PUT', '/api/retiros/aprobar', { token: tesorero.token, body: [{ idRetiro: id }] })).statusCode).toBe(
    200,
  );
  return id;
}
const conciliar = (quien: TestCuenta | null, registro: unknown, headers?: Record<string, string>) =>
  t.request('POST', '/api/retiros/conciliar', {
    ...(quien ? { token: quien.token } : {}),
    body: [{ registro }],
    ...(headers ? { headers } : {}),
  });
const pagarVarios = (quien: TestCuenta, ids: number[], headers?: Record<string, string>) =>
  t.request('PUT', '/api/retiros/pagarVarios', {
    token: quien.token,
    body: ids.map((idRetiro) => ({ idRetiro })),
    ...(headers ? { headers } : {}),
  });
const estados = async (ids: number[]) =>
  (await t.db.select({ id: retiro.idRetiro, estado: retiro.estado }).from(retiro).where(inArray(retiro.idRetiro, ids)))
    .sort((a, b) => a.id - b.id)
    .map((r) => r.estado);
const filas = async (tabla: 'auditoria' | 'transaccion_libro' | 'outbox') =>
  Number((await t.db.execute<{ n: number | string }>(sql`select count(*) as n from ${sql.identifier(tabla)}`)).rows[0]!.n);
/** A line of the game's log: tab separated, every value quoted. */
const linea = (jugador: string, motivo: string, monto: number) =>
  ['11/20/2026 21:04:11', jugador, motivo, String(monto)].map((v) => `"${v}"`).join('\t');

describe('POST /api/retiros/conciliar', () => {
  it('matches each line once, in order: withdrawal, pending payment, deposit, and says why the rest have no match', async () => {
    const ana = await miembro(1_000_000);
    const retiroAna = await aprobado(ana, 300_000);
    const pagadoAna = await aprobado(ana, 200_000);
    expect((await pagarVarios(distribuidor, [pagadoAna])).statusCode).toBe(200);
    // Bruno's share of 500.000 in an al_finalizar period in distribution, still to pay.
    const bruno = await miembro();
    const periodo = await t.request('POST', '/api/distribuciones', {
      token: tesorero.token,
      body: [{ idLugarDist: 2, modoPago: 'al_finalizar' }],
    });
    const idPeriodo = periodo.json().id_periodo as number;
    await seedDistribucion(t.db, { idPeriodo, encargado, players: [bruno.idPlayer], silver: 500_000 });
    const cierre = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: tesorero.token,
      body: [{ idPeriodo, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: casasDe(2) }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    // Carla's deposit credited by the leader; a deposit into «Tesorería» itself.
    const carla = await miembro(150_000);
    const cuentas = await t.request('GET', '/api/libro/cuentas', { token: tesorero.token });
    const tesoreria = (cuentas.json().message as { clave?: string; id_cuenta_libro: number }[]).find(
      (c) => c.clave === 'tesoreria',
    )!;
    await ajuste({ idCuentaLibro: tesoreria.id_cuenta_libro, silver: 80_000 });

    const registro = [
      '"Date"\t"Player"\t"Reason"\t"Amount"',
      linea(ana.nickname.toUpperCase(), 'Withdrawal', -300_000),
      linea(ana.nickname, 'Withdrawal', -300_000),
      linea(ana.nickname, 'Withdrawal', -200_000),
      linea(bruno.nickname, 'Withdrawal', -500_000),
      linea('Forastero', 'Withdrawal', -1_000),
      linea(carla.nickname, 'Deposit', 150_000),
      linea('Forastero', 'Deposit', 80_000),
      linea(carla.nickname, 'Deposit', 99),
      '',
      linea(ana.nickname, 'Tax', 0),
    ].join('\r\n');
    const antes = await Promise.all([filas('auditoria'), filas('transaccion_libro')]);
    const res = await conciliar(distribuidor, registro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coincidencias).toEqual([retiroAna]);
    const fecha = '11/20/2026 21:04:11';
    expect(res.json().message).toEqual([
      {
        linea: 2,
        fecha,
        jugador: ana.nickname.toUpperCase(),
        silver: -300_000,
        tipo: 'retiro',
        resultado: 'retiro',
        idRetiro: retiroAna,
      },
      {
        linea: 3,
        fecha,
        jugador: ana.nickname,
        silver: -300_000,
        tipo: 'retiro',
        resultado: 'sin_pareja',
        motivo: `${ana.nickname} no tiene un retiro aprobado ni un pago pendiente de $300.000`,
      },
      {
        linea: 4,
        fecha,
        jugador: ana.nickname,
        silver: -200_000,
        tipo: 'retiro',
        resultado: 'sin_pareja',
        idRetiro: pagadoAna,
        motivo: `El retiro #${pagadoAna} de ${ana.nickname} por $200.000 ya está pagado`,
      },
      { linea: 5, fecha, jugador: bruno.nickname, silver: -500_000, tipo: 'retiro', resultado: 'pago', idPeriodo },
      {
        linea: 6,
        fecha,
        jugador: 'Forastero',
        silver: -1_000,
        tipo: 'retiro',
        resultado: 'sin_pareja',
        motivo: 'La app no conoce a ningún jugador Forastero',
      },
      {
        linea: 7,
        fecha,
        jugador: carla.nickname,
        silver: 150_000,
        tipo: 'deposito',
        resultado: 'deposito',
        idTransaccion: expect.any(Number),
      },
      {
        linea: 8,
        fecha,
        jugador: 'Forastero',
        silver: 80_000,
        tipo: 'deposito',
        resultado: 'deposito',
        idTransaccion: expect.any(Number),
      },
      {
        linea: 9,
        fecha,
        jugador: carla.nickname,
        silver: 99,
        tipo: 'deposito',
        resultado: 'sin_pareja',
        motivo: `Ningún ajuste del líder abona $99 a ${carla.nickname} ni a la Tesorería`,
      },
      {
        linea: 11,
        fecha,
        jugador: ana.nickname,
        silver: 0,
        tipo: 'otro',
        resultado: 'sin_pareja',
        motivo: 'La línea no es un retiro ni un depósito',
      },
    ]);
    // Carla's deposit is her adjustment, the stranger's the treasury's: two different transactions.
    const [l7, l8] = [res.json().message[5].idTransaccion, res.json().message[6].idTransaccion];
    expect(l7).not.toBe(l8);
    // It writes nothing.
    expect(await Promise.all([filas('auditoria'), filas('transaccion_libro')])).toEqual(antes);
    expect(await estados([retiroAna])).toEqual(['aprobado']);

    // The reasons in the reader's language.
    const en = await conciliar(tesorero, registro, { 'x-idioma': 'en' });
    expect(en.json().message[1].motivo).toBe(`${ana.nickname} has no approved withdrawal nor pending payment of $300,000`);
    expect(en.json().message[4].motivo).toBe('The app knows no player Forastero');
    const pt = await conciliar(t.lider, registro, { 'x-idioma': 'pt-BR' });
    expect(pt.json().message[8].motivo).toBe('A linha não é um saque nem um depósito');
  });

  it('two approved withdrawals of the same silver match two lines; an unknown player never matches a withdrawal', async () => {
    const m = await miembro(1_000_000);
    const [a, b] = [await aprobado(m, 100_000), await aprobado(m, 100_000)];
    const registro = [linea(m.nickname, 'Withdrawal', 100_000), linea(m.nickname, 'Withdrawal', -100_000)].join('\n');
    const res = await conciliar(tesorero, registro);
    expect(res.json().coincidencias).toEqual([a, b]);
    expect(res.json().message.map((l: { resultado: string }) => l.resultado)).toEqual(['retiro', 'retiro']);
  });

  it('a log that cannot be read is a 400 naming the line and why; blank or missing is a 400 too', async () => {
    const malo = [linea('Ana', 'Withdrawal', -5), '"ayer"\t"Ana"\t"Withdrawal"\t"-5"'].join('\n');
    const res = await conciliar(tesorero, malo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'pago.registroLinea' });
    expect(res.json().message).toBe('Línea 2 del registro: la fecha no es MM/DD/YYYY HH:MM:SS ni ISO 8601');
    const cols = await conciliar(tesorero, '"a"\t"b"', { 'x-idioma': 'en' });
    expect(cols.statusCode).toBe(400);
    // Every word in the reader's language, the reason with its number too.
    expect(cols.json().message).toBe('Line 1 of the log: it has 2 columns and 4 were expected (date, player, reason, amount)');
    const colsPt = await conciliar(tesorero, '"a"\t"b"', { 'x-idioma': 'pt-BR' });
    expect(colsPt.json().message).toBe('Linha 1 do registro: tem 2 colunas e eram esperadas 4 (data, jogador, motivo, valor)');
    expect((await conciliar(tesorero, '   ')).json().message).toBe(
      'Datos inválidos (cuerpo): registro: Pegue el registro de plata del gremio',
    );
    expect((await conciliar(tesorero, 12)).statusCode).toBe(400);
    const largo = Array.from({ length: 20_001 }, () => '2026-11-20;Ana;Withdrawal;-1').join('\n');
    const tope = await conciliar(tesorero, largo);
    expect(tope.statusCode).toBe(400);
    expect(tope.json().message).toBe('Línea 20001 del registro: el registro admite como máximo 20000 líneas');
  });

  it('TESORERO, LIDER and DISTRIBUIDOR review; a member or a content manager gets 403, no session 401', async () => {
    const registro = linea('Ana', 'Withdrawal', -5);
    for (const quien of [tesorero, distribuidor, t.lider]) expect((await conciliar(quien, registro)).statusCode).toBe(200);
    expect((await conciliar(await miembro(), registro)).statusCode).toBe(403);
    expect((await conciliar(encargado, registro)).statusCode).toBe(403);
    expect((await conciliar(null, registro)).statusCode).toBe(401);
  });
});

describe('PUT /api/retiros/pagarVarios', () => {
  it('pays every listed approved withdrawal in one transaction: one ledger transaction, audit row and message each', async () => {
    const [a, b] = [await miembro(1_000_000), await miembro(500_000)];
    const ids = [await aprobado(a, 400_000), await aprobado(a, 600_000), await aprobado(b, 500_000)];
    const desde = await filas('outbox');
    const res = await pagarVarios(distribuidor, ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: '3 retiros pagados', pagados: 3 });
    expect(res.headers['x-cambio']).toBeDefined();
    expect(await estados(ids)).toEqual(['pagado', 'pagado', 'pagado']);
    expect([await saldo(a.idPlayer), await saldo(b.idPlayer)]).toEqual([0, 0]);
    const movs = await t.db.execute<{ id_retiro: number; concepto: string }>(
      sql`select id_retiro, concepto from transaccion_libro where id_retiro = any(${sql.param(ids)}::int[]) order by id_retiro`,
    );
    expect(movs.rows.map((r) => [r.id_retiro, r.concepto])).toEqual(ids.map((id) => [id, 'retiro']));
    const acciones = (await t.db.select().from(auditoria).where(eq(auditoria.accion, 'pagar_retiro'))).filter((x) =>
      ids.map(String).includes(x.idEntidad!),
    );
    expect(acciones).toHaveLength(3);
    const mensajes = (await t.db.select().from(outbox)).filter((o) => o.idOutbox > desde);
    expect(mensajes.map((o) => o.tipo)).toEqual(['retiro_pagado', 'retiro_pagado', 'retiro_pagado']);
    expect(await comprobarLibro(t.db)).toEqual([]);

    // A repeat pays nothing twice and answers success.
    const otra = await pagarVarios(distribuidor, ids);
    expect(otra.statusCode).toBe(200);
    expect(otra.json()).toEqual({ ok: true, message: '0 retiros pagados (3 ya estaban pagados)', pagados: 0 });
    expect([await saldo(a.idPlayer), await saldo(b.idPlayer)]).toEqual([0, 0]);
  });

  it('one withdrawal not approved (or unknown) is a 409 (404) naming it, and nothing is written', async () => {
    const m = await miembro(1_000_000);
    const bien = await aprobado(m, 100_000);
    const pendiente = (await t.request('POST', '/api/retiros', { token: m.token, body: [{ silver: 50_000 }] })).json().message
      .id_retiro as number;
    const antes = await Promise.all([filas('auditoria'), filas('transaccion_libro'), filas('outbox')]);
    const res = await pagarVarios(tesorero, [bien, pendiente]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'retiro.enEstado' });
    expect(res.json().message).toBe(`El retiro #${pendiente} está pendiente: no se puede pagar`);
    const noHay = await pagarVarios(tesorero, [bien, 999_999]);
    expect(noHay.statusCode).toBe(404);
    expect(noHay.json().message).toBe('El retiro #999999 no existe');
    expect(await estados([bien, pendiente])).toEqual(['aprobado', 'pendiente']);
    expect(await saldo(m.idPlayer)).toBe(1_000_000);
    expect(await Promise.all([filas('auditoria'), filas('transaccion_libro'), filas('outbox')])).toEqual(antes);
  });

  it('counts the batch’s earlier payments of a player against their balance: a fine since makes it a 409', async () => {
    const m = await miembro(1_000_000);
    const ids = [await aprobado(m, 600_000), await aprobado(m, 400_000)];
    // A fine after the approvals: the balance no longer holds both.
    await t.db.transaction((tx) =>
      postear(tx, [
        {
          concepto: 'ajuste',
          razon: 'Multa',
          apuntes: [
            { cuenta: { jugador: m.idPlayer }, silver: -1 },
            { cuenta: { clave: 'tesoreria' }, silver: 1 },
          ],
        },
      ]),
    );
    const res = await pagarVarios(distribuidor, ids);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'retiro.saldoInsuficiente' });
    expect(res.json().message).toContain(`#${ids[1]}`);
    expect(await estados(ids)).toEqual(['aprobado', 'aprobado']);
    expect(await saldo(m.idPlayer)).toBe(999_999);
  });

  it('an Idempotency-Key replays the first answer; a retry after a partial pay pays only the rest', async () => {
    const m = await miembro(1_000_000);
    const ids = [await aprobado(m, 300_000), await aprobado(m, 200_000)];
    const headers = { 'idempotency-key': `arqueo-${m.idPlayer}-lote` };
    const [uno, dos] = [await pagarVarios(distribuidor, ids, headers), await pagarVarios(distribuidor, ids, headers)];
    expect([uno.statusCode, dos.statusCode]).toEqual([200, 200]);
    expect(dos.headers['idempotent-replayed']).toBe('true');
    expect(dos.json()).toEqual(uno.json());
    expect(await saldo(m.idPlayer)).toBe(500_000);
    // One of a new batch was paid meanwhile (the queue's «Pagar»): the batch pays the other only.
    const nuevos = [await aprobado(m, 100_000), await aprobado(m, 50_000)];
    expect(
      (await t.request('PUT', '/api/retiros/pagar', { token: tesorero.token, body: [{ idRetiro: nuevos[0] }] })).statusCode,
    ).toBe(200);
    const res = await pagarVarios(distribuidor, nuevos);
    expect(res.json()).toEqual({ ok: true, message: '1 retiro pagado (1 ya estaba pagado)', pagados: 1 });
    expect(await saldo(m.idPlayer)).toBe(350_000);
    expect(await comprobarLibro(t.db)).toEqual([]);
  });

  it('who may: TESORERO or DISTRIBUIDOR, never their own; a bad list is a 400', async () => {
    const m = await miembro(1_000_000);
    const id = await aprobado(m, 10_000);
    expect((await pagarVarios(m, [id])).statusCode).toBe(403);
    expect((await pagarVarios(encargado, [id])).statusCode).toBe(403);
    // The distributor's own withdrawal.
    await ajuste({ nickname: distribuidor.nickname, silver: 10_000 });
    const propio = await aprobado(distribuidor, 10_000);
    const res = await pagarVarios(distribuidor, [id, propio]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'retiro.revisionPropia' });
    expect(await estados([id, propio])).toEqual(['aprobado', 'aprobado']);
    for (const mal of [[], [id, id], Array.from({ length: 201 }, (_, i) => i + 1)]) {
      const r = await pagarVarios(tesorero, mal);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Datos inválidos (cuerpo): La lista debe tener de 1 a 200 retiros, sin repetir');
    }
  });
});
