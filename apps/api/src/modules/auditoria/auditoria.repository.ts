// SQL of the audit log. Reads only: the log is append-only, and lib/audit.ts is the one place that
// writes it (an INSERT). Nothing in the code base updates or deletes a row of `auditoria`
// (auditoria.test.ts scans the sources to keep it so).
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditoriaRow } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { auditoria, cuenta, jugador } from '../../db/schema.js';
import { etiquetaCuenta } from '../cuentas/cuentas.repository.js';

export interface FiltroAuditoria {
  page: number;
  rows: number;
  accion?: string | undefined;
  entidad?: string | undefined;
  idCuenta?: number | null | undefined;
  desde?: Date | null | undefined;
  hasta?: Date | null | undefined;
}

/** The filters as one condition (the list and its CSV export). */
export function condicionAuditoria(f: Omit<FiltroAuditoria, 'page' | 'rows'>): SQL | undefined {
  const parts: SQL[] = [];
  if (f.accion) parts.push(eq(auditoria.accion, f.accion));
  if (f.entidad) parts.push(eq(auditoria.entidad, f.entidad));
  if (f.idCuenta) parts.push(eq(auditoria.idCuenta, f.idCuenta));
  if (f.desde) parts.push(gte(auditoria.fecha, f.desde));
  if (f.hasta) parts.push(lt(auditoria.fecha, f.hasta));
  return parts.length > 0 ? and(...parts) : undefined;
}

function rowsQuery(db: DbOrTx) {
  return db
    .select({
      id_auditoria: auditoria.idAuditoria,
      fecha: auditoria.fecha,
      id_cuenta: auditoria.idCuenta,
      email: etiquetaCuenta,
      nickname: jugador.nickname,
      accion: auditoria.accion,
      entidad: auditoria.entidad,
      id_entidad: auditoria.idEntidad,
      antes: auditoria.antes,
      despues: auditoria.despues,
    })
    .from(auditoria)
    .leftJoin(cuenta, eq(cuenta.idCuenta, auditoria.idCuenta))
    .leftJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer));
}

type RawRow = Awaited<ReturnType<typeof rowsQuery>>[number];
const toAuditoriaRow = (r: RawRow): AuditoriaRow => ({ ...r, fecha: r.fecha.toISOString() });

/** Newest first (by id: the insertion order, which is also commit order per row). */
export async function listAuditoria(db: DbOrTx, f: FiltroAuditoria): Promise<{ rows: AuditoriaRow[]; count: number }> {
  const condition = condicionAuditoria(f);
  const [rows, total] = await Promise.all([
    rowsQuery(db)
      .where(condition)
      .orderBy(desc(auditoria.idAuditoria))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(auditoria).where(condition),
  ]);
  return { rows: rows.map(toAuditoriaRow), count: Number(total[0]?.n ?? 0) };
}

/** Up to `limit` rows with the filters before id `after` (null: from the newest): the CSV export's batches. */
export async function loteAuditoria(
  db: DbOrTx,
  f: Omit<FiltroAuditoria, 'page' | 'rows'>,
  after: number | null,
  limit: number,
): Promise<AuditoriaRow[]> {
  const rows = await rowsQuery(db)
    .where(and(condicionAuditoria(f), after === null ? undefined : lt(auditoria.idAuditoria, after)))
    .orderBy(desc(auditoria.idAuditoria))
    .limit(limit);
  return rows.map(toAuditoriaRow);
}

export async function filtros(db: DbOrTx) {
  const [acciones, entidades, cuentas] = await Promise.all([
    db.selectDistinct({ v: auditoria.accion }).from(auditoria).orderBy(asc(auditoria.accion)),
    db.selectDistinct({ v: auditoria.entidad }).from(auditoria).orderBy(asc(auditoria.entidad)),
    db
      .select({ id_cuenta: cuenta.idCuenta, email: etiquetaCuenta, nickname: jugador.nickname })
      .from(cuenta)
      .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
      .orderBy(asc(jugador.nickname)),
  ]);
  return { acciones: acciones.map((r) => r.v), entidades: entidades.map((r) => r.v), cuentas };
}
