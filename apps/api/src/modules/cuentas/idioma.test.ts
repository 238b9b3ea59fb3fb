// The account's language (PUT /api/cuentas/idioma, «Mi cuenta»'s `idioma`; docs/idiomas.md): its own
// account only, audited once per change, the same language again changes nothing, a Spanish 400 for an
// unknown language, 401 without a session; the database refuses any other value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { CARGO } from '@reparto/contract';
import { auditoria } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';

let t: TestApp;
let miembro: TestCuenta;
beforeAll(async () => {
  t = await buildTestApp();
  miembro = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
});
afterAll(() => t.close());

const guardar = (idioma: unknown, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  t.request('PUT', '/api/cuentas/idioma', { body: [{ idioma }], ...opts });
const idiomaDe = async (cuenta: TestCuenta) =>
  (await t.request('GET', '/api/cuentas/mia', { token: cuenta.token })).json().message.idioma;
const auditadas = async () =>
  (await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.accion, 'cambiar_idioma')))[0]!.n;

describe('PUT /api/cuentas/idioma', () => {
  it("keeps the account's own language, audited once; «Mi cuenta» gives it back", async () => {
    expect(await idiomaDe(miembro)).toBeNull();
    const res = await guardar('en', { token: miembro.token });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(JSON.stringify({ ok: true, message: 'Idioma guardado' }));
    expect(await idiomaDe(miembro)).toBe('en');
    expect(await idiomaDe(t.lider)).toBeNull();
    expect(await auditadas()).toBe(1);
    const [fila] = await t.db.select().from(auditoria).where(eq(auditoria.accion, 'cambiar_idioma'));
    expect(fila).toMatchObject({ idCuenta: miembro.idCuenta, entidad: 'cuenta', idEntidad: String(miembro.idCuenta) });
  });

  it('the same language again changes nothing and audits nothing; its sentence comes in the language asked', async () => {
    const res = await guardar('en', { token: miembro.token, headers: { 'x-idioma': 'en' } });
    expect(res.json()).toEqual({ ok: true, message: 'Language saved' });
    expect(res.headers['x-cambio']).toBeUndefined();
    expect(await auditadas()).toBe(1);
    expect((await guardar('pt-BR', { token: miembro.token, headers: { 'x-idioma': 'pt-BR' } })).json()).toEqual({
      ok: true,
      message: 'Idioma salvo',
    });
    expect(await idiomaDe(miembro)).toBe('pt-BR');
    expect(await auditadas()).toBe(2);
  });

  it('refuses an unknown language with a Spanish sentence, and answers 401 without a session', async () => {
    const res = await guardar('fr', { token: miembro.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Datos inválidos (cuerpo): idioma: El idioma debe ser es, pt-BR o en');
    expect((await guardar('es')).statusCode).toBe(401);
    expect(await idiomaDe(miembro)).toBe('pt-BR');
  });

  it('the database keeps only es, pt-BR, en or nothing', async () => {
    await expect(t.db.execute(sql`update cuenta set idioma = 'fr' where id_cuenta = ${miembro.idCuenta}`)).rejects.toThrow();
    await t.db.execute(sql`update cuenta set idioma = null where id_cuenta = ${miembro.idCuenta}`);
    // Read from the table: «Mi cuenta» is kept by the server until a write moves its scopes, and this
    // statement is not a write of the app.
    const [fila] = (
      await t.db.execute<{ idioma: string | null }>(sql`select idioma from cuenta where id_cuenta = ${miembro.idCuenta}`)
    ).rows;
    expect(fila).toEqual({ idioma: null });
  });
});
