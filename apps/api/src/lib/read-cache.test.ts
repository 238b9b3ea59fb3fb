// The read cache (lib/read-cache.ts) against a real database on both engines: an answer is reused
// while the data version stands still, any committed write to a table the answers read invalidates
// it, clock-bound answers expire, bodies are bounded, and (PostgreSQL) a recomputation never stores
// rows older than the version it records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, isPostgres } from '../testing/harness.js';
import type { Database, Db } from '../db/client.js';
import { ReadCache, type CachedBody, type Loaded } from './read-cache.js';
import { freshSingleFlight } from './single-flight.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countJugadores = async (db: Db) => {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from jugador`);
  return Number(rows[0]!.n);
};

/** A loader that counts its calls and answers the number of players. */
function counter() {
  const calls = { n: 0 };
  const load = async (db: Db): Promise<Loaded<{ n: number }>> => {
    calls.n++;
    return { value: { n: await countJugadores(db) } };
  };
  return { calls, load };
}
const json = (v: unknown) => JSON.stringify(v);
const read = (b: CachedBody) => JSON.parse(b.json.toString('utf8')) as { n: number };

let nick = 0;
const insertJugador = (db: Db) =>
  db.execute(sql`insert into jugador (nickname, id_cargo, id_rol) values (${`cache${nick++}`}, 3, 5)`);

describe('ReadCache', () => {
  it('answers the stored bytes while nothing is written', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    const a = await cache.get('k', load, json);
    const b = await cache.get('k', load, json);
    expect(calls.n).toBe(1);
    expect(b.json.equals(a.json)).toBe(true);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('recomputes after a committed write to a table the answers read (even outside the API)', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    const before = read(await cache.get('k', load, json)).n;
    await insertJugador(database.db);
    const after = read(await cache.get('k', load, json)).n;
    expect(calls.n).toBe(2);
    expect(after).toBe(before + 1);
  });

  it('moves the version once per transaction, however many rows it writes', async () => {
    const cache = new ReadCache(database);
    const v0 = await cache.version();
    await database.db.transaction(async (tx) => {
      await insertJugador(tx as unknown as Db);
      await insertJugador(tx as unknown as Db);
      await tx.execute(sql`update jugador set estado = estado where nickname like 'cache%'`);
    });
    expect(await cache.version()).toBe(v0 + 1);
  });

  it('is not invalidated by reads or by writes to tables no cached answer reads (the audit log)', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    await cache.get('k', load, json);
    await database.db.execute(sql`select * from jugador`);
    await database.db.execute(sql`insert into auditoria (accion, entidad) values ('prueba', 'cache')`);
    await cache.get('k', load, json);
    expect(calls.n).toBe(1);
  });

  it('recomputes a clock-bound answer once its instant has passed', async () => {
    let now = 1_000;
    const cache = new ReadCache(database, { now: () => now });
    let calls = 0;
    const load = async () => ({ value: { n: ++calls }, validUntil: 2_000 });
    await cache.get('t', load, json);
    now = 1_999;
    expect(read(await cache.get('t', load, json)).n).toBe(1);
    now = 2_000;
    expect(read(await cache.get('t', load, json)).n).toBe(2);
  });

  it('does not keep failures: the next request tries again', async () => {
    const cache = new ReadCache(database);
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error('no existe');
      return { value: { n: 1 } };
    };
    await expect(cache.get('e', load, json)).rejects.toThrow('no existe');
    expect(read(await cache.get('e', load, json)).n).toBe(1);
  });

  it('keeps at most maxBytes of bodies, dropping the least recently used', async () => {
    const cache = new ReadCache(database, { maxBytes: 100 });
    const body = (c: string) => async () => ({ value: c.repeat(40) });
    await cache.get('a', body('a'), json); // 42 bytes
    await cache.get('b', body('b'), json); // 84
    await cache.get('a', body('a'), json); // a is now the most recent
    await cache.get('c', body('c'), json); // 126 > 100: b goes
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.stats.evictions).toBe(1);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), { value: 'x' }), json);
    expect(reloaded).toBe(false);
    await cache.get('b', async () => ((reloaded = true), { value: 'x' }), json);
    expect(reloaded).toBe(true);
  });

  it('lets concurrent misses of one key share one recomputation', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    const bodies = await Promise.all(Array.from({ length: 8 }, () => cache.get('c', load, json)));
    expect(calls.n).toBe(1);
    expect(new Set(bodies.map((b) => b.json.toString())).size).toBe(1);
  });

  it('never stores rows older than the version it records, even while a writer is committing', async () => {
    const cache = new ReadCache(database);
    const { load } = counter();
    const before = read(await cache.get('r', load, json)).n;
    if (!isPostgres()) {
      // One connection: a transaction is atomic for every other statement; the write simply shows.
      await insertJugador(database.db);
      expect(read(await cache.get('r', load, json)).n).toBe(before + 1);
      return;
    }
    // A second connection writes and runs its commit-time trigger (version taken, shared lock held)
    // but has not committed yet: the version has moved while its row is still invisible.
    const url = new URL(process.env['TEST_DATABASE_URL']!);
    const { rows } = await database.db.execute<{ db: string }>(sql`select current_database() as db`);
    url.pathname = `/${rows[0]!.db}`;
    const writer = new pg.Client({ connectionString: url.toString() });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into jugador (nickname, id_cargo, id_rol) values ('cacherace', 3, 5)`);
      await writer.query('set constraints all immediate');
      const pending = cache.get('r', load, json).then((b) => read(b).n);
      // The recomputation queues for the advisory lock behind the writer. (Without the lock it would
      // finish first, reading `before` rows under the new version: stale until the next write.)
      let settled = false;
      void pending.finally(() => (settled = true));
      const lockWaiter = async () => {
        while (!settled) {
          const { rows: waiting } = await writer.query(`select 1 from pg_locks where locktype = 'advisory' and not granted`);
          if (waiting.length > 0) return;
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      await Promise.race([pending, lockWaiter()]);
      await writer.query('commit');
      expect(await pending).toBe(before + 1);
      expect(read(await cache.get('r', load, json)).n).toBe(before + 1);
    } finally {
      await writer.end();
    }
  });
});

describe('freshSingleFlight', () => {
  /** A function whose calls resolve when the test says so. */
  function controlled() {
    const calls: ((v: number) => void)[] = [];
    const fn = () => new Promise<number>((resolve) => calls.push(resolve));
    return { calls, fn };
  }
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('never answers a caller with a call that started before it asked', async () => {
    const { calls, fn } = controlled();
    const shared = freshSingleFlight(fn);
    const a = shared(); // starts call 1
    const b = shared(); // call 1 is running: b waits for call 2
    const c = shared(); // and shares it with b
    expect(calls).toHaveLength(1);
    calls[0]!(1);
    expect(await a).toBe(1);
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!(2);
    expect(await b).toBe(2);
    expect(await c).toBe(2);
  });

  it('starts a call right away when none is running, and passes failures on', async () => {
    let n = 0;
    const shared = freshSingleFlight(async () => {
      n++;
      if (n === 1) throw new Error('caída');
      return n;
    });
    await expect(shared()).rejects.toThrow('caída');
    expect(await shared()).toBe(2);
    expect(await Promise.all([shared(), shared()])).toEqual([3, 4]);
  });
});
