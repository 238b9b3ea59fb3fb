// `npm run bench` (issue 7): the production API on the generated guild under autocannon, each read
// endpoint against its floor (bench/floor.ts: node:http + pg, same SQL, same JSON), POST /crear on a
// dedicated open period, the API's peak RSS and the web build's initial JS per route.
//
//   npm run bench                      full run on BENCH_DATABASE_URL (seed it first: npm run bench:seed)
//   npm run bench -- --smoke           tiny dataset in bench_smoke, 2 s per endpoint (CI)
//   options: --only=a,b  --duration=20  --warmup=5  --connections=64  --no-floor  --no-web
//            --cpu-prof (the API writes a .cpuprofile into bench/results/profiles)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { ACCOUNTS, BENCH_PLACE, DEFAULT_SMOKE_URL, DEFAULT_URL, PASSWORD, SMOKE, seedBench } from './seed.js';
import { measureWeb, type WebSize } from './web-size.js';
import { buildApi } from '../scripts/build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-bench-jwt-secret';

// ---- Options -------------------------------------------------------------------------------------

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const smoke = flag('smoke');
const duration = Number(option('duration') ?? (smoke ? 2 : 20));
const warmup = Number(option('warmup') ?? (smoke ? 1 : 5));
const connections = Number(option('connections') ?? 64);
const only = option('only')?.split(',');
const withFloor = !flag('no-floor');
const withWeb = !flag('no-web');
const cpuProf = flag('cpu-prof');
/** Raise the scheduling priority of the measured processes (see docs/performance.md, "Machine"). */
const nice = option('nice') ?? (flag('nice') ? '-10' : undefined);
const url = smoke
  ? (process.env['BENCH_SMOKE_DATABASE_URL'] ?? DEFAULT_SMOKE_URL)
  : (process.env['BENCH_DATABASE_URL'] ?? DEFAULT_URL);

// ---- Targets of issue 7 --------------------------------------------------------------------------

const TARGET = { readP99: 25, ratio: 0.6, writeP99: 50, rssMb: 200, webKb: 200 };
/** What Chromium sends: the API and the floor compress their big cached answers for such clients. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

// ---- Processes -----------------------------------------------------------------------------------

interface Started {
  child: ChildProcess;
  port: number;
}

/** Starts an entry point (TypeScript through tsx, or a built .mjs) and waits for the line announcing its port. */
function start(script: string, env: Record<string, string>, portPattern: RegExp, nodeArgs: string[] = []): Promise<Started> {
  return new Promise((resolve, reject) => {
    const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} no arrancó:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = portPattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} terminó (${code}):\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** CPU time (user + system) of a process in ms, from /proc (0 when it is gone). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}
const CLK_TCK = 100;

/**
 * `--nice[=-10]`: the runner, both servers and their PostgreSQL backends get a higher scheduling
 * priority, so that other work on a shared machine disturbs the measure less. Needs root; a no-op
 * without the option.
 */
function boost(pids: number[]): void {
  if (!nice || pids.length === 0) return;
  try {
    execFileSync('renice', ['-n', nice, '-p', ...pids.map(String)], { stdio: 'ignore' });
  } catch {
    console.warn('  ! renice falló (¿sin permisos?); se mide sin prioridad');
  }
}

/** Peak resident set of a process (kB → MB), from the kernel's high-water mark. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

// ---- Endpoints -----------------------------------------------------------------------------------

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The write: no body comparison; its floor runs the same statements (informative, no ratio target). */
  write?: boolean;
  /** Concurrent connections for this endpoint (default: --connections, 64). */
  connections?: number;
  setupRequest?: autocannon.Request['setupRequest'];
}

interface Measure {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU per request of the server process and of the PostgreSQL backends serving it (µs). */
  server_cpu_us: number;
  pg_cpu_us: number;
  /** Bytes per response on the wire (headers included; gzip where the server compressed). */
  wire_bytes: number;
  /** CPU of the load generator (autocannon, in this process) as % of one core. */
  runner_cpu_pct: number;
}

/** PostgreSQL backends connected to the bench database, except the runner's own connection. */
async function backends(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

async function measure(
  base: string,
  e: Endpoint,
  seconds: number,
  server?: { pid: number; client: pg.Client },
): Promise<Measure> {
  if (server) boost([process.pid, server.pid, ...(await backends(server.client))]);
  const before = server
    ? { self: cpuMs(server.pid), pg: new Map((await backends(server.client)).map((p) => [p, cpuMs(p)])) }
    : undefined;
  const request: autocannon.Request = {
    method: e.method,
    path: e.path,
    headers: { 'content-type': 'application/json', ...BROWSER_HEADERS, ...e.headers },
    ...(e.body !== undefined ? { body: JSON.stringify(e.body) } : {}),
    ...(e.setupRequest ? { setupRequest: e.setupRequest } : {}),
  };
  const runnerBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const result = await autocannon({
    url: base,
    connections: e.connections ?? connections,
    duration: seconds,
    requests: [request],
  });
  const runnerCpu = process.cpuUsage(runnerBefore);
  const wallUs = Number(process.hrtime.bigint() - started) / 1000;
  await drain(base);
  let serverCpu = 0;
  let pgCpu = 0;
  if (server && before) {
    serverCpu = cpuMs(server.pid) - before.self;
    for (const pid of await backends(server.client)) pgCpu += cpuMs(pid) - (before.pg.get(pid) ?? 0);
  }
  const done = Math.max(1, result.requests.total);
  return {
    server_cpu_us: Math.round((serverCpu * 1000) / done),
    pg_cpu_us: Math.round((pgCpu * 1000) / done),
    wire_bytes: Math.round(result.throughput.total / done),
    runner_cpu_pct: Math.round(((runnerCpu.user + runnerCpu.system) / wallUs) * 100),
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Waits until the server has answered what autocannon left in flight (it goes on after the clients close). */
async function drain(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const started = Date.now();
    await fetch(`${base}/api/health`).catch(() => undefined);
    if (Date.now() - started < 50) return;
  }
}

/** Response headers that must match between the API and the floor (not the date or the connection). */
function comparableHeaders(h: Headers): string {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  return JSON.stringify([...h.entries()].filter(([k]) => !skip.has(k)).sort(([a], [b]) => a.localeCompare(b)));
}

async function fetchBody(base: string, e: Endpoint): Promise<{ status: number; text: string; headers: string }> {
  const res = await fetch(base + e.path, {
    method: e.method,
    headers: { 'content-type': 'application/json', ...BROWSER_HEADERS, ...e.headers },
    ...(e.body !== undefined ? { body: JSON.stringify(e.body) } : {}),
  });
  return { status: res.status, text: await res.text(), headers: comparableHeaders(res.headers) };
}

// ---- Dedicated open period for POST /crear -------------------------------------------------------

/** Removes what earlier runs wrote: the open periods of the benchmark's place, with their rows. */
async function cleanup(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `select id_periodo as id from periodo where id_lugar_distribucion = $1 and id_estado_distribucion = 3`,
    [BENCH_PLACE],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  const { rowCount } = await client.query(`delete from distribucion_jugador where id_periodo = any($1)`, [ids]);
  await client.query(
    `delete from auditoria where entidad = 'distribucion' and id_entidad in
       (select id_distribucion::text from distribucion where id_periodo = any($1))`,
    [ids],
  );
  await client.query(`delete from distribucion where id_periodo = any($1)`, [ids]);
  await client.query(`delete from periodo where id_periodo = any($1)`, [ids]);
  await client.query(`vacuum (analyze) distribucion, distribucion_jugador, auditoria, periodo`);
  return rowCount ?? 0;
}

async function openBenchPeriod(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into periodo (id_lugar_distribucion, id_estado_distribucion, gremio_federacion, id_cuenta_creador)
     values ($1, 3, 1, (select id_cuenta from cuenta where email = $2)) returning id_periodo as id`,
    [BENCH_PLACE, ACCOUNTS.tesorero],
  );
  return rows[0]!.id;
}

// ---- Machine -------------------------------------------------------------------------------------

function machine(serverVersion: string) {
  const cpus = os.cpus();
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    commit = 'desconocido';
  }
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? '?'}`,
    memoria_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgresql: serverVersion,
    commit,
  };
}

// ---- Main ----------------------------------------------------------------------------------------

const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined
    ? '—'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const t0 = Date.now();
  if (smoke) {
    console.log(`Modo --smoke: gremio pequeño en ${url}`);
    await seedBench(url, SMOKE, () => undefined);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: seeded } = await client.query<{ n: number }>(`select count(*)::int as n from distribucion`).catch(() => ({
    rows: [{ n: 0 }],
  }));
  if (!seeded[0]?.n) throw new Error(`La base ${url} está vacía: ejecute antes npm run bench:seed`);
  const serverVersion = (await client.query<{ v: string }>(`show server_version`)).rows[0]!.v;
  const removed = await cleanup(client);
  if (removed) console.log(`Limpieza: ${removed} filas de una ejecución anterior eliminadas`);

  // What the endpoints read: the biggest finalized period, a deep page, the heaviest player.
  const big = (
    await client.query<{ id: number; n: number }>(
      `select d.id_periodo as id, count(*)::int as n from distribucion_jugador d join periodo p using (id_periodo)
       where p.id_estado_distribucion = 1 group by 1 order by 2 desc, 1 limit 1`,
    )
  ).rows[0]!;
  const periods = (await client.query<{ n: number }>(`select count(*)::int as n from periodo`)).rows[0]!.n;
  const deepPage = Math.max(1, Math.ceil((periods / 10) * 0.9));
  const heavy = (
    await client.query<{ nickname: string; n: number }>(
      `select j.nickname, count(*)::int as n from distribucion_jugador dj join jugador j using (id_player)
       group by 1 order by 2 desc limit 1`,
    )
  ).rows[0]!;
  const jugadores = (
    await client.query<{ id: number }>(`select id_player as id from jugador where estado order by id_player limit 40 offset 40`)
  ).rows.map((r) => r.id);
  if (jugadores.length < 40) throw new Error('Hacen falta al menos 80 jugadores en la base');
  const idPeriodoBench = await openBenchPeriod(client);

  const apiEnv = {
    DATABASE_URL: url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    LOGIN_RATE_LIMIT: '100000',
    // POST /crear sends thousands of writes a minute from one account.
    WRITE_RATE_LIMIT: '100000000',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
  };
  const profDir = path.join(root, 'bench/results/profiles');
  if (cpuProf) mkdirSync(profDir, { recursive: true });
  // The production API: the bundle `npm start` runs (scripts/build-api.mjs), with plain node.
  const api = await start(
    await buildApi(),
    apiEnv,
    /escuchando en http:\/\/localhost:(\d+)/,
    cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
  );
  const apiBase = `http://127.0.0.1:${api.port}`;
  const floor = withFloor
    ? await start('bench/floor.ts', { DATABASE_URL: url, PORT: '0', JWT_SECRET, POOL_SIZE: '10' }, /floor listening (\d+)/)
    : undefined;
  const floorBase = floor ? `http://127.0.0.1:${floor.port}` : undefined;

  const results: {
    name: string;
    rps: number;
    p50_ms: number;
    p99_ms: number;
    floor_rps: number | null;
    ratio: number | null;
    floor_p50_ms?: number;
    floor_p99_ms?: number;
    requests: number;
    non2xx: number;
    errors: number;
    same_body?: boolean;
    rss_hwm_mb: number;
    cpu_us: Record<string, number>;
    wire_bytes: number;
    runner_cpu_pct: number;
    bytes?: number;
  }[] = [];
  let web: WebSize | undefined;
  const rssSteps: Record<string, number> = {};
  let rssMb: number;
  try {
    const login = async (email: string) => {
      const res = await fetch(`${apiBase}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ email, pwd: PASSWORD }]),
      });
      const json = (await res.json()) as { token?: string; message?: unknown };
      if (!json.token) throw new Error(`No se pudo iniciar sesión con ${email}: ${JSON.stringify(json)}`);
      return json.token;
    };
    rssSteps['arranque'] = peakRssMb(api.child.pid!);
    const liderToken = await login(ACCOUNTS.lider);
    const encargadoEmail = ACCOUNTS.encargado(1);
    const encargadoToken = await login(encargadoEmail);

    let codigo = 100_000;
    const endpoints: Endpoint[] = [
      { name: 'resumenDistribucion?page=1', method: 'GET', path: '/api/distribuciones/resumenDistribucion?page=1' },
      {
        name: `resumenDistribucion?page=${deepPage}`,
        method: 'GET',
        path: `/api/distribuciones/resumenDistribucion?page=${deepPage}`,
      },
      {
        name: `getDistribucion (periodo ${big.id}, ${big.n} filas)`,
        method: 'POST',
        path: '/api/distribuciones/getDistribucion',
        body: [{ idPeriodoDist: big.id }],
      },
      {
        name: `tablaDePago (periodo ${big.id})`,
        method: 'POST',
        path: '/api/distribuciones/tablaDePago',
        body: [{ idPeriodo: big.id }],
      },
      { name: 'top3BestPlayers', method: 'GET', path: '/api/distribuciones/top3BestPlayers' },
      { name: 'top3BestCreadores', method: 'GET', path: '/api/distribuciones/top3BestCreadores' },
      {
        name: `searchGananciasPlayer (30 días)`,
        method: 'GET',
        path: `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(heavy.nickname)}&interval=30`,
      },
      {
        name: `searchGananciasPlayer (desde la creación)`,
        method: 'GET',
        path: `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(heavy.nickname)}&interval=0`,
      },
      {
        name: 'jugadores/lista (filtro "or")',
        method: 'POST',
        path: '/api/jugadores/lista',
        body: [{ nickname: 'or', page: 2 }],
        headers: { 'x-token': liderToken },
      },
      ...[connections, 8].map((n): Endpoint => ({
        name: n === connections ? 'POST /crear (40 jugadores)' : `POST /crear (40 jugadores, ${n} conexiones)`,
        connections: n,
        method: 'POST',
        path: '/api/distribuciones/crear',
        headers: { 'x-token': encargadoToken },
        write: true,
        // A fresh 6-digit code per request (at most 900,000 per period, far more than a run sends).
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify([
            {
              idDistribucion: codigo++,
              idPeriodoDist: idPeriodoBench,
              silver: 4_000_000,
              motivo: 'Benchmark',
              email: encargadoEmail,
              jugadores,
            },
          ]),
        }),
      })),
    ];
    const selected = endpoints.filter((e) => !only || only.some((o) => e.name.toLowerCase().includes(o.toLowerCase())));

    console.log(
      `\nAPI ${apiBase} (pid ${api.child.pid})${floorBase ? `, floor ${floorBase}` : ''} · ${connections} conexiones · ` +
        `${warmup} s de calentamiento + ${duration} s por endpoint`,
    );
    rssSteps['sesiones (argon2)'] = peakRssMb(api.child.pid!);
    // Both servers start cold: one pass over every read first, so that the first endpoint measured
    // does not pay for the JIT and the connection pools.
    if (!smoke) {
      for (const e of selected.filter((x) => !x.write)) {
        await measure(apiBase, e, 2);
        if (floorBase) await measure(floorBase, e, 2);
      }
    }
    rssSteps['calentamiento'] = peakRssMb(api.child.pid!);
    for (const e of selected) {
      let sameBody: boolean | undefined;
      let bytes: number | undefined;
      if (!e.write) {
        const a = await fetchBody(apiBase, e);
        bytes = Buffer.byteLength(a.text);
        if (a.status !== 200) console.warn(`  ! ${e.name}: la API respondió ${a.status} ${a.text.slice(0, 200)}`);
        if (floorBase) {
          const f = await fetchBody(floorBase, e);
          sameBody = a.status === f.status && a.text === f.text;
          if (!sameBody) console.warn(`  ! ${e.name}: el cuerpo del floor difiere del de la API`);
          if (a.headers !== f.headers)
            console.warn(`  ! ${e.name}: cabeceras distintas\n    API   ${a.headers}\n    floor ${f.headers}`);
          sameBody = sameBody && a.headers === f.headers;
        }
      }
      process.stdout.write(`  ${e.name} …`);
      await measure(apiBase, e, warmup);
      const m = await measure(apiBase, e, duration, { pid: api.child.pid!, client });
      let f: Measure | undefined;
      if (floor && floorBase) {
        await measure(floorBase, e, warmup);
        f = await measure(floorBase, e, duration, { pid: floor.child.pid!, client });
      }
      results.push({
        name: e.name,
        rps: m.rps,
        p50_ms: m.p50_ms,
        p99_ms: m.p99_ms,
        floor_rps: f ? f.rps : null,
        ratio: f && f.rps > 0 ? Math.round((m.rps / f.rps) * 100) / 100 : null,
        ...(f ? { floor_p50_ms: f.p50_ms, floor_p99_ms: f.p99_ms } : {}),
        wire_bytes: m.wire_bytes,
        runner_cpu_pct: m.runner_cpu_pct,
        cpu_us: { api: m.server_cpu_us, api_pg: m.pg_cpu_us, ...(f ? { floor: f.server_cpu_us, floor_pg: f.pg_cpu_us } : {}) },
        requests: m.requests,
        non2xx: m.non2xx,
        errors: m.errors,
        ...(sameBody !== undefined ? { same_body: sameBody } : {}),
        ...(bytes !== undefined ? { bytes } : {}),
        /** The API's peak RSS so far (it only grows): shows which endpoint raised it. */
        rss_hwm_mb: peakRssMb(api.child.pid!),
      });
      console.log(
        ` ${fmt(m.rps)} req/s, p99 ${fmt(m.p99_ms)} ms, CPU/pet. ${m.server_cpu_us}+${m.pg_cpu_us} µs` +
          (f ? ` · floor ${fmt(f.rps)} req/s, CPU/pet. ${f.server_cpu_us}+${f.pg_cpu_us} µs` : '') +
          (m.non2xx ? ` · ${m.non2xx} no-2xx` : ''),
      );
    }
    rssMb = peakRssMb(api.child.pid!);
  } finally {
    await stop(api.child);
    if (floor) await stop(floor.child);
    const removed = await cleanup(client);
    if (removed) console.log(`Limpieza: periodo del benchmark y ${removed} filas eliminadas`);
    await client.end();
  }

  if (withWeb) {
    process.stdout.write('Compilando la web (Vite) para medir el JS por ruta …');
    web = measureWeb(root);
    console.log(` ${web.build_seconds} s`);
  }

  // ---- Report --------------------------------------------------------------------------------------
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'floor req/s', 'ratio', 'objetivo'];
  const lines = results.map((r) => {
    const isWrite = r.name.startsWith('POST /crear');
    const okLatency = r.p99_ms <= (isWrite ? TARGET.writeP99 : TARGET.readP99);
    const okRatio = isWrite || r.ratio === null || r.ratio >= TARGET.ratio;
    const okErrors = r.non2xx === 0 && r.errors === 0;
    return [
      r.name,
      fmt(r.rps),
      fmt(r.p50_ms),
      fmt(r.p99_ms),
      fmt(r.floor_rps),
      r.ratio === null ? '—' : fmt(r.ratio, 2),
      okLatency && okRatio && okErrors ? 'cumple' : `NO CUMPLE${okErrors ? '' : ' (errores)'}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(
    `\n${row(header)}\n|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + (i === 0 ? 1 : 1)) + (i === 0 ? '' : ':')).join('|')}|`,
  );
  for (const l of lines) console.log(row(l));
  console.log(
    `\nRSS máximo de la API: ${rssMb} MB (objetivo ≤ ${TARGET.rssMb} MB) — ${rssMb <= TARGET.rssMb ? 'cumple' : 'NO CUMPLE'}`,
  );
  if (web) {
    console.log(
      `JS inicial de la ruta de periodos: ${web.route_js_gzip_kb} KB gzip (objetivo ≤ ${TARGET.webKb} KB) — ` +
        `${web.route_js_gzip_kb <= TARGET.webKb && !web.periodos_incluye_jugadores ? 'cumple' : 'NO CUMPLE'}; ` +
        `incluye la pantalla de jugadores: ${web.periodos_incluye_jugadores ? 'sí' : 'no'}`,
    );
    for (const [name, r] of Object.entries(web.routes)) console.log(`  ${name.padEnd(15)} ${r.js_gzip_kb} KB gzip`);
  }

  const report = {
    fecha: new Date().toISOString(),
    modo: smoke ? 'smoke' : 'completo',
    maquina: machine(serverVersion),
    carga: {
      connections,
      warmup_s: warmup,
      duration_s: duration,
      pool: 10,
      loadavg_final: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    dataset: { periodo_grande: big, pagina_profunda: deepPage, jugador_busqueda: heavy, periodos: periods },
    objetivos: TARGET,
    endpoints: results,
    rss_mb: rssMb,
    /** The API's peak RSS after each step (the kernel's high-water mark only grows). */
    rss_pasos_mb: rssSteps,
    web: web ?? null,
    segundos: Math.round((Date.now() - t0) / 1000),
  };
  const out = path.join(root, 'bench/results', smoke ? 'smoke.json' : only ? 'partial.json' : 'latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResultados en ${path.relative(root, out)} (${report.segundos} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
