// Append-only audit log (docs/domain.md, "Entities"): every write records who, when, what, before and
// after. This file is the only writer of the table: `auditAll` inserts a write's rows (called by
// lib/escritura.ts, the one write path, from what each write declares), `auditFrom` is the same row as
// a piece of a bigger statement (a data-modifying CTE) for the write that must stay one round trip (the
// distribution's creation, declared AUDITADA_EN_LA_SENTENCIA there). There is deliberately no update or
// delete path for this table.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { GREMIO_DE_LA_TX } from './gremio-contexto.js';

/**
 * The table by its name (db/schema.ts `auditoria`), not by the schema's object: lib/ sits below db/
 * (docs/development.md, "Dependencies run one way"), as lib/cambios.ts writes `ambito_version`.
 */
const COLUMNAS = sql.raw('insert into auditoria (id_gremio, id_cuenta, accion, entidad, id_entidad, antes, despues)');

export interface AuditEntry {
  idCuenta: number | null;
  accion: string;
  entidad: string;
  idEntidad?: string | number | null;
  antes?: unknown;
  despues?: unknown;
  /** The guild whose log keeps the row (default: the transaction's, `GREMIO_DE_LA_TX`): an alliance's write audits in each guild. */
  idGremio?: number;
}

const idEntidadText = (id: AuditEntry['idEntidad']) => (id === undefined || id === null ? null : String(id));

/** A value of the `antes`/`despues` jsonb columns as a parameter (cast `::jsonb` where it is used). */
const jsonb = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Several audit rows in one statement (one per entity a batch write changed). */
export async function auditAll(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const filas = entries.map(
    (e) =>
      sql`(${e.idGremio === undefined ? GREMIO_DE_LA_TX : sql`${e.idGremio}::smallint`}, ${e.idCuenta}, ${e.accion}, ${e.entidad}, ${idEntidadText(e.idEntidad)}, ${jsonb(e.antes)}::jsonb, ${jsonb(e.despues)}::jsonb)`,
  );
  await db.execute(sql`${COLUMNAS} values ${sql.join(filas, sql`, `)}`);
}

/**
 * The audit row of an entity that the same statement inserts: `insert into auditoria … select … from
 * <source>`, one row per row of `source` (a CTE name), whose id is `idEntidad` (an SQL expression over
 * it). Use it as one CTE of that statement: `with d as (insert … returning …), a as (${auditFrom(…)})`.
 */
export function auditFrom(entry: Omit<AuditEntry, 'idEntidad'> & { idCuenta: number }, source: SQL, idEntidad: SQL): SQL {
  return sql`${COLUMNAS}
      select ${GREMIO_DE_LA_TX}, ${entry.idCuenta}, ${entry.accion}, ${entry.entidad}, (${idEntidad})::text, ${jsonb(entry.antes)}::jsonb, ${jsonb(entry.despues)}::jsonb
      from ${source}`;
}
