// SQL of the CSV exports (docs/domain.md, "Exports"): each read answers one batch of LOTE rows after a
// key (keyset pagination, along an index), so that a big period or the whole audit log is streamed and
// never held whole. Read-only; the tables belong to their modules, whose filters and wire names these
// follow (the audit filters come from auditoria.repository.ts).
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditoria,
  cargo,
  cuenta,
  distribucion,
  distribucionJugador,
  jugador,
  lugarDistribucion,
  pago,
  periodo,
  rol,
} from '../../db/schema.js';
import { condicionAuditoria, type FiltroAuditoria } from '../auditoria/auditoria.repository.js';
import { LOTE } from './csv.js';

const encargadoNickname = sql<string>`(select e.nickname from ${jugador} e where e.id_player = ${distribucion.idPlayerEncargado})`;

/** Payment rows of a period (live sum above 0), by nickname. */
export function lotePagos(db: DbOrTx, idPeriodo: number, after: string | null) {
  return db
    .select({
      nickname: jugador.nickname,
      sum: sql<number>`sum(${distribucionJugador.silverUnitario})::bigint`.mapWith(Number),
      esta_pagado: sql<boolean>`(${pago.idPlayer} is not null)`.mapWith(Boolean),
    })
    .from(distribucionJugador)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .leftJoin(pago, and(eq(pago.idPeriodo, distribucionJugador.idPeriodo), eq(pago.idPlayer, distribucionJugador.idPlayer)))
    .where(
      and(
        eq(distribucionJugador.idPeriodo, idPeriodo),
        sql`${distribucionJugador.estado}`,
        after === null ? undefined : gt(jugador.nickname, after),
      ),
    )
    .groupBy(jugador.nickname, pago.idPlayer)
    .having(sql`sum(${distribucionJugador.silverUnitario}) > 0`)
    .orderBy(asc(jugador.nickname))
    .limit(LOTE);
}

/** One row per player share of the period's distributions (deleted ones included), by distribution and player. */
export function loteDistribuciones(db: DbOrTx, idPeriodo: number, after: [number, number] | null) {
  return db
    .select({
      id_distribucion: distribucionJugador.idDistribucion,
      id_player: distribucionJugador.idPlayer,
      fecha: distribucion.fecha,
      motivo: distribucion.motivo,
      nickname_encargado: encargadoNickname,
      nickname: jugador.nickname,
      silver_unitario: distribucionJugador.silverUnitario,
      estado: distribucionJugador.estado,
    })
    .from(distribucionJugador)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionJugador.idDistribucion))
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .where(
      and(
        eq(distribucionJugador.idPeriodo, idPeriodo),
        after === null
          ? undefined
          : sql`(${distribucionJugador.idDistribucion}, ${distribucionJugador.idPlayer}) > (${after[0]}, ${after[1]})`,
      ),
    )
    .orderBy(asc(distribucionJugador.idDistribucion), asc(distribucionJugador.idPlayer))
    .limit(LOTE);
}

/**
 * The player's history, newest first (distribucion_jugador_player_fecha_idx). The key carries the
 * date as the database's text (microseconds; a JS Date would round them and skip or repeat rows).
 */
export function loteHistorial(db: DbOrTx, idPlayer: number, after: [string, number] | null) {
  return db
    .select({
      clave: sql<string>`${distribucionJugador.fecha}::text`,
      fecha: distribucionJugador.fecha,
      id_distribucion: distribucionJugador.idDistribucion,
      id_periodo: distribucionJugador.idPeriodo,
      lugar: lugarDistribucion.lugar,
      motivo: distribucion.motivo,
      nickname_encargado: encargadoNickname,
      silver_unitario: distribucionJugador.silverUnitario,
      estado: distribucionJugador.estado,
      razon_eliminacion: distribucion.razonEliminacion,
    })
    .from(distribucionJugador)
    .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionJugador.idDistribucion))
    .innerJoin(periodo, eq(periodo.idPeriodo, distribucionJugador.idPeriodo))
    .innerJoin(lugarDistribucion, eq(lugarDistribucion.idLugarDistribucion, periodo.idLugarDistribucion))
    .where(
      and(
        eq(distribucionJugador.idPlayer, idPlayer),
        after === null
          ? undefined
          : sql`(${distribucionJugador.fecha}, ${distribucionJugador.idDistribucion}) < (${after[0]}::timestamptz, ${after[1]})`,
      ),
    )
    .orderBy(desc(distribucionJugador.fecha), desc(distribucionJugador.idDistribucion))
    .limit(LOTE);
}

/** The audit log with the screen's filters, newest first (by id, its primary key). */
export function loteAuditoria(db: DbOrTx, filtro: Omit<FiltroAuditoria, 'page' | 'rows'>, after: number | null) {
  return db
    .select({
      id_auditoria: auditoria.idAuditoria,
      fecha: auditoria.fecha,
      email: cuenta.email,
      nickname: jugador.nickname,
      accion: auditoria.accion,
      entidad: auditoria.entidad,
      id_entidad: auditoria.idEntidad,
      antes: auditoria.antes,
      despues: auditoria.despues,
    })
    .from(auditoria)
    .leftJoin(cuenta, eq(cuenta.idCuenta, auditoria.idCuenta))
    .leftJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
    .where(and(condicionAuditoria(filtro), after === null ? undefined : lt(auditoria.idAuditoria, after)))
    .orderBy(desc(auditoria.idAuditoria))
    .limit(LOTE);
}

/** Every player, by id. */
export function loteJugadores(db: DbOrTx, after: number | null) {
  return db
    .select({
      id_player: jugador.idPlayer,
      nickname: jugador.nickname,
      nombre_cargo: cargo.nombreCargo,
      nombre_rol: rol.nombreRol,
      fecha_registro: jugador.fechaRegistro,
      estado: jugador.estado,
    })
    .from(jugador)
    .innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo))
    .innerJoin(rol, eq(rol.idRol, jugador.idRol))
    .where(after === null ? undefined : gt(jugador.idPlayer, after))
    .orderBy(asc(jugador.idPlayer))
    .limit(LOTE);
}
