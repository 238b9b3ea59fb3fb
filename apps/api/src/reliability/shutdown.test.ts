// Graceful shutdown on SIGTERM (docs/reliability.md): requests in flight finish with their answer, new ones are
// turned away, then the database closes and the process exits 0 (server.ts: app.close() then
// database.close()). On PostgreSQL a request is held in flight by a row lock taken from outside; on
// the embedded engine by a write whose body is still arriving, checked again after the folder is reopened.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { isPostgres } from '../testing/harness.js';
import { request } from 'node:http';
import { call, createPgDatabase, login, startServer, type ServerProcess } from '../testing/server-process.js';

describe.runIf(isPostgres())('SIGTERM on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('lets a request waiting on a lock finish, refuses new ones, then closes the pool and exits 0', async () => {
    const created = await createPgDatabase();
    drop = created.drop;
    const server = await startServer({ DATABASE_URL: created.url, LOG_LEVEL: 'info' });
    const token = await login(server.base);
    const periodo = await call(server.base, 'POST', '/api/distribuciones', {
      token,
      body: [{ idLugarDist: 1, gremioFederacion: 1 }],
    });
    const idPeriodo = periodo.body['id_periodo'] as number;
    const dbName = new URL(created.url).pathname.slice(1);

    const outside = new pg.Client({ connectionString: created.url });
    await outside.connect();
    await outside.query('begin');
    await outside.query('select * from periodo where id_periodo = $1 for update', [idPeriodo]);
    const inFlight = call(server.base, 'PUT', '/api/distribuciones/cambiarSilver', {
      token,
      body: [{ idPeriodo, silver: 4242 }],
    });
    // Bounded wait (by count) until the request is blocked on our lock inside the server.
    let waiting = false;
    for (let i = 0; i < 300 && !waiting; i++) {
      const { rows } = await outside.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        [dbName],
      );
      waiting = rows[0].n > 0;
      if (!waiting) await new Promise((r) => setTimeout(r, 50));
    }
    expect(waiting).toBe(true);

    server.proc.kill('SIGTERM');
    expect(await waitForOutput(server, CERRANDO)).toBe(true);
    // Closing: a new request is turned away (503 while closing, or the port is already closed).
    const late = await call(server.base, 'GET', '/api/distribuciones/getLugares');
    expect([0, 503]).toContain(late.status);
    expect(server.proc.exitCode).toBeNull();

    await outside.query('commit');
    const answer = await inFlight;
    expect(answer).toEqual({ status: 200, body: { ok: true, message: 'Valor actualizado' } });
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const { rows } = await outside.query(
      `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    expect(rows[0].n).toBe(0);
    const stored = await outside.query('select silver_albion from periodo where id_periodo = $1', [idPeriodo]);
    expect(Number(stored.rows[0].silver_albion)).toBe(4242);
    await outside.end();
  }, 300_000);
});

/** Bounded wait (by count, not time) until the server's output matches. */
async function waitForOutput(server: ServerProcess, pattern: RegExp): Promise<boolean> {
  for (let i = 0; i < 600; i++) {
    if (pattern.test(server.output())) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const CERRANDO = /cerrando: se terminan las peticiones en curso/;

/** A POST whose body is sent in two parts: the server has the request in hand before it is complete. */
function twoPartPost(base: string, url: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  const req = request(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-token': token },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
  });
  req.write(text.slice(0, 5));
  return { answer, finish: () => req.end(text.slice(5)) };
}

describe.runIf(!isPostgres())('SIGTERM on the embedded engine (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-sigterm-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the write in flight, exits 0 and leaves a folder that opens with that write', async () => {
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    const token = await login(server.base);
    const post = twoPartPost(server.base, '/api/jugadores', token, [{ nickname: 'ultimo', idRol: 1, idCargo: 3 }]);
    expect(await waitForOutput(server, /"method":"POST","url":"\/api\/jugadores"/)).toBe(true);

    server.proc.kill('SIGTERM');
    expect(await waitForOutput(server, CERRANDO)).toBe(true);
    const late = await call(server.base, 'GET', '/api/distribuciones/getLugares');
    expect([0, 503]).toContain(late.status);
    post.finish();
    const answer = await post.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const res = (await database.db.execute(
        sql`select count(*)::int as n from jugador where nickname = 'ultimo'`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(res.rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 300_000);
});
