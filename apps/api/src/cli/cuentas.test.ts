import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { MENSAJE_ULTIMO_LIDER } from '@reparto/contract';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/harness.js';
import { auditoria, cuenta } from '../db/schema.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { main, type CliOptions } from './cuentas.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Runs the CLI on the test database and captures what it prints. */
async function cli(args: string[], opts: Partial<CliOptions> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    database: t.database,
    env: {},
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    ...opts,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const login = (email: string, pwd: string) => t.request('POST', '/api/auth/login', { body: [{ email, pwd }] });
const generated = (text: string) => /Contraseña generada \(se muestra una sola vez\): (\S+)/.exec(text)?.[1];

describe('npm run cuentas (on the test database)', () => {
  it('crear makes an account for a player with a generated password shown once', async () => {
    const p = await t.createPlayer({ nickname: 'clicrear' });
    const res = await cli(['crear', '--email', 'CliCrear@Gremio.test', '--nickname', 'CliCrear', '--cargos', '8,7']);
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain('Cuenta creada: clicrear@gremio.test (jugador clicrear, cargos 7,8)');
    const password = generated(res.out);
    expect(password).toBeDefined();
    const logged = await login('clicrear@gremio.test', password!);
    expect(logged.statusCode).toBe(200);
    expect(logged.json().charges).toEqual([{ id_cargo: 7 }, { id_cargo: 8 }]);

    const [row] = await t.db.select().from(cuenta).where(eq(cuenta.idPlayer, p.idPlayer));
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'cuenta'), eq(auditoria.idEntidad, String(row!.idCuenta))));
    expect(audits).toEqual([
      expect.objectContaining({ idCuenta: null, accion: 'crear', despues: expect.objectContaining({ origen: 'cli' }) }),
    ]);
  });

  it('crear takes a chosen password', async () => {
    await t.createPlayer({ nickname: 'cliclave' });
    const res = await cli([
      'crear',
      '--email',
      'cliclave@gremio.test',
      '--nickname',
      'cliclave',
      '--cargos',
      '',
      '--password',
      'elegida-por-mi',
    ]);
    expect(res.code).toBe(0);
    expect(generated(res.out)).toBeUndefined();
    expect((await login('cliclave@gremio.test', 'elegida-por-mi')).statusCode).toBe(200);
  });

  it('listar shows every account with its state and charges', async () => {
    const res = await cli(['listar']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(new RegExp(`${t.lider.email}\\s+lider\\s+activa\\s+jugador activo\\s+1,2,3,4,5,6,7,8`));
  });

  it('cargos replaces the charges', async () => {
    const a = await t.createCuenta({ cargos: [7] });
    const res = await cli(['cargos', '--email', a.email, '--cargos', '5, 8']);
    expect(res).toMatchObject({ code: 0, out: `Cargos de ${a.email}: 5,8` });
    expect((await t.request('POST', '/api/auth/validarJsonWebToken', { token: a.token })).json().charges).toEqual([
      { id_cargo: 5 },
      { id_cargo: 8 },
    ]);
  });

  it('clave recovers a lost leader password and ends the old sessions', async () => {
    const res = await cli(['clave', '--email', t.lider.email]);
    expect(res.code).toBe(0);
    expect(res.out).toContain(`Contraseña cambiada para ${t.lider.email}`);
    const password = generated(res.out)!;
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect((await login(t.lider.email, t.lider.password)).statusCode).toBe(401);
    expect((await login(t.lider.email, password)).statusCode).toBe(200);
    expect((await t.request('POST', '/api/auth/validarJsonWebToken', { token: t.lider.token })).statusCode).toBe(401);
    // Give the rest of the file its leader back.
    expect((await cli(['clave', '--email', t.lider.email, '--password', t.lider.password])).code).toBe(0);
    t.lider.token = (await login(t.lider.email, t.lider.password)).json().token;
  });

  it('desactivar and activar', async () => {
    const a = await t.createCuenta({ cargos: [7] });
    expect((await cli(['desactivar', '--email', a.email])).code).toBe(0);
    expect((await login(a.email, a.password)).statusCode).toBe(401);
    expect((await cli(['activar', '--email', a.email])).out).toBe(`Cuenta activada: ${a.email}`);
    expect((await login(a.email, a.password)).statusCode).toBe(200);
  });

  it('keeps the same rules as the API: the last leader cannot go', async () => {
    const res = await cli(['desactivar', '--email', t.lider.email]);
    expect(res).toMatchObject({ code: 1, err: `Error: ${MENSAJE_ULTIMO_LIDER}` });
    expect((await cli(['cargos', '--email', t.lider.email, '--cargos', '7'])).err).toBe(`Error: ${MENSAJE_ULTIMO_LIDER}`);
  });

  it('reports an unknown account or player with exit code 1', async () => {
    expect(await cli(['clave', '--email', 'nadie@gremio.test'])).toMatchObject({
      code: 1,
      err: 'Error: No existe la cuenta indicada',
    });
    expect(await cli(['crear', '--email', 'x@gremio.test', '--nickname', 'noexiste', '--cargos', '7'])).toMatchObject({
      code: 1,
      err: 'Error: No existe un jugador con ese nickname',
    });
  });

  it.each([
    [['borrar'], 'Orden desconocida: borrar'],
    [['crear', '--email', 'x@gremio.test', '--cargos', '7'], 'Falta la opción --nickname'],
    [['crear', '--email', 'x@gremio.test', '--nickname', 'abc', '--cargos', '7,x'], '--cargos:'],
    [['crear', '--email', 'x@gremio.test', '--nickname', 'abc', '--cargos', '0'], '--cargos: Selecciona un cargo'],
    [['clave', '--email', 'no-es-email'], '--email: El email no es válido'],
    [['clave', '--email', 'x@gremio.test', '--password', 'corta'], '--password: La contraseña debe tener al menos 10 caracteres'],
    [['listar', '--otra'], "Unknown option '--otra'"],
  ])('refuses %j with exit code 2 before opening any database', async (args, message) => {
    // No database and a configuration that would fail: usage errors must come first.
    const res = await cli(args, { database: undefined, env: { DATABASE_URL: 'no-es-una-url' } });
    expect(res.code).toBe(2);
    expect(res.err).toContain(message);
  });

  it('prints the help', async () => {
    const res = await cli(['ayuda']);
    expect(res.code).toBe(0);
    expect(res.out).toContain('Uso: npm run cuentas -- <orden> [opciones]');
  });
});

describe('npm run cuentas (on the configured database)', () => {
  it('opens DATA_DIR like the server, creates the leader on a new database, and recovers its password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-cli-'));
    try {
      const out: string[] = [];
      const run = (args: string[]) =>
        main(args, { env: { DATA_DIR: dataDir, SEED_DEMO: 'false' }, out: (l) => out.push(l), err: (l) => out.push(l) });
      expect(await run(['listar'])).toBe(0);
      expect(out.join('\n')).toContain('Cuenta de líder creada: admin@reparto.local');
      expect(out.join('\n')).toMatch(/admin@reparto\.local\s+lider\s+activa/);

      out.length = 0;
      expect(await run(['clave', '--email', 'admin@reparto.local', '--password', 'recuperada-1234'])).toBe(0);

      // The server, on the same folder, accepts the new password.
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: [{ email: 'admin@reparto.local', pwd: 'recuperada-1234' }],
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs as `tsx apps/api/src/cli/cuentas.ts` with exit codes', async () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const script = path.join(root, 'apps/api/src/cli/cuentas.ts');
    const ok = await promisify(execFile)(tsx, [script, 'ayuda'], { cwd: root });
    expect(ok.stdout).toContain('Uso: npm run cuentas');
    await expect(promisify(execFile)(tsx, [script, 'borrar'], { cwd: root })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Orden desconocida: borrar'),
    });
  }, 30_000);
});
