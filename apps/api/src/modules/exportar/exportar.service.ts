// Rules of the CSV exports (docs/domain.md, "Exports"): the same rows, filters and 404s as the screens,
// Spanish headers, silver as plain integers, dates as `2026-11-21 07:11:07` in UTC (csv.ts fechaCsv). Each export checks what it names
// first (so a missing period or player is a 404, not an empty file), then streams its rows. The rows
// come in keyset batches (csv.ts porLotes) that live beside the page query of the screen they export,
// in that entity's repository (pagos, distribuciones, ganancias, auditoria, jugadores): one owner per query.
import {
  NOMBRE_ESTADO_PERIODO,
  NOMBRE_ESTADO_RECLAMO,
  NOMBRE_SLOT,
  formatSilver,
  etiqueta,
  idEntidadTexto,
  ladoEnPalabras,
  type EstadoReclamo,
  type ExportarAuditoriaQuery,
  type ExportarLibroQuery,
  type ExportarRegearQuery,
  type ItemRegear,
} from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { NotFound } from '../../lib/errors.js';
import { findPeriodoInfo } from '../periodos/periodos.repository.js';
import { loteHistorial } from '../ganancias/ganancias.repository.js';
import { loteAuditoria } from '../auditoria/auditoria.repository.js';
import { referencias as referenciasAuditoria } from '../auditoria/auditoria.service.js';
import { findJugadorPorNickname, loteJugadores } from '../jugadores/jugadores.repository.js';
import { lotePagos } from '../pagos/pagos.repository.js';
import { loteDistribuciones } from '../distribuciones/distribuciones.repository.js';
import { loteReclamos } from '../regear/regear.repository.js';
import { filtroReclamos } from '../regear/regear.service.js';
import { findCuenta, loteMovimientos } from '../libro/libro.repository.js';
import { nombreConcepto, nombreDeCuenta } from '../libro/libro.service.js';
import { csv, LOTE, porLotes } from './csv.js';

export interface Exportacion {
  nombre: string;
  contenido: AsyncIterable<string>;
}

const estadoDistribucion = (vigente: boolean) => (vigente ? 'Exitosa' : 'Eliminada');

async function periodoONotFound(db: DbOrTx, idPeriodo: number) {
  const info = await findPeriodoInfo(db, idPeriodo);
  if (!info) throw new NotFound('periodo.noExiste2', { id: idPeriodo });
  return info;
}

export async function pagos(db: DbOrTx, idPeriodo: number): Promise<Exportacion> {
  const info = await periodoONotFound(db, idPeriodo);
  const estado = NOMBRE_ESTADO_PERIODO[info.idEstado] ?? '';
  const filas = porLotes(
    (after: string | null) => lotePagos(db, idPeriodo, after, LOTE),
    (r) => r.nickname,
  );
  return {
    nombre: `pagos-periodo-${idPeriodo}.csv`,
    contenido: csv(
      ['Periodo', 'Jugador', 'Plata', 'Pagado', 'Distribuidor', 'Estado del periodo', 'Casa', 'Cofre', 'Fecha de pago (UTC)'],
      filas,
      (r) => [idPeriodo, r.nickname, r.sum, r.esta_pagado, info.distribuidorNickname, estado, r.casa, r.cofre, r.fecha_pago],
    ),
  };
}

export async function distribuciones(db: DbOrTx, idPeriodo: number): Promise<Exportacion> {
  await periodoONotFound(db, idPeriodo);
  const filas = porLotes(
    (after: [number, number] | null) => loteDistribuciones(db, idPeriodo, after, LOTE),
    (r): [number, number] => [r.id_distribucion, r.id_player],
  );
  return {
    nombre: `distribuciones-periodo-${idPeriodo}.csv`,
    contenido: csv(['Id distribución', 'Fecha (UTC)', 'Motivo', 'Encargado', 'Jugador', 'Plata', 'Estado'], filas, (r) => [
      r.id_distribucion,
      r.fecha,
      r.motivo,
      r.nickname_encargado,
      r.nickname,
      r.silver_unitario,
      estadoDistribucion(r.estado),
    ]),
  };
}

export async function historial(db: DbOrTx, nickname: string): Promise<Exportacion> {
  const found = await findJugadorPorNickname(db, nickname);
  if (!found) throw new NotFound('jugador.noEncontrado');
  const filas = porLotes(
    (after: [string, number] | null) => loteHistorial(db, found.id_player, after, LOTE),
    (r): [string, number] => [r.clave, r.id_distribucion],
  );
  return {
    nombre: `historial-${found.nickname}.csv`,
    contenido: csv(
      ['Fecha (UTC)', 'Id distribución', 'Periodo', 'Lugar', 'Motivo', 'Encargado', 'Plata', 'Estado', 'Razón de eliminación'],
      filas,
      (r) => [
        r.fecha,
        r.id_distribucion,
        r.id_periodo,
        r.lugar,
        r.motivo,
        r.nickname_encargado,
        r.silver_unitario,
        estadoDistribucion(r.estado),
        r.razon_eliminacion,
      ],
    ),
  };
}

/**
 * The audit log in words, as the screen shows it: the action and entity named, the entity's id as a
 * name, each side of the change as «Campo: valor · …» with names for ids (the batch's references).
 */
export function auditoria(db: DbOrTx, filtro: ExportarAuditoriaQuery, now = new Date()): Exportacion {
  const filas = porLotes(
    async (after: number | null) => {
      const lote = await loteAuditoria(db, filtro, after, LOTE);
      const refs = await referenciasAuditoria(db, lote);
      return lote.map((r) => ({ ...r, refs }));
    },
    (r) => r.id_auditoria,
  );
  return {
    nombre: `auditoria-${now.toISOString().slice(0, 10)}.csv`,
    contenido: csv(
      ['Id', 'Fecha (UTC)', 'Cuenta', 'Nickname', 'Acción', 'Entidad', 'Id entidad', 'Antes', 'Después'],
      filas,
      (r) => [
        r.id_auditoria,
        new Date(r.fecha),
        // As the screen shows it: a row written by the app itself (the leader's account at first start).
        r.email ?? (r.nickname ? null : 'Sistema'),
        r.nickname,
        etiqueta(r.accion),
        etiqueta(r.entidad),
        r.id_entidad === null ? null : idEntidadTexto(r, r.refs),
        ladoEnPalabras(r.antes, r.refs),
        ladoEnPalabras(r.despues, r.refs),
      ],
    ),
  };
}

export function jugadores(db: DbOrTx): Exportacion {
  const filas = porLotes(
    (after: number | null) => loteJugadores(db, after, LOTE),
    (r) => r.id_player,
  );
  return {
    nombre: 'jugadores.csv',
    contenido: csv(['Id', 'Nickname', 'Cargo', 'Rol', 'Fecha de registro (UTC)', 'Estado'], filas, (r) => [
      r.id_player,
      r.nickname,
      r.nombre_cargo,
      r.nombre_rol,
      new Date(r.fecha_registro),
      r.estado ? 'Activo' : 'Inactivo',
    ]),
  };
}

/** A claim's items in one cell: «Cabeza T8_HEAD_PLATE_SET1@1 ×1: $100.000 · Bolsa T6_BAG: no cuenta (…)». */
export function objetosEnPalabras(items: readonly ItemRegear[]): string {
  return items
    .map((i) => {
      const que = `${NOMBRE_SLOT[i.slot]} ${i.item} ×${i.cuenta}`;
      if (i.motivo !== undefined) return `${que}: no cuenta (${i.motivo})`;
      if (i.precio === null || i.precio === undefined) return `${que}: sin precio`;
      return `${que}: ${formatSilver(i.silver ?? i.precio * i.cuenta)}`;
    })
    .join(' · ');
}

/** The regear list with the screen's filters (404 for an unknown period or player), every page. */
export async function regear(db: DbOrTx, q: ExportarRegearQuery): Promise<Exportacion> {
  const filtro = await filtroReclamos(db, q);
  const filas = porLotes(
    (after: [number, number] | null) => loteReclamos(db, filtro, after, LOTE),
    (r): [number, number] => [r.orden, r.id_reclamo],
  );
  return {
    nombre: 'regear.csv',
    contenido: csv(
      [
        'Id',
        'Periodo',
        'Distribución',
        'Jugador',
        'Evento',
        'Batalla',
        'Fecha de la muerte (UTC)',
        'Fecha del reclamo (UTC)',
        'Estado',
        'Plata',
        'Plata según las reglas',
        'Objetos',
        'Razón',
        'Revisado por',
        'Pagado por',
        'Fecha de pago (UTC)',
      ],
      filas,
      (r) => [
        r.id_reclamo,
        r.id_periodo,
        r.id_distribucion,
        r.nickname,
        r.event_id,
        r.battle_id,
        r.fecha_muerte,
        r.fecha_reclamo,
        NOMBRE_ESTADO_RECLAMO[r.estado as EstadoReclamo] ?? r.estado,
        r.silver,
        r.silver_reglas,
        objetosEnPalabras(r.items as ItemRegear[]),
        r.razon,
        r.revisado_por,
        r.pagado_por,
        r.fecha_pago,
      ],
    ),
  };
}

/**
 * The ledger's entries (docs/libro.md) of one account (`idCuentaLibro`; 404 if it does not exist) or of
 * every account, oldest first, each with the balance it left; `desde`/`hasta` as the movements' list.
 */
export async function libro(db: DbOrTx, q: ExportarLibroQuery): Promise<Exportacion> {
  if (q.idCuentaLibro !== undefined && !(await findCuenta(db, q.idCuentaLibro))) {
    throw new NotFound('libro.cuentaNoExiste', { id: q.idCuentaLibro });
  }
  const filtro = { idCuentaLibro: q.idCuentaLibro ?? null, desde: q.desde, hasta: q.hasta };
  const filas = porLotes(
    (after: number | null) => loteMovimientos(db, filtro, after, LOTE),
    (r) => r.idApunte,
  );
  return {
    nombre: 'libro.csv',
    contenido: csv(['Fecha (UTC)', 'Transacción', 'Cuenta', 'Concepto', 'Plata', 'Saldo', 'Periodo', 'Razón'], filas, (r) => [
      r.fecha,
      r.idTransaccion,
      nombreDeCuenta(r),
      nombreConcepto(r.concepto),
      r.silver,
      r.saldo,
      r.idPeriodo,
      r.razon,
    ]),
  };
}
