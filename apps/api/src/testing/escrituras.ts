// A valid call of every write route, in order (a period's whole life, players, accounts): the audit
// coverage test (modules/auditoria), the change coverage test (lib/cambios-cobertura.test.ts) and the
// write path's route walk (lib/escritura-rutas.test.ts) run them. The routes are read from the app itself, so a new write route fails both until it is added here.
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { REGLAS_REGEAR_DEFECTO } from '@reparto/contract';
import { cuenta, discordSolicitud, distribucionTransferencia, outbox, periodo, ventaBotin } from '../db/schema.js';
import { clavePrecio } from '../adapters/albion/killboard.js';
import {
  killboardMemoria,
  muerte,
  precioMercado,
  preciosMemoria,
  type KillboardMemoria,
  type PreciosMemoria,
} from '../modules/regear/regear.fakes.js';
import { VozMemoria, vozDelRecorrido } from '../modules/asistencia/asistencia.fakes.js';
import type { TestCuenta } from './harness.js';
import { api, nuevoCodigo, type World } from './world.js';
import { postear } from '../lib/libro.js';
import { seedPeriodo } from './fixtures/periodos.js';
import { crearGremio, cuentaDeGremio, jugadorDeGremio } from './gremios.js';

/** A browser's Web Push subscription (its keys' shapes; nothing is ever sent to it in the walk). */
export const SUSCRIPCION_PUSH = {
  endpoint: 'https://push.example.com/send/recorrido',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  tipos: ['pagado', 'retiro'],
};

export interface Escritura {
  actor: () => TestCuenta;
  run: () => Promise<LightMyRequestResponse>;
}

/** What the calls left, for the checks that follow them (the period they opened…). */
export interface EstadoEscrituras {
  periodo?: number;
  dist?: number;
  otra?: number;
  jugador?: number;
  cuenta?: number;
  /** A regear claim approved by the walk (to pay), and one it rejects. */
  reclamo?: number;
  reclamoRechazado?: number;
  /** An attendance session the walk starts (and ends). */
  sesion?: number;
  /** Withdrawals the walk asks for: one approved, paid and undone, one rejected, one cancelled. */
  retiro?: number;
  retiroRechazado?: number;
  retiroCancelado?: number;
  /** A calendar event the walk creates (docs/calendario.md). */
  evento?: number;
  /** A split template the walk creates (and renames). */
  plantilla?: number;
  /** A main and its character the walk links (docs/calendario.md, «Personajes de un miembro»). */
  principal?: number;
  personaje?: number;
  /** A loot sale the walk opens, bids on and closes (docs/venta-botin.md), in a period of its own. */
  venta?: number;
  periodoVenta?: number;
  /** An alliance the walk proposes to a second guild (docs/alianzas.md), its leader and player, and a split of it. */
  alianza?: number;
  liderAliado?: TestCuenta;
  liderRechaza?: TestCuenta;
  /** The address each other guild's leader acts at (`/api/g/{slug}`: a session is a member's only there). */
  apiAliado?: string;
  jugadorAliado?: number;
  jugadorAlianza?: number;
  repartoAlianza?: number;
  /** A guild the operator's calls create, suspend, reactivate and give quotas (docs/deploy.md, «Operador»). */
  gremio?: number;
  operador?: TestCuenta;
}

let gremiosDelRecorrido = 0;
/** A guild of its own for the walk's alliance steps (a slug no other run of the walk in this database took). */
async function otroGremio(t: World['t']): Promise<number> {
  return crearGremio(t, { slug: `recorrido-${process.pid}-${++gremiosDelRecorrido}`, impuestoCentesimas: 1000 });
}

/**
 * The regear's killboard and prices in memory on the walk's app (built without them): a death of the
 * player in the guild, inside the period, with market prices for its gear. Answers its event id.
 */
async function muerteEnElPeriodo(t: World['t'], idPeriodo: number, player: { nickname: string }): Promise<number> {
  // An app built without them gets them here; one built with the in-memory ones keeps its own.
  if (!t.app.killboard.configured) t.app.killboard = killboardMemoria();
  if (!t.app.precios.configured) t.app.precios = preciosMemoria();
  const kb = t.app.killboard as KillboardMemoria;
  for (const item of ['T8_2H_CLAYMORE@1', 'T8_HEAD_PLATE_SET1@1', 'T8_ARMOR_PLATE_SET1@1', 'T8_SHOES_PLATE_SET1@1'])
    (t.app.precios as PreciosMemoria).tabla.set(clavePrecio(item, 2), precioMercado(100_000));
  kb.jugadores.set(player.nickname, `albion-${player.nickname}`);
  const [p] = await t.db
    .select({ ini: periodo.fechaInicial, fin: periodo.fechaFinal })
    .from(periodo)
    .where(eq(periodo.idPeriodo, idPeriodo));
  const fin = p!.fin ?? new Date();
  const e = muerte({ victimId: `albion-${player.nickname}`, fecha: new Date((p!.ini.getTime() + fin.getTime()) / 2) });
  kb.eventos.set(e.EventId, e);
  return e.EventId;
}

/**
 * A valid call of every write route of the app, in order: later calls rely on the state earlier ones
 * leave (a period is opened on place 1, closed, paid, finalized…).
 */
/** A first Discord login waiting for the leader's approval (docs/integraciones.md, "Primer acceso"), for a new player. */
async function solicitudDiscord(t: World['t'], discordUserId: string): Promise<number> {
  const { idPlayer } = await t.createPlayer();
  const [row] = await t.db
    .insert(discordSolicitud)
    .values({ discordUserId, discordNombre: 'solicitante_dc', nombres: ['solicitante_dc'], idPlayer })
    .returning({ id: discordSolicitud.idSolicitud });
  return row!.id;
}

export function escrituras(mundo: () => World, state: EstadoEscrituras = {}): [string, Escritura][] {
  // The world is built in a beforeAll, after the test file lists these calls.
  const w = new Proxy({} as World, { get: (_, key: keyof World) => mundo()[key] });
  const t = new Proxy({} as World['t'], { get: (_, key: keyof World['t']) => mundo().t[key] });
  return [
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
          // The fourth player's share is paid on its member's combined line (pagarMiembro, below).
          const res = await api.crear(w, state.periodo!, { jugadores: w.players.slice(0, 4).map((p) => p.idPlayer) });
          state.dist = res.json().distribucion.id_distribucion;
          // A second one to delete below (its own audit row is not what this step measures).
          state.otra = (await api.crear(w, state.periodo!, { codigo: nuevoCodigo() })).json().distribucion.id_distribucion;
          return res;
        },
      },
    ],
    ['PUT /api/distribuciones/eliminarDistribucion', { actor: () => w.encargado, run: () => api.eliminar(w, state.otra!) }],
    [
      'POST /api/ventas',
      {
        actor: () => w.encargado,
        run: async () => {
          // A period of its own (place 5, seeded): the distribution the sale becomes is never paid by the walk.
          state.periodoVenta = await seedPeriodo(t.db, { idLugar: 5, idCuentaCreador: w.tesorero.idCuenta });
          const res = await t.request('POST', '/api/ventas', {
            token: w.encargado.token,
            body: [
              {
                idPeriodo: state.periodoVenta,
                valorMercado: 1_000_000,
                cierre: new Date(Date.now() + 3_600_000).toISOString(),
                motivo: 'Venta del recorrido',
                participantes: [w.encargado.idPlayer],
              },
            ],
          });
          state.venta = res.json().venta?.id_venta;
          return res;
        },
      },
    ],
    [
      'POST /api/ventas/pujar',
      {
        actor: () => w.encargado,
        run: () =>
          t.request('POST', '/api/ventas/pujar', { token: w.encargado.token, body: [{ idVenta: state.venta, pct: 50 }] }),
      },
    ],
    [
      'PUT /api/ventas/cerrar',
      {
        actor: () => w.encargado,
        run: async () => {
          // The deadline passes (moved in the database, never waited for).
          await t.db
            .update(ventaBotin)
            .set({ cierre: new Date(Date.now() - 1_000) })
            .where(eq(ventaBotin.idVenta, state.venta!));
          return t.request('PUT', '/api/ventas/cerrar', { token: w.encargado.token, body: [{ idVenta: state.venta }] });
        },
      },
    ],
    [
      'PUT /api/distribuciones/transferenciaHecha',
      {
        actor: () => w.encargado,
        run: async () => {
          // A settle-up's transfer on the walk's distribution (docs/liquidacion.md), marked by its creator.
          const [fila] = await t.db
            .insert(distribucionTransferencia)
            .values({
              idDistribucion: state.dist!,
              deIdPlayer: w.players[0]!.idPlayer,
              aIdPlayer: w.players[1]!.idPlayer,
              silver: 1,
            })
            .returning({ id: distribucionTransferencia.idTransferencia });
          return t.request('PUT', '/api/distribuciones/transferenciaHecha', {
            token: w.encargado.token,
            body: [{ idTransferencia: fila!.id }],
          });
        },
      },
    ],
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
    [
      'PUT /api/distribuciones/pagarMiembro',
      {
        actor: () => w.distribuidor,
        run: async () => {
          // The fourth player (a share, no account, not paid yet) becomes a character of the third.
          const [, , main, alt] = w.players;
          const vinculo = await t.request('PUT', '/api/jugadores/vincularPersonaje', {
            token: t.lider.token,
            body: [{ idPlayer: alt!.idPlayer, idPlayerPrincipal: main!.idPlayer }],
          });
          if (vinculo.statusCode !== 200) return vinculo;
          return t.request('PUT', '/api/distribuciones/pagarMiembro', {
            token: w.distribuidor.token,
            body: [{ idPeriodo: state.periodo, idPlayerPrincipal: main!.idPlayer }],
          });
        },
      },
    ],
    [
      'PUT /api/regear/reglas',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/regear/reglas', { token: t.lider.token, body: [{ ...REGLAS_REGEAR_DEFECTO, porcentaje: 90 }] }),
      },
    ],
    [
      'PUT /api/gremio/ajustes',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/gremio/ajustes', { token: t.lider.token, body: [{ impuestoPct: 7.5, modoPago: 'acumular' }] }),
      },
    ],
    [
      'POST /api/calendario/renovarEnlaceIcs',
      {
        actor: () => t.lider,
        run: () => t.request('POST', '/api/calendario/renovarEnlaceIcs', { token: t.lider.token }),
      },
    ],
    [
      'POST /api/calendario/plantillas',
      {
        actor: () => t.lider,
        run: async () => {
          const reglas = {
            impuesto_pct: 10,
            pesos: { caller: 1.5 },
            extras: [],
            regear_primero: false,
            regear: null,
            peso_reserva: 0.5,
          };
          const res = await t.request('POST', '/api/calendario/plantillas', {
            token: t.lider.token,
            body: [{ nombre: 'ZvZ', reglas }],
          });
          state.plantilla = res.json().plantilla?.id_plantilla;
          return res;
        },
      },
    ],
    [
      'PUT /api/calendario/plantillas',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/calendario/plantillas', {
            token: t.lider.token,
            body: [{ idPlantilla: state.plantilla, nombre: 'ZvZ de los martes' }],
          }),
      },
    ],
    [
      'POST /api/libro/cuentas',
      {
        actor: () => t.lider,
        run: () => t.request('POST', '/api/libro/cuentas', { token: t.lider.token, body: [{ nombre: 'Mantenimiento' }] }),
      },
    ],
    [
      'POST /api/libro/ajuste',
      {
        actor: () => t.lider,
        run: () =>
          t.request('POST', '/api/libro/ajuste', {
            token: t.lider.token,
            body: [{ nickname: w.players[0]!.nickname, silver: 10_000, razon: 'Depósito del líder' }],
          }),
      },
    ],
    [
      'POST /api/regear/reclamar',
      {
        actor: () => w.encargado,
        run: async () => {
          // An officer claims for a player: one claim to approve (and pay), one to reject.
          const reclamar = async () =>
            t.request('POST', '/api/regear/reclamar', {
              token: w.encargado.token,
              body: [
                {
                  idPeriodo: state.periodo,
                  eventId: await muerteEnElPeriodo(t, state.periodo!, w.players[1]!),
                  nickname: w.players[1]!.nickname,
                },
              ],
            });
          const res = await reclamar();
          state.reclamo = res.json().message?.id_reclamo;
          state.reclamoRechazado = (await reclamar()).json().message?.id_reclamo;
          return res;
        },
      },
    ],
    [
      'PUT /api/regear/aprobar',
      {
        actor: () => w.tesorero,
        run: () => t.request('PUT', '/api/regear/aprobar', { token: w.tesorero.token, body: [{ idReclamo: state.reclamo }] }),
      },
    ],
    [
      'PUT /api/regear/rechazar',
      {
        actor: () => w.tesorero,
        run: () =>
          t.request('PUT', '/api/regear/rechazar', {
            token: w.tesorero.token,
            body: [{ idReclamo: state.reclamoRechazado, razon: 'Muerte fuera del contenido del gremio' }],
          }),
      },
    ],
    [
      'PUT /api/regear/pagar',
      {
        actor: () => w.distribuidor,
        run: () => t.request('PUT', '/api/regear/pagar', { token: w.distribuidor.token, body: [{ idReclamo: state.reclamo }] }),
      },
    ],
    [
      'PUT /api/regear/deshacerPago',
      {
        actor: () => w.distribuidor,
        run: () =>
          t.request('PUT', '/api/regear/deshacerPago', {
            token: w.distribuidor.token,
            body: [{ idReclamo: state.reclamo, razon: 'Pagado por error' }],
          }),
      },
    ],
    [
      'PUT /api/regear/pagarVarios',
      {
        actor: () => w.distribuidor,
        run: () =>
          t.request('PUT', '/api/regear/pagarVarios', {
            token: w.distribuidor.token,
            body: [{ idPeriodo: state.periodo, ids: [state.reclamo] }],
          }),
      },
    ],
    [
      'POST /api/retiros',
      {
        actor: () => w.tesorero,
        run: async () => {
          // The leader credits the player's balance (a deposit), then the treasurer asks for them three times.
          const jugador = w.players[2]!;
          await t.db.transaction((tx) =>
            postear(tx, [
              {
                concepto: 'ajuste',
                razon: 'Depósito del recorrido',
                apuntes: [
                  { cuenta: { clave: 'tesoreria' }, silver: -900_000 },
                  { cuenta: { jugador: jugador.idPlayer }, silver: 900_000 },
                ],
              },
            ]),
          );
          const pedir = () =>
            t.request('POST', '/api/retiros', {
              token: w.tesorero.token,
              body: [{ silver: 300_000, nickname: jugador.nickname }],
            });
          const res = await pedir();
          state.retiro = res.json().message?.id_retiro;
          state.retiroRechazado = (await pedir()).json().message?.id_retiro;
          state.retiroCancelado = (await pedir()).json().message?.id_retiro;
          return res;
        },
      },
    ],
    [
      'PUT /api/retiros/aprobar',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/retiros/aprobar', { token: t.lider.token, body: [{ idRetiro: state.retiro }] }),
      },
    ],
    [
      'PUT /api/retiros/rechazar',
      {
        actor: () => w.tesorero,
        run: () =>
          t.request('PUT', '/api/retiros/rechazar', {
            token: w.tesorero.token,
            body: [{ idRetiro: state.retiroRechazado, razon: 'Pedido dos veces' }],
          }),
      },
    ],
    [
      'PUT /api/retiros/cancelar',
      {
        actor: () => w.tesorero,
        run: () =>
          t.request('PUT', '/api/retiros/cancelar', { token: w.tesorero.token, body: [{ idRetiro: state.retiroCancelado }] }),
      },
    ],
    [
      'PUT /api/retiros/pagar',
      {
        actor: () => w.distribuidor,
        run: () => t.request('PUT', '/api/retiros/pagar', { token: w.distribuidor.token, body: [{ idRetiro: state.retiro }] }),
      },
    ],
    [
      'PUT /api/retiros/deshacerPago',
      {
        actor: () => w.distribuidor,
        run: () =>
          t.request('PUT', '/api/retiros/deshacerPago', {
            token: w.distribuidor.token,
            body: [{ idRetiro: state.retiro, razon: 'Pagado por error' }],
          }),
      },
    ],
    [
      // The undone payment paid again, from the chest audit's batch.
      'PUT /api/retiros/pagarVarios',
      {
        actor: () => w.distribuidor,
        run: () =>
          t.request('PUT', '/api/retiros/pagarVarios', { token: w.distribuidor.token, body: [{ idRetiro: state.retiro }] }),
      },
    ],
    [
      'PUT /api/retiros/limites',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/retiros/limites', { token: t.lider.token, body: [{ idCargo: 4, silverSemana: 5_000_000 }] }),
      },
    ],
    [
      'POST /api/precios/valorarBotin',
      {
        actor: () => w.encargado,
        run: () =>
          t.request('POST', '/api/precios/valorarBotin', {
            token: w.encargado.token,
            body: [{ texto: '2025-09-21T10:00:00Z;Ana;T4_BAG;2;Victima', precios: [{ item: 'T4_BAG', precio: 1_000 }] }],
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
      'PUT /api/cuentas/desvincularDiscord',
      {
        actor: () => t.lider,
        run: async () => {
          // As if the account had signed in with Discord («Entrar con Discord»).
          await t.db
            .update(cuenta)
            .set({ discordUserId: '123456789012345678', discordNombre: 'auditado_dc' })
            .where(eq(cuenta.idCuenta, state.cuenta!));
          return t.request('PUT', '/api/cuentas/desvincularDiscord', {
            token: t.lider.token,
            body: [{ idCuenta: state.cuenta }],
          });
        },
      },
    ],
    [
      'PUT /api/cuentas/aprobarSolicitudDiscord',
      {
        actor: () => t.lider,
        run: async () => {
          const idSolicitud = await solicitudDiscord(t, '123456789012345671');
          return t.request('PUT', '/api/cuentas/aprobarSolicitudDiscord', { token: t.lider.token, body: [{ idSolicitud }] });
        },
      },
    ],
    [
      'PUT /api/cuentas/rechazarSolicitudDiscord',
      {
        actor: () => t.lider,
        run: async () => {
          const idSolicitud = await solicitudDiscord(t, '123456789012345672');
          return t.request('PUT', '/api/cuentas/rechazarSolicitudDiscord', { token: t.lider.token, body: [{ idSolicitud }] });
        },
      },
    ],
    [
      'PUT /api/cuentas/idioma',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/cuentas/idioma', { token: t.lider.token, body: [{ idioma: 'pt-BR' }] }),
      },
    ],
    [
      'PUT /api/cuentas/avisosMd',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/cuentas/avisosMd', { token: t.lider.token, body: [{ avisosMd: false }] }),
      },
    ],
    [
      'PUT /api/push/suscripcion',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/push/suscripcion', { token: t.lider.token, body: [SUSCRIPCION_PUSH] }),
      },
    ],
    [
      'PUT /api/push/baja',
      {
        actor: () => t.lider,
        run: () => t.request('PUT', '/api/push/baja', { token: t.lider.token, body: [{ endpoint: SUSCRIPCION_PUSH.endpoint }] }),
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
      'PUT /api/jugadores/vincularPersonaje',
      {
        actor: () => t.lider,
        run: async () => {
          const main = await t.createPlayer({ nickname: 'auditprincipal' });
          const alt = await t.createPlayer({ nickname: 'auditpersonaje' });
          state.principal = main.idPlayer;
          state.personaje = alt.idPlayer;
          return t.request('PUT', '/api/jugadores/vincularPersonaje', {
            token: t.lider.token,
            body: [{ idPlayer: alt.idPlayer, idPlayerPrincipal: main.idPlayer }],
          });
        },
      },
    ],
    [
      'PUT /api/jugadores/personajeComercio',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/jugadores/personajeComercio', {
            token: t.lider.token,
            body: [{ idPlayer: state.principal, idPlayerComercio: state.personaje }],
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
    [
      'POST /api/asistencia/iniciar',
      {
        actor: () => w.encargado,
        run: async () => {
          // An app built without Discord gets the walk's; one built with it keeps its own.
          if (!t.app.voice.configured) t.app.voice = vozDelRecorrido();
          if (t.app.voice instanceof VozMemoria) t.app.voice.mover('walk-1', '900', w.players[0]!.nickname);
          const res = await t.request('POST', '/api/asistencia/iniciar', {
            token: w.encargado.token,
            body: [{ idCanal: '900' }],
          });
          state.sesion = res.json().message?.id_sesion;
          return res;
        },
      },
    ],
    [
      'POST /api/asistencia/terminar',
      {
        actor: () => w.encargado,
        run: () =>
          t.request('POST', '/api/asistencia/terminar', { token: w.encargado.token, body: [{ idSesion: state.sesion }] }),
      },
    ],
    [
      'POST /api/calendario/eventos',
      {
        actor: () => w.encargado,
        run: async () => {
          const inicio = Date.now() + 86_400_000;
          const res = await t.request('POST', '/api/calendario/eventos', {
            token: w.encargado.token,
            body: [
              {
                titulo: 'ZvZ del recorrido',
                idLugarDist: 1,
                inicio: new Date(inicio).toISOString(),
                fin: new Date(inicio + 7_200_000).toISOString(),
                cierreInscripcion: new Date(inicio - 3_600_000).toISOString(),
                huecos: { tanque: 2, dps: 5 },
              },
            ],
          });
          state.evento = res.json().evento?.id_evento;
          return res;
        },
      },
    ],
    [
      'PUT /api/calendario/eventos',
      {
        actor: () => w.encargado,
        run: () =>
          t.request('PUT', '/api/calendario/eventos', {
            token: w.encargado.token,
            body: [{ idEvento: state.evento, nota: 'Traed comida' }],
          }),
      },
    ],
    [
      'POST /api/calendario/apuntarse',
      {
        actor: () => w.tesorero,
        run: () =>
          t.request('POST', '/api/calendario/apuntarse', {
            token: w.tesorero.token,
            body: [{ idEvento: state.evento, rol: 'tanque', estado: 'apuntado' }],
          }),
      },
    ],
    [
      'POST /api/operador/gremios',
      {
        actor: () => state.operador!,
        run: async () => {
          state.operador = await t.operador();
          const slug = `recorrido-${process.pid}-${++gremiosDelRecorrido}`;
          const res = await t.request('POST', '/api/operador/gremios', {
            token: state.operador.token,
            body: [{ nombre: 'Gremio del recorrido', slug, liderEmail: `lider-${slug}@test.local` }],
          });
          state.gremio = res.json().message?.gremio?.idGremio;
          return res;
        },
      },
    ],
    ...(['suspender', 'reactivar'] as const).map((accion): [string, Escritura] => [
      `POST /api/operador/gremios/:id/${accion}`,
      {
        actor: () => state.operador!,
        run: () => t.request('POST', `/api/operador/gremios/${state.gremio}/${accion}`, { token: state.operador!.token }),
      },
    ]),
    [
      'PUT /api/operador/gremios/:id/cuotas',
      {
        actor: () => state.operador!,
        run: () =>
          t.request('PUT', `/api/operador/gremios/${state.gremio}/cuotas`, {
            token: state.operador!.token,
            body: [{ cuotaMiembros: 50, cuotaAuditoriaMeses: 12 }],
          }),
      },
    ],
    [
      'PUT /api/calendario/confirmar',
      {
        actor: () => w.encargado,
        run: () =>
          t.request('PUT', '/api/calendario/confirmar', {
            token: w.encargado.token,
            body: [{ idEvento: state.evento, idPlayer: w.tesorero.idPlayer, estado: 'confirmado' }],
          }),
      },
    ],
    [
      'POST /api/alianzas',
      {
        actor: () => t.lider,
        run: async () => {
          const aliado = await otroGremio(t);
          state.liderAliado = await cuentaDeGremio(t, aliado, [1], 1);
          state.jugadorAliado = (await jugadorDeGremio(t, aliado)).idPlayer;
          const slug = (await t.db.execute<{ slug: string }>(sql`select slug from gremio where id_gremio = ${aliado}`)).rows[0]!
            .slug;
          state.apiAliado = `/api/g/${slug}`;
          const res = await t.request('POST', '/api/alianzas', { token: t.lider.token, body: [{ slug, nombre: 'Recorrido' }] });
          state.alianza = res.json().id_alianza;
          return res;
        },
      },
    ],
    [
      'PUT /api/alianzas/rechazar',
      {
        actor: () => state.liderRechaza!,
        run: async () => {
          const otro = await otroGremio(t);
          state.liderRechaza = await cuentaDeGremio(t, otro, [1], 1);
          const slug = (await t.db.execute<{ slug: string }>(sql`select slug from gremio where id_gremio = ${otro}`)).rows[0]!
            .slug;
          const id = (
            await t.request('POST', '/api/alianzas', { token: t.lider.token, body: [{ slug, nombre: 'Rechazada' }] })
          ).json().id_alianza;
          return t.request('PUT', `/api/g/${slug}/alianzas/rechazar`, {
            token: state.liderRechaza.token,
            body: [{ idAlianza: id }],
          });
        },
      },
    ],
    [
      'PUT /api/alianzas/aceptar',
      {
        actor: () => state.liderAliado!,
        run: () =>
          t.request('PUT', `${state.apiAliado}/alianzas/aceptar`, {
            token: state.liderAliado!.token,
            body: [{ idAlianza: state.alianza }],
          }),
      },
    ],
    [
      'POST /api/alianzas/repartos',
      {
        actor: () => t.lider,
        run: async () => {
          state.jugadorAlianza = (await t.createPlayer()).idPlayer;
          const participantes = [
            { id_player: state.jugadorAlianza, peso: 1 },
            { id_player: state.jugadorAliado, peso: 2 },
          ];
          const res = await t.request('POST', '/api/alianzas/repartos', {
            token: t.lider.token,
            body: [{ idAlianza: state.alianza, motivo: 'ZvZ del recorrido', silver: 300_001, participantes }],
          });
          state.repartoAlianza = res.json().id_reparto_alianza;
          return res;
        },
      },
    ],
    [
      'PUT /api/alianzas/repartos/pagar',
      {
        actor: () => t.lider,
        run: () =>
          t.request('PUT', '/api/alianzas/repartos/pagar', {
            token: t.lider.token,
            body: [{ idRepartoAlianza: state.repartoAlianza, id_player: state.jugadorAlianza }],
          }),
      },
    ],
    [
      'PUT /api/alianzas/salir',
      {
        actor: () => state.liderAliado!,
        run: () =>
          t.request('PUT', `${state.apiAliado}/alianzas/salir`, {
            token: state.liderAliado!.token,
            body: [{ idAlianza: state.alianza }],
          }),
      },
    ],
  ];
}
