// Rules of the CSV exports (docs/domain.md, "Exports"): the same rows, filters and 404s as the screens,
// Spanish headers, silver as plain integers, dates in ISO 8601. Each export checks what it names
// first (so a missing period or player is a 404, not an empty file), then streams its rows.
import { MENSAJE_JUGADOR_NO_ENCONTRADO, NOMBRE_ESTADO_PERIODO, type ExportarAuditoriaQuery } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { NotFound } from '../../lib/errors.js';
import { findPeriodoInfo } from '../periodos/periodos.repository.js';
import { findJugadorPorNickname } from '../ganancias/ganancias.repository.js';
import { loteAuditoria } from '../auditoria/auditoria.repository.js';
import { loteJugadores } from '../jugadores/jugadores.repository.js';
import { csv, LOTE, porLotes } from './csv.js';
import * as repo from './exportar.repository.js';

export interface Exportacion {
  nombre: string;
  contenido: AsyncIterable<string>;
}

const estadoDistribucion = (vigente: boolean) => (vigente ? 'Exitosa' : 'Eliminada');
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

async function periodoONotFound(db: DbOrTx, idPeriodo: number) {
  const info = await findPeriodoInfo(db, idPeriodo);
  if (!info) throw new NotFound(`El periodo ${idPeriodo} no existe`);
  return info;
}

export async function pagos(db: DbOrTx, idPeriodo: number): Promise<Exportacion> {
  const info = await periodoONotFound(db, idPeriodo);
  const estado = NOMBRE_ESTADO_PERIODO[info.idEstado] ?? '';
  const filas = porLotes(
    (after: string | null) => repo.lotePagos(db, idPeriodo, after),
    (r) => r.nickname,
  );
  return {
    nombre: `pagos-periodo-${idPeriodo}.csv`,
    contenido: csv(['Periodo', 'Jugador', 'Plata', 'Pagado', 'Distribuidor', 'Estado del periodo'], filas, (r) => [
      idPeriodo,
      r.nickname,
      r.sum,
      r.esta_pagado,
      info.distribuidorNickname,
      estado,
    ]),
  };
}

export async function distribuciones(db: DbOrTx, idPeriodo: number): Promise<Exportacion> {
  await periodoONotFound(db, idPeriodo);
  const filas = porLotes(
    (after: [number, number] | null) => repo.loteDistribuciones(db, idPeriodo, after),
    (r): [number, number] => [r.id_distribucion, r.id_player],
  );
  return {
    nombre: `distribuciones-periodo-${idPeriodo}.csv`,
    contenido: csv(['Id distribución', 'Fecha', 'Motivo', 'Encargado', 'Jugador', 'Plata', 'Estado'], filas, (r) => [
      r.id_distribucion,
      r.fecha.toISOString(),
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
  if (!found) throw new NotFound(MENSAJE_JUGADOR_NO_ENCONTRADO);
  const filas = porLotes(
    (after: [string, number] | null) => repo.loteHistorial(db, found.id_player, after),
    (r): [string, number] => [r.clave, r.id_distribucion],
  );
  return {
    nombre: `historial-${found.nickname}.csv`,
    contenido: csv(
      ['Fecha', 'Id distribución', 'Periodo', 'Lugar', 'Motivo', 'Encargado', 'Plata', 'Estado', 'Razón de eliminación'],
      filas,
      (r) => [
        r.fecha.toISOString(),
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

export function auditoria(db: DbOrTx, filtro: ExportarAuditoriaQuery, now = new Date()): Exportacion {
  const filas = porLotes(
    (after: number | null) => loteAuditoria(db, filtro, after, LOTE),
    (r) => r.id_auditoria,
  );
  return {
    nombre: `auditoria-${now.toISOString().slice(0, 10)}.csv`,
    contenido: csv(['Id', 'Fecha', 'Cuenta', 'Nickname', 'Acción', 'Entidad', 'Id entidad', 'Antes', 'Después'], filas, (r) => [
      r.id_auditoria,
      r.fecha,
      r.email,
      r.nickname,
      r.accion,
      r.entidad,
      r.id_entidad,
      json(r.antes),
      json(r.despues),
    ]),
  };
}

export function jugadores(db: DbOrTx): Exportacion {
  const filas = porLotes(
    (after: number | null) => loteJugadores(db, after, LOTE),
    (r) => r.id_player,
  );
  return {
    nombre: 'jugadores.csv',
    contenido: csv(['Id', 'Nickname', 'Cargo', 'Rol', 'Fecha de registro', 'Estado'], filas, (r) => [
      r.id_player,
      r.nickname,
      r.nombre_cargo,
      r.nombre_rol,
      r.fecha_registro,
      r.estado ? 'Activo' : 'Inactivo',
    ]),
  };
}
