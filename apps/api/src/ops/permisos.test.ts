// What the server keeps on disk is its owner's alone (docs/deploy.md, «Permisos de los archivos»):
// PGlite's folder, the JWT secret and the backups, with no access for the group or other users, on a
// new install and on one from before (whose files PGlite left 0666 and whose copies were 0644).
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openConfiguredDatabase } from '../bootstrap.js';
import { backup, restore } from '../cli/backup.js';
import { parseEnv } from '../env.js';
import { startServer } from '../testing/server-process.js';
import { iniciarCopias } from './copias.js';

const work = mkdtempSync(path.join(tmpdir(), 'rdp-permisos-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const silencio = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

/** Every file and folder under `dir` (itself included) that the group or other users may reach, with its mode. */
function abiertos(dir: string): string[] {
  const found: string[] = [];
  const walk = (ruta: string) => {
    const stat = lstatSync(ruta);
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(work, ruta)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const nombre of readdirSync(ruta)) walk(path.join(ruta, nombre));
  };
  walk(dir);
  return found;
}

/** An install from before: PGlite's folder as PGlite leaves it, a stray copy 0644, both folders open to all. */
async function instalacionVieja(nombre: string): Promise<{ datos: string; copias: string }> {
  const datos = path.join(work, nombre, 'datos');
  const copias = path.join(work, nombre, 'copias');
  mkdirSync(copias, { recursive: true });
  mkdirSync(datos, { recursive: true });
  const db = new PGlite(path.join(datos, 'pglite'));
  await db.waitReady;
  await db.close();
  writeFileSync(path.join(copias, 'reparto-2026-01-01T00-00-00-000Z.tar.gz'), 'vieja', { mode: 0o644 });
  chmodSync(datos, 0o777);
  chmodSync(copias, 0o755);
  // The test must see what it claims to: PGlite itself leaves its files open.
  expect(abiertos(datos).length).toBeGreaterThan(100);
  return { datos, copias };
}

describe('file permissions', () => {
  it('the server started on an install from before leaves nothing under DATA_DIR or BACKUP_DIR that others can reach', async () => {
    const { datos, copias } = await instalacionVieja('servidor');
    // No JWT_SECRET: the server writes its own into DATA_DIR.
    const server = await startServer({ DATA_DIR: datos, BACKUP_DIR: copias, JWT_SECRET: undefined as unknown as string });
    try {
      expect(lstatSync(path.join(datos, 'jwt-secret')).isFile()).toBe(true);
      expect([...abiertos(datos), ...abiertos(copias)]).toEqual([]);
    } finally {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
    // Nor does what PGlite wrote while it ran and closed.
    expect([...abiertos(datos), ...abiertos(copias)]).toEqual([]);
  }, 120_000);

  it('a scheduled copy, the backup command and a restore write only owner-only files and folders', async () => {
    const { datos, copias } = await instalacionVieja('copias');
    const env = parseEnv({ DATA_DIR: datos, BACKUP_DIR: copias, SEED_DEMO: 'false' });
    const database = await openConfiguredDatabase(env);
    expect(abiertos(datos)).toEqual([]);
    try {
      const programadas = iniciarCopias({
        env: { ...env, BACKUP_DIR: path.join(copias, 'nueva') },
        database,
        log: silencio,
        intervaloMs: 3_600_000,
        primeraEsperaMs: 3_600_000,
      });
      expect(await programadas.ejecutar()).not.toBeNull();
      await programadas.close();
      // The old folder is closed by the start of the copies, the new one is created closed.
      const viejas = iniciarCopias({ env, database, log: silencio, intervaloMs: 0 });
      await viejas.close();
      expect(abiertos(copias)).toEqual([]);
    } finally {
      await database.close();
    }
    const archivo = path.join(work, 'copias', 'a-mano.tar.gz');
    await backup(archivo, { env: { DATA_DIR: datos } });
    expect(abiertos(archivo)).toEqual([]);
    await restore(archivo, { env: { DATA_DIR: datos } });
    expect(abiertos(datos)).toEqual([]);
  }, 120_000);
});
