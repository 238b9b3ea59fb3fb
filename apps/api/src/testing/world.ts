// A small guild for the reliability tests, driven through the public API (app.inject): a treasurer,
// two content managers, a distributor, players, and helpers for each step of a period's life.
import { CASAS } from '../db/reference.js';
import type { TestApp, TestCuenta } from './harness.js';

export interface World {
  t: TestApp;
  tesorero: TestCuenta;
  encargado: TestCuenta;
  encargado2: TestCuenta;
  distribuidor: TestCuenta;
  players: { idPlayer: number; nickname: string }[];
}

export async function buildWorld(t: TestApp, playerCount = 6): Promise<World> {
  const [tesorero, encargado, encargado2, distribuidor] = await Promise.all([
    t.createCuenta({ cargos: [8], idCargo: 8 }),
    t.createCuenta({ cargos: [7], idCargo: 7 }),
    t.createCuenta({ cargos: [7], idCargo: 7 }),
    t.createCuenta({ cargos: [5], idCargo: 5 }),
  ]);
  const players = [];
  for (let i = 0; i < playerCount; i++) players.push(await t.createPlayer());
  return { t, tesorero, encargado, encargado2, distribuidor, players };
}

/** House ids of a place (reference data): 32 chests in total. */
export const casasDe = (idLugar: number) => CASAS.filter((c) => c.idLugarDistribucion === idLugar).map((c) => c.idCasa);

let codigoSeq = 100_000 + Math.floor(Math.random() * 400_000);
export const nuevoCodigo = () => (codigoSeq = codigoSeq >= 999_999 ? 100_000 : codigoSeq + 1);

export const api = {
  abrirPeriodo: (w: World, idLugar: number) =>
    w.t.request('POST', '/api/distribuciones', {
      token: w.tesorero.token,
      body: [{ idLugarDist: idLugar, gremioFederacion: 1 }],
    }),

  /** Opens a period and returns its id (fails the test if it cannot). */
  async periodo(w: World, idLugar: number): Promise<number> {
    const res = await api.abrirPeriodo(w, idLugar);
    if (res.statusCode !== 201) throw new Error(`abrir periodo en ${idLugar}: ${res.statusCode} ${res.body}`);
    return res.json().id_periodo as number;
  },

  crear: (
    w: World,
    idPeriodo: number,
    opts: {
      jugadores?: number[];
      silver?: number;
      codigo?: number;
      quien?: TestCuenta;
      motivo?: string;
      pesos?: { id_player: number; peso: number }[];
      desglose?: { valor_botin: number; bolsas: number; reparacion: number; impuesto_pct: number };
    } = {},
  ) =>
    w.t.request('POST', '/api/distribuciones/crear', {
      token: (opts.quien ?? w.encargado).token,
      body: [
        {
          idDistribucion: opts.codigo ?? nuevoCodigo(),
          idPeriodoDist: idPeriodo,
          silver: opts.silver ?? 1_000_001,
          motivo: opts.motivo ?? 'Prueba de carrera',
          email: null,
          jugadores: opts.jugadores ?? w.players.slice(0, 3).map((p) => p.idPlayer),
          ...(opts.pesos ? { pesos: opts.pesos } : {}),
          ...(opts.desglose ? { desglose: opts.desglose } : {}),
        },
      ],
    }),

  eliminar: (w: World, idDistribucion: number, quien?: TestCuenta) =>
    w.t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: (quien ?? w.encargado).token,
      body: [{ idDistribucion, razon: 'Eliminada en la prueba' }],
    }),

  cerrar: (w: World, idPeriodo: number, idLugar: number) =>
    w.t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: w.tesorero.token,
      body: [{ idPeriodo, idPlayerDistribuidor: w.distribuidor.idPlayer, idsCasas: casasDe(idLugar) }],
    }),

  pagar: (w: World, idPeriodo: number, idPlayer: number) =>
    w.t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
      token: w.distribuidor.token,
      body: [{ id_player: idPlayer, idPeriodo }],
    }),

  pagarVarios: (w: World, idPeriodo: number, ids: number[]) =>
    w.t.request('PUT', '/api/distribuciones/jugadoresDistribuidos', {
      token: w.distribuidor.token,
      body: [{ idPeriodo, ids_player: ids }],
    }),

  deshacer: (w: World, idPeriodo: number, idPlayer: number) =>
    w.t.request('PUT', '/api/distribuciones/deshacerPago', {
      token: w.distribuidor.token,
      body: [{ id_player: idPlayer, idPeriodo, razon: 'Deshecho en la prueba' }],
    }),

  finalizar: (w: World, idPeriodo: number) =>
    w.t.request('PUT', '/api/distribuciones/cerrarDistribucion', { token: w.distribuidor.token, body: [{ idPeriodo }] }),
};
