// Database outage (docs/reliability.md), on a throwaway PostgreSQL cluster of its own (testing/cluster.ts): the real
// server under load while its database is stopped, and while it hangs (frozen). The API answers 503
// with a Spanish message within the client's timeout (30 s, docs/domain.md, "Wire conventions") — never a hang, never a
// crash — /api/ready says the database is down (/api/health, liveness, stays 200: no restart is needed), and
// service resumes by itself when it returns.
// Registered on the PostgreSQL run (TEST_DATABASE_URL) when we are root with runuser and the
// PostgreSQL 15 binaries; it never touches the shared server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { REQUEST_TIMEOUT_MS } from '@reparto/contract';
import { isPostgres } from '../testing/harness.js';
import { Cluster, canRunCluster } from '../testing/cluster.js';
import { call, hasta, liderDe, login, startServer, type ApiAnswer, type ServerProcess } from '../testing/server-process.js';

const MENSAJE_CAIDA = 'La base de datos no está disponible, inténtelo de nuevo en unos momentos';

describe.runIf(isPostgres() && canRunCluster())('database outage on a throwaway cluster', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    cluster = new Cluster();
    cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database reparto');
    await admin.end();
    server = await startServer({ DATABASE_URL: cluster.url.replace(/\/postgres$/, '/reparto') });
    token = await login(server.base);
  }, 180_000);

  afterAll(async () => {
    server?.proc.kill('SIGKILL');
    cluster?.destroy();
  });

  /** A mixed request: public reads, an authenticated read, and a write (a new player). */
  function request(): Promise<ApiAnswer & { sentAt: number }> {
    const n = seq++;
    const sentAt = Date.now();
    const kinds = [
      () => call(server.base, 'GET', '/api/distribuciones/resumenDistribucion?page=1', { timeoutMs: REQUEST_TIMEOUT_MS }),
      () =>
        call(server.base, 'POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo: 1 }], timeoutMs: REQUEST_TIMEOUT_MS }),
      () => call(server.base, 'GET', '/api/distribuciones/getJugadoresSelect', { token, timeoutMs: REQUEST_TIMEOUT_MS }),
      () =>
        call(server.base, 'POST', '/api/jugadores', {
          token,
          body: [{ nickname: `caida${n}`, idRol: 1, idCargo: 3 }],
          timeoutMs: REQUEST_TIMEOUT_MS,
        }),
    ];
    return kinds[n % kinds.length]!().then((r) => ({ ...r, sentAt }));
  }

  /** `concurrency` loops of requests until `until` says stop; every answer is kept. */
  async function load(concurrency: number, until: (answers: (ApiAnswer & { sentAt: number })[]) => boolean) {
    const answers: (ApiAnswer & { sentAt: number })[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (!until(answers)) answers.push(await request());
      }),
    );
    return answers;
  }

  const healthy = (a: ApiAnswer) => a.status >= 200 && a.status < 500;

  async function expectRecovery() {
    // Poll (bounded by count, not by time) until the first success, then every answer is healthy.
    let first = -1;
    for (let i = 0; i < 200 && first < 0; i++) {
      const h = await call(server.base, 'GET', '/api/ready');
      if (h.status === 200) first = i;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(first).toBeGreaterThanOrEqual(0);
    const after = await load(10, (a) => a.length >= 100);
    expect(after.filter((a) => !healthy(a)).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  }

  it('answers 503 in Spanish while the database is stopped, reports it in /api/ready, and resumes by itself', async () => {
    const before = await load(10, (a) => a.filter(healthy).length >= 50);
    expect(before.every(healthy)).toBe(true);

    let stoppedAt = Infinity;
    const during = load(20, (a) => a.filter((x) => x.sentAt > stoppedAt).length >= 200);
    // Stop while requests run (after a few more answers), then keep the load on.
    await load(1, (a) => a.length >= 5);
    cluster.stop('fast');
    stoppedAt = Date.now();
    const answers = await during;
    expect(server.proc.exitCode, server.output().slice(-4000)).toBeNull();
    const afterStop = answers.filter((a) => a.sentAt > stoppedAt);
    const wrong = afterStop.filter((a) => a.status !== 503 || a.body.ok !== false || a.body.message !== MENSAJE_CAIDA);
    expect(wrong.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    // Requests caught by the stop also end with an answer (no hang, no 500).
    expect(
      answers.filter((a) => a.status === 0 || a.status === 500).map((a) => JSON.stringify(a.body)),
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('no controlado'))
        .join('\n')
        .slice(0, 3000),
    ).toEqual([]);

    const ready = await call(server.base, 'GET', '/api/ready');
    expect(ready).toEqual({
      status: 503,
      body: {
        ok: false,
        message: 'La base de datos no está disponible',
        code: 'salud.baseDeDatos',
        status: 'not_ready',
        database: 'down',
        migrations: 'unknown',
        services: expect.any(Object),
        // The leader's connection went with the database: its singleton jobs stopped (ops/lider.ts).
        lider: { esta_instancia: false, tareas: [] },
      },
    });
    expect((await call(server.base, 'GET', '/api/health')).status).toBe(200);
    expect(server.proc.exitCode).toBeNull();

    cluster.start();
    await expectRecovery();
    // Back, it takes the lock again at its next try (every 5 s).
    await hasta('vuelve a dirigir', async () => (await liderDe(server.base))?.esta_instancia === true, 30_000);
    console.info(
      `caída: ${afterStop.length} peticiones con la base parada, todas 503; ${answers.length} en total durante la prueba`,
    );
  }, 300_000);

  it('answers within the client timeout while the database hangs (frozen), and resumes when it thaws', async () => {
    await load(10, (a) => a.length >= 20);
    cluster.freeze();
    let answers: (ApiAnswer & { sentAt: number })[];
    let ready: ApiAnswer;
    try {
      [answers, ready] = await Promise.all([
        load(20, (a) => a.length >= 60),
        call(server.base, 'GET', '/api/ready', { timeoutMs: REQUEST_TIMEOUT_MS }),
      ]);
    } finally {
      cluster.thaw();
    }
    const hung = answers.filter((a) => a.status === 0);
    expect(hung.map((a) => JSON.stringify(a.body))).toEqual([]);
    const wrong = answers.filter((a) => a.status !== 503 && !healthy(a));
    expect(wrong.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(ready.status).toBe(503);
    console.info(
      `congelada: ${answers.length} peticiones, ${answers.filter((a) => a.status === 503).length} con 503, ninguna sin respuesta`,
    );
    expect(server.proc.exitCode).toBeNull();
    await expectRecovery();
  }, 300_000);
});
