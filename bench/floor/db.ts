// The floor's pool and its bare read cache: the same version query, lock and SQL as the API's
// (apps/api/src/lib/read-cache.ts) when the version moved, the stored bytes while it stands still.
import pg from 'pg';
import { compressBody, type CompressedBody } from '../../apps/api/src/lib/compress.js';
import { VERSION_LOCK } from '../../apps/api/src/lib/read-cache.js';
import { freshSingleFlight } from '../../apps/api/src/lib/single-flight.js';

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

const VERSION_SQL = 'select last_value from version_datos_seq';
const version = freshSingleFlight(async () => {
  const { rows } = await pool.query({ name: 'version_datos', text: VERSION_SQL, rowMode: 'array' });
  return Number((rows[0] as unknown[])[0]);
});

interface Entry {
  version: number;
  body: Body;
  validUntil: number;
}
const entries = new Map<string, Entry>();
let queue: Promise<unknown> = Promise.resolve();

export async function cached(key: string, load: (q: Query) => Promise<{ value: unknown; validUntil?: number }>): Promise<Body> {
  const v = await version();
  const entry = entries.get(key);
  if (entry && entry.version >= v && Date.now() < entry.validUntil) return entry.body;
  const run = async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [VERSION_LOCK]);
      const q = queryOn(client);
      const stored = Number((await q(VERSION_SQL, []))[0]![0]);
      const loaded = await load(q);
      await client.query('commit');
      const body = await compressBody(Buffer.from(JSON.stringify(loaded.value)));
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
