// A copy of the whole database and its return, for both engines (docs/reliability.md): what
// `npm run backup` / `restore` (cli/backup.ts) and the scheduled copies (copias.ts) run.
//
// - PostgreSQL (DATABASE_URL): pg_dump in its custom format; pg_restore --clean --single-transaction
//   (all or nothing). pg_dump/pg_restore must be on PATH, of the server's major version or newer.
// - Embedded engine (DATA_DIR): PGlite's own dump of its data folder (a .tar.gz); the restore loads it
//   into a new folder, checks it opens, then puts it in place of DATA_DIR/pglite and keeps the old one
//   beside it (pglite.antes-de-restaurar-<fecha>).
//
// The embedded folder admits one process at a time: while the server has it open, PGlite keeps a
// postmaster.pid in it, and both commands refuse (stop the server first). A server killed without
// stopping leaves that file behind: start and stop it once (or pass --force if you are sure no process
// has the folder open). A PostgreSQL restore also refuses while an API answers on PORT.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { parseEnv, type Env } from '../env.js';
import { cerrarCarpeta } from '../paths.js';

export class BackupError extends Error {}

export interface BackupOptions {
  env?: NodeJS.ProcessEnv;
  force?: boolean;
  log?: (line: string) => void;
}

const pgliteDir = (env: Env) => path.resolve(env.DATA_DIR, 'pglite');

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (e) => reject(new BackupError(`No se pudo ejecutar ${cmd}: ${e.message} (¿está instalado y en el PATH?)`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${cmd} terminó con el código ${code}:\n${stderr.trim()}`)),
    );
  });
}

/** The embedded folder must not be open in another process (see the header). */
function assertPgliteFree(env: Env, force: boolean | undefined) {
  const dir = pgliteDir(env);
  if (!force && existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `La base embebida ${dir} está abierta por otro proceso (¿el servidor está en marcha?). Deténgalo y vuelva a intentarlo. ` +
        'Si el servidor terminó sin cerrarse, arránquelo y deténgalo una vez, o use --force si está seguro de que nadie la usa.',
    );
  }
}

/** A PostgreSQL restore under a running API would fight its connections. */
async function assertNoServer(env: Env, force: boolean | undefined) {
  if (force) return;
  try {
    const res = await fetch(`http://127.0.0.1:${env.PORT}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (res.status === 200 || res.status === 503) {
      throw new BackupError(
        `Hay un servidor de Reparto de Plata respondiendo en el puerto ${env.PORT}: deténgalo antes de restaurar.`,
      );
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // Nothing listening: fine.
  }
}

export async function backup(out: string, opts: BackupOptions = {}): Promise<{ engine: 'postgres' | 'pglite'; bytes: number }> {
  const env = parseEnv(opts.env);
  const file = path.resolve(out);
  if (env.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', env.DATABASE_URL]);
    // A copy holds the whole database, password hashes included: its owner's alone (docs/deploy.md).
    chmodSync(file, 0o600);
  } else {
    assertPgliteFree(env, opts.force);
    const dir = pgliteDir(env);
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`No hay una base embebida en ${dir}`);
    const db = new PGlite(dir);
    try {
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      chmodSync(file, 0o600);
    } finally {
      await db.close();
      // Opening the folder rewrote PGlite's relation cache readable by anyone (0644).
      cerrarCarpeta(dir);
    }
  }
  const bytes = statSync(file).size;
  opts.log?.(`Copia guardada en ${file} (${(bytes / 1024).toFixed(0)} KB, ${env.DATABASE_URL ? 'PostgreSQL' : 'base embebida'})`);
  return { engine: env.DATABASE_URL ? 'postgres' : 'pglite', bytes };
}

export async function restore(
  input: string,
  opts: BackupOptions = {},
): Promise<{ engine: 'postgres' | 'pglite'; previous?: string }> {
  const env = parseEnv(opts.env);
  const file = path.resolve(input);
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}`);
  if (env.DATABASE_URL) {
    await assertNoServer(env, opts.force);
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      env.DATABASE_URL,
      file,
    ]);
    opts.log?.(`Base de datos PostgreSQL restaurada desde ${file}`);
    return { engine: 'postgres' };
  }
  assertPgliteFree(env, opts.force);
  const dir = pgliteDir(env);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const incoming = `${dir}.restaurando-${stamp}`;
  const bytes = readFileSync(file);
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  try {
    // Load into a new folder and check that it opens before touching the current one.
    const db = new PGlite(incoming, {
      loadDataDir: new Blob([bytes], { type: gzip ? 'application/x-gzip' : 'application/x-tar' }),
    });
    try {
      await db.waitReady;
      await db.query('select count(*) from pg_catalog.pg_class');
    } finally {
      await db.close();
    }
    // PGlite writes the loaded files readable and writable by anyone (0666).
    cerrarCarpeta(incoming);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw new BackupError(
      `El archivo ${file} no es una copia válida de la base embebida: ${error instanceof Error ? error.message : error}`,
    );
  }
  let previous: string | undefined;
  if (existsSync(dir)) {
    previous = `${dir}.antes-de-restaurar-${stamp}`;
    renameSync(dir, previous);
  }
  renameSync(incoming, dir);
  opts.log?.(`Base embebida restaurada desde ${file}${previous ? ` (la anterior quedó en ${previous})` : ''}`);
  return previous ? { engine: 'pglite', previous } : { engine: 'pglite' };
}
