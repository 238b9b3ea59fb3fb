// `npm run load`: 200 connections for 60 s on a mixed read/write workload against the benchmark
// dataset. The real API (apps/api/src/server.ts) runs on a copy of the benchmark database
// (`npm run bench:seed` fills postgres://postgres@127.0.0.1:5432/bench), so the benchmark's own
// data is never touched; the copy is dropped at the end (--keep leaves it).
//
// Readers (180 connections): periods pages, a period's distributions, payment tables, both tops and
// the earnings search. Writers (20 connections, the 20 content-manager accounts in turn, 50 writes/s
// evenly spaced — one every 20 ms —, below the default WRITE_RATE_LIMIT of 300 a minute per account):
// POST /crear with fresh codes into an open period. The rate limits stay at their defaults except the login one (21 logins).
// First every read once (the warm-up: a server that has been running has these answers cached;
// --no-warmup skips it), then the readers alone (--reads-only seconds, the yardstick), then readers
// and writers together.
// Passes with 0 errors (network, timeouts), every answer 2xx and the stored rows matching the acknowledged
// writes. Prints p50/p97.5/p99, throughputs, reads-with-writes/reads-alone, the targets and a JSON line.
//
//   npm run load [-- --duration 60 --reads-only 60 --connections 200 --writers 20 --write-rate 50 --keep]
//   LOAD_SOURCE_URL (default …/bench), LOAD_DATABASE_URL (default …/reparto_load), LOAD_API_FLAGS (node
//   flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { adminUrl, copyDatabase, dbName, login, pick, query, run, startApi, summary } from './load-support.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    'reads-only': { type: 'string', default: '60' },
    'no-warmup': { type: 'boolean', default: false },
    connections: { type: 'string', default: '200' },
    writers: { type: 'string', default: '20' },
    'write-rate': { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    'reader-threads': { type: 'string', default: '1' },
  },
});
const DURATION = Number(opts.duration);
const READS_ONLY = Number(opts['reads-only']);
/** Targets (docs/performance.md): reads with writes ≥ 50 % of reads alone, p99 ≤ 50 ms reads, ≤ 100 ms writes. */
const TARGETS = { ratio: 0.5, p99_read_ms: 50, p99_write_ms: 100 };
const CONNECTIONS = Number(opts.connections);
const WRITERS = Number(opts.writers);
const WRITE_RATE = Number(opts['write-rate']);
/** autocannon worker threads of the readers (1: all in the script's own thread). */
const READER_THREADS = Number(opts['reader-threads']);
const SOURCE = process.env.LOAD_SOURCE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const TARGET = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/reparto_load';
const PASSWORD = 'bench-password-1234';

async function main() {
  const t0 = Date.now();
  console.log(`Copiando ${SOURCE} en ${TARGET}…`);
  const distribuciones = await copyDatabase(SOURCE, TARGET);
  console.log(
    `Copia lista (${distribuciones.toLocaleString('es-ES')} distribuciones) en ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // What the readers and writers use: periods, nicknames and active players of the copy.
  const periodos = (await query(TARGET, 'select id_periodo as id from periodo order by 1')).map((r) => r.id);
  const nicknames = (await query(TARGET, 'select nickname from jugador order by random() limit 300')).map((r) => r.nickname);
  const activos = (await query(TARGET, 'select id_player as id from jugador where estado order by random() limit 200')).map(
    (r) => r.id,
  );
  const [libre] = await query(
    TARGET,
    `select l.id_lugar_distribucion as id from lugar_distribucion l
      where not exists (select 1 from periodo p where p.id_lugar_distribucion = l.id_lugar_distribucion and p.id_estado_distribucion = 3)
      order by 1 limit 1`,
  );
  if (!libre) throw new Error('No hay un lugar sin periodo abierto en la copia');

  const apiEnv = {
    DATABASE_URL: TARGET,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '1000',
    // 200 connections from one address: the per-address cap is off.
    CONEXIONES_MAX_POR_DIRECCION: '0',
    WEB_DIST_DIR: '/nonexistent',
  };
  let api = await startApi(root, apiEnv);
  let base = `http://127.0.0.1:${api.port}`;
  let ok;
  try {
    const tesorero = await login(base, 'tesorero@bench.local', PASSWORD);
    const encargados = [];
    for (let i = 1; i <= WRITERS; i++)
      encargados.push(await login(base, `encargado${String(((i - 1) % 20) + 1).padStart(2, '0')}@bench.local`, PASSWORD));
    const abrir = await fetch(`${base}/api/distribuciones`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': tesorero },
      body: JSON.stringify([{ idLugarDist: libre.id, gremioFederacion: 1 }]),
    });
    if (abrir.status !== 201) throw new Error(`abrir periodo: ${abrir.status} ${await abrir.text()}`);
    const idPeriodo = (await abrir.json()).id_periodo;

    const json = { 'content-type': 'application/json' };
    // The readers ask as a browser does: compressed answers welcome (the cache keeps big ones compressed).
    const navegador = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const reads = [
      ...Array(5).fill(() => ({
        method: 'GET',
        path: `/api/distribuciones/resumenDistribucion?page=${1 + Math.floor(Math.random() * 100)}`,
      })),
      ...Array(4).fill(() => ({
        method: 'POST',
        path: '/api/distribuciones/getDistribucion',
        headers: json,
        body: JSON.stringify([{ idPeriodoDist: pick(periodos) }]),
      })),
      ...Array(4).fill(() => ({
        method: 'POST',
        path: '/api/distribuciones/tablaDePago',
        headers: json,
        body: JSON.stringify([{ idPeriodo: pick(periodos) }]),
      })),
      ...Array(2).fill(() => ({ method: 'GET', path: '/api/distribuciones/top3BestPlayers' })),
      ...Array(2).fill(() => ({ method: 'GET', path: '/api/distribuciones/top3BestCreadores' })),
      ...Array(3).fill(() => ({
        method: 'GET',
        path: `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(pick(nicknames))}&interval=${pick([15, 30, 60, 90, 0])}`,
      })),
    ];
    const codigo = 100_000;
    // The readers' requests, drawn once from the mix above (400 of them, each connection going through
    // them in turn): autocannon sends a prepared request as ready bytes, where a request built for every
    // call (setupRequest) cost the load generator more CPU than the API spent answering it, on the same
    // two cores — the latencies measured the client's queue as much as the server's.
    const lecturasPreparadas = Array.from({ length: 400 }, () => {
      const r = pick(reads)();
      return { ...r, headers: { ...navegador, ...(r.headers ?? {}) } };
    });
    const lectoras = () => lecturasPreparadas;
    // The readers in their own threads (autocannon workers): one thread at 100 % of a core was the
    // limit of the measurement itself, with a third of the machine idle.
    const lectorasEnHilos = READER_THREADS > 1 ? { workers: READER_THREADS } : {};
    if (!opts['no-warmup']) {
      const t1 = Date.now();
      const todas = [
        ...Array.from({ length: 100 }, (_, i) => ['GET', `/api/distribuciones/resumenDistribucion?page=${i + 1}`]),
        ...periodos.flatMap((id) => [
          ['POST', '/api/distribuciones/getDistribucion', [{ idPeriodoDist: id }]],
          ['POST', '/api/distribuciones/tablaDePago', [{ idPeriodo: id }]],
        ]),
        ['GET', '/api/distribuciones/top3BestPlayers'],
        ['GET', '/api/distribuciones/top3BestCreadores'],
        ...nicknames.flatMap((n) =>
          [15, 30, 60, 90, 0].map((i) => [
            'GET',
            `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(n)}&interval=${i}`,
          ]),
        ),
      ];
      let next = 0;
      const worker = async () => {
        while (next < todas.length) {
          const [method, url, body] = todas[next++];
          const res = await fetch(base + url, {
            method,
            headers: { ...navegador, ...(body ? json : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          await res.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      console.log(
        `Calentamiento: ${todas.length} lecturas distintas, una vez cada una, en ${((Date.now() - t1) / 1000).toFixed(1)} s`,
      );
    }
    console.log(`Solo lecturas: ${CONNECTIONS - WRITERS} conexiones durante ${READS_ONLY} s…`);
    const soloLecturas = summary(
      'solo lecturas',
      await run({
        url: base,
        connections: CONNECTIONS - WRITERS,
        duration: READS_ONLY,
        timeout: 30,
        requests: lectoras(),
        ...lectorasEnHilos,
      }),
    );
    const readers = run({
      url: base,
      connections: CONNECTIONS - WRITERS,
      duration: DURATION,
      timeout: 30,
      requests: lectoras(),
      ...lectorasEnHilos,
    });
    // The writers: WRITE_RATE creations a second, evenly spaced (load-support.mjs ritmoConstante), the
    // content-manager accounts in turn, over WRITERS connections, in their own thread (load-writers.mjs).
    const writers = new Promise((resolve, reject) => {
      const hilo = new Worker(new URL('./load-writers.mjs', import.meta.url), {
        workerData: {
          base,
          connections: WRITERS,
          duration: DURATION,
          rate: WRITE_RATE,
          tokens: encargados,
          idPeriodo,
          activos,
          codigo,
        },
      });
      hilo.once('message', resolve);
      hilo.once('error', reject);
    });
    console.log(
      `Carga: ${CONNECTIONS} conexiones durante ${DURATION} s (${CONNECTIONS - WRITERS} lectoras, ${WRITERS} escritoras a ${WRITE_RATE}/s)…`,
    );
    const [r, wr] = await Promise.all([readers, writers]);
    const lectura = summary('lecturas', r);
    const escritura = summary('escrituras (POST /crear)', wr);

    // The writers wait for their answers; a graceful stop and a fresh start check what a restarted
    // server finds stored (nothing acknowledged may be lost).
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
    api = await startApi(root, apiEnv);
    base = `http://127.0.0.1:${api.port}`;

    // Every acknowledged create is stored once, whole, and the period's sum adds up.
    const [check] = await query(
      TARGET,
      `select (select count(*)::int from distribucion where id_periodo = $1) as distribuciones,
              (select count(*)::int from distribucion d where id_periodo = $1
                  and (select count(*) from distribucion_jugador dj where dj.id_distribucion = d.id_distribucion) = 0) as vacias,
              (select coalesce(sum(silver), 0)::bigint from distribucion where id_periodo = $1 and estado) as silver`,
      [idPeriodo],
    );
    const resumen = await (await fetch(`${base}/api/distribuciones/resumenDistribucion?page=1`)).json();
    const silverApp = resumen.message.find((p) => p.id_periodo === idPeriodo)?.silver_app;
    const created = escritura.codes[201] ?? 0;

    const table = [soloLecturas, lectura, escritura].map(({ codes: _c, ...rest }) => rest);
    console.table(table);
    const totals = {
      connections: CONNECTIONS,
      seconds: DURATION,
      requests: lectura.requests + escritura.requests,
      rps: lectura.rps + escritura.rps,
      errors: lectura.errors + escritura.errors + lectura.timeouts + escritura.timeouts,
      status_5xx: lectura.status_5xx + escritura.status_5xx,
      non2xx: lectura.non2xx + escritura.non2xx,
      p99_read_ms: lectura.p99_ms,
      p99_write_ms: escritura.p99_ms,
      created,
      stored: check.distribuciones,
      in_flight_at_end: check.distribuciones - created,
      empty: check.vacias,
      silver_app: Number(silverApp),
      silver_rows: Number(check.silver),
      silver_app_ok: Number(silverApp) === Number(check.silver),
    };
    const ratio = Math.round((lectura.rps / soloLecturas.rps) * 100) / 100;
    const objetivos = {
      ratio,
      ratio_ok: ratio >= TARGETS.ratio,
      p99_read_ok: lectura.p99_ms <= TARGETS.p99_read_ms,
      p99_write_ok: escritura.p99_ms <= TARGETS.p99_write_ms,
    };
    console.log(
      `Lecturas con escrituras / solo lecturas: ${lectura.rps.toLocaleString('es-ES')} / ${soloLecturas.rps.toLocaleString('es-ES')} por segundo = ${ratio} ` +
        `(objetivo ≥ ${TARGETS.ratio}: ${objetivos.ratio_ok ? 'cumplido' : 'NO cumplido'}); p99 lecturas ${lectura.p99_ms} ms ` +
        `(≤ ${TARGETS.p99_read_ms}: ${objetivos.p99_read_ok ? 'cumplido' : 'NO cumplido'}), escrituras ${escritura.p99_ms} ms ` +
        `(≤ ${TARGETS.p99_write_ms}: ${objetivos.p99_write_ok ? 'cumplido' : 'NO cumplido'})`,
    );
    console.log(JSON.stringify({ load: totals, objetivos, reads_only: soloLecturas, reads: lectura, writes: escritura }));
    ok =
      totals.errors === 0 &&
      soloLecturas.errors + soloLecturas.timeouts + soloLecturas.non2xx === 0 &&
      totals.status_5xx === 0 &&
      totals.non2xx === 0 &&
      created <= check.distribuciones &&
      check.distribuciones <= created + WRITERS &&
      check.vacias === 0 &&
      totals.silver_app_ok;
    console.log(
      ok
        ? `OK: ${totals.requests.toLocaleString('es-ES')} peticiones, 0 errores, 0 respuestas 5xx; p99 lecturas ${lectura.p99_ms} ms, escrituras ${escritura.p99_ms} ms; ${created} distribuciones confirmadas y guardadas (${check.distribuciones - created} más en curso al terminar, también guardadas)`
        : 'FALLO: errores, respuestas que no son 2xx o escrituras que no cuadran (ver arriba)',
    );
  } finally {
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
    if (!opts.keep) await query(adminUrl(TARGET), `drop database if exists ${dbName(TARGET)} with (force)`);
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
