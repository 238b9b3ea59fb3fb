// Every cached answer follows every write (lib/cambios.ts, docs/performance.md): a valid call of every
// write route of the app runs in order (testing/escrituras.ts) and, after each one, every cached read
// answers through the cache exactly what it answers with the cache off. Every SQL statement is logged
// (a Drizzle logger on the same database), so the test also knows which tables the cached answers
// read, and fails when a write changes one of them without recording its change, or when a cached
// answer reads a table that no write route writes and that is not listed as seeded reference data.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as schema from '../db/schema.js';
import type { Database, Db } from '../db/client.js';
import { buildApp } from '../app.js';
import { ROUTES } from '../routes.js';
import { buildTestApp, EMAIL_OPERADOR_PRUEBAS, TEST_JWT_SECRET, type RequestOptions, type TestApp } from '../testing/harness.js';
import { buildWorld, type World } from '../testing/world.js';
import { createAccount } from '../db/seed.js';
import { seedDistribucion, seedPeriodo } from '../testing/fixtures/periodos.js';
import { escrituras, type EstadoEscrituras } from '../testing/escrituras.js';
import { RETRASO_CLASIFICACIONES_MS } from './cambios.js';
import { killboardMemoria, preciosMemoria } from '../modules/regear/regear.fakes.js';
import { vozDelRecorrido } from '../modules/asistencia/asistencia.fakes.js';

/**
 * Reference data, written only by the seeds before the server starts (db/seed.ts, db/reference.ts):
 * cached answers may read them without any change scope. No write route may write them (checked).
 */
// `casa` is written by the operator's new guild (its houses), which records its change.
const REFERENCIA = ['cargo', 'rol', 'lugar_distribucion', 'estado_distribucion'];

let t: TestApp;
let w: World;
let cached: FastifyInstance;
let cold: FastifyInstance;
let base: number;
const log: string[] = [];
const state: EstadoEscrituras = {};
/** «Mi cuenta» of accounts whose players the writes touch (shares, payments, regear, the ledger, withdrawals). */
const miembros: string[] = [];

beforeAll(async () => {
  // The regear's Albion in memory, shared by the apps (testing/escrituras.ts puts the deaths in it).
  const albion = { killboard: killboardMemoria(), precios: preciosMemoria(), voice: vozDelRecorrido() };
  t = await buildTestApp(albion);
  w = await buildWorld(t, 4);
  // Something to read before the writes open their own period (place 1).
  base = await seedPeriodo(t.db, { idLugar: 8, idCuentaCreador: w.tesorero.idCuenta });
  await seedDistribucion(t.db, { idPeriodo: base, encargado: w.encargado, players: [w.players[0]!.idPlayer], silver: 10 });
  for (const p of w.players.slice(0, 3)) {
    const email = `${p.nickname}@test.local`;
    const idCuenta = await createAccount(t.db, { email, password: 'contraseña-de-prueba', idPlayer: p.idPlayer, cargos: [3] });
    miembros.push(await t.tokens.sign(idCuenta, 0));
  }
  const logger = { logQuery: (query: string) => void log.push(query) };
  const db = (t.database.pool
    ? drizzlePg(t.database.pool, { schema, logger })
    : drizzlePglite(t.database.pglite!, { schema, logger })) as unknown as Db;
  const logged: Database = { ...t.database, db };
  // The operator's walk calls (testing/escrituras.ts) go to this app: its operators are the harness's.
  const operadores = { emails: [EMAIL_OPERADOR_PRUEBAS], discordIds: [] };
  cached = await buildApp({ database: logged, jwtSecret: TEST_JWT_SECRET, writeRateLimit: 100_000, operadores, ...albion });
  cold = await buildApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, readCache: false, ...albion });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await cached.close();
  await cold.close();
  await t.close();
});

const inject =
  (app: FastifyInstance) =>
  (method: string, url: string, opts: RequestOptions = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...(opts.token ? { 'x-token': opts.token } : {}), ...opts.headers },
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });

/** Every cached read, about the period and the players the writes touch. */
function lecturas(): [string, (req: ReturnType<typeof inject>) => Promise<LightMyRequestResponse>][] {
  const D = '/api/distribuciones';
  const idPeriodo = state.periodo ?? base;
  const nickname = w.players[0]!.nickname;
  return [
    [`GET ${D}/resumenDistribucion`, (r) => r('GET', `${D}/resumenDistribucion?page=1`)],
    [`POST ${D}/getDistribucion`, (r) => r('POST', `${D}/getDistribucion`, { body: [{ idPeriodoDist: idPeriodo }] })],
    [
      `POST ${D}/getDistribucion (página)`,
      (r) => r('POST', `${D}/getDistribucion`, { body: [{ idPeriodoDist: idPeriodo, page: 1 }] }),
    ],
    [`POST ${D}/tablaDePago`, (r) => r('POST', `${D}/tablaDePago`, { body: [{ idPeriodo }] })],
    [
      `POST ${D}/tablaDePago (página)`,
      (r) => r('POST', `${D}/tablaDePago`, { body: [{ idPeriodo, page: 1, pendientes: true }] }),
    ],
    [`GET ${D}/fondoGremio`, (r) => r('GET', `${D}/fondoGremio?idPeriodo=${idPeriodo}`)],
    [`GET ${D}/top3BestPlayers`, (r) => r('GET', `${D}/top3BestPlayers`)],
    [`GET ${D}/top3BestCreadores`, (r) => r('GET', `${D}/top3BestCreadores`)],
    [`GET ${D}/searchGananciasPlayer`, (r) => r('GET', `${D}/searchGananciasPlayer?nickname=${nickname}&interval=0`)],
    [`GET ${D}/gananciasJugador`, (r) => r('GET', `${D}/gananciasJugador?nickname=${nickname}`)],
    [`POST ${D}/historialJugador`, (r) => r('POST', `${D}/historialJugador`, { body: [{ nickname, page: 1 }] })],
    // The regear claims (filed for w.players[1]): every claim, a member's and a period's approved ones.
    ['GET /api/regear', (r) => r('GET', '/api/regear')],
    [`GET /api/regear (jugador)`, (r) => r('GET', `/api/regear?nickname=${w.players[1]!.nickname}`)],
    [`GET /api/regear (periodo)`, (r) => r('GET', `/api/regear?idPeriodo=${idPeriodo}&estado=aprobado`)],
    [
      'POST /api/jugadores/lista',
      (r) => r('POST', '/api/jugadores/lista', { token: t.lider.token, body: [{ nickname: '', page: 1 }] }),
    ],
    ['GET /api/cuentas/mia', (r) => r('GET', '/api/cuentas/mia', { token: t.lider.token })],
    ...miembros.flatMap((token, i): [string, (req: ReturnType<typeof inject>) => Promise<LightMyRequestResponse>][] => [
      [`GET /api/cuentas/mia (jugador ${i})`, (r) => r('GET', '/api/cuentas/mia', { token })],
      [`GET /api/libro/saldo (jugador ${i})`, (r) => r('GET', `/api/libro/saldo?nickname=${w.players[i]!.nickname}`, { token })],
      [
        `GET /api/libro/saldo (jugador ${i}, el líder)`,
        (r) => r('GET', `/api/libro/saldo?nickname=${w.players[i]!.nickname.toUpperCase()}`, { token: t.lider.token }),
      ],
    ]),
  ];
}

const TABLA = /\b(?:from|join)\s+"?([a-z_]+)"?/gi;
const ESCRITA = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;
const TABLAS = new Set<string>(Object.values(schema).flatMap((x) => (is(x, PgTable) ? [getTableName(x)] : [])));
/** The tables of the schema that the statements name (not functions such as unnest). */
const tablas = (sqls: string[], re: RegExp) =>
  new Set(sqls.flatMap((q) => [...q.matchAll(re)].map((m) => m[1]!.toLowerCase())).filter((x) => TABLAS.has(x)));

/** Tables each cached read reads (from the statements of its recomputations). */
const leidas = new Map<string, Set<string>>();
/** For each write: the tables it wrote and whether it recorded a change. */
const escritas: { name: string; tablas: Set<string>; cambio: boolean }[] = [];

async function leerTodo(): Promise<void> {
  for (const [name, read] of lecturas()) {
    const from = log.length;
    const res = await read(inject(cached));
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    const set = leidas.get(name) ?? new Set<string>();
    for (const table of tablas(log.slice(from), TABLA)) set.add(table);
    leidas.set(name, set);
  }
}

describe('every cached answer follows every write route', () => {
  const calls = escrituras(() => ({ ...w, t: { ...t, request: inject(cached) } }), state);

  it('lists every cached route among its reads', () => {
    const conCache = ROUTES.filter((r) => r.endpoint.hechos.cache).map((r) => `${r.method} ${r.url}`);
    const leidasAqui = new Set(lecturas().map(([name]) => name.replace(/ \(.*\)$/, '')));
    expect(conCache.filter((r) => !leidasAqui.has(r))).toEqual([]);
    expect(conCache.length).toBeGreaterThan(8);
  });

  it.each(calls.map(([name, call]) => ({ name, call })))(
    'after $name the cached reads equal the uncached ones',
    async ({ name, call }) => {
      await leerTodo(); // cached before the write
      const from = log.length;
      const res = await call.run();
      expect(res.statusCode, res.body).toBeLessThan(300);
      const sqls = log.slice(from);
      escritas.push({ name, tablas: tablas(sqls, ESCRITA), cambio: sqls.some((q) => /insert into ambito_version/i.test(q)) });
      // The TOP lists and the earnings search may lag a write by RETRASO_CLASIFICACIONES_MS.
      vi.setSystemTime(Date.now() + RETRASO_CLASIFICACIONES_MS);
      for (const [lectura, read] of lecturas()) {
        const [a, b] = [await read(inject(cached)), await read(inject(cold))];
        expect(a.body, `${lectura} después de ${name}`).toBe(b.body);
      }
    },
  );

  it('every write to a table a cached answer reads records its change', () => {
    const leidasTodas = new Set([...leidas.values()].flatMap((s) => [...s]));
    leidasTodas.delete('ambito_version');
    const sinCambio = escritas
      .filter((e) => !e.cambio && [...e.tablas].some((x) => leidasTodas.has(x)))
      .map((e) => `${e.name} escribe ${[...e.tablas].filter((x) => leidasTodas.has(x)).join(', ')} sin registrar su cambio`);
    expect(sinCambio).toEqual([]);
    // A table read by a cached answer is written by some route (and then follows the rule above) or
    // is reference data that no route writes.
    const escritasTodas = new Set(escritas.flatMap((e) => [...e.tablas]));
    const huerfanas = [...leidasTodas].filter((x) => !escritasTodas.has(x) && !REFERENCIA.includes(x));
    expect(huerfanas).toEqual([]);
    expect(REFERENCIA.filter((x) => escritasTodas.has(x))).toEqual([]);
    expect(leidasTodas.size).toBeGreaterThan(6);
  });
});
