// Read cache of the hot public answers (docs/performance.md, "Read cache: scopes and live events").
// An answer is kept serialized (the exact bytes the route's zod serializer produces) with the versions
// of the scopes it depends on (lib/cambios.ts), read in the same snapshot as its rows. A request costs
// one tiny query — the current versions of its scopes, one query shared by every request that asks
// while the previous one runs (lib/ambito-versiones.ts) — and, while they have not moved, sends those
// bytes. A write to period A moves `periodo:A`, never the answers of period B.
//
// Exactness, across API instances: a write acknowledged before a request arrived has committed its
// versions, so the request's version query sees them, and an answer is only served if its versions
// are those. A recomputation reads its rows and its versions in one snapshot (one REPEATABLE READ
// transaction on PostgreSQL; PGlite runs a transaction alone), started after the request arrived.
// Recomputations of different keys run concurrently (one pooled connection each); one key is computed
// once for everyone waiting for it. Answers allowed to lag (the TOP lists and the earnings search,
// `lagMs`) skip the version query for that long after their last confirmation.
//
// Answers that depend on the clock (the 30-day windows) also carry the instant until which they stay
// right without any write. Big bodies are also kept compressed, Brotli and gzip, sent to clients that
// accept them. Entries are bounded in bytes (least recently used out), each counted with its key and
// its fixed overhead, not its body alone: anyone may ask for many distinct keys (filter texts), and
// thousands of tiny answers must not outgrow the budget. A page beyond the last is answered, never kept.
import { brotliDecompressSync } from 'node:zlib';
import type { Database, Db } from '../db/client.js';
import { compressBody, type CompressedBody } from './compress.js';
import { leerVersiones } from './cambios.js';
import { AmbitoVersiones, versionesDelPool } from './ambito-versiones.js';
import { claveDelGremio, gremioODefecto } from './gremio-contexto.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's read cache (app.ts decorates it; one per app, hence one per database). */
    readCache: ReadCache;
  }
}

/**
 * A serialized answer as kept: a small one as JSON; a big one only in Brotli and gzip (every browser
 * takes Brotli), the JSON decompressed on demand for the rare client that takes neither — a period's
 * distributions weigh ~16 % of their JSON that way, so the 1,000 periods' answers fit in the cache.
 */
export interface CachedBody {
  json: Buffer | null;
  gzip: Buffer | null;
  br: Buffer | null;
}

/** The JSON of a kept answer. */
export const jsonDe = (body: CachedBody): Buffer => body.json ?? brotliDecompressSync(body.br!);

const guardar = (b: CompressedBody): CachedBody => (b.br ? { json: null, gzip: b.gzip, br: b.br } : b);

export interface Loaded<T> {
  value: T;
  /** Epoch ms until which the value stays right if nothing is written (default: no limit). */
  validUntil?: number;
  /** Scopes learned from the rows themselves (the periods of an overview page, a player's id). */
  ambitos?: readonly string[];
  /** false: send it, do not keep it (a page beyond the last: see `paginaGuardable`). */
  guardar?: boolean;
}

/** A page is worth keeping when it is the first or holds rows; one beyond the last is not. */
export const paginaGuardable = (page: number, rows: readonly unknown[]): boolean => page <= 1 || rows.length > 0;

export interface CacheKey {
  key: string;
  /** The scopes the answer depends on (lib/cambios.ts `ambito`). */
  ambitos: readonly string[];
  /** Serve without asking the versions for this long after the last check (default 0: always ask). */
  lagMs?: number;
  /** The answer's guild (default: the code's, lib/gremio-contexto.ts); its key and scopes are that guild's. */
  idGremio?: number;
}

/** The key and scopes of `spec` in its guild's names (`claveDelGremio`): two guilds never share an answer. */
function delGremio(spec: CacheKey): CacheKey & { idGremio: number } {
  const g = spec.idGremio ?? gremioODefecto();
  return { ...spec, idGremio: g, key: claveDelGremio(spec.key, g), ambitos: spec.ambitos.map((a) => claveDelGremio(a, g)) };
}

interface Entry {
  ambitos: string[];
  versions: number[];
  body: CachedBody;
  validUntil: number;
  /** Clock (ms) of the last moment the versions were known to be these. */
  checkedAt: number;
}

interface Computing {
  /**
   * Tick at which its transaction was about to send its first read (Infinity until then): its snapshot
   * is later, so it answers every request that arrived before (lower tick).
   */
  snapshotTick: number;
  promise: Promise<Entry>;
}

/** A kept answer still right, or the versions seen when it was not (none: nothing was asked). */
interface Comprobado {
  body?: CachedBody;
  seen?: Map<string, number>;
}

const bytesOf = (b: CachedBody) => (b.json?.length ?? 0) + (b.gzip?.length ?? 0) + (b.br?.length ?? 0);

/**
 * What an entry holds beyond its body bytes: the Map slot, the entry and its arrays, the buffers'
 * own objects, plus the key and scope strings (two bytes a character). A small answer measured ~0.5 KB
 * of heap here and ~1.2 KB in the outside security pass (docs/reliability.md): 1,200 is counted.
 */
const COSTE_FIJO = 1200;
const costeDe = (key: string, e: Entry) =>
  bytesOf(e.body) + COSTE_FIJO + 2 * key.length + e.ambitos.reduce((n, a) => n + 2 * a.length, 0);

export interface ReadCacheOptions {
  /** Most bytes kept, bodies, keys and overhead (default 64 MiB). */
  maxBytes?: number;
  now?: () => number;
  /** false: every request reads the database (READ_CACHE=off, to measure cold reads). */
  enabled?: boolean;
  /** Cap of every answer's `lagMs` (default none; 0 makes the lagging answers exact, for tests). */
  maxLagMs?: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>(); // Map order = least recently used first
  private readonly computing = new Map<string, Computing>();
  private readonly versiones: AmbitoVersiones;
  private tick = 0;
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;
  readonly enabled: boolean;
  private readonly maxLagMs: number;
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(
    private readonly database: Database,
    opts: ReadCacheOptions = {},
  ) {
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.now = opts.now ?? (() => Date.now());
    this.enabled = opts.enabled ?? true;
    this.maxLagMs = opts.maxLagMs ?? Number.POSITIVE_INFINITY;
    this.versiones = new AmbitoVersiones(
      database.pool ? versionesDelPool(database.pool) : (ambitos) => leerVersiones(database.db, ambitos),
    );
  }

  /**
   * The serialized answer for `spec.key`: the cached bytes while the versions of its scopes have not
   * moved and the answer is still in its time window, otherwise `load` runs (errors are not cached)
   * and its value is serialized with `serialize`.
   */
  async get<T>(pedida: CacheKey, load: (db: Db) => Promise<Loaded<T>>, serialize: (value: T) => string): Promise<CachedBody> {
    if (!this.enabled) return { json: Buffer.from(serialize((await load(this.database.db)).value)), gzip: null, br: null };
    const spec = delGremio(pedida);
    const arrived = ++this.tick;
    const comprobado = this.comprobar(spec);
    const { body, seen } = comprobado instanceof Promise ? await comprobado : comprobado;
    if (body) return body;
    this.stats.misses++;
    for (;;) {
      const running = this.computing.get(spec.key);
      if (!running) break;
      if (running.snapshotTick > arrived) return (await running.promise).body;
      // Started before this request: good enough only if it read at least the versions seen above.
      const done = await running.promise.catch(() => null);
      if (done && seen && covers(done, seen)) return done.body;
      if (this.computing.get(spec.key) === running) this.computing.delete(spec.key);
    }
    const computing: Computing = { snapshotTick: Number.POSITIVE_INFINITY, promise: Promise.resolve(null as never) };
    const promise = this.recompute(spec, load, serialize, () => (computing.snapshotTick = ++this.tick));
    computing.promise = promise;
    this.computing.set(spec.key, computing);
    const clear = () => {
      if (this.computing.get(spec.key) === computing) this.computing.delete(spec.key);
    };
    promise.then(clear, clear);
    return (await promise).body;
  }

  /**
   * The kept answer of `spec.key` when it is still right (in its time window, and its scopes' versions
   * unchanged or checked less than `lagMs` ago), without computing anything: at once when no version
   * query is needed, otherwise after it; undefined when missing or out of date. The shortcut of
   * repeated public reads (lib/atajo.ts) answers from here; `get` makes the same check first.
   */
  vigente(spec: CacheKey): CachedBody | undefined | Promise<CachedBody | undefined> {
    if (!this.enabled) return undefined;
    const comprobado = this.comprobar(delGremio(spec));
    return comprobado instanceof Promise ? comprobado.then((c) => c.body) : comprobado.body;
  }

  /** The check of `vigente`, with the versions it saw when it had to ask (for `get`). */
  private comprobar(spec: CacheKey): Comprobado | Promise<Comprobado> {
    const entry = this.entries.get(spec.key);
    if (!entry || this.now() >= entry.validUntil) return {};
    const lagMs = Math.min(spec.lagMs ?? 0, this.maxLagMs);
    if (lagMs > 0 && this.now() - entry.checkedAt < lagMs) return { body: this.hit(spec.key, entry) };
    const askedAt = this.now();
    return this.versiones.get(entry.ambitos).then((seen) => {
      if (!sameVersions(entry, seen)) return { seen };
      entry.checkedAt = Math.max(entry.checkedAt, askedAt);
      return { body: this.hit(spec.key, entry) };
    });
  }

  private hit(key: string, entry: Entry): CachedBody {
    this.stats.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  private async recompute<T>(
    spec: CacheKey & { idGremio: number },
    load: (db: Db) => Promise<Loaded<T>>,
    serialize: (value: T) => string,
    onSnapshot: () => void,
  ): Promise<Entry> {
    const checkedAt = this.now();
    const read = async (db: Db) => {
      onSnapshot();
      const loaded = await load(db);
      const ambitos = [
        ...new Set([...spec.ambitos, ...(loaded.ambitos ?? []).map((a) => claveDelGremio(a, spec.idGremio))]),
      ].sort();
      const versions = await leerVersiones(db, ambitos);
      return { loaded, ambitos, versions: ambitos.map((a) => versions.get(a) ?? 0) };
    };
    // One snapshot for the rows and the versions.
    const { loaded, ambitos, versions } =
      this.database.engine === 'postgres'
        ? await this.database.db.transaction((tx) => read(tx as unknown as Db), {
            isolationLevel: 'repeatable read',
            accessMode: 'read only',
          })
        : await this.database.db.transaction((tx) => read(tx as unknown as Db));
    const body = guardar(await compressBody(Buffer.from(serialize(loaded.value))));
    const entry: Entry = { ambitos, versions, body, validUntil: loaded.validUntil ?? Number.POSITIVE_INFINITY, checkedAt };
    if (loaded.guardar !== false) this.store(spec.key, entry);
    return entry;
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) {
      // A slower recomputation never replaces a newer answer.
      if (!covers(entry, new Map(old.ambitos.map((a, i) => [a, old.versions[i]!])))) return;
      this.bytes -= costeDe(key, old);
      this.entries.delete(key);
    }
    if (costeDe(key, entry) > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += costeDe(key, entry);
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= costeDe(k, e);
      this.stats.evictions++;
    }
  }

  /** Bytes held: bodies, keys and each entry's overhead. */
  get size(): number {
    return this.bytes;
  }

  /** Answers held. */
  get entradas(): number {
    return this.entries.size;
  }
}

/** The entry's versions are exactly the current ones. */
function sameVersions(entry: Entry, current: Map<string, number>): boolean {
  return entry.ambitos.every((a, i) => (current.get(a) ?? 0) === entry.versions[i]);
}

/** The entry read at least these versions of every scope it shares with them. */
function covers(entry: Entry, versions: Map<string, number>): boolean {
  return entry.ambitos.every((a, i) => entry.versions[i]! >= (versions.get(a) ?? 0));
}

export { cuerpoParaEnviar, sendJson } from './read-cache-envio.js';
