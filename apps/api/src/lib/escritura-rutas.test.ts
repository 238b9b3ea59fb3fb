// Every write route through the one write path (lib/escritura.ts, docs/development.md "How to add a
// write"): a valid call of each (testing/escrituras.ts, keyed by method and URL) against an app with
// the Discord webhook configured and DISCORD_NOTIFY_PAGOS=true, and after each one: a new audit row, the
// `x-cambio` header (the contract's EventoCambio) unless the route is listed as changing nothing
// cached, and the outbox rows that docs/integraciones.md promises. A write route without a call here
// fails, and so does a POST/PUT that is not a write without its reason below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, max } from 'drizzle-orm';
import { TIPOS_CAMBIO, type EventoCambio } from '@reparto/contract';
import { auditoria, outbox } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { api, buildWorld, type World } from '../testing/world.js';
import { apiRoutes, isStream, isWrite, routeName, type RouteInfo } from '../testing/app-routes.js';
import { escrituras, type EstadoEscrituras } from '../testing/escrituras.js';
import { CAMBIO_HEADER } from './escritura.js';

/** The one place that says which routes are writes (the route's own facts, lib/route.ts). */
const esRutaDeEscritura = (r: RouteInfo) => isWrite(r) && !isStream(r);

/** POST/PUT routes that are not data writes, and why. */
const NO_SON_ESCRITURAS: Record<string, string> = {
  'POST /api/auth/login': 'signs in: answers a token, changes no data',
  'POST /api/auth/validarJsonWebToken': 'renews a token; a Discord account its roles, audited by discord-roles.ts',
  'POST /api/auth/discord/iniciar': '«Entrar con Discord»: starts the OAuth flow (a state kept 10 minutes)',
  'POST /api/auth/discord/vincularCuenta': '«Vincular Discord»: starts the OAuth flow of a signed-in account',
  'POST /api/auth/discord/sesion': 'trades the callback code for a session; its account writes are audited in discord.service.ts',
  'POST /api/auth/discord/vincular': 'a first login links its player; audited in discord.service.ts',
  'POST /api/distribuciones/getDistribucion': 'a read whose filters travel as a body',
  'POST /api/distribuciones/getCasas': 'a read whose filters travel as a body',
  'POST /api/distribuciones/tablaDePago': 'a read whose filters travel as a body',
  'POST /api/distribuciones/conciliarPagos': 'compares the game log with the payments; it pays through jugadoresDistribuidos',
  'POST /api/retiros/conciliar': 'the chest audit compares the game log with the withdrawals; it pays through pagarVarios',
  'POST /api/distribuciones/historialJugador': 'a read whose filters travel as a body',
  'POST /api/distribuciones/getPlayersOfVoiceChannel': 'a read whose filters travel as a body',
  'POST /api/distribuciones/jugadoresDeLista': 'a read whose filters travel as a body',
  'POST /api/jugadores/lista': 'a read whose filters travel as a body',
  'POST /api/auditoria/lista': 'a read whose filters travel as a body',
};

/** Writes that change no cached answer, hence no `x-cambio`, and why. */
const SIN_CAMBIO: Record<string, string> = {
  'PUT /api/notificaciones/reintentar': 'the outbox is shown by no cached answer nor live screen',
  'POST /api/precios/valorarBotin': 'a stored loot valuation is shown by no cached answer nor live screen (docs/botin.md)',
  // A template is in no cached answer; a change that re-prices regear claims says `reglasRegear` (docs/calendario.md).
  'POST /api/calendario/plantillas': 'a split template is shown by no cached answer nor live screen',
  'PUT /api/calendario/plantillas': 'a split template is shown by no cached answer; this call re-prices no claim',
  // docs/pwa.md: a device's push subscription is read uncached (GET /api/push/suscripciones, no-store).
  'PUT /api/push/suscripcion': 'a push subscription is shown by no cached answer nor live screen',
  'PUT /api/push/baja': 'a push subscription is shown by no cached answer nor live screen',
};

/** The Discord messages docs/integraciones.md promises for each write (the reconciliation pays through the batch). */
const AVISOS: Record<string, string[]> = {
  'POST /api/distribuciones': ['periodo_abierto'],
  'POST /api/distribuciones/crear': ['distribucion_creada'],
  'PUT /api/distribuciones/eliminarDistribucion': ['distribucion_eliminada'],
  'PUT /api/distribuciones/cerrarPeriodo': ['periodo_cerrado'],
  'PUT /api/distribuciones/jugadorDistribuido': ['pago'],
  'PUT /api/distribuciones/deshacerPago': ['pago_deshecho'],
  'PUT /api/distribuciones/jugadoresDistribuidos': ['pago'],
  'PUT /api/distribuciones/cerrarDistribucion': ['periodo_finalizado'],
  'PUT /api/distribuciones/pagarMiembro': ['pago'],
  // docs/regear.md, "Mensajes": never gated by DISCORD_NOTIFY_PAGOS.
  'POST /api/regear/reclamar': ['regear_reclamado'],
  'PUT /api/regear/aprobar': ['regear_aprobado'],
  'PUT /api/regear/rechazar': ['regear_rechazado'],
  'PUT /api/regear/pagar': ['regear_pagado'],
  'PUT /api/regear/deshacerPago': ['regear_pago_deshecho'],
  'PUT /api/regear/pagarVarios': ['regear_pagado'],
  // docs/libro.md, «Retiros»: never gated by DISCORD_NOTIFY_PAGOS.
  'POST /api/retiros': ['retiro_solicitado'],
  'PUT /api/retiros/aprobar': ['retiro_aprobado'],
  'PUT /api/retiros/rechazar': ['retiro_rechazado'],
  'PUT /api/retiros/pagar': ['retiro_pagado'],
  'PUT /api/retiros/pagarVarios': ['retiro_pagado'],
  // docs/asistencia.md: each member's minutes when a session ends.
  'POST /api/asistencia/terminar': ['asistencia_terminada'],
  // docs/venta-botin.md, «Mensajes»: the sale opened and closed; a sold sale's distribution like any other.
  'POST /api/ventas': ['venta_abierta'],
  'PUT /api/ventas/cerrar': ['distribucion_creada', 'venta_cerrada'],
};
/** Its call queues a failed message itself, to retry it. */
const LLAMADA_ENCOLA = new Set(['PUT /api/notificaciones/reintentar']);

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: true, pagos: true, publicUrl: 'https://plata.example.org/' } });
  w = await buildWorld(t, 4);
});
afterAll(() => t.close());

const auditadas = async () => (await t.db.select({ n: count() }).from(auditoria))[0]!.n;
const ultimoMensaje = async () => (await t.db.select({ id: max(outbox.idOutbox) }).from(outbox))[0]!.id ?? 0;
const mensajesDesde = async (id: number) =>
  (await t.db.select({ id: outbox.idOutbox, tipo: outbox.tipo }).from(outbox)).filter((m) => m.id > id).map((m) => m.tipo);

/** The header's value: the contract's EventoCambio, never a player list. */
function cambioDe(header: unknown): EventoCambio {
  expect(typeof header).toBe('string');
  const cambio = JSON.parse(header as string) as EventoCambio;
  expect(TIPOS_CAMBIO).toContain(cambio.tipo);
  expect(Object.keys(cambio).filter((k) => !['tipo', 'idPeriodo', 'idPlayer'].includes(k))).toEqual([]);
  return cambio;
}

describe('every write route through the one write path', () => {
  const state: EstadoEscrituras = {};
  const llamadas = escrituras(() => w, state);
  const porRuta = new Map(llamadas);

  it('has a call for every write route, and a reason for every POST/PUT that is not one', () => {
    const rutas = apiRoutes();
    const escrituras = rutas.filter(esRutaDeEscritura).map(routeName);
    expect(escrituras.filter((r) => !porRuta.has(r))).toEqual([]);
    expect([...porRuta.keys()].filter((r) => !escrituras.includes(r))).toEqual([]);
    const otras = rutas.filter((r) => r.method !== 'GET' && !esRutaDeEscritura(r)).map(routeName);
    expect(otras.sort()).toEqual(Object.keys(NO_SON_ESCRITURAS).sort());
    for (const r of [...Object.keys(SIN_CAMBIO), ...Object.keys(AVISOS)]) expect(escrituras).toContain(r);
  });

  it.each(llamadas.map(([name, llamada]) => ({ name, llamada })))(
    '$name: audit row, x-cambio, promised messages',
    async ({ name, llamada }) => {
      const [antes, ultimo] = [await auditadas(), await ultimoMensaje()];
      const res = await llamada.run();
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await auditadas(), 'una fila de auditoría').toBeGreaterThan(antes);
      if (name in SIN_CAMBIO) expect(res.headers[CAMBIO_HEADER]).toBeUndefined();
      else cambioDe(res.headers[CAMBIO_HEADER]);
      const mensajes = await mensajesDesde(ultimo);
      if (AVISOS[name]) expect([...new Set(mensajes)]).toEqual(AVISOS[name]);
      else if (!LLAMADA_ENCOLA.has(name)) expect(mensajes).toEqual([]);
    },
  );
});

describe('the x-cambio header', () => {
  it('names what a write changed, and is absent on a repeat that changed nothing and on an error', async () => {
    const abierto = await api.abrirPeriodo(w, 2);
    const periodo = abierto.json().id_periodo as number;
    expect(cambioDe(abierto.headers[CAMBIO_HEADER])).toEqual({ tipo: 'periodo', idPeriodo: periodo });
    const cambiar = () =>
      t.request('PUT', '/api/distribuciones/cambiarSilver', {
        token: w.tesorero.token,
        body: [{ idPeriodo: periodo, silver: 7 }],
      });
    expect(cambioDe((await cambiar()).headers[CAMBIO_HEADER])).toEqual({ tipo: 'periodo', idPeriodo: periodo });
    // A refused write (the same place already has an open period) changed nothing.
    const otra = await api.abrirPeriodo(w, 2);
    expect(otra.statusCode).toBe(409);
    expect(otra.headers[CAMBIO_HEADER]).toBeUndefined();
    // Switching on a player already on changes nothing.
    const jugador = w.players[0]!.idPlayer;
    const igual = await t.request('PUT', '/api/jugadores/DeleteJugador', {
      token: t.lider.token,
      body: [{ estado: true, idPlayer: jugador }],
    });
    expect(igual.statusCode, igual.body).toBe(200);
    expect(igual.headers[CAMBIO_HEADER]).toBeUndefined();
  });

  it('comes again with the first answer of a repeated Idempotency-Key', async () => {
    const body = [{ nickname: 'idempotente', idRol: 1, idCargo: 3 }];
    const enviar = () =>
      t.request('POST', '/api/jugadores', { token: t.lider.token, body, headers: { 'idempotency-key': 'alta-idempotente-01' } });
    const [primera, repetida] = [await enviar(), await enviar()];
    expect(primera.statusCode, primera.body).toBe(201);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(repetida.body).toBe(primera.body);
    const idPlayer = primera.json().jugador.id_player as number;
    expect(cambioDe(primera.headers[CAMBIO_HEADER])).toEqual({ tipo: 'jugador', idPlayer });
    expect(repetida.headers[CAMBIO_HEADER]).toBe(primera.headers[CAMBIO_HEADER]);
  });
});
