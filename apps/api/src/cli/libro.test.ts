// `npm run libro:comprobar` (cli/libro.ts): 0 and a summary on a whole ledger; 1 and the broken rule when
// a balance no longer is the sum of its entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { comprobar } from './libro.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('npm run libro:comprobar', () => {
  it('says the ledger is whole, then names the account whose balance was tampered with', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const opts = { database: t.database, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    expect(await comprobar(opts)).toBe(0);
    expect(out.join('\n')).toMatch(/^Libro correcto: \d+ cuentas, \d+ transacciones, \d+ apuntes/);
    await t.db.execute(sql`update cuenta_libro set saldo = saldo + 7 where clave = 'tesoreria'`);
    expect(await comprobar(opts)).toBe(1);
    expect(err.join('\n')).toMatch(/cuenta \d+: saldo 7, sus apuntes suman 0/);
  });
});
