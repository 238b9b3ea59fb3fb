// The real server as a child process (`tsx apps/api/src/server.ts`), for the crash, outage and
// shutdown tests, with a tiny HTTP client that speaks the API's conventions.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const SERVER = path.join(REPO_ROOT, 'apps', 'api', 'src', 'server.ts');

export const ADMIN = { email: 'lider@fiabilidad.local', password: 'clave-del-lider-1234' };

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server and waits for its "escuchando en http://localhost:PORT" line. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  // `node --import tsx`, not the tsx CLI: one process, so that a signal reaches the server itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'secreto-de-fiabilidad-con-mas-de-32-caracteres',
      WRITE_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`el servidor no arrancó:\n${out}`)), timeoutMs);
    const check = () => {
      const m = /escuchando en http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`el servidor terminó al arrancar (${code ?? signal}):\n${out}`));
    });
  });
  return { proc, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

export interface ApiAnswer {
  status: number;
  body: { ok?: boolean; message?: unknown; [k: string]: unknown };
}

/** One API call; network failures come back as status 0. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<ApiAnswer> {
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { 'x-token': opts.token } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    let body: ApiAnswer['body'] = {};
    try {
      body = JSON.parse(text) as ApiAnswer['body'];
    } catch {
      body = { message: text };
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } };
  }
}

export async function login(base: string, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', { body: [{ email, pwd: password }] });
  if (res.status !== 200) throw new Error(`login ${res.status} ${JSON.stringify(res.body)}`);
  return res.body['token'] as string;
}

/** A fresh PostgreSQL database copied from the suite's migrated template (TEST_DATABASE_URL). */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const template = inject('pgTemplate');
  const name = `${template}_srv_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The database of a server process: a fresh PostgreSQL one when TEST_DATABASE_URL is set, a PGlite
 * folder otherwise (prefixed `prefijo`), as the server's env; `abrir` opens it from the test (for
 * PGlite, only while no server runs); `borrar` removes it.
 */
export async function baseDeServidor(
  prefijo: string,
): Promise<{ env: Record<string, string>; abrir: () => Promise<Database>; borrar: () => Promise<void> }> {
  if (process.env['TEST_DATABASE_URL']) {
    const created = await createPgDatabase();
    return {
      env: { DATABASE_URL: created.url },
      abrir: () => openDatabase({ url: created.url, poolSize: 1 }),
      borrar: created.drop,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), prefijo));
  return {
    env: { DATA_DIR: dir, SEED_DEMO: 'false' },
    abrir: () => openDatabase({ dataDir: path.join(dir, 'pglite') }),
    borrar: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Ends a test's server if it still runs (SIGTERM, awaited), then closes `otros` (the fakes, the database). */
export async function terminar(server: ServerProcess | null, ...otros: (() => Promise<unknown>)[]): Promise<void> {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  for (const cerrar of otros) await cerrar();
}

/** Polls `listo` every 50 ms until it holds; past `ms`, fails naming `que` (no wait is a fixed sleep). */
export async function hasta(que: string, listo: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const fin = Date.now() + ms;
  while (!(await listo())) {
    if (Date.now() > fin) throw new Error(`${que}: no ocurrió en ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The `lider` part of an instance's GET /api/ready (ops/lider.ts); null while it does not answer. */
export async function liderDe(base: string): Promise<{ esta_instancia: boolean; tareas: string[] } | null> {
  const res = await call(base, 'GET', '/api/ready', { timeoutMs: 5_000 });
  return (res.body['lider'] as { esta_instancia: boolean; tareas: string[] } | undefined) ?? null;
}
