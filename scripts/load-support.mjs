// What `npm run load` (scripts/load.mjs) needs around the run itself: a copy of the benchmark
// database, the API started as a child process, logins, and autocannon runs with their summaries.
import { spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import { API_NODE_FLAGS } from './build-api.mjs';
import pg from 'pg';

export const dbName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
export const adminUrl = (url) => Object.assign(new URL(url), { pathname: '/postgres' }).toString();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A copy of the benchmark database (CREATE DATABASE … TEMPLATE): needs the source without sessions. */
export async function copyDatabase(SOURCE, TARGET) {
  const source = dbName(SOURCE);
  const target = dbName(TARGET);
  for (const name of [source, target])
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de base no admitido: ${name}`);
  const [{ n } = { n: 0 }] = await query(SOURCE, 'select count(*)::int as n from distribucion').catch(() => [{ n: 0 }]);
  if (!n) throw new Error(`La base ${SOURCE} no tiene el conjunto de datos del benchmark: ejecute antes npm run bench:seed`);
  await query(adminUrl(TARGET), `drop database if exists ${target} with (force)`);
  for (let attempt = 1; ; attempt++) {
    try {
      await query(adminUrl(TARGET), `create database ${target} template ${source}`);
      return n;
    } catch (error) {
      if (attempt >= 30 || !/being accessed by other users/.test(String(error))) throw error;
      await sleep(2000); // the benchmark (or someone) is connected to the source: wait for a gap
    }
  }
}

export function startApi(root, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...API_NODE_FLAGS,
        ...(process.env.LOAD_API_FLAGS ? process.env.LOAD_API_FLAGS.split(' ') : []),
        '--import',
        'tsx',
        'apps/api/src/server.ts',
      ],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const onData = (chunk) => {
      out += chunk.toString();
      const m = /escuchando en http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), output: () => out });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`el API terminó (${code}):\n${out}`)));
  });
}

export async function login(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ email, pwd: password }]),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

export function run(options) {
  return new Promise((resolve, reject) => {
    const codes = {};
    // With worker threads the per-response events stay in the workers: the status counts then come
    // from the aggregated result (statusCodeStats).
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      if (options.workers && result.statusCodeStats) {
        for (const [code, { count }] of Object.entries(result.statusCodeStats)) codes[code] = count;
      }
      resolve({ result, codes });
    });
    instance.on('response', (_client, statusCode) => {
      codes[statusCode] = (codes[statusCode] ?? 0) + 1;
    });
  });
}

export function summary(name, { result, codes }) {
  const count = (pred) => Object.entries(codes).reduce((acc, [code, n]) => acc + (pred(Number(code)) ? n : 0), 0);
  return {
    name,
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p97_5_ms: result.latency.p97_5,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status_5xx: count((c) => c >= 500),
    status_4xx: count((c) => c >= 400 && c < 500),
    codes,
  };
}

/**
 * Writes at a constant rate: one request every 1000 / rate ms for `duration` seconds (open loop, as
 * officers write: none waits for another's answer), over at most `connections` kept-alive sockets.
 * autocannon's `overallRate` gives each connection its share per second and lets it send that share
 * at once when the second starts, so its 20 writers fired together at every second — bursts of 20
 * concurrent creations, not 50 a second. A request's latency counts from the instant it was due (a
 * late timer counts against the server, never hides a stall). `request(i)` gives the i-th request:
 * `{ path, headers, body }`. Answers a `run()`-like `{ result, codes }` for `summary()`.
 */
export async function ritmoConstante(base, { connections, duration, rate, request, timeout = 30 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const total = Math.floor(duration * rate);
  const latencias = [];
  const codes = {};
  let errors = 0;
  let timeouts = 0;
  const t0 = performance.now() + 50;
  const una = (i) =>
    new Promise((resolve) => {
      const due = t0 + (i * 1000) / rate;
      setTimeout(
        () => {
          const { path: ruta, headers, body } = request(i);
          const req = http.request(
            { host: url.hostname, port: url.port, path: ruta, method: 'POST', agent, headers, timeout: timeout * 1000 },
            (res) => {
              res.resume();
              res.on('end', () => {
                latencias.push(performance.now() - due);
                codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
                resolve();
              });
            },
          );
          let vencida = false;
          req.on('timeout', () => {
            vencida = true;
            timeouts++;
            req.destroy();
          });
          req.on('error', () => {
            if (!vencida) errors++;
            resolve();
          });
          req.end(body);
        },
        Math.max(0, due - performance.now()),
      );
    });
  await Promise.all(Array.from({ length: total }, (_, i) => una(i)));
  agent.destroy();
  latencias.sort((a, b) => a - b);
  const q = (p) =>
    latencias.length ? Math.round(latencias[Math.min(latencias.length - 1, Math.floor(latencias.length * p))]) : 0;
  const seconds = (performance.now() - t0) / 1000;
  const non2xx = Object.entries(codes).reduce((n, [c, k]) => n + (Number(c) >= 300 ? k : 0), 0);
  return {
    codes,
    result: {
      connections,
      duration: Number(seconds.toFixed(2)),
      requests: { total: latencias.length, average: latencias.length / seconds },
      latency: { p50: q(0.5), p97_5: q(0.975), p99: q(0.99), max: q(1) },
      errors,
      timeouts,
      non2xx,
    },
  };
}
