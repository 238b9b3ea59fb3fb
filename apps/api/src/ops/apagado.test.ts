// SIGTERM under writes (docs/deploy.md, "Reinicios"; docs/reliability.md): the real server takes a
// create/close/pay load and a live-event stream, and gets SIGTERM in the middle. It exits 0; every
// write it acknowledged is stored and none is half-written; the stream ends with a `retry:` hint after
// carrying the changes of the last writes; the browser reconnects to the next instance with
// Last-Event-ID and resumes (no `reinicio`: it missed nothing); no Discord message stays leased.
// PostgreSQL: two instances on one database, the stream moves from the stopped one to the other.
// PGlite (one process per folder): the instance restarts on its folder and the stream resumes there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { isPostgres } from '../testing/harness.js';
import { nuevoLedger, prepare, verify, worker } from '../testing/carga.js';
import { abrirEventos, type StreamDeEventos } from '../testing/eventos.js';
import { FakeWebhook } from '../testing/fake-webhook.js';
import { call, login, startServer, type ServerProcess } from '../testing/server-process.js';
import { RETRY_AL_CERRAR_MS } from './apagado.js';

const filas = async (database: Database, q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The load on `server` until SIGTERM, sent once `ackAntes` writes were acknowledged. */
async function cargaYSigterm(server: ServerProcess, ackAntes: number) {
  const token = await login(server.base);
  const { players, distribuidor } = await prepare(server);
  const stream = await abrirEventos(`${server.base}/api/eventos`);
  const ledger = nuevoLedger();
  const enCurso = { n: 0 };
  let enviado = false;
  const onAck = () => {
    if (!enviado && ledger.acknowledged >= ackAntes) {
      enviado = true;
      ledger.inFlightAtKill.push(enCurso.n);
      server.proc.kill('SIGTERM');
    }
  };
  await Promise.all(
    [1, 2, 3, 4].map((lugar) => worker(server.base, token, lugar, distribuidor, players, ledger, onAck, enCurso)),
  );
  expect(enviado).toBe(true);
  expect(await server.exited, server.output().slice(-3000)).toEqual({ code: 0, signal: null });
  await stream.terminado;
  return { ledger, stream };
}

/** The stream ended with the retry hint; its last event's id, for Last-Event-ID. */
async function finDelStream(stream: StreamDeEventos): Promise<number> {
  await stream.esperarTexto(`retry: ${RETRY_AL_CERRAR_MS}\n\n`);
  expect(stream.eventos.length).toBeGreaterThan(0);
  return stream.eventos.at(-1)!.id;
}

/** The distributions' events the streams carried are every stored distribution (bounded wait by count). */
async function completos(streams: StreamDeEventos[], database: Database) {
  const [{ n }] = (await filas(database, sql`select count(*)::int as n from distribucion`)) as [{ n: number }];
  const ids = () =>
    new Set(
      streams
        .flatMap((s) => s.eventos)
        .filter((e) => e.data.tipo === 'distribucion')
        .map((e) => e.id),
    );
  for (let i = 0; i < 300 && ids().size < n; i++) await new Promise((r) => setTimeout(r, 20));
  expect(ids().size).toBe(n);
}

/** The resumed stream got no `reinicio` and carries a new write of the new instance. */
async function continua(despues: StreamDeEventos, base: string) {
  const token = await login(base);
  const res = await call(base, 'POST', '/api/jugadores', { token, body: [{ nickname: 'trasreinicio', idRol: 1, idCargo: 3 }] });
  expect(res.status).toBe(201);
  const id = (res.body['jugador'] as { id_player: number }).id_player;
  await despues.esperar(despues.eventos.length + 1);
  expect(despues.eventos.some((e) => e.data.tipo === 'jugador' && e.data.idPlayer === id)).toBe(true);
  expect(despues.eventos.filter((e) => e.event === 'reinicio')).toEqual([]);
}

const webhooks: FakeWebhook[] = [];
afterAll(async () => {
  for (const w of webhooks) await w.close();
});
async function webhookLento() {
  const w = await new FakeWebhook().porDefecto({ status: 'lento', ms: 200 }).start();
  webhooks.push(w);
  return w.url;
}

describe.runIf(!isPostgres())('SIGTERM under writes on the embedded engine (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-apagado-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('acknowledged writes stored and whole, exit 0, the stream resumes after the restart, no lease left', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_SECONDS: '60' };
    const a = await startServer({ ...env, DISCORD_WEBHOOK_URL: await webhookLento() });
    const { ledger, stream } = await cargaYSigterm(a, 40);
    const ultimo = await finDelStream(stream);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await filas(database, sql`select id_outbox from outbox where estado = 'enviando'`)).toEqual([]);
      await verify(database, ledger);
      // The stream ended after the drain: it carried every stored distribution.
      await completos([stream], database);
    } finally {
      await database.close();
    }
    const b = await startServer(env);
    try {
      const otra = await abrirEventos(`${b.base}/api/eventos`, { 'last-event-id': String(ultimo) });
      try {
        await continua(otra, b.base);
      } finally {
        otra.cerrar();
      }
    } finally {
      b.proc.kill('SIGTERM');
      expect((await b.exited).code).toBe(0);
    }
    console.info(
      `SIGTERM: ${ledger.inFlightAtKill[0]} peticiones en curso, ${ledger.acknowledged} escrituras confirmadas, ${stream.eventos.length} eventos antes del cierre`,
    );
    expect(ledger.inFlightAtKill[0]).toBeGreaterThan(0);
  }, 600_000);
});
