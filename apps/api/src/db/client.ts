// One SQL dialect, two engines: PGlite in a folder by default, a PostgreSQL server
// when a URL is given. Both expose the same Drizzle API; the type is the node-postgres one.
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection string (migrations run on a connection of their own). */
  url?: string;
  /** PostgreSQL only: the pool behind `db`, for the few statements sent without Drizzle (lib/read-cache.ts). */
  pool?: pg.Pool;
  /** PGlite only: the embedded engine behind `db` (its data dump, for the test image). */
  pglite?: PGlite;
}

/**
 * Longest wait for one query's answer (PostgreSQL). A database that hangs (frozen host, network gone
 * without a reset) would otherwise hold a request forever; twice this (a query and its rollback) stays
 * under the browser's 30 s timeout (docs/reliability.md, reliability/outage).
 */
export const QUERY_TIMEOUT_MS = 12_000;

// bigint (int8) columns read as JS numbers: silver never exceeds 2^53 (SILVER_MAX is 10^12).
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenOptions {
  url?: string | undefined;
  /** PGlite folder, or `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** PGlite data dump to start from (tests). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    // A dropped connection must not crash the process; the next query reports the outage.
    pool.on('error', () => undefined);
    // Also while a client is checked out (between the queries of a transaction): pg emits 'error' on
    // the client itself then, and an unhandled 'error' event ends the process (reliability/outage).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      url: opts.url,
      pool,
    };
  }
  // Loaded only for the embedded engine: a server on PostgreSQL never holds PGlite (~40 MB of RSS;
  // docs/performance.md).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = new PGlite(opts.dataDir ?? 'memory://', opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    pglite: client,
  };
}
