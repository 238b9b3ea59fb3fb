// Hostile input (docs/reliability.md): property-based tests (fast-check) that throw more than 10,000 invalid
// bodies, query strings and headers at every route the app serves (read from the router, so new
// routes are covered without being listed). Whatever comes in, the answer is never a 5xx and every
// failure is `{ ok: false, message }` in Spanish with 400/401/403/404/409/413 (429 when limited).
// Also: the audit dates (the list and its export agree), the live stream's headers over a socket,
// and CSV fields against every delimiter a spreadsheet may split on (docs/reliability.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { REGLAS_REGEAR_DEFECTO } from '@reparto/contract';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { cuenta } from '../db/schema.js';
import { apiRoutes, isStream, routeName, type RouteInfo } from '../testing/app-routes.js';
import { api, buildWorld, casasDe, type World } from '../testing/world.js';
import { campo } from '../modules/exportar/csv.js';
import { comprobarLibro } from '../modules/libro/comprobar.js';
import { killboardMemoria, muerte, preciosMemoria } from '../modules/regear/regear.fakes.js';

/** The records of a CSV text: its line ends outside quotes. */
function registrosCsv(texto: string): number {
  let dentro = false;
  let n = 0;
  for (let i = 0; i < texto.length; i++) {
    if (texto[i] === '"') dentro = !dentro;
    else if (!dentro && texto[i] === '\r' && texto[i + 1] === '\n') n++;
  }
  return n;
}

let t: TestApp;
let w: World;
let routes: RouteInfo[];
let periodoAbierto: number;
let sent = 0;
beforeAll(async () => {
  // The regear reads Albion: in memory here, so that a call gets past it (docs/regear.md).
  const killboard = killboardMemoria();
  t = await buildTestApp({ killboard, precios: preciosMemoria(), operadores: { emails: ['lider@test.local'], discordIds: [] } });
  w = await buildWorld(t, 3);
  // Streams never end under app.inject (testing/app-routes.ts).
  routes = apiRoutes().filter((r) => !isStream(r));
  // Real rows for ids to land on now and then, so that some calls get past "not found".
  periodoAbierto = await api.periodo(w, 7);
  const idDist = (await api.crear(w, periodoAbierto)).json().distribucion.id_distribucion as number;
  liderToken = t.lider.token;
  const [p1, p2, p3] = w.players;
  const P = periodoAbierto;
  killboard.jugadores.set(p1!.nickname, 'albion-p1');
  const regear = muerte({ victimId: 'albion-p1' });
  killboard.eventos.set(regear.EventId, regear);
  TEMPLATES = {
    'POST /api/auth/login': { email: t.lider.email, pwd: 'no-es-la-clave' },
    'POST /api/distribuciones': { idLugarDist: 1, gremioFederacion: 1 },
    'PUT /api/distribuciones/cambiarSilver': { idPeriodo: P, silver: 10 },
    'PUT /api/distribuciones/cerrarPeriodo': {
      idPeriodo: P,
      idPlayerDistribuidor: w.distribuidor.idPlayer,
      idsCasas: casasDe(7),
    },
    'PUT /api/distribuciones/cerrarDistribucion': { idPeriodo: P },
    'POST /api/distribuciones/getCasas': { idLugar: 7 },
    'POST /api/distribuciones/getDistribucion': { idPeriodoDist: P },
    'POST /api/distribuciones/tablaDePago': { idPeriodo: P },
    'POST /api/distribuciones/historialJugador': { nickname: p1!.nickname, page: 1 },
    'POST /api/distribuciones/crear': {
      idDistribucion: 123_456,
      idPeriodoDist: P,
      silver: 1000,
      motivo: 'Motivo',
      email: null,
      jugadores: [p1!.idPlayer, p2!.idPlayer],
    },
    'PUT /api/distribuciones/jugadorDistribuido': { id_player: p1!.idPlayer, idPeriodo: P },
    'PUT /api/distribuciones/eliminarDistribucion': { idDistribucion: idDist, razon: 'Razón' },
    'POST /api/distribuciones/getPlayersOfVoiceChannel': { idVoiceChannel: '1' },
    'POST /api/distribuciones/jugadoresDeLista': { lista: 'alguien' },
    'POST /api/jugadores/lista': { nickname: '', page: 1 },
    'POST /api/jugadores': { nickname: 'fuzznuevo', idRol: 1, idCargo: 3 },
    'PUT /api/jugadores': { nickname: p3!.nickname, idRol: 1, idCargo: 3, idPlayer: p3!.idPlayer },
    'PUT /api/jugadores/DeleteJugador': { estado: true, idPlayer: p3!.idPlayer },
    'POST /api/jugadores/registrar': { nickname: 'fuzzregistro' },
    'POST /api/cuentas': { nickname: p3!.nickname, email: 'fuzz@test.local', password: 'clave-larga-1', cargos: [3] },
    'PUT /api/cuentas/cargos': { idCuenta: w.encargado2.idCuenta, cargos: [7] },
    'PUT /api/cuentas/clave': { idCuenta: w.encargado2.idCuenta, password: 'clave-larga-1' },
    'PUT /api/cuentas/desactivar': { idCuenta: w.encargado2.idCuenta },
    'PUT /api/cuentas/activar': { idCuenta: w.encargado2.idCuenta },
    'POST /api/regear/reclamar': { idPeriodo: P, eventId: regear.EventId, nickname: p1!.nickname },
    'PUT /api/regear/aprobar': { idReclamo: 1, silver: 10, precios: [{ slot: 'Head', silver: 10 }] },
    'PUT /api/regear/rechazar': { idReclamo: 1, razon: 'Razón' },
    'PUT /api/regear/reglas': { ...REGLAS_REGEAR_DEFECTO },
    'PUT /api/gremio/ajustes': { modoPago: 'al_finalizar' },
    // The leader is also the host's operator here (its email in `operadores`).
    'POST /api/operador/gremios': { nombre: 'Gremio fuzz', slug: 'gremio-fuzz', liderEmail: 'fuzz-lider@test.local' },
    'PUT /api/operador/gremios/:id/cuotas': { cuotaMiembros: 10, cuotaAuditoriaMeses: 3 },
    'POST /api/libro/ajuste': { nickname: p1!.nickname, silver: 10, razon: 'Razón' },
    'POST /api/libro/cuentas': { nombre: 'Cuenta fuzz' },
    'POST /api/retiros': { silver: 1000, nickname: p1!.nickname },
    'PUT /api/retiros/aprobar': { idRetiro: 1 },
    'PUT /api/retiros/rechazar': { idRetiro: 1, razon: 'Razón' },
    'PUT /api/retiros/pagar': { idRetiro: 1 },
    'PUT /api/retiros/deshacerPago': { idRetiro: 1, razon: 'Razón' },
    'PUT /api/retiros/cancelar': { idRetiro: 1 },
    'PUT /api/retiros/pagarVarios': { idRetiro: 1 },
    'POST /api/retiros/conciliar': { registro: '"11/20/2026 21:04:11"\t"Ana"\t"Withdrawal"\t"-1000"' },
    'PUT /api/retiros/limites': { idCargo: 3, silverSemana: 5_000_000 },
    // Alliances (docs/alianzas.md): the default guild has none, so these land on «not found» or «not a member».
    'POST /api/alianzas': { slug: 'fuzz-aliado', nombre: 'Alianza fuzz' },
    'PUT /api/alianzas/aceptar': { idAlianza: 1 },
    'PUT /api/alianzas/rechazar': { idAlianza: 1 },
    'PUT /api/alianzas/salir': { idAlianza: 1 },
    'POST /api/alianzas/repartos': {
      idAlianza: 1,
      motivo: 'ZvZ',
      silver: 1000,
      participantes: [{ id_player: p1!.idPlayer, peso: 1 }],
    },
    'PUT /api/alianzas/repartos/pagar': { idRepartoAlianza: 1, id_player: p1!.idPlayer },
    'POST /api/auditoria/lista': {
      page: 1,
      rows: 10,
      accion: 'crear',
      entidad: 'periodo',
      desde: '2025-01-01',
      hasta: '2030-01-01',
    },
  };
});

/** A valid item per route that reads a body: the mutation test starts from it. */
let TEMPLATES: Record<string, Record<string, unknown>> = {};
afterAll(() => t.close());

const ALLOWED = new Set([200, 201, 400, 401, 403, 404, 409, 413, 429]);
/**
 * English or internal words that must not reach a client in an error message. «column» as a whole
 * word: the database's «column "x" does not exist», not the log parser's Spanish «tiene 1 columnas».
 */
const LEAK =
  /\b(must|should|Unexpected token|undefined|null value|violates|relation|column\b|syntax error|stack|at \S+ \(|Error:)/;

function checkAnswer(res: LightMyRequestResponse, what: string): void {
  sent++;
  // Discord's callback answers a redirect, and only ever to the web's own /discord page.
  if (res.statusCode === 302 && what.startsWith('GET /api/auth/discord/callback')) {
    if (!/^\/discord\?[\w=-]+$/.test(String(res.headers.location))) throw new Error(`${what} → 302 a ${res.headers.location}`);
    return;
  }
  if (!ALLOWED.has(res.statusCode)) throw new Error(`${what} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  // A CSV export's success is a file, not JSON (its failures are JSON like every other answer).
  if (res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/csv')) {
    if (!res.body.startsWith('\uFEFF')) throw new Error(`${what} → CSV sin BOM: ${res.body.slice(0, 200)}`);
    return;
  }
  // The iCal feed's success is iCalendar text (docs/calendario.md, «Feed iCal»).
  if (res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/calendar')) {
    if (!res.body.startsWith('BEGIN:VCALENDAR\r\n')) throw new Error(`${what} → iCal sin VCALENDAR: ${res.body.slice(0, 200)}`);
    return;
  }
  let body: { ok?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    throw new Error(`${what} → ${res.statusCode} sin JSON: ${res.body.slice(0, 200)}`);
  }
  if (res.statusCode >= 400) {
    if (body.ok !== false || typeof body.message !== 'string' || body.message.trim() === '') {
      throw new Error(`${what} → ${res.statusCode} sin { ok: false, message }: ${res.body.slice(0, 300)}`);
    }
    if (LEAK.test(body.message)) throw new Error(`${what} → mensaje con detalles internos o en inglés: ${body.message}`);
  } else if (body.ok !== true) {
    throw new Error(`${what} → ${res.statusCode} sin ok: true`);
  }
}

// ---- Arbitraries -----------------------------------------------------------------------------

const FIELDS = [
  'idPeriodo',
  'silver',
  'motivo',
  'jugadores',
  'idDistribucion',
  'idPeriodoDist',
  'idLugarDist',
  'gremioFederacion',
  'idPlayerDistribuidor',
  'idsCasas',
  'id_player',
  'razon',
  'idLugar',
  'idVoiceChannel',
  'nickname',
  'page',
  'rows',
  'idPlayer',
  'estado',
  'idRol',
  'idCargo',
  'email',
  'pwd',
  'password',
  'cargos',
  'idCuenta',
  'accion',
  'entidad',
  'desde',
  'hasta',
  'interval',
  'idCuentaLibro',
  'nombre',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
];

/** Values that break naive code: extremes, wrong types, control characters, markup, SQL. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53 + 2,
    1e308,
    -1e308,
    1e-320,
    999_999,
    100_000,
    '',
    ' ',
    '0',
    '1',
    '-1',
    '1e3',
    'NaN',
    'Infinity',
    'null',
    'true',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFFFF',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' or 1=1 --",
    '%',
    '%%',
    '\\',
    '${7*7}',
    '../../etc/passwd',
    '2025-13-45',
    '2025-01-01T25:61:00Z',
    'lider',
    'LIDER',
    'a'.repeat(300),
    'ñandú',
    '🙂',
    '\n\r\t',
    true,
    false,
    null,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileScalar, { maxKeys: 4 }) },
);

/** An item that looks like the spec's bodies: known field names with hostile values. */
const nearValidItem = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { minKeys: 1, maxKeys: 8 });

const body: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nearValidItem.map((item) => [item]) },
  { weight: 1, arbitrary: fc.array(nearValidItem, { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: nearValidItem },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.constant([]) },
  // Deep nesting.
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown) },
);

/** Raw payloads that are not JSON (sent as application/json) or have another type. */
const rawPayload = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => ({ payload: s, type: 'application/json' })),
  fc.constantFrom('{', '[{]', '[{"a":1}', 'null', '"texto"', '1', '[1,]', '\u0000', '{"__proto__":{"ok":true}}').map((s) => ({
    payload: s,
    type: 'application/json',
  })),
  fc.record({
    payload: fc.string({ maxLength: 40 }),
    type: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'application/jsonx',
      '',
    ),
  }),
);

const tokenHeader = fc.oneof(
  fc.constant<string | undefined>(undefined),
  fc.constant('lider'),
  fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  fc
    .tuple(fc.base64String({ maxLength: 40 }), fc.base64String({ maxLength: 80 }), fc.base64String({ maxLength: 40 }))
    .map(([a, b, c]) => `${a}.${b}.${c}`.replace(/=/g, '')),
  fc.constant('x'.repeat(8000)),
);

/** encodeURIComponent, with a lone surrogate sent as its raw (invalid) UTF-8 bytes. */
const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

const queryString = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('page', 'nickname', 'interval', 'idPeriodo', 'rows', '__proto__', 'page[]', 'a[b]'),
          fc.string({ maxLength: 10 }),
        ),
        fc.oneof(hostileScalar.map(String), fc.string({ maxLength: 30 })),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.constantFrom(
    '%',
    '%ZZ',
    '&&&',
    '=',
    'page=1&page=2',
    'nickname=%00',
    'interval=15&interval=30',
    'page=%F0%9F',
    'page=1e999',
    'nickname=' + 'a'.repeat(5000),
  ),
);

const routeArb = () => fc.constantFrom(...routes);
/** Routes that read a body. */
const bodyRouteArb = () => fc.constantFrom(...routes.filter((r) => r.method !== 'GET'));

/** The leader's token; renewed when a fuzzed call reset the leader's own password (401). */
let liderToken = '';
async function renewLiderToken(): Promise<void> {
  const [row] = await t.db.select({ v: cuenta.tokenVersion }).from(cuenta).where(eq(cuenta.idCuenta, t.lider.idCuenta));
  await t.db.update(cuenta).set({ activa: true }).where(eq(cuenta.idCuenta, t.lider.idCuenta));
  liderToken = await t.tokens.sign(t.lider.idCuenta, row!.v);
}

async function send(
  route: RouteInfo,
  opts: { token?: string | undefined; query?: string; payload?: unknown; headers?: Record<string, string> },
) {
  const token = opts.token === 'lider' ? liderToken : opts.token;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: opts.query !== undefined ? `${route.url}?${opts.query}` : route.url,
    headers: { ...(token !== undefined ? { 'x-token': token } : {}), ...opts.headers },
    ...(opts.payload !== undefined && route.method !== 'GET' ? { payload: opts.payload as string } : {}),
  });
  if (opts.token === 'lider' && res.statusCode === 401) await renewLiderToken();
  return res;
}

describe('cases the fuzzer found (kept as plain tests)', () => {
  it('answers 400, not 500, when the database refuses a value the schema let through', async () => {
    const cases: [string, () => Promise<LightMyRequestResponse>][] = [
      ['a NUL character in a query', () => t.request('GET', '/api/distribuciones/searchGananciasPlayer?nickname=%00')],
      [
        'a place id beyond smallint',
        () => t.request('POST', '/api/distribuciones/getCasas', { token: t.lider.token, body: [{ idLugar: 32_768 }] }),
      ],
      [
        'a NUL character in a motivo',
        async () => api.crear(w, await api.periodo(w, 8), { motivo: 'ZvZ\u0000', jugadores: [w.players[0]!.idPlayer] }),
      ],
      [
        'a NUL character in a filter',
        () => t.request('POST', '/api/jugadores/lista', { token: t.lider.token, body: [{ nickname: 'a\u0000', page: 1 }] }),
      ],
    ];
    for (const [name, call] of cases) {
      const res = await call();
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        ok: false,
        message: 'Datos inválidos: un valor está fuera de rango o contiene caracteres no admitidos',
        code: 'http.valorRechazado',
      });
    }
  });
});

describe('hostile input on every route', () => {
  it('covers every route of the app', () => {
    expect(routes.length).toBeGreaterThanOrEqual(38);
    expect(routes.map(routeName)).toContain('POST /api/distribuciones/crear');
  });

  it('answers 2,000 invalid JSON bodies without a 5xx, as { ok: false, message }', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyRouteArb(),
        body,
        fc.constantFrom<string | undefined>('lider', 'lider', 'lider', undefined),
        async (route, b, token) => {
          const res = await send(route, { token, payload: b, headers: { 'content-type': 'application/json' } });
          checkAnswer(res, `${routeName(route)} ${JSON.stringify(b)?.slice(0, 200)}`);
        },
      ),
      { numRuns: 2000 },
    );
  }, 600_000);

  it('answers 600 payloads that are not JSON or not application/json with 400/413/404', async () => {
    await fc.assert(
      fc.asyncProperty(bodyRouteArb(), rawPayload, async (route, raw) => {
        const res = await send(route, {
          token: 'lider',
          payload: raw.payload,
          headers: raw.type ? { 'content-type': raw.type } : {},
        });
        checkAnswer(res, `${routeName(route)} ${raw.type} ${JSON.stringify(raw.payload).slice(0, 100)}`);
      }),
      { numRuns: 600 },
    );
  }, 600_000);

  it('answers 1,000 hostile query strings without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        routeArb(),
        queryString,
        fc.constantFrom<string | undefined>('lider', undefined),
        async (route, q, token) => {
          const res = await send(route, { token, query: q, payload: route.method === 'GET' ? undefined : [{}] });
          checkAnswer(res, `${routeName(route)}?${q.slice(0, 200)}`);
        },
      ),
      { numRuns: 1000 },
    );
  }, 600_000);

  it('answers 1,500 requests with forged tokens and odd headers without a 5xx (401 when a token is needed)', async () => {
    const headerArb = fc.record(
      {
        accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0', ''),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'x'),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
        'x-request-id': fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        origin: fc.constantFrom('https://malicioso.example', 'null', 'http://localhost:3000'),
        cookie: fc.constantFrom('token=abc', 'x-token=' + 'a'.repeat(100), ''),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        routeArb(),
        tokenHeader.filter((tk) => tk !== 'lider'),
        headerArb,
        async (route, token, headers) => {
          const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
          const res = await send(route, { token, headers: { 'content-type': 'application/json', ...clean }, payload: [{}] });
          checkAnswer(res, `${routeName(route)} token=${String(token).slice(0, 40)} ${JSON.stringify(clean)}`);
          if (token !== undefined && res.statusCode === 403)
            throw new Error(`${routeName(route)}: 403 con un token falso (debía ser 401)`);
        },
      ),
      { numRuns: 1500 },
    );
  }, 600_000);

  it('answers unknown paths and methods with a JSON 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.array(fc.stringMatching(/^[A-Za-z0-9_.~-]{1,12}$/), { minLength: 1, maxLength: 4 }),
        async (method, segments) => {
          const url = `/api/${segments.join('/')}`;
          const route = routes.find((r) => r.url === url && r.method === method);
          if (route) return;
          const res = await t.app.inject({ method, url });
          checkAnswer(res, `${method} ${url}`);
          if (res.statusCode !== 404) throw new Error(`${method} ${url} → ${res.statusCode}`);
        },
      ),
      { numRuns: 500 },
    );
  }, 600_000);

  it('answers 1,500 valid bodies with one field made hostile without a 5xx', async () => {
    const templated = routes.filter((r) => TEMPLATES[routeName(r)] !== undefined);
    expect(templated.length).toBeGreaterThanOrEqual(20);
    const mutation = fc.tuple(
      fc.constantFrom(...templated),
      fc.constantFrom('set', 'set', 'set', 'delete', 'add', 'unwrap', 'twice'),
      fc.nat(),
      fc.constantFrom(...FIELDS),
      hostileValue,
    );
    await fc.assert(
      fc.asyncProperty(mutation, async ([route, kind, index, extra, value]) => {
        const item: Record<string, unknown> = { ...TEMPLATES[routeName(route)] };
        const keys = Object.keys(item);
        const key = keys[index % keys.length]!;
        if (kind === 'set') item[key] = value;
        else if (kind === 'delete') delete item[key];
        else if (kind === 'add') item[extra] = value;
        const payload = kind === 'unwrap' ? item : kind === 'twice' ? [item, item] : [item];
        const res = await send(route, { token: 'lider', payload, headers: { 'content-type': 'application/json' } });
        checkAnswer(res, `${routeName(route)} ${JSON.stringify(payload).slice(0, 300)}`);
      }),
      { numRuns: 1500 },
    );
  }, 600_000);

  it('answers 300 audit date filters (years 0 to 10000, offsets, the edges) with 200 or 400, the list and its export agreeing', async () => {
    const lista = routes.find((r) => routeName(r) === 'POST /api/auditoria/lista')!;
    const csv = routes.find((r) => routeName(r) === 'GET /api/exportar/auditoria.csv')!;
    const dia = fc.date({
      min: new Date(Date.UTC(0, 0, 1)),
      max: new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)),
      noInvalidDate: true,
    });
    const fecha = fc.oneof(
      fc.constantFrom(
        '0000-01-01',
        '0001-01-01',
        '1969-12-31',
        '1969-12-31T23:59:59.999Z',
        '1970-01-01',
        '1970-01-01T00:00:00+01:00',
        '9999-12-31',
        '9999-12-31T23:59:59.999Z',
        '9999-12-31T23:00:00-05:00',
        '10000-01-01',
        '+010000-01-01T00:00:00.000Z',
        '2025-02-30',
        '2026-11-26T10:00:00+14:00',
      ),
      dia.map((d) => d.toISOString().slice(0, 10)),
      dia.map((d) => d.toISOString()),
    );
    await fc.assert(
      fc.asyncProperty(fc.option(fecha, { nil: undefined }), fc.option(fecha, { nil: undefined }), async (desde, hasta) => {
        const filtro = { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) };
        const what = JSON.stringify(filtro);
        const a = await send(lista, {
          token: 'lider',
          payload: [{ page: 1, ...filtro }],
          headers: { 'content-type': 'application/json' },
        });
        checkAnswer(a, `auditoria/lista ${what}`);
        const b = await send(csv, { token: 'lider', query: new URLSearchParams(filtro).toString() });
        checkAnswer(b, `auditoria.csv ${what}`);
        if (a.statusCode !== b.statusCode) throw new Error(`${what}: lista ${a.statusCode}, csv ${b.statusCode}`);
        // The export holds the header and exactly the rows the list counts (not the header alone).
        if (a.statusCode === 200 && registrosCsv(b.body) !== 1 + (a.json() as { count: number }).count) {
          throw new Error(`${what}: ${registrosCsv(b.body)} líneas en el CSV para ${a.json().count} filas`);
        }
      }),
      { numRuns: 300 },
    );
  }, 600_000);

  it('answers 200 hostile header sets on the live stream (a real socket) with a stream that starts right, HEAD without one', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/eventos`;
    const valor = fc.oneof(
      fc.constantFrom('', '0', '-1', '-0', '1e3', 'NaN', '0x10', ' 5', '5 ', String(2 ** 53 + 2), '9'.repeat(400), "' or 1=1 --"),
      fc.string({ maxLength: 40 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
      fc.nat().map(String),
    );
    const cabeceras = fc.record(
      {
        'last-event-id': valor,
        accept: fc.constantFrom('text/event-stream', '*/*', 'application/json', 'text/html;q=0'),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', '203.0.113.7'),
        'cache-control': fc.constantFrom('no-cache', 'max-age=0', 'no-transform'),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(cabeceras, fc.boolean(), async (headers, head) => {
        sent++;
        const corte = new AbortController();
        try {
          const res = await fetch(url, { method: head ? 'HEAD' : 'GET', headers, signal: corte.signal });
          const what = `${head ? 'HEAD' : 'GET'} /api/eventos ${JSON.stringify(headers)}`;
          if (res.status !== 200) throw new Error(`${what} → ${res.status}`);
          if (res.headers.get('content-type') !== 'text/event-stream; charset=utf-8')
            throw new Error(`${what}: ${res.headers.get('content-type')}`);
          if (head) return;
          const reader = res.body!.getReader();
          let texto = '';
          while (!texto.includes('retry: 3000\n\n')) {
            const { done, value } = await reader.read();
            if (done) throw new Error(`${what}: el stream terminó sin empezar`);
            texto += new TextDecoder().decode(value);
          }
          if (!texto.startsWith('retry: 3000\n\n')) throw new Error(`${what}: ${texto.slice(0, 100)}`);
        } finally {
          corte.abort();
        }
      }),
      { numRuns: 200 },
    );
  }, 600_000);

  it('quotes 2,000 hostile texts so that no reader, whatever its delimiter, sees a cell that starts like a formula', () => {
    const caracter = fc.constantFrom(
      ',',
      ';',
      '\t',
      '"',
      '\r',
      '\n',
      '=',
      '+',
      '-',
      '@',
      '＝',
      '＋',
      '－',
      '＠',
      "'",
      'a',
      ' ',
      '1',
    );
    const texto = fc.oneof(fc.string({ unit: caracter, maxLength: 12 }), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(texto, (valor) => {
        const f = campo(valor);
        const dentro = f.slice(1, -1);
        // One quoted field: a reader splitting on `,`, `;` or a tab keeps it whole, quotes doubled inside.
        if (!f.startsWith('"') || !f.endsWith('"') || dentro.replaceAll('""', '').includes('"'))
          throw new Error(`${JSON.stringify(valor)} → ${f}`);
        const leido = dentro.replaceAll('""', '"');
        // Read whole, or cut at its commas, tabs and line breaks (a comma reader, the text in mid-line):
        // no piece starts like a formula, leading spaces and quotes aside.
        for (const trozo of [leido, ...leido.split(/[,\t\r\n]/).slice(1)])
          if (/^[ "]*[=+\-@\t\r＝＋－＠]/.test(trozo))
            throw new Error(`${JSON.stringify(valor)} da una celda que empieza como una fórmula: ${f}`);
        // Only neutralising quotes were added.
        if (leido.replaceAll("'", '') !== valor.replaceAll("'", '')) throw new Error(`${JSON.stringify(valor)} cambió: ${f}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('sent more than 7,000 hostile requests in all', () => {
    expect(sent).toBeGreaterThanOrEqual(7_000);
  });

  it('left the ledger whole: every transaction sums to zero, every balance is its entries (docs/libro.md)', async () => {
    expect(await comprobarLibro(t.db)).toEqual([]);
  });
});
