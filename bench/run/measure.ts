// One endpoint under autocannon: latency, throughput, CPU per request of the server and of its
// PostgreSQL backends, and the body and headers to compare between the API and the floor.
import autocannon from 'autocannon';
import type pg from 'pg';
import { boost, cpuMs } from './processes.js';

/** What Chromium sends: the API and the floor compress their big cached answers for such clients. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The write: no body comparison; its floor runs the same statements (informative, no ratio target). */
  write?: boolean;
  /** Measured on the API alone (its target is a latency, not a ratio): no floor, no body comparison. */
  sinFloor?: boolean;
  /** Concurrent connections for this endpoint (default: --connections, 64). */
  connections?: number;
  /** Requests per second sent in all (autocannon's overallRate); absent: as fast as the server answers. */
  tasa?: number;
  /** Its own p99 target in ms (an endpoint whose caller allows more than a screen does: Discord's /saldo). */
  p99Max?: number;
  setupRequest?: autocannon.Request['setupRequest'];
  /**
   * Headers of one connection, asked once as it is made (a member's token per connection). Not in
   * setupRequest: autocannon empties a request's context each time it loops over its requests, so
   * state kept there lasts one request.
   */
  headersPorConexion?: () => Record<string, string>;
}

export interface Measure {
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
export async function backends(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

/** Load settings of the run: default connections and the optional scheduling boost (--nice). */
export interface Load {
  connections: number;
  nice: string | undefined;
}

export async function measure(
  load: Load,
  base: string,
  e: Endpoint,
  seconds: number,
  server?: { pid: number; client: pg.Client },
): Promise<Measure> {
  if (server) boost([process.pid, server.pid, ...(await backends(server.client))], load.nice);
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
    connections: e.connections ?? load.connections,
    duration: seconds,
    requests: [request],
    ...(e.tasa ? { overallRate: e.tasa } : {}),
    ...(e.headersPorConexion
      ? { setupClient: (c: autocannon.Client) => c.setHeaders({ ...request.headers, ...e.headersPorConexion!() }) }
      : {}),
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
  return JSON.stringify(
    [...h.entries()]
      .filter(([k]) => !skip.has(k))
      // A request id differs on every answer: only its presence is compared.
      .map(([k, v]) => [k, k === 'x-request-id' ? '(id)' : v])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

export async function fetchBody(base: string, e: Endpoint): Promise<{ status: number; text: string; headers: string }> {
  const res = await fetch(base + e.path, {
    method: e.method,
    headers: { 'content-type': 'application/json', ...BROWSER_HEADERS, ...e.headers },
    ...(e.body !== undefined ? { body: JSON.stringify(e.body) } : {}),
  });
  return { status: res.status, text: await res.text(), headers: comparableHeaders(res.headers) };
}
