// Read cache of the hot public answers (docs/performance.md): periods overview pages, the
// distributions, the payments and the guild fund of a period, the two TOP lists. An answer is kept serialized (the
// exact bytes the route's zod serializer produces) together with the data version it was read at; a
// request costs one tiny query (the current version) and, while nothing changed, sends those bytes.
//
// The version is `version_datos_seq` (migration 0002): every transaction that writes a table these
// answers read takes the next value once, at commit, while it holds the shared advisory lock
// VERSION_LOCK. Recomputing takes that lock exclusively, then reads the version, then the rows, so the
// rows include every write the version counts (a writer that already took its number has committed
// before the lock is granted; one that has not yet cannot take it until the rows are read). Writers
// only ever share the lock, so they never wait for each other. Exact across API instances: nothing
// here is trusted without asking the database.
//
// Answers that depend on the clock (the 30-day TOP lists) also carry the instant until which they
// stay right without any write. Big bodies are also kept compressed, Brotli and gzip, sent to clients
// that accept them (every browser sends `br`): a period's distributions are ~420 KB of JSON, ~49 KB in
// gzip and ~38 KB in Brotli (quality 5: ~6 ms once per data version, in the thread pool).
// Bodies are bounded in bytes (least recently used out).
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database, Db } from '../db/client.js';
import { acceptsEncoding, compressBody, type CompressedBody } from './compress.js';
import { freshSingleFlight } from './single-flight.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's read cache (app.ts decorates it; one per app, hence one per database). */
    readCache: ReadCache;
  }
}

/** Advisory lock shared by committing writers (migration 0002) and taken exclusively to recompute. */
export const VERSION_LOCK = 7306001;
const VERSION_SQL = 'select last_value from version_datos_seq';
/** A serialized answer: the JSON bytes and, when big enough to matter, the same bytes compressed. */
export type CachedBody = CompressedBody;

export interface Loaded<T> {
  value: T;
  /** Epoch ms until which the value stays right if nothing is written (default: no limit). */
  validUntil?: number;
}

interface Computed {
  version: number;
  body: CachedBody;
}

interface Entry {
  version: number;
  body: CachedBody;
  validUntil: number;
}

const bytesOf = (b: CachedBody) => b.json.length + (b.gzip?.length ?? 0) + (b.br?.length ?? 0);

export interface ReadCacheOptions {
  /** Most bytes of bodies kept (default 32 MiB). */
  maxBytes?: number;
  now?: () => number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>(); // Map order = least recently used first
  private readonly inflight = new Map<string, Promise<Computed>>();
  /** Recomputations run one at a time per process (each holds one connection and the lock). */
  private queue: Promise<unknown> = Promise.resolve();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(
    private readonly database: Database,
    opts: ReadCacheOptions = {},
  ) {
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.now = opts.now ?? (() => Date.now());
  }

  /** The current data version: one prepared statement on PostgreSQL, shared by concurrent requests. */
  async version(db?: Db): Promise<number> {
    if (!db && this.database.engine === 'postgres') return this.sharedVersion();
    const { rows } = await (db ?? this.database.db).execute<{ last_value: number }>(sql.raw(VERSION_SQL));
    return Number(rows[0]!.last_value);
  }

  private readonly sharedVersion = freshSingleFlight(async () => {
    const { rows } = await this.database.pool!.query<[number]>({ name: 'version_datos', text: VERSION_SQL, rowMode: 'array' });
    return Number(rows[0]![0]);
  });

  /**
   * The serialized answer for `key`: the cached bytes while the data version has not moved and the
   * answer is still in its time window, otherwise `load` runs (errors are not cached) and its value is
   * serialized with `serialize`.
   */
  async get<T>(key: string, load: (db: Db) => Promise<Loaded<T>>, serialize: (value: T) => string): Promise<CachedBody> {
    const version = await this.version();
    const entry = this.entries.get(key);
    if (entry && entry.version >= version && this.now() < entry.validUntil) {
      this.stats.hits++;
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.body;
    }
    // Concurrent misses of one key share one recomputation, unless it read an older version than
    // this request saw (it started before a write this request must not miss).
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared.version >= version) return shared.body;
    }
    this.stats.misses++;
    const run = () => this.recompute(key, load, serialize);
    const result = this.queue.then(run, run).finally(() => {
      if (this.inflight.get(key) === result) this.inflight.delete(key);
    });
    this.queue = result.catch(() => undefined);
    this.inflight.set(key, result);
    return (await result).body;
  }

  private async recompute<T>(
    key: string,
    load: (db: Db) => Promise<Loaded<T>>,
    serialize: (value: T) => string,
  ): Promise<Computed> {
    const { version, loaded } =
      this.database.engine === 'postgres'
        ? await this.database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${VERSION_LOCK})`);
            const txDb = tx as unknown as Db;
            return { version: await this.version(txDb), loaded: await load(txDb) };
          })
        : // One connection: a write transaction never interleaves with these statements.
          { version: await this.version(this.database.db), loaded: await load(this.database.db) };
    const json = Buffer.from(serialize(loaded.value));
    const body = await compressBody(json);
    this.store(key, { version, body, validUntil: loaded.validUntil ?? Number.POSITIVE_INFINITY });
    return { version, body };
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= bytesOf(old.body);
      this.entries.delete(key);
    }
    if (bytesOf(entry.body) > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += bytesOf(entry.body);
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= bytesOf(e.body);
      this.stats.evictions++;
    }
  }

  /** Bytes of bodies held. */
  get size(): number {
    return this.bytes;
  }
}

/** The route's own zod serializer (the same bytes as a normal reply), for cached bodies. */
export function serializeWith<S extends z.ZodType>(schema: S): (value: z.output<S>) => string {
  return serializerCompiler({ schema, method: 'GET', url: '(caché)' }) as (value: z.output<S>) => string;
}

/**
 * Sends a cached JSON body as is (no serialization; the route still declares its response schema),
 * compressed when the client accepts it: Brotli first (smaller), then gzip.
 */
export function sendJson(reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (!body.gzip) return reply.send(body.json);
  reply.header('vary', 'accept-encoding');
  if (body.br && acceptsEncoding(reply.request.headers['accept-encoding'], 'br'))
    return reply.header('content-encoding', 'br').send(body.br);
  if (acceptsEncoding(reply.request.headers['accept-encoding'], 'gzip'))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}

/** A route's answer from the app's read cache: `load` runs only when the cached bytes are stale. */
export async function sendCached<T>(
  reply: FastifyReply,
  key: string,
  load: (db: Db) => Promise<Loaded<T>>,
  serialize: (value: T) => string,
): Promise<FastifyReply> {
  return sendJson(reply, await reply.server.readCache.get(key, load, serialize));
}
