// SIGTERM under writes (docs/deploy.md, "Reinicios"; docs/reliability.md): the real server takes a
// create/close/pay load and a live-event stream, with Discord messages queued behind a slow webhook,
// and gets SIGTERM in the middle. It exits 0; every write it acknowledged is stored and none is
// half-written; the stream ends with a `retry:` hint after carrying the changes of the last writes;
// the browser reconnects to the next instance with Last-Event-ID and resumes (no `reinicio`: it
// missed nothing); no Discord message stays leased, and the next instance sends the queued ones,
// each exactly once.
// PostgreSQL: two instances on one database, the stream moves from the stopped one to the other.
// PGlite (one process per folder): the instance restarts on its folder and the stream resumes there.
// Both runs: a request longer than SHUTDOWN_TIMEOUT_SECONDS is cut, the stream still gets its hint.
// Every wait has a time limit; past it the test fails naming what it waited for, with the output of
// every server it started.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { isPostgres } from '../testing/harness.js';
import { nuevoLedger, prepare, verify, worker } from '../testing/carga.js';
import { abrirEventos, type StreamDeEventos } from '../testing/eventos.js';
import { FakeWebhook } from '../testing/fake-webhook.js';
import { call, createPgDatabase, hasta, liderDe, login, startServer, type ServerProcess } from '../testing/server-process.js';
import { RETRY_AL_CERRAR_MS } from './apagado.js';

const filas = async (database: Database, q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every server this file started, by name: their output goes with any failure. */
const servidores = new Map<string, ServerProcess>();
async function arrancar(nombre: string, env: Record<string, string>): Promise<ServerProcess> {
  const s = await startServer(env);
  servidores.set(nombre, s);
  return s;
}
const volcado = () =>
  [...servidores].map(([nombre, s]) => `\n--- salida de ${nombre} (final) ---\n${s.output().slice(-4000)}`).join('');

/** `p`, or a failure naming `que` once `ms` have passed. */
async function conLimite<T>(p: Promise<T>, ms: number, que: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${que}: sin respuesta en ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([p, limite]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a test's body; any failure carries the output of every server it started. */
async function conVolcado(cuerpo: () => Promise<void>): Promise<void> {
  try {
    await cuerpo();
  } catch (error) {
    if (error instanceof Error) error.message += volcado();
    throw error;
  } finally {
    for (const s of servidores.values()) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
    servidores.clear();
  }
}

/** SIGTERM, then the exit code and signal (bounded). */
async function detener(nombre: string, s: ServerProcess, ms = 60_000) {
  s.proc.kill('SIGTERM');
  return conLimite(s.exited, ms, `${nombre}: la salida tras SIGTERM`);
}

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
  await conLimite(
    Promise.all([1, 2, 3, 4].map((lugar) => worker(server.base, token, lugar, distribuidor, players, ledger, onAck, enCurso))),
    180_000,
    'la carga de escrituras',
  );
  expect(enviado).toBe(true);
  expect(await conLimite(server.exited, 60_000, 'A: la salida tras SIGTERM')).toEqual({ code: 0, signal: null });
  await stream.esperarFin();
  return { ledger, stream };
}

/** The stream ended with the retry hint; its last event's id, for Last-Event-ID. */
function finDelStream(stream: StreamDeEventos): number {
  expect(stream.texto().endsWith(`retry: ${RETRY_AL_CERRAR_MS}\n\n`), 'el flujo termina con retry:').toBe(true);
  expect(stream.eventos.length).toBeGreaterThan(0);
  return stream.eventos.at(-1)!.id;
}

/** The distributions' events the streams carried are every stored distribution (bounded wait). */
async function completos(streams: StreamDeEventos[], database: Database) {
  const [{ n }] = (await filas(database, sql`select count(*)::int as n from distribucion`)) as [{ n: number }];
  const ids = () =>
    new Set(
      streams
        .flatMap((s) => s.eventos)
        .filter((e) => e.data.tipo === 'distribucion')
        .map((e) => e.id),
    );
  await hasta(`los eventos de las ${n} distribuciones guardadas (llegaron ${ids().size})`, () => ids().size >= n, 15_000);
  expect(ids().size).toBe(n);
}

/**
 * The resumed stream got no `reinicio` and carries a new write of the new instance: the wait is for
 * the event naming that write, which may arrive before the POST's own answer.
 */
async function continua(despues: StreamDeEventos, base: string) {
  const token = await login(base);
  const res = await call(base, 'POST', '/api/jugadores', { token, body: [{ nickname: 'trasreinicio', idRol: 1, idCargo: 3 }] });
  expect(res.status).toBe(201);
  const id = (res.body['jugador'] as { id_player: number }).id_player;
  await despues.esperarEvento(
    `el evento del jugador ${id} creado tras el reinicio`,
    (e) => e.data.tipo === 'jugador' && e.data.idPlayer === id,
  );
  expect(despues.eventos.filter((e) => e.event === 'reinicio')).toEqual([]);
}

const ENVIANDO = sql`select id_outbox from outbox where estado = 'enviando'`;
const PENDIENTES = sql`select count(*)::int as n from outbox where estado in ('pendiente', 'enviando')`;

/**
 * Every queued Discord message was sent exactly once: all rows `enviado`, each on its first attempt
 * (a lease that outlived its instance would be claimed again: a second attempt), and the webhooks
 * received as many messages as there are rows.
 */
async function enviadosUnaVez(database: Database, webhooks: FakeWebhook[]) {
  const rows = await filas(database, sql`select id_outbox, estado, intentos from outbox order by id_outbox`);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r['estado'] !== 'enviado' || Number(r['intentos']) !== 1)).toEqual([]);
  expect(webhooks.reduce((n, w) => n + w.entregados.length, 0)).toBe(rows.length);
}

const webhooks: FakeWebhook[] = [];
afterAll(async () => {
  for (const w of webhooks) await w.close();
});
/** A webhook that answers each message after `ms`: messages queue up behind it under the load. */
async function webhook(ms: number) {
  const w = await new FakeWebhook().porDefecto({ status: 'lento', ms }).start();
  webhooks.push(w);
  return w;
}

describe.runIf(isPostgres())('SIGTERM under writes on PostgreSQL (two instances)', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('acknowledged writes stored and whole, exit 0, the stream resumes on the other instance, which sends the queued messages', async () => {
    await conVolcado(async () => {
      const created = await createPgDatabase();
      drop = created.drop;
      const env = { DATABASE_URL: created.url, SHUTDOWN_TIMEOUT_SECONDS: '30' };
      const wa = await webhook(300);
      const wb = await webhook(300);
      // One after the other: the first start creates the leader. Both send the queue (in order, one
      // message at a time between them: the head is leased by whoever claimed it).
      const a = await arrancar('A', { ...env, DISCORD_WEBHOOK_URL: wa.url });
      const b = await arrancar('B', { ...env, DISCORD_WEBHOOK_URL: wb.url });
      // A, started first, leads (ops/lider.ts); B follows until A's lock goes with its exit.
      await hasta('A dirige', async () => (await liderDe(a.base))?.esta_instancia === true, 30_000);
      expect(await liderDe(b.base)).toEqual({ esta_instancia: false, tareas: [] });
      const { ledger, stream } = await cargaYSigterm(a, 60);
      const deB = wb.entregados.length;
      await hasta('B dirige tras la salida de A', async () => (await liderDe(b.base))?.esta_instancia === true, 30_000);
      const ultimo = finDelStream(stream);
      const database = await openDatabase({ url: created.url, poolSize: 2 });
      try {
        const otra = await abrirEventos(`${b.base}/api/eventos`, { 'last-event-id': String(ultimo) });
        try {
          // The events missed since the last one arrive at once (B listened all along), or live.
          await completos([stream, otra], database);
          await continua(otra, b.base);
        } finally {
          otra.cerrar();
        }
        await verify(database, ledger);
        // B sends what A left queued. A claim of A that outlived it would hold the head of the queue
        // for the lease (20 s) and then be claimed again: a second attempt, caught below.
        await hasta(
          'B envía los avisos que quedaron en cola',
          async () => ((await filas(database, PENDIENTES)) as [{ n: number }])[0].n === 0,
          40_000,
        );
        await enviadosUnaVez(database, [wa, wb]);
        expect(wb.entregados.length - deB, 'avisos que B envió tras la salida de A').toBeGreaterThan(0);
        console.info(
          `SIGTERM: ${ledger.inFlightAtKill[0]} peticiones en curso, ${ledger.acknowledged} escrituras confirmadas, ${stream.eventos.length} eventos antes del cierre, ${wb.entregados.length - deB} avisos enviados por B después`,
        );
        expect(ledger.inFlightAtKill[0]).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
      expect(await detener('B', b)).toEqual({ code: 0, signal: null });
    });
  }, 300_000);
});

describe.runIf(!isPostgres())('SIGTERM under writes on the embedded engine (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-apagado-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('acknowledged writes stored and whole, exit 0, the stream resumes after the restart, which sends the queued messages', async () => {
    await conVolcado(async () => {
      const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_SECONDS: '30' };
      const wa = await webhook(300);
      const wb = await webhook(0);
      const a = await arrancar('A', { ...env, DISCORD_WEBHOOK_URL: wa.url });
      const { ledger, stream } = await cargaYSigterm(a, 40);
      const ultimo = finDelStream(stream);
      let enCola: number;
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        // Nobody else sends here: a row still leased could only be A's.
        expect(await filas(database, ENVIANDO)).toEqual([]);
        enCola = ((await filas(database, PENDIENTES)) as [{ n: number }])[0].n;
        expect(enCola, 'avisos en cola al detenerse A').toBeGreaterThan(0);
        await verify(database, ledger);
        // The stream ended after the drain: it carried every stored distribution.
        await completos([stream], database);
      } finally {
        await database.close();
      }
      const b = await arrancar('B', { ...env, DISCORD_WEBHOOK_URL: wb.url });
      const otra = await abrirEventos(`${b.base}/api/eventos`, { 'last-event-id': String(ultimo) });
      try {
        await continua(otra, b.base);
      } finally {
        otra.cerrar();
      }
      // The new player's write queues no message; B sends the ones A left.
      await hasta(`B envía los ${enCola} avisos que quedaron en cola`, () => wb.entregados.length >= enCola, 40_000);
      expect(await detener('B', b)).toEqual({ code: 0, signal: null });
      const despues = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        await enviadosUnaVez(despues, [wa, wb]);
      } finally {
        await despues.close();
      }
      console.info(
        `SIGTERM: ${ledger.inFlightAtKill[0]} peticiones en curso, ${ledger.acknowledged} escrituras confirmadas, ${stream.eventos.length} eventos antes del cierre, ${enCola} avisos en cola`,
      );
      expect(ledger.inFlightAtKill[0]).toBeGreaterThan(0);
    });
  }, 300_000);
});

/** A POST whose body never finishes arriving: in flight until the server cuts it. */
function postSinTerminar(base: string, url: string, token: string) {
  const req = request(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': 1000, 'x-token': token },
  });
  const resultado = new Promise<string>((resolve) => {
    req.on('response', (res) => resolve(`respuesta ${res.statusCode}`));
    req.on('error', (error) => resolve(`cortada: ${error.message}`));
  });
  req.write('[{"nickname":"sin-terminar",');
  return resultado;
}

describe('SIGTERM with a request longer than SHUTDOWN_TIMEOUT_SECONDS', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-apagado-corte-'));
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts it once the wait is over, still ends the streams with retry:, and exits 0', async () => {
    await conVolcado(async () => {
      let env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
      if (isPostgres()) {
        const created = await createPgDatabase();
        drop = created.drop;
        env = { DATABASE_URL: created.url };
      }
      const s = await arrancar('S', { ...env, SHUTDOWN_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'info' });
      const token = await login(s.base);
      const stream = await abrirEventos(`${s.base}/api/eventos`);
      const larga = postSinTerminar(s.base, '/api/jugadores', token);
      await hasta(
        'la petición larga llega al servidor',
        () => /"method":"POST","url":"\/api\/jugadores"/.test(s.output()),
        30_000,
      );
      // Well before the request timeout (60 s), which would end the request by itself.
      expect(await detener('S', s, 20_000)).toEqual({ code: 0, signal: null });
      expect(await conLimite(larga, 10_000, 'la petición larga')).toMatch(/^cortada: /);
      expect(s.output()).toMatch(/se agotó la espera; se cortan las peticiones que quedan/);
      await stream.esperarFin();
      expect(stream.texto().endsWith(`retry: ${RETRY_AL_CERRAR_MS}\n\n`), 'el flujo termina con retry:').toBe(true);
    });
  }, 120_000);
});
