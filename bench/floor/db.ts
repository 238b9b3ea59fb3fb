// The floor's pool and its bare read cache: the same scope versions query and SQL as the API's
// (apps/api/src/lib/read-cache.ts) when a scope moved, the stored bytes while they stand still.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { compressBody, type CompressedBody } from '../../apps/api/src/lib/compress.js';
import { AmbitoVersiones, VERSIONES_SQL, versionesDelPool } from '../../apps/api/src/lib/ambito-versiones.js';

pg.types.setTypeParser(20, (v) => Number(v)); // int8 → number, as apps/api/src/db/client.ts

export const pool = new pg.Pool({
  connectionString: process.env['DATABASE_URL'],
  max: Number(process.env['POOL_SIZE'] ?? 10),
});

export type Row = Record<string, unknown>;
export type Query = (text: string, values: unknown[]) => Promise<unknown[][]>;
export type Body = CompressedBody;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// ---- Many guilds (`npm run bench -- --gremios=N`, docs/performance.md «Many guilds») ------------------
// The floor answers `/api/g/{slug}/…` for that guild with the same statements, each guild-owned table
// read through an explicit `where id_gremio = $n` (no row-level security: the floor's database role
// owns the tables). The ratio API/floor then holds what the policies cost beside the app's own work.

/** The guild of the request the floor is answering (absent: the single-guild benchmark, no filter). */
export const gremioFloor = new AsyncLocalStorage<number>();

/** The guild-owned tables the benchmarked statements read (docs/decisions/022-guild-key-on-every-table.md). */
const TABLAS_DEL_GREMIO = [
  'ambito_version',
  'apunte_libro',
  'casa',
  'cuenta_cargo',
  'cuenta_libro',
  'distribucion',
  'distribucion_jugador',
  'jugador',
  'limite_retiro',
  'pago',
  'pago_regear',
  'periodo',
  'periodo_casa',
  'reclamo_regear',
  'retiro',
  'transaccion_libro',
];
const NO_ALIAS = new Set(
  'inner left right full cross join where on order group limit offset using lateral union having window for as'.split(' '),
);
const TABLA_EN_FROM = new RegExp(`\\b(from|join)\\s+"?(${TABLAS_DEL_GREMIO.join('|')})"?(?![\\w."])(\\s+"?(\\w+)"?)?`, 'gi');
const reescritas = new Map<string, string>();

/**
 * A statement filtered by hand where the subquery cannot stand in for the table: a GROUP BY of the
 * table's primary key whose other columns are selected (PostgreSQL's functional dependency holds on a
 * table, not on a subquery). Each condition is the same `id_gremio = $n`.
 */
export function filtradaAMano(text: string, filtrada: string): void {
  reescritas.set(text, filtrada);
}

/**
 * A read statement with every guild-owned table in its FROM and JOINs replaced by that table filtered
 * by guild (`(select * from "t" where "id_gremio" = $n) "alias"`, $n one past its last parameter):
 * PostgreSQL pulls the subquery up, so the plan is the statement's with an explicit `id_gremio = $n`
 * on each table — what a policy adds, without the policy.
 */
export function sqlDelGremio(text: string): string {
  let hecha = reescritas.get(text);
  if (hecha !== undefined) return hecha;
  const n = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))) + 1;
  hecha = /^\s*(insert|update|delete)\b/i.test(text)
    ? text
    : text.replace(TABLA_EN_FROM, (_m, kw: string, tabla: string, resto: string | undefined, alias: string | undefined) => {
        const conAlias = alias !== undefined && !NO_ALIAS.has(alias.toLowerCase());
        const filtrada = `${kw} (select * from "${tabla}" where "id_gremio" = $${n}) "${conAlias ? alias : tabla}"`;
        return conAlias || resto === undefined ? filtrada : filtrada + resto;
      });
  reescritas.set(text, hecha);
  return hecha;
}

/** A statement and its values for the guild of the request, if any. */
export function delGremio(text: string, values: unknown[]): [string, unknown[]] {
  const g = gremioFloor.getStore();
  if (g === undefined) return [text, values];
  const sql = sqlDelGremio(text);
  return sql === text ? [text, values] : [sql, [...values, g]];
}

/** A statement's rows as arrays, on one client (a transaction's). */
export const queryOn =
  (client: pg.PoolClient): Query =>
  (text, values) => {
    const [sql, v] = delGremio(text, values);
    return client.query({ text: sql, values: v, rowMode: 'array' }).then((r) => r.rows as unknown[][]);
  };

/** Names the columns of an array row (the API's mappings take named rows). */
export function named<K extends string>(row: unknown[], keys: readonly K[]): Record<K, never> {
  return Object.fromEntries(keys.map((k, i) => [k, row[i]])) as Record<K, never>;
}

const versiones = new AmbitoVersiones(versionesDelPool(pool));
/** Each guild's scope versions, asked apart (a live scope of one guild is not another's). */
const versionesPorGremio = new Map<number, AmbitoVersiones>();
function versionesDe(g: number | undefined): AmbitoVersiones {
  if (g === undefined) return versiones;
  let v = versionesPorGremio.get(g);
  if (!v) {
    const [text] = delGremio(VERSIONES_SQL, [[]]);
    v = new AmbitoVersiones(async (ambitos) => {
      const { rows } = await pool.query<[string, string]>({
        name: 'ambito_version_gremio',
        text,
        values: [ambitos, g],
        rowMode: 'array',
      });
      return new Map(rows.map(([a, x]) => [a, Number(x)]));
    });
    versionesPorGremio.set(g, v);
  }
  return v;
}

interface Entry {
  ambitos: string[];
  versions: number[];
  body: Body;
  validUntil: number;
  checkedAt: number;
}
const entries = new Map<string, Entry>();
const computing = new Map<string, Promise<Body>>();

export interface Loaded {
  value: unknown;
  validUntil?: number;
  /** Scopes learned from the rows (the API's Loaded.ambitos). */
  ambitos?: string[];
}

/**
 * The API's cache (apps/api/src/lib/read-cache.ts) without Fastify: the stored bytes while the
 * versions of the answer's scopes stand still (one shared query), otherwise the rows and the versions
 * in one REPEATABLE READ transaction. Concurrent misses of a key share one recomputation.
 */
export async function cached(
  key: string,
  ambitos: string[],
  load: (q: Query, client: pg.PoolClient) => Promise<Loaded>,
  lagMs = 0,
): Promise<Body> {
  const g = gremioFloor.getStore();
  if (g !== undefined) key = `${g}:${key}`;
  const versiones = versionesDe(g);
  const entry = entries.get(key);
  if (entry && Date.now() < entry.validUntil) {
    if (lagMs && Date.now() - entry.checkedAt < lagMs) return entry.body;
    const askedAt = Date.now();
    const current = await versiones.get(entry.ambitos);
    if (entry.ambitos.every((a, i) => (current.get(a) ?? 0) === entry.versions[i])) {
      entry.checkedAt = askedAt;
      return entry.body;
    }
  }
  const running = computing.get(key);
  if (running) return running;
  const run = (async () => {
    const checkedAt = Date.now();
    const client = await pool.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const q = queryOn(client);
      const loaded = await load(q, client);
      const todos = [...new Set([...ambitos, ...(loaded.ambitos ?? [])])].sort();
      const rows = await q(VERSIONES_SQL, [todos]);
      await client.query('commit');
      const v = new Map(rows.map((r) => [String(r[0]), Number(r[1])]));
      const body = await compressBody(Buffer.from(JSON.stringify(loaded.value)));
      const validUntil = loaded.validUntil ?? Number.POSITIVE_INFINITY;
      entries.set(key, { ambitos: todos, versions: todos.map((a) => v.get(a) ?? 0), body, validUntil, checkedAt });
      return body;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  })();
  computing.set(key, run);
  const clear = () => {
    if (computing.get(key) === run) computing.delete(key);
  };
  run.then(clear, clear);
  return run;
}
