// The floor of the benchmark (docs/performance.md): a bare node:http server with a pg Pool that
// answers the benchmarked endpoints with the same SQL as the API and the same JSON, byte-identical
// (the runner checks it before measuring). It shares the API's code for everything but the framework:
// the single-flight, the account lookup's SQL, the wire mappings, the compression and the security
// headers come from apps/api/src. No Fastify, no validation, no ORM at request time: the ratio
// API/floor is what those cost.
//
// Run by bench/run.ts as its own process: DATABASE_URL, PORT, JWT_SECRET, POOL_SIZE.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { acceptsEncoding } from '../apps/api/src/lib/compress.js';
import { securityHeaders } from '../apps/api/src/lib/security-headers.js';
import { crear, Created } from './floor/crear.js';
import { gremioFloor, HttpError, pool, type Body, type Row } from './floor/db.js';
import { gananciasJugador, historialJugador } from './floor/jugador.js';
import { getDistribucion, ganancias, lista, resumen, tablaDePago, topCreadores, topPlayers } from './floor/reads.js';
import { cuentaMia, saldoLibro, SinCache } from './floor/libro.js';
import { listarRegear } from './floor/regear.js';
import { requireCargo } from './floor/session.js';

function readBody(req: http.IncomingMessage): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Row[]) : []);
      } catch (error) {
        reject(new HttpError(400, error instanceof Error ? error.message : 'JSON inválido'));
      }
    });
    req.on('error', reject);
  });
}

async function route(req: http.IncomingMessage, url: URL): Promise<unknown> {
  const p = url.pathname;
  if (p === '/api/health') return { ok: true };
  if (req.method === 'GET' && p === '/api/distribuciones/resumenDistribucion') return resumen(url);
  if (req.method === 'GET' && p === '/api/distribuciones/top3BestPlayers') return topPlayers();
  if (req.method === 'GET' && p === '/api/distribuciones/top3BestCreadores') return topCreadores();
  if (req.method === 'GET' && p === '/api/distribuciones/searchGananciasPlayer') return ganancias(url);
  if (req.method === 'GET' && p === '/api/distribuciones/gananciasJugador') return gananciasJugador(url);
  if (req.method === 'POST' && p === '/api/distribuciones/historialJugador') return historialJugador(await readBody(req));
  if (req.method === 'POST' && p === '/api/distribuciones/getDistribucion') return getDistribucion(await readBody(req));
  if (req.method === 'POST' && p === '/api/distribuciones/tablaDePago') return tablaDePago(await readBody(req));
  if (req.method === 'POST' && p === '/api/jugadores/lista') {
    await requireCargo(req, 1);
    return lista(await readBody(req));
  }
  if (req.method === 'POST' && p === '/api/distribuciones/crear') return crear(req, await readBody(req));
  if (req.method === 'GET' && p === '/api/regear') return listarRegear(url);
  if (req.method === 'GET' && p === '/api/libro/saldo') return saldoLibro(req, url);
  if (req.method === 'GET' && p === '/api/cuentas/mia') return cuentaMia(req);
  throw new HttpError(404, 'Ruta no encontrada');
}

const isBody = (p: unknown): p is Body => typeof p === 'object' && p !== null && Buffer.isBuffer((p as Body).json);

function send(req: http.IncomingMessage, res: http.ServerResponse, respuesta: unknown) {
  const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8' };
  let payload = respuesta;
  if (payload instanceof SinCache) {
    headers['cache-control'] = 'no-store';
    payload = payload.payload;
  }
  let body: Buffer | string;
  if (isBody(payload)) {
    body = payload.json;
    if (payload.gzip) {
      headers['vary'] = 'accept-encoding';
      if (payload.br && acceptsEncoding(req.headers['accept-encoding'], 'br')) {
        headers['content-encoding'] = 'br';
        body = payload.br;
      } else if (acceptsEncoding(req.headers['accept-encoding'], 'gzip')) {
        headers['content-encoding'] = 'gzip';
        body = payload.gzip;
      }
    }
  } else {
    body = JSON.stringify(payload instanceof Created ? payload.payload : payload);
  }
  if (payload instanceof Created) Object.assign(headers, payload.headers);
  headers['content-length'] = Buffer.byteLength(body);
  res.writeHead(payload instanceof Created ? 201 : 200, headers);
  res.end(body);
}

function fail(res: http.ServerResponse, error: unknown) {
  const status = error instanceof HttpError ? error.status : 500;
  const body = JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** `/api/g/{slug}/…` (many guilds): the guild's id by its slug, read once. */
let gremios: Promise<Map<string, number>> | undefined;
const PREFIJO_GREMIO = /^\/api\/g\/([a-z0-9-]+)(\/.*)$/;

/** Runs `fn` for the guild the address names, or as the single-guild floor for today's `/api/…`. */
async function enSuGremio<T>(url: URL, fn: (url: URL) => Promise<T>): Promise<T> {
  const m = PREFIJO_GREMIO.exec(url.pathname);
  if (!m) return fn(url);
  gremios ??= pool
    .query<{ id: number; slug: string }>('select id_gremio as id, slug from gremio')
    .then((r) => new Map(r.rows.map((g) => [g.slug, g.id])));
  const id = (await gremios).get(m[1]!);
  if (id === undefined) throw new HttpError(404, 'Gremio no encontrado');
  const sinPrefijo = new URL(url);
  sinPrefijo.pathname = `/api${m[2]!}`;
  return gremioFloor.run(id, () => fn(sinPrefijo));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  // Every answer of the API carries its request id (ops/salud.ts): the floor pays for one too.
  res.setHeader('x-request-id', randomUUID());
  // The API's security headers, through the same middleware (they are part of the contract).
  securityHeaders(req, res, (error?: unknown) => {
    if (error) return fail(res, error);
    enSuGremio(url, (u) => route(req, u)).then(
      (payload) => send(req, res, payload),
      (error: unknown) => fail(res, error),
    );
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor listening ${typeof address === 'object' && address ? address.port : ''}`);
});
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
