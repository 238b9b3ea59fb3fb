// The read cache (lib/read-cache.ts) against a real database on both engines: an answer is reused
// while the versions of its scopes stand still, a change to one of its scopes invalidates it and a
// change to another scope does not, clock-bound answers expire, answers allowed to lag skip the
// version query for that long, bodies are bounded, one key is computed once for all who wait, and
// (PostgreSQL) different keys are computed at the same time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, isPostgres } from '../testing/harness.js';
import type { Database, Db } from '../db/client.js';
import { ReadCache, jsonDe, type CachedBody, type Loaded } from './read-cache.js';
import { AmbitoVersiones } from './ambito-versiones.js';
import { ambito, leerVersiones } from './cambios.js';
import { aplicarConsecuencias } from './escritura.js';
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
const read = (b: CachedBody) => JSON.parse(jsonDe(b).toString('utf8')) as { n: number };
/** A key that depends on one period's scope. */
const dePeriodo = (key: string, idPeriodo: number, extra: Partial<{ lagMs: number }> = {}) => ({
  key,
  ambitos: [ambito.periodo(idPeriodo)],
  ...extra,
});

let nick = 0;
/** A player written with its change recorded, as every writer does (lib/cambios.ts). */
const insertJugador = (db: Db, idPeriodo = 1) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`insert into jugador (nickname, id_cargo, id_rol) values (${`cache${nick++}`}, 3, 5)`);
    await aplicarConsecuencias(tx, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo } });
  });

describe('ReadCache', () => {
  it('answers the stored bytes while nothing is written', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    const a = await cache.get(dePeriodo('k', 1), load, json);
    const b = await cache.get(dePeriodo('k', 1), load, json);
    expect(calls.n).toBe(1);
    expect(jsonDe(b).equals(jsonDe(a))).toBe(true);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('recomputes after a change to its scope, and keeps the answers of other scopes', async () => {
    const cache = new ReadCache(database);
    const a = counter();
    const b = counter();
    const before = read(await cache.get(dePeriodo('a', 101), a.load, json)).n;
    await cache.get(dePeriodo('b', 102), b.load, json);
    await insertJugador(database.db, 101);
    expect(read(await cache.get(dePeriodo('a', 101), a.load, json)).n).toBe(before + 1);
    // Period 102's answer still shows the old count: nothing it depends on changed.
    expect(read(await cache.get(dePeriodo('b', 102), b.load, json)).n).toBe(before);
    expect(a.calls.n).toBe(2);
    expect(b.calls.n).toBe(1);
  });

  it('adds 1 to each scope of a change once, in its transaction, and nothing for a rolled-back one', async () => {
    const scopes = [ambito.periodo(201), ambito.tops, ambito.jugador(7), ambito.jugador(8)];
    const v0 = await leerVersiones(database.db, scopes);
    await aplicarConsecuencias(database.db, {
      auditoria: [],
      cambio: { tipo: 'distribucion', idPeriodo: 201, jugadores: [8, 7, 7] },
    });
    await database.db
      .transaction(async (tx) => {
        await aplicarConsecuencias(tx, { auditoria: [], cambio: { tipo: 'distribucion', idPeriodo: 201, jugadores: [7] } });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const v1 = await leerVersiones(database.db, scopes);
    for (const s of scopes) expect(v1.get(s)).toBe((v0.get(s) ?? 0) + 1);
    expect((await leerVersiones(database.db, [ambito.periodo(202)])).get(ambito.periodo(202))).toBeUndefined();
  });

  it('depends also on the scopes its rows name (Loaded.ambitos)', async () => {
    const cache = new ReadCache(database);
    let calls = 0;
    const load = async (): Promise<Loaded<number>> => ({ value: ++calls, ambitos: [ambito.periodo(301)] });
    await cache.get({ key: 'r', ambitos: [ambito.resumen] }, load, json);
    await cache.get({ key: 'r', ambitos: [ambito.resumen] }, load, json);
    expect(calls).toBe(1);
    await aplicarConsecuencias(database.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 301 } });
    await cache.get({ key: 'r', ambitos: [ambito.resumen] }, load, json);
    expect(calls).toBe(2);
  });

  it('serves an answer allowed to lag without asking the versions for that long', async () => {
    let now = 10_000;
    const cache = new ReadCache(database, { now: () => now });
    const { calls, load } = counter();
    const spec = dePeriodo('lag', 401, { lagMs: 1000 });
    const before = read(await cache.get(spec, load, json)).n;
    await insertJugador(database.db, 401);
    now += 999;
    expect(read(await cache.get(spec, load, json)).n).toBe(before);
    now += 1;
    expect(read(await cache.get(spec, load, json)).n).toBe(before + 1);
    expect(calls.n).toBe(2);
  });

  it('keeps no answer past maxLagMs: 0 makes a lagging answer exact', async () => {
    const now = 20_000;
    const cache = new ReadCache(database, { now: () => now, maxLagMs: 0 });
    const { calls, load } = counter();
    const spec = dePeriodo('lag0', 402, { lagMs: 1000 });
    const before = read(await cache.get(spec, load, json)).n;
    await insertJugador(database.db, 402);
    expect(read(await cache.get(spec, load, json)).n).toBe(before + 1);
    expect(calls.n).toBe(2);
  });

  it('recomputes a clock-bound answer once its instant has passed', async () => {
    let now = 1_000;
    const cache = new ReadCache(database, { now: () => now });
    let calls = 0;
    const load = async () => ({ value: { n: ++calls }, validUntil: 2_000 });
    await cache.get(dePeriodo('t', 1), load, json);
    now = 1_999;
    expect(read(await cache.get(dePeriodo('t', 1), load, json)).n).toBe(1);
    now = 2_000;
    expect(read(await cache.get(dePeriodo('t', 1), load, json)).n).toBe(2);
  });

  it('does not keep failures: the next request tries again', async () => {
    const cache = new ReadCache(database);
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error('no existe');
      return { value: { n: 1 } };
    };
    await expect(cache.get(dePeriodo('e', 1), load, json)).rejects.toThrow('no existe');
    expect(read(await cache.get(dePeriodo('e', 1), load, json)).n).toBe(1);
  });

  it('keeps at most maxBytes, dropping the least recently used', async () => {
    // Each entry counts 42 body bytes + 1,200 of overhead + its key and scope (2 × 10 characters).
    const cache = new ReadCache(database, { maxBytes: 2600 });
    const body = (c: string) => async () => ({ value: c.repeat(40) });
    await cache.get(dePeriodo('a', 1), body('a'), json); // 1,262 bytes
    await cache.get(dePeriodo('b', 1), body('b'), json); // 2,524
    await cache.get(dePeriodo('a', 1), body('a'), json); // a is now the most recent
    await cache.get(dePeriodo('c', 1), body('c'), json); // 3,786 > 2,600: b goes
    expect(cache.size).toBe(2524);
    expect(cache.stats.evictions).toBe(1);
    let reloaded = false;
    await cache.get(dePeriodo('a', 1), async () => ((reloaded = true), { value: 'x' }), json);
    expect(reloaded).toBe(false);
    await cache.get(dePeriodo('b', 1), async () => ((reloaded = true), { value: 'x' }), json);
    expect(reloaded).toBe(true);
  });

  it('counts each answer with its key and overhead, so that many tiny ones stay within the budget (docs/reliability.md, finding 7)', async () => {
    const cache = new ReadCache(database, { maxBytes: 15_000 });
    // 100 distinct keys of a 1-byte answer (the pages or filter texts anyone may ask for): about
    // 1.2 KB of memory each, so fewer than 13 fit in 15,000 bytes.
    for (let i = 0; i < 100; i++)
      await cache.get({ key: `historialJugador:x:${i}`, ambitos: [ambito.jugadores] }, async () => ({ value: 1 }), json);
    expect(cache.size).toBeLessThanOrEqual(15_000);
    expect(cache.stats.evictions).toBeGreaterThan(85);
  });

  it('answers a value it is told not to keep, and does not keep it', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    const noGuardar = async (db: Db) => ({ ...(await load(db)), guardar: false });
    await cache.get(dePeriodo('pagina-999', 1), noGuardar, json);
    expect(read(await cache.get(dePeriodo('pagina-999', 1), noGuardar, json)).n).toBeGreaterThanOrEqual(0);
    expect(calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps a big answer only compressed, and gives back the same JSON', async () => {
    const cache = new ReadCache(database);
    const value = Array.from({ length: 2000 }, (_, i) => ({ id: i, nickname: `jugador${i % 50}`, silver: 1000 + i }));
    const body = await cache.get(dePeriodo('big', 1), async () => ({ value }), json);
    expect(body.json).toBeNull();
    expect(jsonDe(body).toString()).toBe(JSON.stringify(value));
    expect(cache.size).toBeLessThan(JSON.stringify(value).length / 3);
  });

  it('lets concurrent misses of one key share one recomputation', async () => {
    const cache = new ReadCache(database);
    const { calls, load } = counter();
    const bodies = await Promise.all(Array.from({ length: 8 }, () => cache.get(dePeriodo('c', 1), load, json)));
    expect(calls.n).toBe(1);
    expect(new Set(bodies.map((b) => jsonDe(b).toString())).size).toBe(1);
  });

  it('never answers a request with a recomputation that started before a write it must see', async () => {
    const cache = new ReadCache(database);
    const spec = dePeriodo('w', 501);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const load = async (db: Db): Promise<Loaded<{ n: number }>> => {
      calls++;
      const n = await countJugadores(db);
      if (calls === 1) await gate; // the first recomputation has read its rows and waits
      return { value: { n } };
    };
    const first = cache.get(spec, load, json);
    await new Promise((r) => setTimeout(r, 20));
    // Committed (acknowledged) while the first recomputation holds older rows, then a new request.
    if (!isPostgres()) {
      // PGlite runs one transaction at a time: the write waits for the recomputation to end.
      release();
      await first;
      await insertJugador(database.db, 501);
    } else {
      await insertJugador(database.db, 501);
    }
    const second = cache.get(spec, load, json);
    release();
    const a = read(await first).n;
    expect(read(await second).n).toBe(a + 1);
  });

  it.skipIf(!isPostgres())('computes different keys at the same time (PostgreSQL: one pooled connection each)', async () => {
    const cache = new ReadCache(database);
    let started = 0;
    let bothStarted!: () => void;
    const both = new Promise<void>((r) => (bothStarted = r));
    // Each load waits until the other has started: computed one after the other, they never finish.
    const load = async (db: Db): Promise<Loaded<number>> => {
      if (++started === 2) bothStarted();
      await both;
      return { value: await countJugadores(db) };
    };
    const [x, y] = await Promise.all([cache.get(dePeriodo('x', 1), load, json), cache.get(dePeriodo('y', 1), load, json)]);
    expect(read(x)).toEqual(read(y));
  });

  it('with enabled: false reads the database on every request', async () => {
    const cache = new ReadCache(database, { enabled: false });
    const { calls, load } = counter();
    await cache.get(dePeriodo('off', 1), load, json);
    await cache.get(dePeriodo('off', 1), load, json);
    expect(calls.n).toBe(2);
  });
});

describe('AmbitoVersiones', () => {
  it('answers many callers with one query, and never with a query that started before they asked', async () => {
    const versiones = new AmbitoVersiones((ambitos) => leerVersiones(database.db, ambitos));
    const s = ambito.periodo(601);
    const first = versiones.get([s]);
    // Asked while the first query runs: answered by the next one, which sees this change.
    await aplicarConsecuencias(database.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 601 } });
    const [second, third] = await Promise.all([versiones.get([s]), versiones.get([ambito.periodo(602), s])]);
    const v0 = (await first).get(s) ?? 0;
    expect(second.get(s)).toBeGreaterThanOrEqual(v0);
    expect(third.get(s)).toBe(second.get(s));
    expect(await leerVersiones(database.db, [s])).toEqual(new Map([[s, second.get(s)]]));
  });
});

describe('AmbitoVersiones spacing', () => {
  it('starts the next query no sooner than espaciadoMs after the previous one started, with everyone who asked meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const versiones = new AmbitoVersiones(
        async (ambitos) => {
          calls.push(ambitos);
          return new Map(ambitos.map((a) => [a, 1]));
        },
        20,
        () => Date.now(),
      );
      await versiones.get(['a']);
      const b = versiones.get(['b']);
      const c = versiones.get(['c']);
      await vi.advanceTimersByTimeAsync(19);
      expect(calls).toEqual([['a']]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([['a'], ['b', 'c']]);
      expect(await b).toEqual(
        new Map([
          ['b', 1],
          ['c', 1],
        ]),
      );
      expect(await c).toBe(await b);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks at once when the previous query started long enough ago', async () => {
    let now = 0;
    const calls: number[] = [];
    const versiones = new AmbitoVersiones(
      async (ambitos) => {
        calls.push(now);
        return new Map(ambitos.map((a) => [a, 1]));
      },
      5,
      () => now,
    );
    await versiones.get(['a']);
    now = 10;
    await versiones.get(['a']);
    expect(calls).toEqual([0, 10]);
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
