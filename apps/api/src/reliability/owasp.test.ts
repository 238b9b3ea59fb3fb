// OWASP API Security Top 10 (2023), one block per item that applies to this API (docs/reliability.md).
// API6 (sensitive business flows) is covered by the write rate limit (API4) and by the idempotent
// distribution code (modules/distribuciones); API10 checks the adapters' own validation.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { CARGO, CARGO_IDS, REGLAS_REGEAR_DEFECTO, TOKEN_HEADER } from '@reparto/contract';
import { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestCuenta } from '../testing/harness.js';
import { TokenService } from '../lib/jwt.js';
import { cuenta, cuentaCargo, distribucion, idempotencia, periodo } from '../db/schema.js';
import { AlbionMembership } from '../adapters/albion/gameinfo.js';
import { GuildVoiceState } from '../adapters/discord/guild-state.js';
import { MENSAJE_LIMITE_ESCRITURA } from '../plugins/write-rate-limit.js';
import { MENSAJE_CLIENTE_CORTO } from '../plugins/errors.js';
import { apiRoutes, isStream, isWrite, routeName, type RouteInfo } from '../testing/app-routes.js';
import { api, buildWorld, type World } from '../testing/world.js';
import { abrirEventos } from '../testing/eventos.js';
import { aplicarConsecuencias } from '../lib/escritura.js';
import { SUSCRIPCION_PUSH } from '../testing/escrituras.js';

// A local stand-in for the Albion gameinfo API whose answers each test chooses, and a second local
// server that must never be reached (SSRF canary).
let gameinfoHandler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('{"players":[]}');
const gameinfoRequests: string[] = [];
let canaryHits = 0;
let gameinfo: Server;
let canary: Server;
let canaryUrl = '';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let t: TestApp;
let w: World;
beforeAll(async () => {
  canary = createServer((_req, res) => {
    canaryHits++;
    res.end('{"players":[]}');
  });
  canaryUrl = `http://127.0.0.1:${await listen(canary)}`;
  gameinfo = createServer((req, res) => {
    gameinfoRequests.push(req.url ?? '');
    gameinfoHandler(req, res);
  });
  const gameinfoPort = await listen(gameinfo);
  t = await buildTestApp({
    membership: new AlbionMembership({
      baseUrl: `http://127.0.0.1:${gameinfoPort}/api/gameinfo`,
      guildId: 'GREMIO-1',
      // No test here waits for a timeout: a long one, so a loaded machine never turns an answer into a 503.
      timeoutMs: 20_000,
      retryDelayMs: 1,
      cacheTtlMs: 0,
      requestsPerSecond: 1000,
      burst: 1000,
    }),
  });
  w = await buildWorld(t, 4);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => gameinfo.close(r));
  await new Promise((r) => canary.close(r));
});

const json = (res: { json(): unknown }) => res.json() as { ok: boolean; message: unknown };

describe('API1 broken object level authorization', () => {
  it("refuses to delete another content manager's distribution (403) and leaves it live", async () => {
    const idPeriodo = await api.periodo(w, 2);
    const created = await api.crear(w, idPeriodo);
    const idDist = created.json().distribucion.id_distribucion as number;
    const res = await api.eliminar(w, idDist, w.encargado2);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      ok: false,
      message: 'Solo el encargado de contenido que creó la distribución puede eliminarla',
      code: 'distribucion.soloCreador',
    });
    const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, idDist));
    expect(row!.estado).toBe(true);
  });

  it('refuses payments and the finalization to a distributor who is not the period’s (403)', async () => {
    const idPeriodo = await api.periodo(w, 3);
    await api.crear(w, idPeriodo);
    expect((await api.cerrar(w, idPeriodo, 3)).statusCode).toBe(200);
    const other = await t.createCuenta({ cargos: [5] });
    const pay = await t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
      token: other.token,
      body: [{ id_player: w.players[0]!.idPlayer, idPeriodo }],
    });
    expect(pay.statusCode).toBe(403);
    expect(json(pay).message).toBe('Solo el distribuidor del periodo puede hacer esto');
    const fin = await t.request('PUT', '/api/distribuciones/cerrarDistribucion', { token: t.lider.token, body: [{ idPeriodo }] });
    expect(fin.statusCode).toBe(403);
    const pagos = await t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo }] });
    expect(pagos.json().message.every((r: { esta_pagado: boolean }) => !r.esta_pagado)).toBe(true);
  });
});

describe('API2 broken authentication', () => {
  const call = (token: string) => t.request('POST', '/api/auth/validarJsonWebToken', { token });
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  it('refuses an expired token', async () => {
    const expired = await new TokenService(TEST_JWT_SECRET, -10).sign(t.lider.idCuenta, 0);
    expect((await call(expired)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret, and a tampered one', async () => {
    const forged = await new TokenService('otro-secreto-de-al-menos-32-caracteres!!').sign(t.lider.idCuenta, 0);
    expect((await call(forged)).statusCode).toBe(401);
    const [h, , s] = t.lider.token.split('.');
    const tampered = `${h}.${b64({ sub: String(w.encargado.idCuenta), ver: 0, exp: 4_000_000_000 })}.${s}`;
    expect((await call(tampered)).statusCode).toBe(401);
  });

  it('refuses alg none and alg HS512', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(t.lider.idCuenta), ver: 0, exp: 4_000_000_000 })}.`;
    expect((await call(none)).statusCode).toBe(401);
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(t.lider.idCuenta))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await call(hs512)).statusCode).toBe(401);
  });

  it('ends the tokens of a disabled account, a reset password and a deleted account', async () => {
    const a = await t.createCuenta({ cargos: [7] });
    expect((await call(a.token)).statusCode).toBe(200);
    expect(
      (await t.request('PUT', '/api/cuentas/desactivar', { token: t.lider.token, body: [{ idCuenta: a.idCuenta }] })).statusCode,
    ).toBe(200);
    expect((await call(a.token)).statusCode).toBe(401);

    const b = await t.createCuenta({ cargos: [7] });
    await t.request('PUT', '/api/cuentas/clave', {
      token: t.lider.token,
      body: [{ idCuenta: b.idCuenta, password: 'nueva-clave-larga' }],
    });
    expect((await call(b.token)).statusCode).toBe(401);

    const c = await t.createCuenta({ cargos: [1, 7, 8] });
    await t.db.delete(cuentaCargo).where(eq(cuentaCargo.idCuenta, c.idCuenta));
    await t.db.delete(cuenta).where(eq(cuenta.idCuenta, c.idCuenta));
    const res = await call(c.token);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      ok: false,
      message: 'Sesión inválida o expirada, inicie sesión de nuevo',
      code: 'sesion.invalida',
    });
    expect((await t.request('POST', '/api/auditoria/lista', { token: c.token, body: [{ page: 1 }] })).statusCode).toBe(401);
  });

  it('never replays nor keeps an idempotency key for a revoked token or a removed charge (docs/reliability.md, finding 3)', async () => {
    const a = await t.createCuenta({ cargos: [8] });
    const idPeriodo = await api.periodo(w, 5);
    const cambiar = (token: string, clave: string, silver = 7) =>
      t.request('PUT', '/api/distribuciones/cambiarSilver', {
        token,
        body: [{ idPeriodo, silver }],
        headers: { 'idempotency-key': clave },
      });
    const claves = async (clave: string) =>
      (await t.db.select().from(idempotencia).where(eq(idempotencia.clave, clave))).map((r) => r.estado);
    expect((await cambiar(a.token, 'antes-de-quitar-cargo')).statusCode).toBe(200);
    expect((await cambiar(a.token, 'antes-de-quitar-cargo')).headers['idempotent-replayed']).toBe('true');
    // The charge is removed (the token itself stays valid): the replay is refused like the write.
    const cargos = await t.request('PUT', '/api/cuentas/cargos', {
      token: t.lider.token,
      body: [{ idCuenta: a.idCuenta, cargos: [7] }],
    });
    expect(cargos.statusCode).toBe(200);
    const sinCargo = await cambiar(a.token, 'antes-de-quitar-cargo');
    expect(sinCargo.statusCode).toBe(403);
    expect(sinCargo.headers['idempotent-replayed']).toBeUndefined();
    // The password is reset: the old token neither replays nor leaves a key behind.
    const b = await t.createCuenta({ cargos: [8] });
    expect((await cambiar(b.token, 'antes-del-reinicio-1')).statusCode).toBe(200);
    const clave = await t.request('PUT', '/api/cuentas/clave', {
      token: t.lider.token,
      body: [{ idCuenta: b.idCuenta, password: 'otra-clave-larga-1' }],
    });
    expect(clave.statusCode).toBe(200);
    const revocado = await cambiar(b.token, 'antes-del-reinicio-1');
    expect(revocado.statusCode).toBe(401);
    expect(revocado.headers['idempotent-replayed']).toBeUndefined();
    expect((await cambiar(b.token, 'despues-del-reinicio-2', 9)).statusCode).toBe(401);
    expect(await claves('despues-del-reinicio-2')).toEqual([]);
    const [row] = await t.db.select().from(periodo).where(eq(periodo.idPeriodo, idPeriodo));
    expect(row!.silverAlbion).toBe(7);
  });

  it('takes the token only from x-token (not from Authorization or the query string)', async () => {
    const bearer = await t.request('POST', '/api/auth/validarJsonWebToken', {
      headers: { authorization: `Bearer ${t.lider.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    const query = await t.request('POST', `/api/auth/validarJsonWebToken?token=${t.lider.token}&x-token=${t.lider.token}`);
    expect(query.statusCode).toBe(401);
  });
});

describe('API3 broken object property level authorization', () => {
  it('ignores ids, state, owner and per-player silver sent with a distribution', async () => {
    const idPeriodo = await api.periodo(w, 4);
    const res = await t.request('POST', '/api/distribuciones/crear', {
      token: w.encargado.token,
      body: [
        {
          idDistribucion: 654_321,
          idPeriodoDist: idPeriodo,
          silver: 900,
          motivo: 'Asignación masiva',
          jugadores: [w.players[0]!.idPlayer, w.players[1]!.idPlayer],
          estado: false,
          id_distribucion: 1,
          silverUnitario: 10_000,
          silver_unitario: 10_000,
          idCuentaEncargado: t.lider.idCuenta,
          idPlayerEncargado: t.lider.idPlayer,
          nickname_encargado: 'lider',
          fecha: '2000-01-01T00:00:00.000Z',
          razon_eliminacion: 'x',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(distribucion)
      .where(eq(distribucion.idDistribucion, res.json().distribucion.id_distribucion as number));
    expect(row).toMatchObject({
      estado: true,
      silverUnitario: 450,
      idCuentaEncargado: w.encargado.idCuenta,
      idPlayerEncargado: w.encargado.idPlayer,
      razonEliminacion: null,
    });
    expect(row!.fecha.getFullYear()).toBeGreaterThan(2020);
  });

  it('ignores state, value, distributor and creator sent with a new period', async () => {
    const res = await t.request('POST', '/api/distribuciones', {
      token: w.tesorero.token,
      body: [
        {
          idLugarDist: 6,
          gremioFederacion: 1,
          idEstadoDistribucion: 1,
          id_estado_distribucion: 1,
          silverAlbion: 5_000,
          idPlayerDistribuidor: w.distribuidor.idPlayer,
          idCuentaCreador: t.lider.idCuenta,
          fechaFinal: '2000-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(periodo)
      .where(eq(periodo.idPeriodo, res.json().id_periodo as number));
    expect(row).toMatchObject({
      idEstadoDistribucion: 3,
      silverAlbion: 0,
      idPlayerDistribuidor: null,
      idCuentaCreador: w.tesorero.idCuenta,
      fechaFinal: null,
    });
  });

  it('ignores charges, ids and state sent with a new player, and never returns password hashes', async () => {
    const res = await t.request('POST', '/api/jugadores', {
      token: t.lider.token,
      body: [
        { nickname: 'masivo', idRol: 1, idCargo: 3, estado: false, id_player: 1, cargos: [1], fecha_registro: '2000-01-01' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().jugador).toMatchObject({ nickname: 'masivo', estado: true, id_cargo: 3 });
    expect(res.json().jugador.id_player).not.toBe(1);

    const responses = [
      await t.request('GET', '/api/cuentas', { token: t.lider.token }),
      await t.request('POST', '/api/auth/login', { body: [{ email: t.lider.email, pwd: t.lider.password }] }),
      await t.request('POST', '/api/auditoria/lista', { token: t.lider.token, body: [{ page: 1, rows: 100 }] }),
    ];
    for (const r of responses) {
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toMatch(/argon2|password_?hash|passwordHash/i);
    }
  });

  it('refuses nicknames with markup (they could reach a screen): only letters and digits', async () => {
    for (const nickname of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "a' or '1'='1"]) {
      const crear = await t.request('POST', '/api/jugadores', {
        token: t.lider.token,
        body: [{ nickname, idRol: 1, idCargo: 3 }],
      });
      expect(crear.statusCode).toBe(400);
      expect(json(crear).message).toMatch(/El nickname solo admite letras y números/);
      const registrar = await t.request('POST', '/api/jugadores/registrar', { token: w.encargado.token, body: [{ nickname }] });
      expect(registrar.statusCode).toBe(400);
    }
  });
});

describe('API4 unrestricted resource consumption', () => {
  it('answers 413 in Spanish for a body over 1 MB', async () => {
    const res = await t.request('POST', '/api/distribuciones/crear', {
      token: w.encargado.token,
      body: [{ motivo: 'x'.repeat(1_100_000) }],
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      ok: false,
      message: 'El cuerpo de la petición es demasiado grande (máximo 1 MB)',
      code: 'http.cuerpoDemasiadoGrande',
    });
  });

  it('caps page sizes and page numbers, player lists and text lengths', async () => {
    const periodos = await t.request('GET', '/api/distribuciones/resumenDistribucion?page=1');
    expect(periodos.json().message.length).toBeLessThanOrEqual(10);
    expect((await t.request('GET', '/api/distribuciones/resumenDistribucion?page=1000001')).statusCode).toBe(400);
    expect(
      (await t.request('POST', '/api/auditoria/lista', { token: t.lider.token, body: [{ page: 1, rows: 1000 }] })).statusCode,
    ).toBe(400);
    const many = await api.crear(w, 1, { jugadores: Array.from({ length: 5000 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(400);
    const long = await api.crear(w, 1, { motivo: 'm'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toMatch(/como máximo 200 caracteres/);
  });
  it('never keeps a page beyond the last in the read cache, whoever asks for it (docs/reliability.md, finding 7)', async () => {
    const nickname = w.players[0]!.nickname;
    const [{ idPeriodo } = { idPeriodo: 0 }] = await t.db.select({ idPeriodo: periodo.idPeriodo }).from(periodo).limit(1);
    const antes = t.app.readCache.size;
    const calls = [
      ...[2, 999_999, 123_456].map((page) =>
        t.request('POST', '/api/distribuciones/historialJugador', { body: [{ nickname, page }] }),
      ),
      ...[50, 51].map((page) =>
        t.request('POST', '/api/jugadores/lista', { token: t.lider.token, body: [{ nickname: '', page }] }),
      ),
      ...[70, 71].map((page) =>
        t.request('POST', '/api/distribuciones/tablaDePago', { body: [{ idPeriodo, page, nickname: 'zz' }] }),
      ),
      ...[80, 81].map((page) => t.request('GET', `/api/distribuciones/resumenDistribucion?page=${page}`)),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toEqual([]);
    }
    expect(t.app.readCache.size).toBe(antes);
  });
});

// Every route with every charge: ~10 requests per route, and the routes grow with each feature (the
// ledger added a dozen); on a loaded machine the walk took 32 s, over the 30 s default.
describe('API5 broken function level authorization: every gated call with every other charge', { timeout: 180_000 }, () => {
  // Who may call each route (docs/domain.md, "Permissions"). 'publico' needs nothing; 'cuenta' any signed-in account;
  // a list of charges: an account holding one of them. Every route the app serves must be listed.
  const ACCESS: Record<string, 'publico' | 'cuenta' | number[]> = {
    'GET /api/health': 'publico',
    'GET /api/ready': 'publico',
    'POST /api/auth/login': 'publico',
    'POST /api/auth/validarJsonWebToken': 'cuenta',
    // «Entrar con Discord»: the flow itself is public (rate-limited); a Discord account without a mapped
    // role holds MIEMBRO (3), which the charge loop below checks against every gated route.
    'GET /api/auth/discord/config': 'publico',
    'POST /api/auth/discord/iniciar': 'publico',
    'GET /api/auth/discord/callback': 'publico',
    'POST /api/auth/discord/sesion': 'publico',
    'POST /api/auth/discord/vincular': 'publico',
    'POST /api/auth/discord/vincularCuenta': 'cuenta',
    'PUT /api/cuentas/desvincularDiscord': [1],
    // The first Discord logins waiting for approval (docs/integraciones.md, "Primer acceso"): the leader's, as every account.
    'GET /api/cuentas/solicitudesDiscord': [1],
    'PUT /api/cuentas/aprobarSolicitudDiscord': [1],
    'PUT /api/cuentas/rechazarSolicitudDiscord': [1],
    'GET /api/cuentas/mia': 'cuenta',
    'GET /api/cuentas/mia/gremios': 'cuenta',
    'PUT /api/cuentas/idioma': 'cuenta',
    'PUT /api/cuentas/avisosMd': 'cuenta',
    'GET /api/push/clave': 'cuenta',
    'GET /api/push/suscripciones': 'cuenta',
    'PUT /api/push/suscripcion': 'cuenta',
    'PUT /api/push/baja': 'cuenta',
    'GET /api/distribuciones/resumenDistribucion': 'publico',
    'GET /api/distribuciones/getLugares': 'publico',
    'GET /api/distribuciones/periodosEnCurso': 'publico',
    'GET /api/distribuciones/periodo': 'publico',
    'POST /api/distribuciones/getDistribucion': 'publico',
    'POST /api/distribuciones/tablaDePago': 'publico',
    'GET /api/distribuciones/top3BestPlayers': 'publico',
    'GET /api/distribuciones/top3BestCreadores': 'publico',
    'GET /api/distribuciones/searchGananciasPlayer': 'publico',
    'GET /api/distribuciones/gananciasJugador': 'publico',
    'POST /api/distribuciones/historialJugador': 'publico',
    'GET /api/exportar/pagos.csv': 'publico',
    'GET /api/exportar/distribuciones.csv': 'publico',
    'GET /api/exportar/historial.csv': 'publico',
    'GET /api/eventos': 'publico',
    'GET /api/exportar/auditoria.csv': [1],
    'GET /api/exportar/jugadores.csv': [1],
    'GET /api/distribuciones/getJugadoresSelect': 'cuenta',
    'PUT /api/distribuciones/jugadorDistribuido': 'cuenta',
    'PUT /api/distribuciones/jugadoresDistribuidos': 'cuenta',
    'PUT /api/distribuciones/pagarMiembro': 'cuenta',
    'PUT /api/distribuciones/deshacerPago': 'cuenta',
    'POST /api/distribuciones/conciliarPagos': 'cuenta',
    'GET /api/distribuciones/fondoGremio': 'publico',
    'PUT /api/distribuciones/cerrarDistribucion': 'cuenta',
    'POST /api/distribuciones': [8],
    'PUT /api/distribuciones/cambiarSilver': [8],
    'PUT /api/distribuciones/cerrarPeriodo': [8],
    'POST /api/distribuciones/getCasas': [8],
    'GET /api/jugadores/getDistributors': [8],
    'POST /api/distribuciones/crear': [7],
    'PUT /api/distribuciones/eliminarDistribucion': [7],
    // docs/liquidacion.md: any account; the service then asks for the payer, payee, creator or an officer.
    'PUT /api/distribuciones/transferenciaHecha': 'cuenta',
    'GET /api/distribuciones/paraCorregir': [7],
    'GET /api/distribuciones/getVoiceChannels': [7],
    'POST /api/distribuciones/getPlayersOfVoiceChannel': [7],
    'POST /api/distribuciones/jugadoresDeLista': [7],
    'POST /api/jugadores/registrar': [7],
    'GET /api/jugadores/isMember': [1, 7],
    'GET /api/jugadores/revisionMembresia': [1],
    'GET /api/jugadores/bajas': [1],
    'GET /api/jugadores/getSelects': [1],
    'POST /api/jugadores/lista': [1],
    'POST /api/jugadores': [1],
    'PUT /api/jugadores': [1],
    'PUT /api/jugadores/DeleteJugador': [1],
    'PUT /api/jugadores/vincularPersonaje': [1],
    'PUT /api/jugadores/personajeComercio': [1],
    'GET /api/jugadores/personajes': [1],
    'GET /api/cuentas': [1],
    'POST /api/cuentas': [1],
    'PUT /api/cuentas/cargos': [1],
    'PUT /api/cuentas/clave': [1],
    'PUT /api/cuentas/desactivar': [1],
    'PUT /api/cuentas/activar': [1],
    'POST /api/auditoria/lista': [1],
    'GET /api/auditoria/filtros': [1],
    'GET /api/notificaciones': [1],
    'PUT /api/notificaciones/reintentar': [1],
    // The regear (docs/regear.md): claims for the own player, or any for an officer (checked in the service).
    'GET /api/regear': 'publico',
    'GET /api/exportar/regear.csv': 'publico',
    'GET /api/regear/muertes': 'cuenta',
    'POST /api/regear/reclamar': 'cuenta',
    'GET /api/regear/reglas': 'cuenta',
    'PUT /api/regear/reglas': [1],
    'GET /api/gremio/ajustes': 'cuenta',
    'PUT /api/gremio/ajustes': [1],
    // The host's operator (docs/deploy.md, «Operador»): an account the environment names; no cargo opens them.
    'GET /api/operador/gremios': [],
    'POST /api/operador/gremios': [],
    'POST /api/operador/gremios/:id/suspender': [],
    'POST /api/operador/gremios/:id/reactivar': [],
    'PUT /api/operador/gremios/:id/cuotas': [],
    'GET /api/operador/gremios/:id/exportar': [],
    'GET /api/calendario/plantillas': 'cuenta',
    'POST /api/calendario/plantillas': [1],
    'PUT /api/calendario/plantillas': [1],
    'PUT /api/regear/aprobar': [1, 8],
    'PUT /api/regear/rechazar': [1, 8],
    'PUT /api/regear/pagar': 'cuenta',
    'PUT /api/regear/pagarVarios': 'cuenta',
    'PUT /api/regear/deshacerPago': 'cuenta',
    // The loot valuation (docs/botin.md): the cargo that creates distributions.
    'POST /api/precios/valorarBotin': [7],
    // Attendance (docs/asistencia.md): start for a content manager or the leader; end for those, or a
    // treasurer (a content manager ends only the sessions it started: asistencia.test.ts); reads signed in.
    'POST /api/asistencia/iniciar': [1, 7],
    'POST /api/asistencia/terminar': [1, 7, 8],
    'GET /api/asistencia/sesiones': 'cuenta',
    'GET /api/asistencia/sesion': 'cuenta',
    'GET /api/asistencia/participacion': 'cuenta',
    'GET /api/asistencia/jugador': 'cuenta',
    // The ledger (docs/libro.md): every account for the officers; a member's own entries and balance (checked in the service).
    'GET /api/libro/cuentas': [1, 5, 8],
    'POST /api/libro/cuentas': [1],
    'GET /api/libro/movimientos': 'cuenta',
    'GET /api/libro/saldo': 'cuenta',
    'POST /api/libro/ajuste': [1],
    'GET /api/exportar/libro.csv': [1, 5, 8],
    // Withdrawals (docs/libro.md, «Retiros»): asked, listed and cancelled by any account (its own; an
    // officer's for others, checked in the service: retiros.test.ts); reviewed by TESORERO or LIDER,
    // paid and undone by TESORERO or DISTRIBUIDOR; the caps read by those officers, set by the leader.
    'POST /api/retiros': 'cuenta',
    'GET /api/retiros': 'cuenta',
    'PUT /api/retiros/cancelar': 'cuenta',
    'PUT /api/retiros/aprobar': [1, 8],
    'PUT /api/retiros/rechazar': [1, 8],
    'PUT /api/retiros/pagar': [5, 8],
    'PUT /api/retiros/deshacerPago': [5, 8],
    // «Arqueo del cofre» (docs/libro.md): reviewed by the three officers, the batch paid as `pagar`.
    'POST /api/retiros/conciliar': [1, 5, 8],
    'PUT /api/retiros/pagarVarios': [5, 8],
    'GET /api/retiros/limites': [1, 5, 8],
    'PUT /api/retiros/limites': [1],
    // The iCal feed (docs/calendario.md): public (private events only with the guild's token); its links
    // for any account; renewing the token, the leader.
    'GET /api/calendario/calendario.ics': 'publico',
    'GET /api/calendario/enlaceIcs': 'cuenta',
    'POST /api/calendario/renovarEnlaceIcs': [1],
    // The calendar (docs/calendario.md): every account reads and signs up its own player; officers plan.
    'GET /api/calendario/eventos': 'cuenta',
    'POST /api/calendario/apuntarse': 'cuenta',
    'POST /api/calendario/eventos': [1, 7, 8],
    'PUT /api/calendario/eventos': [1, 7, 8],
    'PUT /api/calendario/confirmar': [1, 7, 8],
    // Alliances (docs/alianzas.md): the guild's leader proposes, answers and leaves; the host's LIDER or
    // DISTRIBUIDOR splits; the player's guild's officers pay; any account of a member guild reads (the
    // guild checked in the service: alianzas.test.ts).
    'GET /api/alianzas': 'cuenta',
    'POST /api/alianzas': [1],
    'PUT /api/alianzas/aceptar': [1],
    'PUT /api/alianzas/rechazar': [1],
    'PUT /api/alianzas/salir': [1],
    'GET /api/alianzas/jugadores': [1, 5],
    'POST /api/alianzas/repartos': [1, 5],
    'GET /api/alianzas/repartos': 'cuenta',
    'PUT /api/alianzas/repartos/pagar': [1, 5, 8],
    'GET /api/calendario/paraDistribuir': [1, 7, 8],
    // «Venta del botín» (docs/venta-botin.md): officers open and close; any account reads and bids
    // (a participant only, checked in the service: ventas.test.ts).
    'POST /api/ventas': [1, 7, 8],
    'PUT /api/ventas/cerrar': [1, 7, 8],
    'POST /api/ventas/pujar': 'cuenta',
    'GET /api/ventas': 'cuenta',
  };
  // Bodies and queries that pass validation but name nothing that exists, so that an allowed call
  // changes nothing (404/409) and a refused one can only be refused for the charge.
  const VALID: Record<string, { query?: string; body?: unknown }> = {
    'POST /api/distribuciones': { body: [{ idLugarDist: 99, gremioFederacion: 1 }] },
    'PUT /api/distribuciones/cambiarSilver': { body: [{ idPeriodo: 999_999, silver: 1 }] },
    'PUT /api/distribuciones/cerrarPeriodo': { body: [{ idPeriodo: 999_999, idPlayerDistribuidor: 1, idsCasas: [1] }] },
    'POST /api/distribuciones/getCasas': { body: [{ idLugar: 99 }] },
    'POST /api/distribuciones/crear': {
      body: [{ idDistribucion: 123_456, idPeriodoDist: 999_999, silver: 10, motivo: 'x', jugadores: [1] }],
    },
    'PUT /api/distribuciones/eliminarDistribucion': { body: [{ idDistribucion: 999_999, razon: 'x' }] },
    'PUT /api/distribuciones/transferenciaHecha': { body: [{ idTransferencia: 999_999 }] },
    'POST /api/distribuciones/getPlayersOfVoiceChannel': { body: [{ idVoiceChannel: '1' }] },
    'POST /api/distribuciones/jugadoresDeLista': { body: [{ lista: 'alguien' }] },
    'POST /api/jugadores/registrar': { body: [{ nickname: 'lider' }] },
    'GET /api/jugadores/isMember': { query: 'nickname=nadie' },
    'GET /api/distribuciones/gananciasJugador': { query: 'nickname=nadie' },
    'POST /api/distribuciones/historialJugador': { body: [{ nickname: 'nadie', page: 1 }] },
    'GET /api/exportar/pagos.csv': { query: 'idPeriodo=999999' },
    'GET /api/exportar/distribuciones.csv': { query: 'idPeriodo=999999' },
    'GET /api/exportar/historial.csv': { query: 'nickname=nadie' },
    'POST /api/jugadores/lista': { body: [{ nickname: '', page: 1 }] },
    'POST /api/jugadores': { body: [{ nickname: 'lider', idRol: 1, idCargo: 3 }] },
    'PUT /api/jugadores': { body: [{ nickname: 'nadie', idRol: 1, idCargo: 3, idPlayer: 999_999 }] },
    'PUT /api/jugadores/DeleteJugador': { body: [{ estado: false, idPlayer: 999_999 }] },
    'POST /api/cuentas': { body: [{ nickname: 'nadie', email: 'nadie@test.local', password: 'clave-larga-1', cargos: [] }] },
    'PUT /api/cuentas/cargos': { body: [{ idCuenta: 999_999, cargos: [] }] },
    'PUT /api/cuentas/clave': { body: [{ idCuenta: 999_999, password: 'clave-larga-1' }] },
    'PUT /api/cuentas/desactivar': { body: [{ idCuenta: 999_999 }] },
    'PUT /api/cuentas/activar': { body: [{ idCuenta: 999_999 }] },
    'PUT /api/cuentas/desvincularDiscord': { body: [{ idCuenta: 999_999 }] },
    'PUT /api/cuentas/aprobarSolicitudDiscord': { body: [{ idSolicitud: 999_999 }] },
    'PUT /api/cuentas/rechazarSolicitudDiscord': { body: [{ idSolicitud: 999_999 }] },
    'PUT /api/cuentas/idioma': { body: [{ idioma: 'es' }] },
    'PUT /api/cuentas/avisosMd': { body: [{ avisosMd: true }] },
    'PUT /api/push/suscripcion': { body: [SUSCRIPCION_PUSH] },
    'PUT /api/push/baja': { body: [{ endpoint: SUSCRIPCION_PUSH.endpoint }] },
    'POST /api/auditoria/lista': { body: [{ page: 1 }] },
    'PUT /api/notificaciones/reintentar': { body: [{ id: 999_999 }] },
    'PUT /api/distribuciones/jugadorDistribuido': { body: [{ id_player: 1, idPeriodo: 999_999 }] },
    'PUT /api/distribuciones/cerrarDistribucion': { body: [{ idPeriodo: 999_999 }] },
    'PUT /api/distribuciones/jugadoresDistribuidos': { body: [{ idPeriodo: 999_999, ids_player: [1] }] },
    'PUT /api/distribuciones/pagarMiembro': { body: [{ idPeriodo: 999_999, idPlayerPrincipal: 1 }] },
    'PUT /api/jugadores/vincularPersonaje': { body: [{ idPlayer: 999_999, idPlayerPrincipal: null }] },
    'PUT /api/jugadores/personajeComercio': { body: [{ idPlayer: 999_999, idPlayerComercio: null }] },
    'PUT /api/distribuciones/deshacerPago': { body: [{ id_player: 1, idPeriodo: 999_999, razon: 'x' }] },
    'POST /api/distribuciones/conciliarPagos': {
      body: [{ idPeriodo: 999_999, registro: '"1/1/2025 10:00:00"\t"x"\t"Withdrawal"\t"-1"' }],
    },
    'GET /api/distribuciones/fondoGremio': { query: 'idPeriodo=999999' },
    'GET /api/distribuciones/paraCorregir': { query: 'idDistribucion=999999' },
    'GET /api/exportar/regear.csv': { query: 'idPeriodo=999999' },
    'GET /api/regear/muertes': { query: 'nickname=nadie' },
    'POST /api/regear/reclamar': { body: [{ idPeriodo: 999_999, eventId: 1, nickname: 'nadie' }] },
    // The defaults while none are saved: the leader's allowed call changes nothing.
    'PUT /api/regear/reglas': { body: [REGLAS_REGEAR_DEFECTO] },
    // The default: the leader's allowed call changes nothing.
    'PUT /api/gremio/ajustes': { body: [{ modoPago: 'al_finalizar' }] },
    'POST /api/operador/gremios': { body: [{ nombre: 'Owasp', slug: 'owasp', liderEmail: 'owasp@test.local' }] },
    'PUT /api/operador/gremios/:id/cuotas': { body: [{ cuotaMiembros: null, cuotaAuditoriaMeses: null }] },
    'PUT /api/regear/aprobar': { body: [{ idReclamo: 999_999 }] },
    'PUT /api/regear/rechazar': { body: [{ idReclamo: 999_999, razon: 'x' }] },
    'PUT /api/regear/pagar': { body: [{ idReclamo: 999_999 }] },
    'PUT /api/regear/pagarVarios': { body: [{ idPeriodo: 999_999, ids: [999_999] }] },
    'PUT /api/regear/deshacerPago': { body: [{ idReclamo: 999_999, razon: 'x' }] },
    'POST /api/precios/valorarBotin': { body: [{ texto: 'x', idSesion: 999_999 }] },
    'POST /api/asistencia/iniciar': { body: [{ idCanal: 'no-existe' }] },
    'POST /api/asistencia/terminar': { body: [{ idSesion: 999_999 }] },
    'POST /api/calendario/eventos': {
      body: [
        {
          titulo: 'x',
          idLugarDist: 99,
          inicio: '2030-01-01T20:00:00Z',
          fin: '2030-01-01T22:00:00Z',
          cierreInscripcion: '2030-01-01T19:00:00Z',
          huecos: {},
        },
      ],
    },
    'PUT /api/calendario/eventos': { body: [{ idEvento: 999_999, nota: 'x' }] },
    'PUT /api/calendario/confirmar': { body: [{ idEvento: 999_999, idPlayer: 1, estado: 'quitado' }] },
    'POST /api/calendario/apuntarse': { body: [{ idEvento: 999_999, rol: 'dps', estado: 'apuntado' }] },
    'GET /api/calendario/paraDistribuir': { query: 'idEvento=999999' },
    'GET /api/asistencia/sesion': { query: 'idSesion=999999' },
    'GET /api/asistencia/jugador': { query: 'idPlayer=999999' },
    // A name the walk's leader call cannot create: a fixed account's (409).
    'POST /api/libro/cuentas': { body: [{ nombre: 'Tesorería' }] },
    'GET /api/libro/movimientos': { query: 'idCuentaLibro=999999' },
    'GET /api/libro/saldo': { query: 'nickname=nadie' },
    'POST /api/libro/ajuste': { body: [{ idCuentaLibro: 999_999, silver: 1, razon: 'x' }] },
    'GET /api/exportar/libro.csv': { query: 'idCuentaLibro=999999' },
    // No balance: 400 (nothing to withdraw), never a withdrawal.
    'POST /api/retiros': { body: [{ silver: 1 }] },
    'PUT /api/retiros/cancelar': { body: [{ idRetiro: 999_999 }] },
    'PUT /api/retiros/aprobar': { body: [{ idRetiro: 999_999 }] },
    'PUT /api/retiros/rechazar': { body: [{ idRetiro: 999_999, razon: 'x' }] },
    'PUT /api/retiros/pagar': { body: [{ idRetiro: 999_999 }] },
    'PUT /api/retiros/deshacerPago': { body: [{ idRetiro: 999_999, razon: 'x' }] },
    'PUT /api/retiros/pagarVarios': { body: [{ idRetiro: 999_999 }] },
    // Reads only: the allowed call answers the matching and changes nothing.
    'POST /api/retiros/conciliar': { body: [{ registro: '"1/1/2025 10:00:00"\t"x"\t"Withdrawal"\t"-1"' }] },
    // No cap to take away: the leader's allowed call changes nothing.
    'PUT /api/retiros/limites': { body: [{ idCargo: 2, silverSemana: null }] },
    'POST /api/ventas': {
      body: [{ idPeriodo: 999_999, valorMercado: 1, cierre: '2999-01-01T00:00:00Z', motivo: 'x', participantes: [1] }],
    },
    'PUT /api/ventas/cerrar': { body: [{ idVenta: 999_999 }] },
    'POST /api/ventas/pujar': { body: [{ idVenta: 999_999, silver: 1 }] },
    'GET /api/ventas': { query: 'idPeriodo=999999' },
    'POST /api/alianzas': { body: [{ slug: 'no-existe', nombre: 'x' }] },
    'PUT /api/alianzas/aceptar': { body: [{ idAlianza: 999_999 }] },
    'PUT /api/alianzas/rechazar': { body: [{ idAlianza: 999_999 }] },
    'PUT /api/alianzas/salir': { body: [{ idAlianza: 999_999 }] },
    'GET /api/alianzas/jugadores': { query: 'idAlianza=999999' },
    'POST /api/alianzas/repartos': {
      body: [{ idAlianza: 999_999, motivo: 'x', silver: 1, participantes: [{ id_player: 1, peso: 1 }] }],
    },
    'GET /api/alianzas/repartos': { query: 'idAlianza=999999' },
    'PUT /api/alianzas/repartos/pagar': { body: [{ idRepartoAlianza: 999_999, id_player: 1 }] },
  };
  const key = (r: RouteInfo) => `${r.method} ${r.url}`;
  const byCharge = new Map<number, TestCuenta>();
  let sinCargos: TestCuenta;
  beforeAll(async () => {
    for (const c of CARGO_IDS) byCharge.set(c, await t.createCuenta({ cargos: [c] }));
    sinCargos = await t.createCuenta({ cargos: [] });
  });
  const send = (r: RouteInfo, token?: string) => {
    const v = VALID[key(r)] ?? {};
    return t.request(r.method as 'GET', v.query ? `${r.url}?${v.query}` : r.url, { token, body: v.body });
  };

  it('knows who may call every route the app serves', () => {
    expect(
      apiRoutes()
        .map(key)
        .filter((k) => !(k in ACCESS)),
    ).toEqual([]);
  });

  it('answers 401 without a token on every non-public route, and 403 to every charge not allowed', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes()) {
      const rule = ACCESS[key(r)];
      if (rule === undefined || rule === 'publico') continue;
      const anon = await send(r);
      if (anon.statusCode !== 401) failures.push(`${routeName(r)} sin token → ${anon.statusCode}`);
      if (rule === 'cuenta') {
        const res = await send(r, sinCargos.token);
        if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${routeName(r)} con una cuenta → ${res.statusCode}`);
        continue;
      }
      for (const c of CARGO_IDS) {
        const res = await send(r, byCharge.get(c)!.token);
        const allowed = rule.includes(c);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403))
          failures.push(`${routeName(r)} cargo ${c} → ${res.statusCode}`);
        if (!allowed && res.statusCode !== 403) failures.push(`${routeName(r)} cargo ${c} → ${res.statusCode} (se esperaba 403)`);
        if (!allowed && json(res).ok !== false) failures.push(`${routeName(r)} cargo ${c}: respuesta sin ok: false`);
      }
      const none = await send(r, sinCargos.token);
      if (none.statusCode !== 403) failures.push(`${routeName(r)} sin cargos → ${none.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  // Permission before validation (lib/route.ts): what a caller sends cannot tell it more than that it may not call.
  it('checks access before reading the input: an invalid, malformed or oversized body or query gets 401/403, never 400 or 413', async () => {
    const miembro = byCharge.get(CARGO.MIEMBRO)!;
    const malas = (r: RouteInfo): { nombre: string; url: string; payload?: string }[] => {
      const query = `${r.url}?page=x&idPeriodo=-1&idSesion=x&idPlayer=x&idDistribucion=x&nickname=&interval=x`;
      if (r.method === 'GET') return [{ nombre: 'una consulta inválida', url: query }];
      return [
        { nombre: 'un cuerpo inválido', url: r.url, payload: JSON.stringify({ basura: true }) },
        { nombre: 'un JSON roto', url: r.url, payload: '[{"idPeriodo":' },
        { nombre: 'un cuerpo de más de 1 MB', url: r.url, payload: JSON.stringify([{ texto: 'x'.repeat(1_100_000) }]) },
        { nombre: 'una consulta y un cuerpo inválidos', url: query, payload: '[]' },
      ];
    };
    const failures: string[] = [];
    let gated = 0;
    for (const r of apiRoutes()) {
      const rule = ACCESS[key(r)];
      if (rule === undefined || rule === 'publico') continue;
      const quienes: [string, string | undefined, number][] = [['sin token', undefined, 401]];
      if (rule !== 'cuenta' && !rule.includes(CARGO.MIEMBRO)) {
        gated++;
        quienes.push(['un MIEMBRO', miembro.token, 403], ['sin cargos', sinCargos.token, 403]);
      }
      for (const mala of malas(r))
        for (const [quien, token, esperado] of quienes) {
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: mala.url,
            headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
            ...(mala.payload === undefined ? {} : { payload: mala.payload }),
          });
          if (res.statusCode !== esperado) failures.push(`${routeName(r)}, ${quien}, ${mala.nombre} → ${res.statusCode}`);
        }
    }
    expect(gated).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});

describe('API7 server side request forgery', () => {
  it('sends a nickname to Albion only as the encoded q parameter of the configured server, and refuses URLs as nicknames', async () => {
    gameinfoHandler = (_req, res) =>
      res.end(JSON.stringify({ players: [{ Id: 'p1', Name: 'nadie', GuildId: 'GREMIO-1', GuildName: 'Gremio' }] }));
    gameinfoRequests.length = 0;
    const ok = await t.request('GET', '/api/jugadores/isMember?nickname=nadie', { token: t.lider.token });
    expect(ok.statusCode).toBe(200);
    expect(gameinfoRequests).toEqual(['/api/gameinfo/search?q=nadie']);
    for (const nickname of [canaryUrl, `//127.0.0.1:${new URL(canaryUrl).port}/x`, 'file:///etc/passwd', '@127.0.0.1']) {
      const res = await t.request('GET', `/api/jugadores/isMember?nickname=${encodeURIComponent(nickname)}`, {
        token: t.lider.token,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(canaryHits).toBe(0);
  });

  it('never follows a redirect from the Albion API (503, the redirect target is not reached)', async () => {
    gameinfoHandler = (_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', `${canaryUrl}/robado`);
      res.end();
    };
    const res = await t.request('GET', '/api/jugadores/isMember?nickname=redirigido', { token: t.lider.token });
    expect(res.statusCode).toBe(503);
    expect(json(res).message).toMatch(/Albion Online/);
    expect(canaryHits).toBe(0);
  });

  it('has no outgoing HTTP call in the API code but the Albion clients and Discord (webhook, login, the bot REST calls), each to its configured URL', () => {
    const srcDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const full = path.join(dir, n);
        return statSync(full).isDirectory()
          ? walk(full)
          : n.endsWith('.ts') &&
              !n.includes('.test.') &&
              // Test support (the harness, the reliability tests' server and cluster drivers) is not API code.
              !full.includes(`${path.sep}testing${path.sep}`) &&
              !full.includes(`${path.sep}reliability${path.sep}`)
            ? [full]
            : [];
      });
    const callers = walk(srcDir)
      .filter((f) => /\bfetch\(|\bhttps?\.(request|get)\(|from 'undici'|from 'axios'/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(srcDir, f));
    // The backup engine (ops/respaldo.ts, run by the backup CLI) asks only its own server (loopback,
    // configured port) whether it is running.
    expect(callers.sort()).toEqual(
      [
        path.join('adapters', 'albion', 'gameinfo.ts'),
        path.join('adapters', 'albion', 'precios.ts'),
        path.join('adapters', 'discord', 'webhook.ts'),
        path.join('adapters', 'discord', 'oauth.ts'),
        path.join('adapters', 'discord', 'rest-salida.ts'),
        path.join('ops', 'respaldo.ts'),
      ].sort(),
    );
    // «Entrar con Discord» asks only DISCORD_API_BASE (this.url builds every address from it).
    const oauthCalls = readFileSync(path.join(srcDir, 'adapters', 'discord', 'oauth.ts'), 'utf8').match(/fetch\([^,)]*/g) ?? [];
    expect(oauthCalls).toEqual(['fetch(this.url(path']);
    // The webhook posts only to the URL it was built with (DISCORD_WEBHOOK_URL), never to one from a request.
    const webhookCalls =
      readFileSync(path.join(srcDir, 'adapters', 'discord', 'webhook.ts'), 'utf8').match(/fetch\([^,)]*/g) ?? [];
    expect(webhookCalls).toEqual(['fetch(this.#url']);
    // The bot's calls (the outbox's Discord REST calls) go only to DISCORD_API_BASE's v10 routes.
    const restCalls =
      readFileSync(path.join(srcDir, 'adapters', 'discord', 'rest-salida.ts'), 'utf8').match(/fetch\([^,)]*/g) ?? [];
    expect(restCalls).toEqual(['fetch(`${this.#o.base}/v10${ruta}`']);
    const backupCalls = readFileSync(path.join(srcDir, 'ops', 'respaldo.ts'), 'utf8').match(/fetch\([^,)]*/g) ?? [];
    expect(backupCalls).toEqual(['fetch(`http://127.0.0.1:${env.PORT}/api/health`']);
  });
});

describe('API8 security misconfiguration', () => {
  it('sends security headers and a strict CSP, and no x-powered-by', async () => {
    const res = await t.request('GET', '/api/distribuciones/getLugares');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps CORS closed: no Access-Control-Allow-Origin for a foreign origin, preflight refused', async () => {
    const get = await t.request('GET', '/api/distribuciones/getLugares', { headers: { origin: 'https://malicioso.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/distribuciones/crear',
      headers: {
        origin: 'https://malicioso.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': TOKEN_HEADER,
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('answers unknown routes and methods with a Spanish JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nada'],
      ['DELETE', '/api/distribuciones/crear'],
      ['TRACE', '/api/health'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'Ruta no encontrada', code: 'http.rutaNoEncontrada' });
    }
  });
});

describe('API9 improper inventory management', () => {
  it('documents in /api/docs/json every route the app serves (liveness and readiness aside)', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        // OpenAPI writes a path parameter `{id}`, Fastify `:id`.
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\/$/, '').replace(/\{(\w+)\}/g, ':$1') || '/'}`),
      ),
    );
    // The route table (src/routes.ts) is what the app serves; liveness and readiness are app.ts's own.
    const routes = apiRoutes();
    expect(routes.filter((r) => !t.app.hasRoute({ method: r.method as 'GET', url: r.url })).map(routeName)).toEqual([]);
    const served = routes.map(routeName);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.includes(r))).toEqual([]);
  });
});

describe('API10 unsafe consumption of APIs', () => {
  it.each([
    ['not JSON', '<html>mantenimiento</html>'],
    ['players not a list', '{"players":"todos"}'],
    ['a player without a name', '{"players":[{"Id":"1","GuildId":"GREMIO-1"}]}'],
    ['a name that is a number', '{"players":[{"Id":"1","Name":5,"GuildId":"GREMIO-1"}]}'],
  ])('refuses an Albion answer with %s (503 in Spanish, nothing stored)', async (_name, body) => {
    gameinfoHandler = (_req, res) => res.end(body);
    const res = await t.request('GET', `/api/jugadores/isMember?nickname=raro${Math.floor(Math.random() * 1e6)}`, {
      token: t.lider.token,
    });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      ok: false,
      message: 'La API de Albion Online respondió con datos inesperados; inténtelo de nuevo más tarde',
      code: 'albion.apiDatos',
    });
  });

  it('ignores malformed Discord gateway packets instead of trusting them', () => {
    const guildId = '1180000000000000001';
    const state = new GuildVoiceState(guildId);
    state.apply({ t: 'READY', d: { guilds: [{ id: guildId }] } });
    state.apply({
      t: 'GUILD_CREATE',
      d: { id: guildId, channels: [{ id: '10', type: 2, name: 'Voz' }], voice_states: [], members: [] },
    });
    const before = JSON.stringify(state.channels());
    for (const d of [null, 'x', 42, { id: 5, type: 'voz' }, { guild_id: guildId, id: '11', type: '2' }, { guild_id: guildId }]) {
      expect(() => state.apply({ t: 'CHANNEL_CREATE', d })).not.toThrow();
      expect(() => state.apply({ t: 'VOICE_STATE_UPDATE', d })).not.toThrow();
      expect(() => state.apply({ t: 'GUILD_CREATE', d })).not.toThrow();
    }
    expect(JSON.stringify(state.channels())).toBe(before);
    expect(state.phase).toBe('listo');
  });
});

describe('rate limits and internal errors (an app of their own)', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await buildTestApp({ loginRateLimit: 3, writeRateLimit: 4 });
  });
  afterAll(() => r.close());

  it('limits login attempts per address (429 in Spanish)', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await r.request('POST', '/api/auth/login', { body: [{ email: 'nadie@test.local', pwd: 'x' }] })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const last = await r.request('POST', '/api/auth/login', { body: [{ email: 'nadie@test.local', pwd: 'x' }] });
    expect(last.json()).toEqual({
      ok: false,
      message: 'Demasiados intentos de inicio de sesión, espere un minuto',
      code: 'limite.login',
    });
  });

  it('limits writes per account across every write route, not reads, and not other accounts', async () => {
    const a = await r.createCuenta({ cargos: [8] });
    const b = await r.createCuenta({ cargos: [8] });
    const write = (c: TestCuenta) =>
      r.request('PUT', '/api/distribuciones/cambiarSilver', { token: c.token, body: [{ idPeriodo: 999_999, silver: 1 }] });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await write(a)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404]);
    const limited = await r.request('POST', '/api/distribuciones', {
      token: a.token,
      body: [{ idLugarDist: 1, gremioFederacion: 1 }],
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ ok: false, message: MENSAJE_LIMITE_ESCRITURA, code: 'limite.escritura' });
    expect((await write(b)).statusCode).toBe(404);
    for (let i = 0; i < 10; i++) {
      expect(
        (await r.request('POST', '/api/distribuciones/getCasas', { token: a.token, body: [{ idLugar: 1 }] })).statusCode,
      ).toBe(200);
    }
  });

  it('counts a revoked token against its address, never against its account (docs/reliability.md, finding 2)', async () => {
    const a = await r.createCuenta({ cargos: [8] });
    const reset = await r.request('PUT', '/api/cuentas/clave', {
      token: r.lider.token,
      body: [{ idCuenta: a.idCuenta, password: 'otra-clave-larga-1' }],
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await r.db.select({ v: cuenta.tokenVersion }).from(cuenta).where(eq(cuenta.idCuenta, a.idCuenta));
    const nuevo = await r.tokens.sign(a.idCuenta, row!.v);
    const write = (token: string) =>
      r.request('PUT', '/api/distribuciones/cambiarSilver', { token, body: [{ idPeriodo: 999_999, silver: 1 }] });
    // The thief's old token uses up the budget of its address, like an anonymous client…
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await write(a.token)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // …and the real owner's new token still writes.
    expect((await write(nuevo)).statusCode).toBe(404);
  });

  it('puts every write route of the app under the limit, and no read', async () => {
    const z = await buildTestApp({ writeRateLimit: 0 });
    try {
      const failures: string[] = [];
      for (const route of apiRoutes()) {
        if (isStream(route)) continue;
        const res = await z.request(route.method as 'GET', route.url, {
          token: z.lider.token,
          body: route.method === 'GET' ? undefined : [],
        });
        const limited = res.statusCode === 429;
        if (isWrite(route) !== limited) failures.push(`${routeName(route)} → ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await z.close();
    }
  });

  it('answers an unexpected failure with a bare 500: no SQL, no stack', async () => {
    await r.db.execute(sql`alter table lugar_distribucion rename to lugar_distribucion_oculto`);
    try {
      const res = await r.request('GET', '/api/distribuciones/getLugares');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ ok: false, message: 'Error interno del servidor', code: 'http.errorInterno' });
    } finally {
      await r.db.execute(sql`alter table lugar_distribucion_oculto rename to lugar_distribucion`);
    }
  });
});

// The outside security pass (docs/reliability.md): GET /api/eventos and slow clients, on a real socket.
describe('API4 live streams and slow clients (apps of their own, on a socket)', () => {
  const servir = async (options: Parameters<typeof buildTestApp>[0]) => {
    const app = await buildTestApp(options);
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
  };
  let s: Awaited<ReturnType<typeof servir>>;
  const registro: Record<string, unknown>[] = [];
  beforeAll(async () => {
    s = await servir({
      eventos: { max: 4, maxPorDireccion: 2, latidoMs: 50 },
      trustProxy: '127.0.0.1',
      logger: { level: 'info', stream: { write: (linea: string) => void registro.push(JSON.parse(linea)) } },
    });
  });
  afterAll(() => s.app.close());
  const desde = (ip: string, extra: Record<string, string> = {}) =>
    abrirEventos(`${s.base}/api/eventos`, { 'x-forwarded-for': ip, ...extra });

  it('lets no address hold more than its share of the streams: a new one ends its oldest (finding 1)', async () => {
    const a = [];
    // One client opens streams without end: it never holds more than 2, the others keep theirs.
    const otro = await desde('198.51.100.2');
    for (let i = 0; i < 6; i++) a.push(await desde('203.0.113.1'));
    await Promise.all(a.slice(0, 4).map((x) => x.terminado));
    expect(s.app.app.eventos.abiertos.size).toBe(3);
    const tercero = await desde('192.0.2.3');
    await otro.esperarLatidos(otro.latidos() + 1);
    for (const x of [...a, otro, tercero]) x.cerrar();
  });

  it('takes the address from X-Forwarded-For only when TRUST_PROXY trusts the proxy (finding 1)', async () => {
    const sinProxy = await servir({ eventos: { max: 10, maxPorDireccion: 2, latidoMs: 50 } });
    try {
      const abrir = (ip: string) => abrirEventos(`${sinProxy.base}/api/eventos`, { 'x-forwarded-for': ip });
      const [x, y] = [await abrir('203.0.113.1'), await abrir('203.0.113.2')];
      // Every stream comes from 127.0.0.1, whatever the header says: the third ends the first.
      const z = await abrir('203.0.113.3');
      await x.terminado;
      expect(sinProxy.app.app.eventos.abiertos.size).toBe(2);
      y.cerrar();
      z.cerrar();
    } finally {
      await sinProxy.app.close();
    }
  });

  it('ends a stream after its longest life; the browser resumes with Last-Event-ID and misses nothing (finding 1)', async () => {
    const corta = await servir({ eventos: { vidaMaxMs: 300, latidoMs: 50 } });
    try {
      const primera = await abrirEventos(`${corta.base}/api/eventos`);
      await aplicarConsecuencias(corta.app.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 1 } });
      const [visto] = await primera.esperar(1);
      await primera.terminado;
      await aplicarConsecuencias(corta.app.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 2 } });
      const vuelve = await abrirEventos(`${corta.base}/api/eventos`, { 'last-event-id': String(visto!.id) });
      const [perdido] = await vuelve.esperar(1);
      expect(perdido!.data).toEqual({ tipo: 'periodo', idPeriodo: 2 });
      vuelve.cerrar();
    } finally {
      await corta.app.close();
    }
  });

  it('answers HEAD with the headers and no stream (finding 1)', async () => {
    const res = await fetch(`${s.base}/api/eventos`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.app.app.eventos.abiertos.size).toBe(0);
  });

  it('never shows account administration on the public stream (finding 10)', async () => {
    const a = await s.app.createCuenta({ cargos: [7] });
    const stream = await desde('198.51.100.10');
    try {
      const reset = await s.app.request('PUT', '/api/cuentas/clave', {
        token: s.app.lider.token,
        body: [{ idCuenta: a.idCuenta, password: 'otra-clave-larga-1' }],
      });
      expect(reset.statusCode).toBe(200);
      await aplicarConsecuencias(s.app.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 76 } });
      const [antes] = await stream.esperar(1);
      const reset2 = await s.app.request('PUT', '/api/cuentas/clave', {
        token: s.app.lider.token,
        body: [{ idCuenta: a.idCuenta, password: 'otra-clave-larga-2' }],
      });
      expect(reset2.statusCode).toBe(200);
      await aplicarConsecuencias(s.app.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 77 } });
      const [, primero] = await stream.esperar(2);
      expect(primero!.data).toEqual({ tipo: 'periodo', idPeriodo: 77 });
      // Nor as a gap in the ids: the reset between the two took no number.
      expect(primero!.id).toBe(antes!.id + 1);
      // Nor to a browser that resumes from before it.
      const vuelve = await desde('198.51.100.11', { 'last-event-id': String(primero!.id - 1) });
      await aplicarConsecuencias(s.app.db, { auditoria: [], cambio: { tipo: 'periodo', idPeriodo: 78 } });
      const eventos = await vuelve.esperar(1);
      expect(eventos.map((e) => e.data.tipo)).toEqual(['periodo']);
      vuelve.cerrar();
    } finally {
      stream.cerrar();
    }
  });

  it('logs a client that cuts its body as such, at info, never as a database outage (finding 8)', async () => {
    const socket = connect((s.app.app.server.address() as AddressInfo).port, '127.0.0.1');
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n[{"em',
    );
    // Once the server has the start of the body, the client goes away.
    await expect
      .poll(() =>
        registro.some((l) => l['msg'] === 'incoming request' && (l['req'] as { url?: string })?.url === '/api/auth/login'),
      )
      .toBe(true);
    socket.destroy();
    await expect.poll(() => registro.some((l) => l['msg'] === MENSAJE_CLIENTE_CORTO)).toBe(true);
    expect(registro.find((l) => l['msg'] === MENSAJE_CLIENTE_CORTO)).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/auth/login',
    });
    expect(registro.filter((l) => l['msg'] === 'base de datos no disponible')).toEqual([]);
  });

  it('counts an IPv6 client by its /64: changing the last bits does not open more streams (finding 1)', async () => {
    const a = [];
    for (let i = 1; i <= 4; i++) a.push(await desde(`2001:db8:7:7::${i}`));
    await Promise.all(a.slice(0, 2).map((x) => x.terminado));
    expect(s.app.app.eventos.abiertos.size).toBe(2);
    // Another /64 is another client.
    const vecino = await desde('2001:db8:7:8::1');
    expect(s.app.app.eventos.abiertos.size).toBe(3);
    for (const x of [...a, vecino]) x.cerrar();
  });

  it('closes the connections of one address beyond CONEXIONES_MAX_POR_DIRECCION at once, never those of a trusted proxy (finding 6)', async () => {
    const capada = await servir({ conexionesMaxPorDireccion: 3 });
    const detras = await servir({ conexionesMaxPorDireccion: 3, trustProxy: 'loopback' });
    const abiertas: ReturnType<typeof connect>[] = [];
    /** Opens a socket that starts a request it never finishes (a slow client); resolves whether it was kept. */
    const lento = (port: number) =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        abiertas.push(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(false));
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n[', () =>
          setTimeout(() => resolve(!socket.destroyed), 150),
        );
      });
    const puerto = (x: typeof capada) => (x.app.app.server.address() as AddressInfo).port;
    try {
      const directas = [];
      for (let i = 0; i < 5; i++) directas.push(await lento(puerto(capada)));
      expect(directas).toEqual([true, true, true, false, false]);
      // Even a quick request of that address is refused while its slow ones hold the cap; once they go, it is served.
      expect(await fetch(`${capada.base}/api/health`).catch(() => 'cerrada')).toBe('cerrada');
      for (const socket of abiertas.splice(0)) socket.destroy();
      await expect.poll(async () => (await fetch(`${capada.base}/api/health`).catch(() => null))?.status).toBe(200);
      const tras = [];
      for (let i = 0; i < 5; i++) tras.push(await lento(puerto(detras)));
      expect(tras).toEqual([true, true, true, true, true]);
    } finally {
      for (const socket of abiertas) socket.destroy();
      await capada.app.close();
      await detras.app.close();
    }
  });

  it('cuts a request whose body trickles in past the timeout (408), never a live stream (finding 6)', async () => {
    const lenta = await servir({ requestTimeoutMs: 300, eventos: { latidoMs: 50 } });
    try {
      const stream = await abrirEventos(`${lenta.base}/api/eventos`);
      const socket = connect((lenta.app.app.server.address() as AddressInfo).port, '127.0.0.1');
      let respuesta = '';
      socket.on('data', (d) => (respuesta += String(d)));
      const cerrado = new Promise((resolve) => socket.on('close', resolve));
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n[');
      await cerrado;
      expect(respuesta).toMatch(/^HTTP\/1\.1 408 /);
      expect(respuesta.slice(respuesta.indexOf('\r\n\r\n') + 4)).toBe(
        JSON.stringify({
          ok: false,
          message: 'La petición tardó demasiado en llegar; vuelva a intentarlo',
          code: 'http.peticionLenta',
        }),
      );
      // The stream opened before it has outlived the timeout and still receives.
      await stream.esperarLatidos(stream.latidos() + 3);
      stream.cerrar();
    } finally {
      await lenta.app.close();
    }
  });
});
