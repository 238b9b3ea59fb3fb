// Crash (docs/reliability.md): the real server under a create/close/pay load is killed with SIGKILL several
// times and restarted on the same database. Every transaction is all-or-nothing: what the server
// acknowledged is there, nothing is half-written (every distribution whole, with its audit row;
// no half-closed period), and the sums stay equal to a recomputation from the rows.
// PostgreSQL when TEST_DATABASE_URL is set; the embedded engine (PGlite, data in a folder) otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { isPostgres } from '../testing/harness.js';
import { nuevoLedger, prepare, verify, worker, type Ledger } from '../testing/carga.js';
import { call, createPgDatabase, login, startServer, type ServerProcess } from '../testing/server-process.js';

/** Drives the load on a running server and SIGKILLs it once `killAfter` more writes were acknowledged. */
async function loadAndKill(server: ServerProcess, ledger: Ledger, killAfter: number, players: number[], distribuidor: number) {
  const token = await login(server.base);
  const target = ledger.acknowledged + killAfter;
  const inFlight = { n: 0 };
  let killed = false;
  const onAck = () => {
    if (!killed && ledger.acknowledged >= target) {
      killed = true;
      ledger.inFlightAtKill.push(inFlight.n);
      server.proc.kill('SIGKILL');
    }
  };
  await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map((idLugar) =>
      worker(server.base, token, idLugar, distribuidor, players, ledger, onAck, inFlight),
    ),
  );
  if (!killed) server.proc.kill('SIGKILL');
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

async function crashCycles(env: Record<string, string>, cycles: number, killAfter: number) {
  const ledger = nuevoLedger();
  let server = await startServer(env);
  const { players, distribuidor } = await prepare(server);
  for (let i = 0; i < cycles; i++) {
    await loadAndKill(server, ledger, killAfter, players, distribuidor);
    server = await startServer(env); // recovery happens here
    expect((await call(server.base, 'GET', '/api/health')).status).toBe(200);
  }
  // The restarted server serves reads and writes.
  const token = await login(server.base);
  expect((await call(server.base, 'GET', '/api/distribuciones/resumenDistribucion?page=1')).status).toBe(200);
  const nuevo = await call(server.base, 'POST', '/api/jugadores', {
    token,
    body: [{ nickname: 'despues', idRol: 1, idCargo: 3 }],
  });
  expect(nuevo.status).toBe(201);
  server.proc.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  console.info(
    `choques: ${cycles} SIGKILL con ${ledger.inFlightAtKill.join('/')} peticiones en curso; ${ledger.acknowledged} escrituras confirmadas ` +
      `(${ledger.created.size} distribuciones, ${ledger.closed.size} cierres, ${ledger.paid.size} pagos, ${ledger.finalized.size} finalizaciones)`,
  );
  expect(ledger.inFlightAtKill.every((n) => n > 0)).toBe(true);
  return ledger;
}

describe.runIf(isPostgres())('SIGKILL under load on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('keeps every acknowledged write and no half-written one across 3 kills', async () => {
    const created = await createPgDatabase();
    drop = created.drop;
    const ledger = await crashCycles({ DATABASE_URL: created.url }, 3, 120);
    const database = await openDatabase({ url: created.url, poolSize: 2 });
    try {
      const counts = await verify(database, ledger);
      expect(Number(counts['distribuciones'])).toBeGreaterThanOrEqual(ledger.created.size);
    } finally {
      await database.close();
    }
  }, 600_000);
});

describe.runIf(!isPostgres())('SIGKILL under load on the embedded engine (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('recovers its folder after 2 kills with every acknowledged write and no half-written one', async () => {
    const ledger = await crashCycles({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, 2, 60);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await verify(database, ledger);
    } finally {
      await database.close();
    }
  }, 600_000);
});
