// The floor's pool and its bare read cache: the same scope versions query and SQL as the API's
// (apps/api/src/lib/read-cache.ts) when a scope moved, the stored bytes while they stand still.
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

/** A statement's rows as arrays, on one client (a transaction's). */
export const queryOn =
  (client: pg.PoolClient): Query =>
  (text, values) =>
    client.query({ text, values, rowMode: 'array' }).then((r) => r.rows as unknown[][]);

/** Names the columns of an array row (the API's mappings take named rows). */
export function named<K extends string>(row: unknown[], keys: readonly K[]): Record<K, never> {
  return Object.fromEntries(keys.map((k, i) => [k, row[i]])) as Record<K, never>;
}

const versiones = new AmbitoVersiones(versionesDelPool(pool));

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
