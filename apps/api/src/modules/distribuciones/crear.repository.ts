// SQL of creating a distribution (docs/performance.md, "POST /crear"): the period's share lock with the
// code check in one round trip, then one statement that stores the distribution, its player rows and
// its audit row. Each statement is exported as SQL too: the benchmark's floor (bench/floor/crear.ts)
// sends exactly these.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditFrom } from '../../lib/audit.js';
import { distribucion, distribucionJugador, estadoDistribucion, periodo } from '../../db/schema.js';
import type { PeriodoEstado } from '../periodos/periodos.repository.js';

/** The statement of lockPeriodoParaCrear (the benchmark's floor sends it too). */
export const lockPeriodoParaCrearSql = (idPeriodo: number, codigo: number): SQL => sql`
    select p.id_periodo, p.id_estado_distribucion,
      (select e.nombre_estado_distribucion from ${estadoDistribucion} e
        where e.id_estado_distribucion = p.id_estado_distribucion) as nombre_estado,
      (select d.id_distribucion from ${distribucion} d where d.id_periodo = p.id_periodo and d.codigo = ${codigo}) as existente
    from ${periodo} p where p.id_periodo = ${idPeriodo}
    for share of p`;

/**
 * A creation's first statement: share-locks the period row (as periodos.repository's
 * `lockPeriodo(…, 'share')`) and, in the same round trip, reads its state name and whether the
 * client's code is already used in the period. No join in the locked query (see lockPeriodo): the
 * name and the code come from scalar subqueries, evaluated against the row version the lock returns.
 */
export async function lockPeriodoParaCrear(
  tx: DbOrTx,
  idPeriodo: number,
  codigo: number,
): Promise<(PeriodoEstado & { existente: number | null }) | undefined> {
  const { rows } = await tx.execute<{
    id_periodo: number;
    id_estado_distribucion: number;
    nombre_estado: string;
    existente: number | null;
  }>(lockPeriodoParaCrearSql(idPeriodo, codigo));
  const row = rows[0];
  if (!row) return undefined;
  return {
    idPeriodo: Number(row.id_periodo),
    idEstadoDistribucion: Number(row.id_estado_distribucion),
    nombreEstado: row.nombre_estado,
    existente: row.existente === null ? null : Number(row.existente),
  };
}

/**
 * Stores a distribution, its player rows and its audit row in one statement (data-modifying CTEs: one
 * round trip instead of three; docs/performance.md). The player rows repeat period, date, state and
 * share of their distribution (schema.ts); their date is the distribution's own default, now() — the
 * transaction's start — so the copy is exact to the microsecond. The players go as one array parameter:
 * building 40 × 6 parameters through the query builder cost more CPU than the insert itself.
 */
export interface NuevaDistribucion {
  idPeriodo: number;
  codigo: number;
  motivo: string;
  silver: number;
  silverUnitario: number;
  idCuentaEncargado: number;
  idPlayerEncargado: number;
  jugadores: number[];
  /** Each player's share, in the order of `jugadores` (default: `silverUnitario` for all). */
  partes?: number[];
  /** Each player's weight in tenths, in the order of `jugadores` (default: 10 for all). */
  pesosDecimas?: number[];
  /** The breakdown's tax (default 0) and the remainder of the shares (default: silver − Σ shares). */
  impuesto?: number;
  resto?: number;
  desglose?: unknown;
  origen?: unknown;
  /** Each player's fixed extras, in the order of `jugadores` (only with `partes`; default 0). */
  extrasJugador?: number[];
  /** The fixed extras as sent (ExtraDistribucion[]), the template version and the calendar event (docs/calendario.md). */
  extras?: unknown;
  idPlantilla?: number;
  plantillaVersion?: number;
  idEvento?: number;
}

/** The statement of insertDistribucion (the benchmark's floor sends it too). Answers id_distribucion, fecha. */
export function insertDistribucionSql(input: NuevaDistribucion, auditoriaDespues: unknown): SQL {
  const audita = auditFrom(
    { idCuenta: input.idCuentaEncargado, accion: 'crear', entidad: 'distribucion', despues: auditoriaDespues },
    sql`d`,
    sql`d.id_distribucion`,
  );
  const resto = input.resto ?? input.silver - input.silverUnitario * input.jugadores.length;
  const desglose = input.desglose === undefined ? null : JSON.stringify(input.desglose);
  const origen = input.origen === undefined ? null : JSON.stringify(input.origen);
  // Unweighted (the common case): one array and the same share for all; weighted: three arrays side by side.
  const extras = input.extras === undefined ? null : JSON.stringify(input.extras);
  const jugadores = input.partes
    ? sql`select x.id, x.parte, x.peso, x.extra from unnest(${sql.param(input.jugadores)}::int[],
          ${sql.param(input.partes)}::bigint[], ${sql.param(input.pesosDecimas)}::smallint[],
          ${sql.param(input.extrasJugador ?? input.jugadores.map(() => 0))}::bigint[]) as x(id, parte, peso, extra)`
    : sql`select x.id, ${input.silverUnitario}::bigint as parte, 10::smallint as peso, 0::bigint as extra
          from unnest(${sql.param(input.jugadores)}::int[]) as x(id)`;
  return sql`
    with d as (
      insert into ${distribucion} (id_periodo, codigo, motivo, silver, silver_unitario, id_cuenta_encargado, id_player_encargado,
                                   impuesto, resto, desglose, origen, extras, id_plantilla, plantilla_version, id_evento)
      values (${input.idPeriodo}, ${input.codigo}, ${input.motivo}, ${input.silver}, ${input.silverUnitario},
              ${input.idCuentaEncargado}, ${input.idPlayerEncargado}, ${input.impuesto ?? 0}, ${resto}, ${desglose}::jsonb,
              ${origen}::jsonb, ${extras}::jsonb, ${input.idPlantilla ?? null}::int, ${input.plantillaVersion ?? null}::int,
              ${input.idEvento ?? null}::int)
      returning id_distribucion, fecha
    ), j as (
      insert into ${distribucionJugador} (id_distribucion, id_player, id_periodo, fecha, estado, silver_unitario, peso_decimas, extra)
      select d.id_distribucion, x.id, ${input.idPeriodo}, now(), true, x.parte, x.peso, x.extra
      from d, (${jugadores}) as x
    ), a as (${audita})
    select id_distribucion, fecha from d`;
}

export async function insertDistribucion(
  tx: DbOrTx,
  input: NuevaDistribucion,
  auditoriaDespues: unknown,
): Promise<{ idDistribucion: number; fecha: Date }> {
  const { rows } = await tx.execute<{ id_distribucion: number; fecha: Date | string }>(
    insertDistribucionSql(input, auditoriaDespues),
  );
  const row = rows[0]!;
  return { idDistribucion: Number(row.id_distribucion), fecha: new Date(row.fecha) };
}
