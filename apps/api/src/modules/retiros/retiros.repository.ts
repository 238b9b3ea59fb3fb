// SQL of the withdrawals and their weekly caps (docs/libro.md, «Retiros»): tables `retiro` and
// `limite_retiro`. The ledger's rows are lib/libro.ts's; what a player may still withdraw reads the
// balance row that lib/libro.ts locks, the player's reserved withdrawals and what a distributor still
// owes them in an `al_finalizar` period in distribution.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ESTADO_PERIODO, type EstadoRetiro, type LimiteRetiro, type Retiro } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';

/** The only guild today (docs/decisions/015-guild-as-a-row.md). */
const GREMIO = 1;
/**
 * The guild and the state «en distribución» as SQL literals, not parameters, in the statement a request
 * runs: with a parameter for the state (a rare one: most periods are finalized) PostgreSQL's generic plan
 * looked dearer than a custom one, so the prepared statement was planned again on every request (its
 * planning: 2.5 ms in EXPLAIN on the benchmark's data). Literals give the generic plan the same
 * estimates: it is planned once per connection, and a request's database CPU fell from 4.0 to 2.8 ms
 * (docs/performance.md, "The ledger").
 */
const GREMIO_SQL = sql.raw(String(GREMIO));
const EN_DISTRIBUCION = sql.raw(String(ESTADO_PERIODO.EN_DISTRIBUCION));
const ABIERTO_SQL = sql.raw(String(ESTADO_PERIODO.ABIERTO));

/** The wire's shape of a withdrawal, from its row and the nicknames of its accounts' players. */
const RETIRO_COLUMNAS = sql`
  r.id_retiro, j.nickname, r.silver, r.estado, r.fecha, r.razon,
  (select jr.nickname from cuenta c join jugador jr on jr.id_player = c.id_player where c.id_cuenta = r.id_cuenta_revisor) as revisado_por,
  (select jp.nickname from cuenta c join jugador jp on jp.id_player = c.id_player where c.id_cuenta = r.id_cuenta_pagador) as pagado_por`;

type FilaRetiro = Omit<Retiro, 'silver' | 'fecha'> & { silver: number | string; fecha: Date | string };

export const toRetiro = (r: FilaRetiro): Retiro => ({
  id_retiro: r.id_retiro,
  nickname: r.nickname,
  silver: Number(r.silver),
  estado: r.estado,
  fecha: new Date(r.fecha).toISOString(),
  razon: r.razon,
  revisado_por: r.revisado_por,
  pagado_por: r.pagado_por,
});

/**
 * What distributors still pay in game in `al_finalizar` periods in distribution: each player's unpaid
 * share of each such period (credited at the close; docs/decisions/017-libro.md, «What may be withdrawn»).
 */
const partesAdeudadas = (jugadores: SQL) => sql`
  select dj.id_periodo, dj.id_player, sum(dj.silver_unitario) as parte
    from distribucion_jugador dj
    join periodo p on p.id_periodo = dj.id_periodo
   where ${jugadores} and dj.estado
     and p.id_estado_distribucion = ${EN_DISTRIBUCION} and p.modo_pago = 'al_finalizar'
     and not exists (select 1 from pago g where g.id_periodo = dj.id_periodo and g.id_player = dj.id_player)
   group by dj.id_periodo, dj.id_player
  having sum(dj.silver_unitario) > 0`;

/**
 * What the player's balance must keep, as one SQL expression: the withdrawals asked or approved
 * (reserved), and what the distributors still pay in game in `al_finalizar` periods in distribution
 * (their unpaid shares and approved claims, credited at the close or the approval;
 * docs/decisions/017-libro.md, «What may be withdrawn»), and the payments of the loot buyouts they won
 * in `acumular` periods still open (posted at the period's close; docs/venta-botin.md, «El libro»).
 */
const comprometidoDe = (idPlayer: number | Placeholder) => sql`(
      (select coalesce(sum(r.silver), 0) from retiro r
        where r.id_gremio = ${GREMIO_SQL} and r.id_player = ${idPlayer} and r.estado in ('pendiente', 'aprobado'))
    + (select coalesce(sum(x.parte), 0) from (${partesAdeudadas(sql`dj.id_player = ${idPlayer}`)}) x)
    + (select coalesce(sum(rr.silver), 0)
         from reclamo_regear rr
         join periodo p on p.id_periodo = rr.id_periodo
        where rr.id_player = ${idPlayer} and rr.estado = 'aprobado'
          and p.id_estado_distribucion = ${EN_DISTRIBUCION} and p.modo_pago = 'al_finalizar')
    + (select coalesce(sum(v.pago), 0)
         from venta_botin v
         join periodo p on p.id_periodo = v.id_periodo
         join distribucion d on d.id_distribucion = v.id_distribucion
        where v.id_player_comprador = ${idPlayer} and v.estado = 'vendida' and d.estado
          and p.id_estado_distribucion = ${ABIERTO_SQL} and p.modo_pago = 'acumular'))`;

/** The unpaid shares of `al_finalizar` periods in distribution of some players, by period then player. */
export async function partesPendientes(
  db: DbOrTx,
  idsPlayer: readonly number[],
): Promise<{ idPeriodo: number; idPlayer: number; silver: number }[]> {
  if (idsPlayer.length === 0) return [];
  const { rows } = await db.execute<{ id_periodo: number; id_player: number; parte: number | string }>(sql`
    select * from (${partesAdeudadas(sql`dj.id_player = any(${sql.param([...idsPlayer])}::int[])`)}) x
     order by x.id_periodo, x.id_player`);
  return rows.map((r) => ({ idPeriodo: r.id_periodo, idPlayer: r.id_player, silver: Number(r.parte) }));
}

/** The approved and paid withdrawals of some players, the oldest first (the chest audit's candidates). */
export async function retirosAprobadosOPagados(
  db: DbOrTx,
  idsPlayer: readonly number[],
): Promise<{ idRetiro: number; idPlayer: number; silver: number; estado: 'aprobado' | 'pagado' }[]> {
  if (idsPlayer.length === 0) return [];
  const { rows } = await db.execute<{
    id_retiro: number;
    id_player: number;
    silver: number | string;
    estado: 'aprobado' | 'pagado';
  }>(sql`
    select id_retiro, id_player, silver, estado from retiro
     where id_gremio = ${GREMIO_SQL} and estado in ('aprobado', 'pagado') and id_player = any(${sql.param([...idsPlayer])}::int[])
     order by id_retiro`);
  return rows.map((r) => ({ idRetiro: r.id_retiro, idPlayer: r.id_player, silver: Number(r.silver), estado: r.estado }));
}

const jugadorAPedir = sql.placeholder('idPlayer');

/**
 * What a request for a withdrawal checks, in one statement: the player's `comprometido`, their cargo, its
 * weekly cap (null: none) and what they asked in the last 7 days (not rejected nor cancelled). Prepared
 * by name: its planning (3.5 ms on the benchmark's data) is done once per connection, not per request.
 */
const antesDeRetirarQuery = (db: DbOrTx) =>
  db
    .select({
      comprometido: sql<number | string>`${comprometidoDe(jugadorAPedir)}`,
      cargo: sql<string>`c.nombre_cargo`,
      limite: sql<number | string | null>`l.silver_semana`,
      usado: sql<number | string>`(select coalesce(sum(r.silver), 0) from retiro r
             where r.id_gremio = ${GREMIO_SQL} and r.id_player = j.id_player
               and r.estado not in ('rechazado', 'cancelado') and r.fecha > now() - interval '7 days')`,
    })
    .from(
      sql`jugador j join cargo c on c.id_cargo = j.id_cargo
          left join limite_retiro l on l.id_gremio = ${GREMIO_SQL} and l.id_cargo = j.id_cargo`,
    )
    .where(sql`j.id_player = ${jugadorAPedir}`)
    .prepare('antes_de_retirar');

export async function antesDeRetirar(
  db: DbOrTx,
  idPlayer: number,
): Promise<{ comprometido: number; cargo: string; limite: number | null; usado: number }> {
  const [r] = await antesDeRetirarQuery(db).execute({ idPlayer });
  return {
    comprometido: Number(r!.comprometido),
    cargo: r!.cargo,
    limite: r!.limite === null ? null : Number(r!.limite),
    usado: Number(r!.usado),
  };
}

/** Records a request for a withdrawal and answers it as the wire shows it (one statement). */
export async function insertRetiro(tx: DbOrTx, idPlayer: number, silver: number, idCuenta: number): Promise<Retiro> {
  const { rows } = await tx.execute<FilaRetiro>(sql`
    with r as (
      insert into retiro (id_gremio, id_player, silver, id_cuenta_solicitante)
      values (${GREMIO}, ${idPlayer}, ${silver}, ${idCuenta})
      returning *)
    select ${RETIRO_COLUMNAS} from r join jugador j on j.id_player = r.id_player`);
  return toRetiro(rows[0]!);
}

export async function findRetiro(db: DbOrTx, idRetiro: number): Promise<Retiro | undefined> {
  const { rows } = await db.execute<FilaRetiro>(sql`
    select ${RETIRO_COLUMNAS} from retiro r join jugador j on j.id_player = r.id_player
     where r.id_gremio = ${GREMIO} and r.id_retiro = ${idRetiro}`);
  return rows[0] && toRetiro(rows[0]);
}

export interface RetiroBloqueado {
  idRetiro: number;
  idPlayer: number;
  nickname: string;
  silver: number;
  estado: EstadoRetiro;
}

/** Withdrawals, locked in id order until the transaction ends (the missing ones are left out). */
export async function lockRetiros(tx: DbOrTx, ids: readonly number[]): Promise<RetiroBloqueado[]> {
  const { rows } = await tx.execute<{
    id_retiro: number;
    id_player: number;
    nickname: string;
    silver: number | string;
    estado: EstadoRetiro;
  }>(sql`
    select r.id_retiro, r.id_player, j.nickname, r.silver, r.estado
      from retiro r join jugador j on j.id_player = r.id_player
     where r.id_gremio = ${GREMIO} and r.id_retiro = any(${sql.param([...ids])}::int[])
     order by r.id_retiro
     for update of r`);
  return rows.map((r) => ({
    idRetiro: r.id_retiro,
    idPlayer: r.id_player,
    nickname: r.nickname,
    silver: Number(r.silver),
    estado: r.estado,
  }));
}

/** A withdrawal, locked until the transaction ends (undefined: no such withdrawal). */
export async function lockRetiro(tx: DbOrTx, idRetiro: number): Promise<RetiroBloqueado | undefined> {
  return (await lockRetiros(tx, [idRetiro]))[0];
}

/** Moves a locked withdrawal to its new state, with who did it (a review, a payment, an undo, a cancel). */
export async function cambiarEstado(
  tx: DbOrTx,
  idRetiro: number,
  cambio:
    | { estado: 'aprobado' | 'rechazado'; idCuenta: number; razon?: string }
    | { estado: 'pagado'; idCuenta: number }
    | { estado: 'deshecho'; razon: string }
    | { estado: 'cancelado' },
): Promise<void> {
  switch (cambio.estado) {
    case 'aprobado':
    case 'rechazado':
      await tx.execute(sql`
        update retiro set estado = ${cambio.estado}, id_cuenta_revisor = ${cambio.idCuenta}, fecha_revision = now(),
               razon = coalesce(${cambio.razon ?? null}, razon)
         where id_retiro = ${idRetiro}`);
      return;
    case 'pagado':
      await tx.execute(sql`
        update retiro set estado = 'pagado', id_cuenta_pagador = ${cambio.idCuenta}, fecha_pago = now() where id_retiro = ${idRetiro}`);
      return;
    case 'deshecho':
      await tx.execute(sql`
        update retiro set estado = 'aprobado', id_cuenta_pagador = null, fecha_pago = null, razon = ${cambio.razon}
         where id_retiro = ${idRetiro}`);
      return;
    case 'cancelado':
      await tx.execute(sql`update retiro set estado = 'cancelado' where id_retiro = ${idRetiro}`);
  }
}

export interface FiltroRetiros {
  estado?: EstadoRetiro | undefined;
  idPlayer?: number | undefined;
}

const dondeRetiros = (f: FiltroRetiros) => sql`
  r.id_gremio = ${GREMIO}
  ${f.estado === undefined ? sql`` : sql`and r.estado = ${f.estado}`}
  ${f.idPlayer === undefined ? sql`` : sql`and r.id_player = ${f.idPlayer}`}`;

/** A page of withdrawals, the newest first, and how many match. */
export async function pageRetiros(db: DbOrTx, f: FiltroRetiros, offset: number, limit: number) {
  const { rows } = await db.execute<FilaRetiro>(sql`
    select ${RETIRO_COLUMNAS} from retiro r join jugador j on j.id_player = r.id_player
     where ${dondeRetiros(f)}
     order by r.id_retiro desc
     limit ${limit} offset ${offset}`);
  const { rows: n } = await db.execute<{ n: number | string }>(sql`select count(*) as n from retiro r where ${dondeRetiros(f)}`);
  return { message: rows.map(toRetiro), count: Number(n[0]!.n) };
}

/** Every cargo and its weekly cap (null: none), by id. */
export async function listLimites(db: DbOrTx): Promise<LimiteRetiro[]> {
  const { rows } = await db.execute<{ id_cargo: number; nombre_cargo: string; silver_semana: number | string | null }>(sql`
    select c.id_cargo, c.nombre_cargo, l.silver_semana
      from cargo c left join limite_retiro l on l.id_gremio = ${GREMIO} and l.id_cargo = c.id_cargo
     order by c.id_cargo`);
  return rows.map((r) => ({
    id_cargo: r.id_cargo,
    nombre_cargo: r.nombre_cargo,
    silver_semana: r.silver_semana === null ? null : Number(r.silver_semana),
  }));
}

/** Sets (or, with null, takes away) the weekly caps of some cargos. */
export async function guardarLimites(tx: DbOrTx, limites: readonly { idCargo: number; silverSemana: number | null }[]) {
  for (const l of limites) {
    if (l.silverSemana === null) {
      await tx.execute(sql`delete from limite_retiro where id_gremio = ${GREMIO} and id_cargo = ${l.idCargo}`);
    } else {
      await tx.execute(sql`
        insert into limite_retiro (id_gremio, id_cargo, silver_semana) values (${GREMIO}, ${l.idCargo}, ${l.silverSemana})
        on conflict (id_gremio, id_cargo) do update set silver_semana = excluded.silver_semana`);
    }
  }
}
