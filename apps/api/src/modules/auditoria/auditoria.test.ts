// The audit log (docs/reliability.md, "Audit log"): leader-only reading with filters, append-only by construction, and every
// write route of the app leaves an audit row (the routes and their facts are read from the route table,
// so a new write route fails here until it is audited and given a valid call below).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { MENSAJE_FECHA_FUERA_DE_RANGO, idsReferidos } from '@reparto/contract';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { auditoria } from '../../db/schema.js';
import { apiRoutes, isWrite, routeName } from '../../testing/app-routes.js';
import { api, buildWorld, type World } from '../../testing/world.js';
import { escrituras, type EstadoEscrituras } from '../../testing/escrituras.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t, 4);
});
afterAll(() => t.close());

const lista = (body: unknown, token: string | null = t.lider.token) =>
  t.request('POST', '/api/auditoria/lista', { token: token ?? undefined, body });

async function auditCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditoria);
  return Number(row?.n ?? 0);
}

describe('access', () => {
  it('asks for a session (401) and the LIDER charge (403 for every other charge)', async () => {
    expect((await lista([{ page: 1 }], null)).statusCode).toBe(401);
    expect((await t.request('GET', '/api/auditoria/filtros')).statusCode).toBe(401);
    for (const cargo of [2, 3, 4, 5, 6, 7, 8]) {
      const c = await t.createCuenta({ cargos: [cargo] });
      const res = await lista([{ page: 1 }], c.token);
      expect(res.statusCode, `cargo ${cargo}`).toBe(403);
      expect(res.json()).toEqual({ ok: false, message: expect.any(String), code: expect.any(String) });
      expect((await t.request('GET', '/api/auditoria/filtros', { token: c.token })).statusCode).toBe(403);
    }
    expect((await lista([{ page: 1 }])).statusCode).toBe(200);
  });
});

describe('POST /api/auditoria/lista', () => {
  let idPeriodo: number;
  let idDist: number;
  beforeAll(async () => {
    idPeriodo = await api.periodo(w, 5);
    await t.request('PUT', '/api/distribuciones/cambiarSilver', { token: w.tesorero.token, body: [{ idPeriodo, silver: 7777 }] });
    const res = await api.crear(w, idPeriodo, { motivo: '<b>motivo</b> con "comillas"' });
    idDist = res.json().distribucion.id_distribucion;
  });

  it('names the players, places, cargos and roles that its rows mention by id', async () => {
    const body = (await lista([{ page: 1, entidad: 'distribucion', accion: 'crear' }])).json();
    const ids = body.message[0].despues.jugadores as number[];
    expect(ids.length).toBeGreaterThan(0);
    const nombres = Object.fromEntries(w.players.map((p) => [String(p.idPlayer), p.nickname]));
    for (const id of ids) expect(body.referencias.jugadores[String(id)]).toBe(nombres[String(id)]);
    expect(body.referencias.cargos['1']).toBe('LIDER');
    expect(body.referencias.roles['5']).toBe('Sin rol');
    expect(Object.values(body.referencias.lugares)).toContain('Caerleon');
    // A payment's entity id is "period:player": the player is named too.
    const pago = { entidad: 'pago', id_entidad: `${idPeriodo}:${w.players[0]!.idPlayer}`, antes: null, despues: null };
    expect(idsReferidos(pago)).toEqual({ jugadores: [w.players[0]!.idPlayer], casas: [] });
  });

  it('lists newest first with who, what, and before/after as JSON', async () => {
    const res = await lista([{ page: 1, entidad: 'periodo', accion: 'cambiar_silver' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(body.message[0]).toMatchObject({
      id_cuenta: w.tesorero.idCuenta,
      email: w.tesorero.email,
      nickname: w.tesorero.nickname,
      accion: 'cambiar_silver',
      entidad: 'periodo',
      id_entidad: String(idPeriodo),
      antes: { silverAlbion: 0 },
      despues: { silverAlbion: 7777 },
    });
    expect(new Date(body.message[0].fecha).toISOString()).toBe(body.message[0].fecha);
    const ids = (await lista([{ page: 1, rows: 100 }])).json().message.map((r: { id_auditoria: number }) => r.id_auditoria);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by account, entity, action and dates, and counts the filtered total', async () => {
    const mine = (await lista([{ page: 1, idCuenta: w.encargado.idCuenta }])).json();
    expect(mine.count).toBe(1);
    expect(mine.message[0]).toMatchObject({ accion: 'crear', entidad: 'distribucion', id_entidad: String(idDist) });
    expect(mine.message[0].despues).toMatchObject({ motivo: '<b>motivo</b> con "comillas"', idPeriodo });

    const future = (await lista([{ page: 1, desde: new Date(Date.now() + 86_400_000).toISOString() }])).json();
    expect(future).toMatchObject({ ok: true, message: [], count: 0 });
    const past = (await lista([{ page: 1, hasta: '2000-01-01' }])).json();
    expect(past.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const hoy = (await lista([{ page: 1, desde: today, hasta: today, entidad: 'distribucion' }])).json();
    expect(hoy.count).toBe(1);
    const none = (await lista([{ page: 1, accion: 'borrar' }])).json();
    expect(none.count).toBe(0);
  });

  it('pages with the asked size, capped at 100 rows', async () => {
    const total = await auditCount();
    const p1 = (await lista([{ page: 1, rows: 2 }])).json();
    const p2 = (await lista([{ page: 2, rows: 2 }])).json();
    expect(p1.count).toBe(total);
    expect(p1.message).toHaveLength(2);
    expect(p2.message[0].id_auditoria).toBeLessThan(p1.message[1].id_auditoria);
    const big = await lista([{ page: 1, rows: 101 }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/rows admite como máximo 100/);
  });

  it('refuses dates before 1970 or after 9999 with a 400, and takes 9999-12-31 as no upper bound (docs/reliability.md, finding 4)', async () => {
    const fuera: Record<string, string>[] = [
      { desde: '0000-01-01' },
      { desde: '1969-12-31' },
      { hasta: '1969-12-31T23:59:59Z' },
      { desde: '9999-12-31T23:00:00-05:00' },
      // Found by the fuzz: with a valid hasta, the check of desde before hasta met the bare text (500).
      { desde: '0000-01-01', hasta: '1970-01-01' },
    ];
    for (const fechas of fuera) {
      const res = await lista([{ page: 1, ...fechas }]);
      expect(res.statusCode, JSON.stringify(fechas)).toBe(400);
      expect(res.json().message).toContain(MENSAJE_FECHA_FUERA_DE_RANGO);
      const query = new URLSearchParams(fechas).toString();
      const csv = await t.request('GET', `/api/exportar/auditoria.csv?${query}`, { token: t.lider.token });
      expect(csv.statusCode, query).toBe(400);
      expect(csv.json().message).toContain(MENSAJE_FECHA_FUERA_DE_RANGO);
    }
    const todo = (await lista([{ page: 1 }])).json();
    const sinFin = await lista([{ page: 1, desde: '1970-01-01', hasta: '9999-12-31' }]);
    expect(sinFin.statusCode).toBe(200);
    expect(sinFin.json().count).toBe(todo.count);
    const csv = await t.request('GET', '/api/exportar/auditoria.csv?desde=1970-01-01&hasta=9999-12-31', { token: t.lider.token });
    expect(csv.statusCode).toBe(200);
    // The header and every row, not the header alone.
    expect(csv.body.split('\r\n').length).toBeGreaterThan(todo.count);
  });

  it.each([
    ['a page of 0', [{ page: 0 }]],
    ['an unknown date', [{ page: 1, desde: 'ayer' }]],
    ['desde after hasta', [{ page: 1, desde: '2025-02-01', hasta: '2025-01-01' }]],
    ['an action with SQL', [{ page: 1, accion: "crear' or 1=1 --" }]],
    ['an object instead of a list', { page: 1 }],
  ])('refuses %s with 400 in Spanish', async (_name, body) => {
    const res = await lista(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: expect.stringMatching(/^Datos inválidos|cuerpo/),
      code: 'validacion.datos',
    });
  });

  it('offers the actions, entities and accounts present in the log', async () => {
    const res = await t.request('GET', '/api/auditoria/filtros', { token: t.lider.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.acciones).toEqual(expect.arrayContaining(['cambiar_silver', 'crear']));
    expect(body.entidades).toEqual(expect.arrayContaining(['distribucion', 'periodo']));
    expect(body.cuentas).toEqual(
      expect.arrayContaining([{ id_cuenta: w.tesorero.idCuenta, email: w.tesorero.email, nickname: w.tesorero.nickname }]),
    );
  });
});

describe('append-only', () => {
  const srcDir = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
    });

  /** The one place that deletes: the host's quota of audit months (docs/deploy.md, «Cuotas»), audited itself. */
  const PODA = path.join('modules', 'operador', 'poda-auditoria.ts');

  it('has no UPDATE or DELETE of the audit table anywhere in the API code but the quota’s pruning', () => {
    const offenders: string[] = [];
    for (const file of sources(srcDir)) {
      if (path.relative(srcDir, file) === PODA) continue;
      const text = readFileSync(file, 'utf8');
      if (
        /\.(update|delete)\(\s*auditoria\b/.test(text) ||
        /\b(update\s+auditoria|delete\s+from\s+auditoria|truncate\s+(table\s+)?auditoria)\b/i.test(text)
      ) {
        offenders.push(path.relative(srcDir, file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('offers no route that changes the log: only the two reads under /api/auditoria', () => {
    const routes = apiRoutes().filter((r) => r.url.startsWith('/api/auditoria'));
    expect(routes.map(routeName)).toEqual(['GET /api/auditoria/filtros', 'POST /api/auditoria/lista']);
  });
});

describe('every write route leaves an audit row', () => {
  // Ordered: later calls rely on the state earlier ones leave (a period is opened, closed, paid…).
  const state: EstadoEscrituras = {};
  const calls = escrituras(() => w, state);

  it('knows a valid call for every write route the app serves, and marks only POST/PUT routes read-only', () => {
    const writes = apiRoutes().filter(isWrite).map(routeName);
    expect(calls.map(([name]) => name).sort()).toEqual([...new Set(writes)].sort());
    // `lectura` says that a POST/PUT changes nothing; on a GET it would say nothing at all.
    const lecturasGet = apiRoutes().filter((r) => r.hechos.lectura && r.method === 'GET');
    expect(lecturasGet.map(routeName)).toEqual([]);
  });

  it.each(calls.map(([name, call]) => ({ name, call })))('$name adds an audit row by its actor', async ({ call }) => {
    const before = await auditCount();
    const res = await call.run();
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await auditCount()).toBeGreaterThan(before);
    const [last] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(last!.idCuenta).toBe(call.actor().idCuenta);
  });

  it('read-only POSTs leave no audit row', async () => {
    const before = await auditCount();
    await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: state.periodo }] });
    await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo: state.periodo }] });
    await t.request('POST', '/api/distribuciones/historialJugador', { body: [{ nickname: w.tesorero.nickname, page: 1 }] });
    await t.request('POST', '/api/distribuciones/getCasas', { token: w.tesorero.token, body: [{ idLugar: 1 }] });
    await t.request('POST', '/api/jugadores/lista', { token: t.lider.token, body: [{ nickname: '', page: 1 }] });
    await lista([{ page: 1 }]);
    expect(await auditCount()).toBe(before);
  });
});
