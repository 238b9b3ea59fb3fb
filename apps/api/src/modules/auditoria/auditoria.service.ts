// The audit log's reads, leader only (docs/domain.md, "Permissions"); the log is written only by
// lib/audit.ts. A page comes with the names of the players, houses, places, cargos and roles its rows
// mention, so the screen shows names where the rows hold ids.
import { idsReferidos, type AuditoriaRow, type ReferenciasAuditoria } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { findJugadores, listCargos, listRoles } from '../jugadores/jugadores.repository.js';
import { casasByIds, listLugares } from '../periodos/periodos.repository.js';
import * as repo from './auditoria.repository.js';

const porId = <T>(rows: T[], id: (r: T) => number, nombre: (r: T) => string) =>
  Object.fromEntries(rows.map((r) => [String(id(r)), nombre(r)]));

/** The names of what the rows mention (the screen's page, a batch of the CSV export). */
export async function referencias(db: DbOrTx, rows: AuditoriaRow[]): Promise<ReferenciasAuditoria> {
  const jugadores = new Set<number>();
  const casas = new Set<number>();
  for (const row of rows) {
    const ids = idsReferidos(row);
    ids.jugadores.forEach((id) => jugadores.add(id));
    ids.casas.forEach((id) => casas.add(id));
  }
  const [js, cs, lugares, cargos, roles] = await Promise.all([
    findJugadores(db, [...jugadores]),
    casas.size > 0 ? casasByIds(db, [...casas]) : Promise.resolve([]),
    listLugares(db),
    listCargos(db),
    listRoles(db),
  ]);
  return {
    jugadores: porId(
      js,
      (j) => j.idPlayer,
      (j) => j.nickname,
    ),
    casas: porId(
      cs,
      (c) => c.idCasa,
      (c) => c.nombreCasa,
    ),
    lugares: porId(
      lugares,
      (l) => l.id_lugar_distribucion,
      (l) => l.lugar,
    ),
    cargos: porId(
      cargos,
      (c) => c.id_cargo,
      (c) => c.nombre_cargo,
    ),
    roles: porId(
      roles,
      (r) => r.id_rol,
      (r) => r.nombre_rol,
    ),
  };
}

export async function lista(
  db: Db,
  filtro: repo.FiltroAuditoria,
): Promise<{ rows: AuditoriaRow[]; count: number; referencias: ReferenciasAuditoria }> {
  const { rows, count } = await repo.listAuditoria(db, filtro);
  return { rows, count, referencias: await referencias(db, rows) };
}

// Reads with no rule of their own (docs/development.md, "Layers").
export const filtros = (db: Db) => repo.filtros(db);
