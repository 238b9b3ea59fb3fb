// The audit log (docs/reliability.md, "Audit log"): leader-only reading with filters, append-only by construction, and every
// write route of the app leaves an audit row (the routes are read from the app itself, so a new write
// route fails here until it is audited and given a valid call below).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, outbox } from '../../db/schema.js';
import { apiRoutes, routeName } from '../../testing/app-routes.js';
import { api, buildWorld, nuevoCodigo, type World } from '../../testing/world.js';
import { READ_ROUTES, isWriteRoute, routeKey } from '../../plugins/write-rate-limit.js';

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
      expect(res.json()).toEqual({ ok: false, message: expect.any(String) });
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
    expect(future).toEqual({ ok: true, message: [], count: 0 });
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

  it.each([
    ['a page of 0', [{ page: 0 }]],
    ['an unknown date', [{ page: 1, desde: 'ayer' }]],
    ['desde after hasta', [{ page: 1, desde: '2025-02-01', hasta: '2025-01-01' }]],
    ['an action with SQL', [{ page: 1, accion: "crear' or 1=1 --" }]],
    ['an object instead of a list', { page: 1 }],
  ])('refuses %s with 400 in Spanish', async (_name, body) => {
    const res = await lista(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringMatching(/^Datos inválidos|cuerpo/) });
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

  it('has no UPDATE or DELETE of the audit table anywhere in the API code', () => {
    const offenders: string[] = [];
    for (const file of sources(srcDir)) {
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
    const routes = apiRoutes(t.app).filter((r) => r.url.startsWith('/api/auditoria'));
    expect(routes.map(routeName)).toEqual(['GET /api/auditoria/filtros', 'POST /api/auditoria/lista']);
  });
});

describe('every write route leaves an audit row', () => {
  interface Call {
    actor: () => TestCuenta;
    run: () => Promise<LightMyRequestResponse>;
  }
  // Ordered: later calls rely on the state earlier ones leave (a period is opened, closed, paid…).
  const state: { periodo?: number; dist?: number; otra?: number; jugador?: number; cuenta?: number; nickname?: string } = {};
  const calls: [string, Call][] = [
    [
      'POST /api/distribuciones',
      {
        actor: () => w.tesorero,
        run: async () => {
          const res = await api.abrirPeriodo(w, 1);
          state.periodo = res.json().id_periodo;
          return res;
        },
      },
    ],
    [
      'PUT /api/distribuciones/cambiarSilver',
      {
        actor: () => w.tesorero,
        run: () =>
          t.request('PUT', '/api/distribuciones/cambiarSilver', {
            token: w.tesorero.token,
            body: [{ idPeriodo: state.periodo, silver: 5 }],
          }),
      },
    ],
    [
      'POST /api/distribuciones/crear',
      {
        actor: () => w.encargado,
        run: async () => {
          const res = await api.crear(w, state.periodo!);
          state.dist = res.json().distribucion.id_distribucion;
          // A second one to delete below (its own audit row is not what this step measures).
          state.otra = (await api.crear(w, state.periodo!, { codigo: nuevoCodigo() })).json().distribucion.id_distribucion;
          return res;
        },
      },
    ],
    ['PUT /api/distribuciones/eliminarDistribucion', { actor: () => w.encargado, run: () => api.eliminar(w, state.otra!) }],
    ['PUT /api/distribuciones/cerrarPeriodo', { actor: () => w.tesorero, run: () => api.cerrar(w, state.periodo!, 1) }],
    [
      'PUT /api/distribuciones/jugadorDistribuido',
      {
        actor: () => w.distribuidor,
        run: async () => {
          const [first, ...rest] = w.players.slice(0, 3);
          const res = await api.pagar(w, state.periodo!, first!.idPlayer);
          for (const p of rest) await api.pagar(w, state.periodo!, p.idPlayer);
          return res;
        },
      },
    ],
    [
      'PUT /api/distribuciones/deshacerPago',
      {
        actor: () => w.distribuidor,
        run: () =>
          t.request('PUT', '/api/distribuciones/deshacerPago', {
            token: w.distribuidor.token,
            body: [{ id_player: w.players[0]!.idPlayer, idPeriodo: state.periodo, razon: 'Marcado por error' }],
          }),
      },
    ],
    [
      'PUT /api/distribuciones/jugadoresDistribuidos',
      {
        actor: () => w.distribuidor,
        run: () =>
          t.request('PUT', '/api/distribuciones/jugadoresDistribuidos', {
            token: w.distribuidor.token,
            body: [{ idPeriodo: state.periodo, ids_player: [w.players[0]!.idPlayer] }],
          }),
      },
    ],
    ['PUT /api/distribuciones/cerrarDistribucion', { actor: () => w.distribuidor, run: () => api.finalizar(w, state.periodo!) }],
    [
      'POST /api/jugadores',
      {
        actor: () => t.lider,
        run: async () => {
          const res = await t.request('POST', '/api/jugadores', {
            token: t.lider.token,
            body: [{ nickname: 'auditnuevo', idRol: 1, idCargo: 3 }],
          });
          state.jugador = res.json().jugador.id_player;
          return res;
        },
      },
    ],
    [
      'PUT /api/jugadores',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/jugadores', {
            token: t.lider.token,
            body: [{ nickname: 'auditeditado', idRol: 2, idCargo: 3, idPlayer: state.jugador }],
          }),
      },
    ],
    [
      'POST /api/cuentas',
      {
        actor: () => t.lider,
        run: async () => {
          const res = await t.request('POST', '/api/cuentas', {
            token: t.lider.token,
            body: [{ nickname: 'auditeditado', email: 'auditado@test.local', password: 'una-clave-larga', cargos: [7] }],
          });
          state.cuenta = res.json().cuenta.id_cuenta;
          return res;
        },
      },
    ],
    [
      'PUT /api/cuentas/cargos',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/cuentas/cargos', { token: t.lider.token, body: [{ idCuenta: state.cuenta, cargos: [5, 7] }] }),
      },
    ],
    [
      'PUT /api/cuentas/clave',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/cuentas/clave', {
            token: t.lider.token,
            body: [{ idCuenta: state.cuenta, password: 'otra-clave-larga' }],
          }),
      },
    ],
    [
      'PUT /api/cuentas/desactivar',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/cuentas/desactivar', { token: t.lider.token, body: [{ idCuenta: state.cuenta }] }),
      },
    ],
    [
      'PUT /api/cuentas/activar',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/cuentas/activar', { token: t.lider.token, body: [{ idCuenta: state.cuenta }] }),
      },
    ],
    [
      'PUT /api/notificaciones/reintentar',
      {
        actor: () => t.lider,
        run: async () => {
          const [fallido] = await t.db
            .insert(outbox)
            .values({ tipo: 'periodo_abierto', resumen: 'Periodo abierto', payload: {}, estado: 'fallido', error: '404' })
            .returning({ id: outbox.idOutbox });
          return t.request('PUT', '/api/notificaciones/reintentar', { token: t.lider.token, body: [{ id: fallido!.id }] });
        },
      },
    ],
    [
      'PUT /api/jugadores/DeleteJugador',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/jugadores/DeleteJugador', {
            token: t.lider.token,
            body: [{ estado: false, idPlayer: state.jugador }],
          }),
      },
    ],
    [
      'POST /api/jugadores/registrar',
      {
        actor: () => w.encargado,
        run: () =>
          t.request('POST', '/api/jugadores/registrar', { token: w.encargado.token, body: [{ nickname: 'auditregistro' }] }),
      },
    ],
  ];

  it('knows a valid call for every write route the app serves, and every read-only POST exists', () => {
    const writes = apiRoutes(t.app)
      .filter((r) => isWriteRoute(r.method, r.url))
      .map((r) => routeKey(r.method, r.url));
    expect(calls.map(([name]) => name).sort()).toEqual([...new Set(writes)].sort());
    const served = new Set(apiRoutes(t.app).map((r) => routeKey(r.method, r.url)));
    expect([...READ_ROUTES].filter((r) => !served.has(r))).toEqual([]);
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
