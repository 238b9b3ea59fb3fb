// GET /api/exportar/libro.csv (docs/libro.md, "Reads, adjustments and the CSV"): the ledger's entries with the app's CSV rules
// (docs/domain.md, "Exports"): BOM, `;`, CRLF, Spanish headers, quoted and neutralised texts; one account
// or every one, oldest first, across keyset batches, with the movements' date filters; the officers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CARGO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { postear, type TransaccionLibro } from '../../lib/libro.js';
import { comprobarLibro } from '../libro/comprobar.js';
import { LOTE } from './csv.js';

let t: TestApp;
let jugador: TestCuenta;
let tesoreria: number;

const ajuste = (silver: number, razon: string): TransaccionLibro => ({
  concepto: 'ajuste',
  razon,
  apuntes: [
    { cuenta: { jugador: jugador.idPlayer }, silver },
    { cuenta: { clave: 'tesoreria' }, silver: -silver },
  ],
});

beforeAll(async () => {
  t = await buildTestApp();
  jugador = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
  // More entries than one batch on the player's account.
  await t.db.transaction((tx) =>
    postear(
      tx,
      Array.from({ length: LOTE + 20 }, (_, i) => ajuste(i + 1, `Lote ${i + 1}`)),
    ),
  );
  const res = await t.request('POST', '/api/libro/ajuste', {
    token: t.lider.token,
    body: [{ nickname: jugador.nickname, silver: -5, razon: '=HYPERLINK("x"), -2+3' }],
  });
  expect(res.statusCode).toBe(201);
  const { rows } = await t.db.execute<{ id: number }>(
    sql`select id_cuenta_libro as id from cuenta_libro where clave = 'tesoreria'`,
  );
  tesoreria = rows[0]!.id;
});
afterAll(() => t.close());

const lineas = (body: string) => body.split('\r\n').filter((l) => l !== '');
const exportar = (query: string, token = t.lider.token) => t.request('GET', `/api/exportar/libro.csv${query}`, { token });

describe('GET /api/exportar/libro.csv', () => {
  it('sends one account’s entries oldest first, with the running balance, as every CSV of the app', async () => {
    const cuenta = (
      await t.db.execute<{ id: number }>(
        sql`select id_cuenta_libro as id from cuenta_libro where id_player = ${jugador.idPlayer}`,
      )
    ).rows[0]!.id;
    const res = await exportar(`?idCuentaLibro=${cuenta}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="libro.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [cabecera, primera, segunda, ...resto] = lineas(res.body.slice(1));
    expect(cabecera).toBe('Fecha (UTC);Transacción;Cuenta;Concepto;Plata;Saldo;Periodo;Razón');
    expect(primera).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d;\\d+;"${jugador.nickname}";"Ajuste";1;1;;"Lote 1"$`),
    );
    expect(segunda).toMatch(/;"Ajuste";2;3;;"Lote 2"$/);
    expect(resto).toHaveLength(LOTE + 20 - 2 + 1);
    const total = ((LOTE + 20) * (LOTE + 21)) / 2;
    // The formula guard: the text starts with a quote mark, and so does each piece after a comma.
    expect(resto.at(-1)).toMatch(new RegExp(`;"Ajuste";-5;${total - 5};;"'=HYPERLINK\\(""x""\\), '-2\\+3"$`));
  });

  it('without an account, every account’s entries: both sides of each transaction, named', async () => {
    const res = await exportar('');
    const filas = lineas(res.body.slice(1)).slice(1);
    expect(filas).toHaveLength(2 * (LOTE + 21));
    expect(filas.filter((f) => f.includes(';"Tesorería";'))).toHaveLength(LOTE + 21);
    const soloTesoreria = lineas((await exportar(`?idCuentaLibro=${tesoreria}`)).body.slice(1)).slice(1);
    expect(soloTesoreria).toHaveLength(LOTE + 21);
  });

  it('filters by date as the movements’ list', async () => {
    const hoy = new Date().toISOString().slice(0, 10);
    expect(lineas((await exportar(`?desde=${hoy}&hasta=${hoy}`)).body.slice(1))).toHaveLength(1 + 2 * (LOTE + 21));
    expect(lineas((await exportar('?desde=2999-01-01')).body.slice(1))).toEqual([
      'Fecha (UTC);Transacción;Cuenta;Concepto;Plata;Saldo;Periodo;Razón',
    ]);
    expect((await exportar('?desde=2026-02-01&hasta=2026-01-01')).statusCode).toBe(400);
    expect((await exportar('?desde=ayer')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await exportar('?idCuentaLibro=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false, code: 'libro.cuentaNoExiste' });
  });

  it('is the officers’ (TESORERO, LIDER, DISTRIBUIDOR)', async () => {
    expect((await t.request('GET', '/api/exportar/libro.csv')).statusCode).toBe(401);
    for (const cargos of [[CARGO.MIEMBRO], [CARGO.ENCARGADO_CONTENIDO]]) {
      const c = await t.createCuenta({ cargos });
      expect((await exportar('', c.token)).statusCode).toBe(403);
    }
    for (const cargos of [[CARGO.TESORERO], [CARGO.DISTRIBUIDOR]]) {
      const c = await t.createCuenta({ cargos });
      expect((await exportar('?desde=2999-01-01', c.token)).statusCode).toBe(200);
    }
    expect(await comprobarLibro(t.db)).toEqual([]);
  });
});
