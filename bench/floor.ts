// The floor of the benchmark (issue 7): a bare node:http server with a pg Pool that answers the
// benchmarked read endpoints with the same SQL as the API and the same JSON (same keys, same order,
// so the bodies are byte-identical — the runner checks it before measuring). No framework, no
// validation library, no ORM: the ratio API/floor is what those cost.
//
// Run by bench/run.ts as its own process: DATABASE_URL, PORT, JWT_SECRET, POOL_SIZE.
import http from 'node:http';
import pg from 'pg';
import { jwtVerify } from 'jose';
import { formatSilver } from '@reparto/contract';
import { acceptsEncoding, compressBody, type CompressedBody } from '../apps/api/src/lib/compress.js';
import {
  SQL_PERIODOS,
  SQL_PERIODOS_COUNT,
  SQL_PERIODO_INFO,
  SQL_PAGO_ROWS,
  SQL_TOP_PLAYERS,
  SQL_TOP_CREADORES,
  SQL_GANANCIAS_DESDE,
  SQL_GANANCIAS_TODO,
  SQL_PERIODO_ESTADO,
  SQL_DISTRIBUCIONES,
  sqlJugadoresDe,
  SQL_CUENTA,
  SQL_JUGADORES_COUNT,
  SQL_JUGADORES_PAGE,
  sqlPrimeraFecha,
} from './sql.js';

pg.types.setTypeParser(20, (v) => Number(v)); // int8 → number, as apps/api/src/db/client.ts

const pool = new pg.Pool({
  connectionString: process.env['DATABASE_URL'],
  max: Number(process.env['POOL_SIZE'] ?? 10),
});
const key = new TextEncoder().encode(process.env['JWT_SECRET'] ?? '');
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Query = (text: string, values: unknown[]) => Promise<unknown[][]>;

// ---- The API's read cache, bare (apps/api/src/lib/read-cache.ts): the same version query, the same
// lock and SQL when the version moved, the stored bytes while it stands still. ---------------------

const VERSION_LOCK = 7306001;
type Body = CompressedBody;
interface Entry {
  version: number;
  body: Body;
  validUntil: number;
}

const entries = new Map<string, Entry>();
let queue: Promise<unknown> = Promise.resolve();

/** The API's freshSingleFlight (lib/read-cache.ts): one version query serves the requests that
 * arrived before it was sent. */
function freshSingleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const call = fn();
    running = call;
    const clear = () => {
      if (running === call) running = null;
    };
    call.then(clear, clear);
    return call;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      const after = running;
      next = after
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return running ?? start();
        });
    }
    return next;
  };
}

const version = freshSingleFlight(async () => {
  const { rows } = await pool.query({
    name: 'version_datos',
    text: 'select last_value from version_datos_seq',
    rowMode: 'array',
  });
  return Number((rows[0] as unknown[])[0]);
});

async function cached(key: string, load: (q: Query) => Promise<{ value: unknown; validUntil?: number }>): Promise<Body> {
  const v = await version();
  const entry = entries.get(key);
  if (entry && entry.version >= v && Date.now() < entry.validUntil) return entry.body;
  const run = async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [VERSION_LOCK]);
      const q: Query = (text, values) => client.query({ text, values, rowMode: 'array' }).then((r) => r.rows as unknown[][]);
      const stored = Number((await q('select last_value from version_datos_seq', []))[0]![0]);
      const loaded = await load(q);
      await client.query('commit');
      const json = Buffer.from(JSON.stringify(loaded.value));
      const body = await compressBody(json);
      entries.set(key, { version: stored, body, validUntil: loaded.validUntil ?? Number.POSITIVE_INFINITY });
      return body;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

// ---- Handlers ------------------------------------------------------------------------------------

function resumen(url: URL): Promise<Body> {
  const page = Number(url.searchParams.get('page') ?? 1);
  return cached(`resumenDistribucion:${page}`, async (q) => ({ value: await resumenLoad(q, page) }));
}

async function resumenLoad(q: Query, page: number): Promise<unknown> {
  const [rows, count] = await Promise.all([q(SQL_PERIODOS, [10, (page - 1) * 10]), q(SQL_PERIODOS_COUNT, [])]);
  return {
    ok: true,
    message: rows.map((r) => ({
      id_periodo: r[0],
      distribuidor_nickname: r[1],
      lugar: r[2],
      id_lugar_distribucion: r[3],
      fecha_inicial: iso(r[4]),
      fecha_final: iso(r[5]),
      silver_app: r[6],
      silver_albion: r[7],
      id_estado_distribucion: r[8],
      nombre_estado_distribucion: r[9],
      nickname: r[10],
    })),
    count: Number(count[0]![0]),
  };
}

function getDistribucion(body: Row[]): Promise<Body> {
  const idPeriodo = Number(body[0]!['idPeriodoDist']);
  return cached(`getDistribucion:${idPeriodo}`, async (q) => ({ value: await getDistribucionLoad(q, idPeriodo) }));
}

async function getDistribucionLoad(q: Query, idPeriodo: number): Promise<unknown> {
  const periodo = await q(SQL_PERIODO_ESTADO, [idPeriodo]);
  if (periodo.length === 0) throw new HttpError(404, `No existe el periodo ${idPeriodo}`);
  const rows = await q(SQL_DISTRIBUCIONES, [idPeriodo]);
  if (rows.length === 0) return { ok: true, message: [] };
  const ids = rows.map((r) => r[0]);
  const players = await q(sqlJugadoresDe(ids.length), ids);
  const by = new Map<unknown, unknown[]>();
  for (const p of players) {
    const list = by.get(p[0]) ?? [];
    list.push({ nickname: p[1], nombre_cargo: p[2], silver_unitario: p[3] });
    by.set(p[0], list);
  }
  return {
    ok: true,
    message: rows.map((r) => ({
      id_distribucion: r[0],
      fecha: iso(r[3]),
      motivo: r[4],
      nickname_encargado: r[8],
      silver: r[5],
      razon_eliminacion: r[10],
      estado: r[9],
      jugadores: by.get(r[0]) ?? [],
    })),
  };
}

function tablaDePago(body: Row[]): Promise<Body> {
  const idPeriodo = Number(body[0]!['idPeriodo']);
  return cached(`tablaDePago:${idPeriodo}`, async (q) => ({ value: await tablaDePagoLoad(q, idPeriodo) }));
}

async function tablaDePagoLoad(q: Query, idPeriodo: number): Promise<unknown> {
  const [rows, info] = await Promise.all([q(SQL_PAGO_ROWS, [idPeriodo, true]), q(SQL_PERIODO_INFO, [idPeriodo])]);
  if (info.length === 0) throw new HttpError(404, `El periodo ${idPeriodo} no existe`);
  const [estado, distribuidor] = info[0]!;
  const message = rows.map((r) => ({
    nickname: r[1],
    id_player: r[0],
    id_periodo: idPeriodo,
    sum: r[2],
    esta_pagado: Boolean(r[3]),
    distribuidor_nickname: distribuidor,
    estado_distribucion: estado,
  }));
  return { ok: true, message, count: message.length };
}

/** The list and the instant its oldest counted row leaves the 30-day window (periodos.service.ts). */
async function top(q: Query, sqlTop: string, tabla: string) {
  const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
  const [rows, primera] = await Promise.all([q(sqlTop, [true, since, 3]), q(sqlPrimeraFecha(tabla), [true, since])]);
  const ms = primera[0]![0];
  return { rows, validUntil: ms === null ? Number.POSITIVE_INFINITY : Number(ms) + 30 * DAY_MS };
}

function topPlayers(): Promise<Body> {
  return cached('top3BestPlayers', async (q) => {
    const { rows, validUntil } = await top(q, SQL_TOP_PLAYERS, 'distribucion_jugador');
    return { value: { ok: true, message: rows.map((r) => ({ nickname: r[0], total_silver_unitario: r[1] })) }, validUntil };
  });
}

function topCreadores(): Promise<Body> {
  return cached('top3BestCreadores', async (q) => {
    const { rows, validUntil } = await top(q, SQL_TOP_CREADORES, 'distribucion');
    return { value: { ok: true, message: rows.map((r) => ({ nickname: r[0], silver_app: r[1] })) }, validUntil };
  });
}

function ganancias(url: URL): Promise<Body> {
  const nickname = (url.searchParams.get('nickname') ?? '').trim().toLowerCase();
  const interval = Number(url.searchParams.get('interval') ?? 0);
  return cached(`searchGananciasPlayer:${interval}:${nickname}`, async (q) => {
    const found =
      interval === 0
        ? await q(SQL_GANANCIAS_TODO, [nickname])
        : await q(SQL_GANANCIAS_DESDE, [new Date(Date.now() - interval * DAY_MS).toISOString(), nickname]);
    const row = found[0];
    if (!row) throw new HttpError(404, 'No se encuentra el jugador');
    return {
      value: {
        ok: true,
        message: { id_player: row[0], nickname: row[1], total_silver_unitario: row[2], cantidad_contenido: Number(row[3]) },
      },
      validUntil: interval === 0 || row[4] === null ? Number.POSITIVE_INFINITY : Number(row[4]) + interval * DAY_MS,
    };
  });
}

/** Concurrent requests of one account share one fresh lookup, as plugins/auth.ts does. */
const lookups = new Map<number, () => Promise<unknown[] | undefined>>();
function cuentaCompartida(idCuenta: number): Promise<unknown[] | undefined> {
  let lookup = lookups.get(idCuenta);
  if (!lookup) {
    lookup = freshSingleFlight(async () => {
      const { rows } = await pool.query({ name: 'cuenta_por_id', text: SQL_CUENTA, values: [idCuenta, 1], rowMode: 'array' });
      return rows[0] as unknown[] | undefined;
    });
    lookups.set(idCuenta, lookup);
  }
  return lookup();
}

/** Verified tokens until their exp, as lib/jwt.ts remembers them. */
const verified = new Map<string, { sub: number; ver: unknown; expMs: number }>();

/** The same check as plugins/auth.ts: a valid HS256 token, then the account row (id, email, version, player, nickname, cargo, charges). */
async function session(req: http.IncomingMessage): Promise<unknown[]> {
  const token = req.headers['x-token'];
  if (typeof token !== 'string') throw new HttpError(401, 'No autorizado');
  let claims = verified.get(token);
  if (!claims || Date.now() >= claims.expMs) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      claims = { sub: Number(payload.sub), ver: payload['ver'], expMs: Number(payload.exp) * 1000 };
      verified.set(token, claims);
    } catch {
      throw new HttpError(401, 'No autorizado');
    }
  }
  const cuenta = await cuentaCompartida(claims.sub);
  if (!cuenta || cuenta[3] !== claims.ver) throw new HttpError(401, 'No autorizado');
  return cuenta;
}

async function requireCargo(req: http.IncomingMessage, cargo: number): Promise<unknown[]> {
  const cuenta = await session(req);
  if (!(cuenta[7] as number[]).map(Number).includes(cargo)) throw new HttpError(403, 'Prohibido');
  return cuenta;
}

// ---- POST /crear: the statements of distribuciones.service.ts crearEnTransaccion --------------------

/** distribuciones.repository.ts lockPeriodoParaCrear, findJugadores, insertDistribucion (one CTE) */
const SQL_LOCK_CREAR = `select p.id_periodo, p.id_estado_distribucion, (select e.nombre_estado_distribucion from "estado_distribucion" e where e.id_estado_distribucion = p.id_estado_distribucion), (select d.id_distribucion from "distribucion" d where d.id_periodo = p.id_periodo and d.codigo = $2) from "periodo" p where p.id_periodo = $1 for share of p`;
const sqlJugadores = (n: number) =>
  `select "jugador"."id_player", "jugador"."nickname", "jugador"."estado", "cargo"."nombre_cargo" from "jugador" inner join "cargo" on "cargo"."id_cargo" = "jugador"."id_cargo" where "jugador"."id_player" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;
const SQL_CREAR = `
    with d as (
      insert into "distribucion" (id_periodo, codigo, motivo, silver, silver_unitario, id_cuenta_encargado, id_player_encargado)
      values ($1, $2, $3, $4, $5, $6, $7)
      returning id_distribucion, fecha
    ), j as (
      insert into "distribucion_jugador" (id_distribucion, id_player, id_periodo, fecha, estado, silver_unitario)
      select d.id_distribucion, x, $1, now(), true, $5
      from d, unnest($8::int[]) as x
    ), a as (
      insert into "auditoria" (id_cuenta, accion, entidad, id_entidad, despues)
      select $6, 'crear', 'distribucion', d.id_distribucion::text, $9::jsonb
      from d
    )
    select id_distribucion, fecha from d`;

class Created {
  constructor(readonly payload: unknown) {}
}

async function crear(req: http.IncomingMessage, body: Row[]): Promise<Created> {
  const cuenta = await requireCargo(req, 7);
  const item = body[0]!;
  const email = typeof item['email'] === 'string' ? item['email'].trim().toLowerCase() : '';
  if (email && email !== String(cuenta[1]).toLowerCase()) throw new HttpError(400, 'El email no corresponde a la cuenta');
  const idPeriodo = Number(item['idPeriodoDist']);
  const codigo = Number(item['idDistribucion']);
  const silver = Number(item['silver']);
  const motivo = String(item['motivo']).trim();
  const jugadores = (item['jugadores'] as number[]).map(Number);
  const client = await pool.connect();
  const q: Query = (text, values) => client.query({ text, values, rowMode: 'array' }).then((r) => r.rows as unknown[][]);
  try {
    await q('begin', []);
    const [periodo] = await q(SQL_LOCK_CREAR, [idPeriodo, codigo]);
    if (!periodo) throw new HttpError(404, `No existe el periodo ${idPeriodo}`);
    if (periodo[1] !== 3) throw new HttpError(409, 'El periodo no está abierto');
    if (periodo[3] !== null) throw new HttpError(409, 'Código repetido');
    const found = await q(sqlJugadores(jugadores.length), jugadores);
    if (found.length !== jugadores.length || found.some((j) => !j[2])) throw new HttpError(400, 'Jugadores no válidos');
    const unitario = Math.floor(silver / jugadores.length);
    const despues = { idPeriodo, codigo, motivo, silver, silverUnitario: unitario, jugadores };
    const [[id, fecha]] = (await q(SQL_CREAR, [
      idPeriodo,
      codigo,
      motivo,
      silver,
      unitario,
      cuenta[0],
      cuenta[4],
      jugadores,
      JSON.stringify(despues),
    ])) as [[number, Date]];
    await q('commit', []);
    return new Created({
      ok: true,
      message: `Distribución ${id} realizada: ${formatSilver(silver)} entre ${jugadores.length} ${jugadores.length === 1 ? 'jugador' : 'jugadores'} (${formatSilver(unitario)} por jugador)`,
      distribucion: {
        id_distribucion: id,
        fecha: fecha.toISOString(),
        motivo,
        nickname_encargado: cuenta[5],
        silver,
        razon_eliminacion: null,
        estado: true,
        jugadores: found
          .map((j) => ({ nickname: j[1] as string, nombre_cargo: j[3], silver_unitario: unitario }))
          .sort((a, b) => (a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0)),
      },
    });
  } catch (error) {
    await q('rollback', []).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function lista(req: http.IncomingMessage, body: Row[]): Promise<Body> {
  await requireCargo(req, 1);
  const filtro = String(body[0]!['nickname'] ?? '').trim();
  const page = Number(body[0]!['page'] ?? 1);
  return cached(`jugadores/lista:${page}:${filtro}`, async (q) => {
    const pattern = `%${filtro.replace(/[\\%_]/g, '\\$&')}%`;
    const [count, rows] = await Promise.all([
      q(SQL_JUGADORES_COUNT, [pattern]),
      q(SQL_JUGADORES_PAGE, [pattern, 10, (page - 1) * 10]),
    ]);
    return {
      value: {
        ok: true,
        message: rows.map((r) => ({
          id_player: r[0],
          nickname: r[1],
          nombre_cargo: r[2],
          nombre_rol: r[3],
          fecha_registro: iso(r[4]),
          estado: r[5],
          id_cargo: r[6],
          id_rol: r[7],
        })),
        count: Number(count[0]![0]),
      },
    };
  });
}

// ---- Server --------------------------------------------------------------------------------------

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
  if (req.method === 'POST' && p === '/api/distribuciones/getDistribucion') return getDistribucion(await readBody(req));
  if (req.method === 'POST' && p === '/api/distribuciones/tablaDePago') return tablaDePago(await readBody(req));
  if (req.method === 'POST' && p === '/api/jugadores/lista') return lista(req, await readBody(req));
  if (req.method === 'POST' && p === '/api/distribuciones/crear') return crear(req, await readBody(req));
  throw new HttpError(404, 'Ruta no encontrada');
}

/**
 * The security headers every API answer carries (@fastify/helmet as configured in apps/api/src/app.ts,
 * DESIGN §6): part of the contract, so the floor sends them too. The runner checks they match.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

const isBody = (p: unknown): p is Body => typeof p === 'object' && p !== null && Buffer.isBuffer((p as Body).json);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  route(req, url).then(
    (payload) => {
      const headers: Record<string, string | number> = { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' };
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
      headers['content-length'] = Buffer.byteLength(body);
      res.writeHead(payload instanceof Created ? 201 : 200, headers);
      res.end(body);
    },
    (error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const body = JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) });
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
  );
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor listening ${typeof address === 'object' && address ? address.port : ''}`);
});
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
