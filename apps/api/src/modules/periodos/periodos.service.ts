// Rules of the period life cycle, payments and leaderboards (DESIGN §2 "Period life cycle",
// "Leaderboards and search", §4). Every state change and payment runs in one transaction that locks
// the period row first, so two requests on one period are serialized, and writes an audit row.
import {
  ESTADO_PERIODO,
  MENSAJE_JUGADOR_NO_ENCONTRADO,
  NOMBRE_ESTADO_PERIODO,
  TOP_DIAS,
  type CerrarPeriodoRequest,
  type Ganancias,
  type PagoRow,
  type Periodo,
  type TopCreador,
  type TopPlayer,
} from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { BadRequest, Conflict, Forbidden, NotFound, isUniqueViolation } from '../../lib/errors.js';
import type { CuentaSesion } from '../../plugins/auth.js';
import * as repo from './periodos.repository.js';
import { notificar } from '../notificaciones/notificar.js';

const DAY_MS = 86_400_000;
const estadoNombre = (id: number) => NOMBRE_ESTADO_PERIODO[id] ?? `desconocido (${id})`;

/** 409 naming the period's state and the state the action needs. */
function wrongState(actual: number, accion: string, requerido: string): Conflict {
  return new Conflict(`El periodo está ${estadoNombre(actual)}; solo se puede ${accion} ${requerido}`);
}

async function lockOrThrow(tx: DbOrTx, idPeriodo: number) {
  const row = await repo.lockPeriodo(tx, idPeriodo);
  if (!row) throw new NotFound(`El periodo ${idPeriodo} no existe`);
  return row;
}

function snapshot(p: repo.PeriodoBloqueado) {
  return {
    idEstadoDistribucion: p.idEstadoDistribucion,
    silverAlbion: p.silverAlbion,
    idPlayerDistribuidor: p.idPlayerDistribuidor,
    fechaFinal: p.fechaFinal ? p.fechaFinal.toISOString() : null,
  };
}

// ---- Reads ---------------------------------------------------------------------------------------

export function resumen(db: Db, page: number): Promise<{ rows: Periodo[]; count: number }> {
  return repo.listPeriodos(db, page);
}

export async function casasDeLugar(db: Db, idLugar: number) {
  if (!(await repo.findLugar(db, idLugar))) throw new NotFound(`El lugar ${idLugar} no existe`);
  return repo.listCasas(db, idLugar);
}

export async function tablaDePago(db: Db, idPeriodo: number): Promise<PagoRow[]> {
  const [rows, periodo] = await Promise.all([repo.pagoRows(db, idPeriodo), distribuidorNickname(db, idPeriodo)]);
  return rows.map((r) => ({
    nickname: r.nickname,
    id_player: r.id_player,
    id_periodo: idPeriodo,
    sum: r.sum,
    esta_pagado: r.esta_pagado,
    distribuidor_nickname: periodo.distribuidorNickname,
    estado_distribucion: periodo.idEstado,
  }));
}

async function distribuidorNickname(db: Db, idPeriodo: number) {
  const p = await repo.findPeriodoInfo(db, idPeriodo);
  if (!p) throw new NotFound(`El periodo ${idPeriodo} no existe`);
  return p;
}

export async function topPlayers(db: Db, now = new Date()): Promise<TopPlayer[]> {
  return repo.topPlayers(db, new Date(now.getTime() - TOP_DIAS * DAY_MS));
}

export async function topCreadores(db: Db, now = new Date()): Promise<TopCreador[]> {
  return repo.topCreadores(db, new Date(now.getTime() - TOP_DIAS * DAY_MS));
}

/** A TOP list and the instant (epoch ms) until which it stays right if nothing is written. */
export interface TopVigente<T> {
  value: T[];
  validUntil: number;
}

async function vigencia(db: DbOrTx, tabla: 'jugadores' | 'distribuciones', since: Date): Promise<number> {
  const primera = await repo.primeraFechaViva(db, tabla, since);
  return primera === null ? Number.POSITIVE_INFINITY : primera + TOP_DIAS * DAY_MS;
}

export async function topPlayersVigente(db: Db, now = new Date()): Promise<TopVigente<TopPlayer>> {
  const since = new Date(now.getTime() - TOP_DIAS * DAY_MS);
  const [value, validUntil] = await Promise.all([repo.topPlayers(db, since), vigencia(db, 'jugadores', since)]);
  return { value, validUntil };
}

export async function topCreadoresVigente(db: Db, now = new Date()): Promise<TopVigente<TopCreador>> {
  const since = new Date(now.getTime() - TOP_DIAS * DAY_MS);
  const [value, validUntil] = await Promise.all([repo.topCreadores(db, since), vigencia(db, 'distribuciones', since)]);
  return { value, validUntil };
}

export async function buscarGanancias(db: Db, nickname: string, interval: number, now = new Date()): Promise<Ganancias> {
  return (await buscarGananciasVigente(db, nickname, interval, now)).value;
}

/**
 * The earnings search and the instant until which its answer stays right if nothing is written: for
 * a window, when the oldest counted row leaves it (lib/read-cache.ts).
 */
export async function buscarGananciasVigente(
  db: Db,
  nickname: string,
  interval: number,
  now = new Date(),
): Promise<{ value: Ganancias; validUntil: number }> {
  const since = interval === 0 ? null : new Date(now.getTime() - interval * DAY_MS);
  // One statement: the player and their sum (it used to be two round trips; docs/performance.md).
  const found = await repo.gananciasPorNickname(db, nickname, since);
  if (!found) throw new NotFound(MENSAJE_JUGADOR_NO_ENCONTRADO);
  return {
    value: {
      id_player: found.idPlayer,
      nickname: found.nickname,
      total_silver_unitario: found.total,
      cantidad_contenido: found.cantidad,
    },
    validUntil: since === null || found.primeraMs === null ? Number.POSITIVE_INFINITY : found.primeraMs + interval * DAY_MS,
  };
}

// ---- Writes --------------------------------------------------------------------------------------

/** Create (charge 8): one open period per place, enforced by a partial unique index (also concurrently). */
export async function crearPeriodo(db: Db, cuenta: CuentaSesion, idLugar: number, gremioFederacion: number) {
  const lugar = await repo.findLugar(db, idLugar);
  if (!lugar) throw new NotFound(`El lugar ${idLugar} no existe`);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertPeriodo(tx, { idLugar, idCuenta: cuenta.idCuenta, gremioFederacion });
      await audit(tx, {
        idCuenta: cuenta.idCuenta,
        accion: 'crear',
        entidad: 'periodo',
        idEntidad: row.idPeriodo,
        despues: { idLugarDistribucion: idLugar, gremioFederacion, idEstadoDistribucion: row.idEstadoDistribucion },
      });
      await notificar(tx, { tipo: 'periodo_abierto', idPeriodo: row.idPeriodo, por: cuenta.nickname });
      return row.idPeriodo;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(`Ya existe un periodo abierto en ${lugar.lugar}`);
    throw error;
  }
}

/** Change silver albion (charge 8): states 3 and 2 only. */
export async function cambiarSilver(db: Db, cuenta: CuentaSesion, idPeriodo: number, silver: number) {
  await db.transaction(async (tx) => {
    const p = await lockOrThrow(tx, idPeriodo);
    if (p.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO && p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
      throw wrongState(p.idEstadoDistribucion, 'cambiar el valor de un periodo', 'Abierto o En distribución');
    }
    await repo.updatePeriodo(tx, idPeriodo, { silverAlbion: silver });
    await audit(tx, {
      idCuenta: cuenta.idCuenta,
      accion: 'cambiar_silver',
      entidad: 'periodo',
      idEntidad: idPeriodo,
      antes: { silverAlbion: p.silverAlbion },
      despues: { silverAlbion: silver },
    });
  });
}

/**
 * Close (charge 8, state 3 → 2): an eligible distributor, at least one active house of the period's
 * place, and Σ chests ≥ players with a payment (one chest per player, DESIGN §2). fecha_final = now.
 */
export async function cerrarPeriodo(db: Db, cuenta: CuentaSesion, input: CerrarPeriodoRequest[0]) {
  const idsCasas = [...new Set(input.idsCasas)];
  await db.transaction(async (tx) => {
    const p = await lockOrThrow(tx, input.idPeriodo);
    if (p.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) {
      throw wrongState(p.idEstadoDistribucion, 'cerrar un periodo', 'Abierto');
    }
    if (!(await repo.isDistribuidorElegible(tx, input.idPlayerDistribuidor))) {
      throw new BadRequest(
        'El distribuidor elegido no es válido: debe ser un jugador activo con una cuenta activa con el cargo DISTRIBUIDOR',
      );
    }
    const casas = await repo.casasByIds(tx, idsCasas);
    const lugar = await repo.findLugar(tx, p.idLugarDistribucion);
    for (const id of idsCasas) {
      const c = casas.find((x) => x.idCasa === id);
      if (!c) throw new BadRequest(`La casa ${id} no existe`);
      if (c.idLugarDistribucion !== p.idLugarDistribucion) {
        throw new BadRequest(`La casa «${c.nombreCasa}» no pertenece a ${lugar?.lugar ?? 'el lugar del periodo'}`);
      }
      if (!c.activa) throw new BadRequest(`La casa «${c.nombreCasa}» no está activa`);
    }
    const cofres = casas.reduce((acc, c) => acc + c.cantidadCofres, 0);
    const requeridos = (await repo.pagoRows(tx, input.idPeriodo)).length;
    if (cofres < requeridos) {
      throw new Conflict(`Cofres insuficientes: las casas elegidas suman ${cofres} y se necesitan ${requeridos}`);
    }
    const fechaFinal = new Date();
    const after = await repo.updatePeriodo(tx, input.idPeriodo, {
      idEstadoDistribucion: ESTADO_PERIODO.EN_DISTRIBUCION,
      idPlayerDistribuidor: input.idPlayerDistribuidor,
      fechaFinal,
    });
    await repo.insertPeriodoCasas(tx, input.idPeriodo, idsCasas);
    await audit(tx, {
      idCuenta: cuenta.idCuenta,
      accion: 'cerrar_periodo',
      entidad: 'periodo',
      idEntidad: input.idPeriodo,
      antes: snapshot(p),
      despues: { ...snapshot(after), idsCasas, cofres, requeridos },
    });
    await notificar(tx, { tipo: 'periodo_cerrado', idPeriodo: input.idPeriodo, por: cuenta.nickname });
  });
}

function assertDistribuidor(p: repo.PeriodoBloqueado, cuenta: CuentaSesion) {
  if (p.idPlayerDistribuidor === null || p.idPlayerDistribuidor !== cuenta.idPlayer) {
    throw new Forbidden('Solo el distribuidor del periodo puede hacer esto');
  }
}

/** Pay (the period's distributor, state 2): idempotent; stores the silver paid. */
export async function pagarJugador(db: Db, cuenta: CuentaSesion, idPeriodo: number, idPlayer: number) {
  return db.transaction(async (tx) => {
    const p = await lockOrThrow(tx, idPeriodo);
    assertDistribuidor(p, cuenta);
    if (p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
      throw wrongState(p.idEstadoDistribucion, 'registrar pagos en un periodo', 'En distribución');
    }
    const silver = await repo.sumJugadorPeriodo(tx, idPeriodo, idPlayer);
    if (silver <= 0) throw new NotFound(`El jugador ${idPlayer} no tiene plata que cobrar en el periodo ${idPeriodo}`);
    const inserted = await repo.insertPago(tx, { idPeriodo, idPlayer, silver, idCuenta: cuenta.idCuenta });
    if (!inserted) return 'El pago ya estaba registrado';
    await audit(tx, {
      idCuenta: cuenta.idCuenta,
      accion: 'pagar',
      entidad: 'pago',
      idEntidad: `${idPeriodo}:${idPlayer}`,
      despues: { idPeriodo, idPlayer, silver },
    });
    await notificar(tx, { tipo: 'pago', idPeriodo, idPlayer, por: cuenta.nickname });
    return 'Pago registrado';
  });
}

/** Finalize (the period's distributor, state 2, every payment done → 1). */
export async function cerrarDistribucion(db: Db, cuenta: CuentaSesion, idPeriodo: number) {
  await db.transaction(async (tx) => {
    const p = await lockOrThrow(tx, idPeriodo);
    assertDistribuidor(p, cuenta);
    if (p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
      throw wrongState(p.idEstadoDistribucion, 'finalizar la distribución de un periodo', 'En distribución');
    }
    const pendientes = await repo.countPendientes(tx, idPeriodo);
    if (pendientes > 0) {
      throw new Conflict(pendientes === 1 ? 'Falta 1 pago por registrar' : `Faltan ${pendientes} pagos por registrar`);
    }
    const after = await repo.updatePeriodo(tx, idPeriodo, { idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO });
    await audit(tx, {
      idCuenta: cuenta.idCuenta,
      accion: 'finalizar',
      entidad: 'periodo',
      idEntidad: idPeriodo,
      antes: snapshot(p),
      despues: snapshot(after),
    });
    await notificar(tx, { tipo: 'periodo_finalizado', idPeriodo, por: cuenta.nickname });
  });
}
