// SQL of the ledger's reads (docs/libro.md, "Reads, adjustments and the CSV"). A balance is one row
// (`cuenta_libro.saldo`, moved by lib/libro.ts with its entries); an account's entries come newest first
// by the index (id_cuenta_libro, id_apunte), each with the balance it left. Every row of the ledger's
// tables, its accounts too (a player's, a named one), is written by lib/libro.ts only.
import { and, asc, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apunteLibro, cuentaLibro, jugador, transaccionLibro, type ClaveCuentaLibro } from '../../db/schema.js';

/** The only guild today (docs/decisions/015-guild-as-a-row.md). */
const GREMIO = 1;

export interface FilaCuenta {
  idCuentaLibro: number;
  tipo: 'jugador' | 'gremio';
  clave: ClaveCuentaLibro | null;
  nombre: string | null;
  idPlayer: number | null;
  nickname: string | null;
  saldo: number;
}

const columnasCuenta = {
  idCuentaLibro: cuentaLibro.idCuentaLibro,
  tipo: cuentaLibro.tipo,
  clave: cuentaLibro.clave,
  nombre: cuentaLibro.nombre,
  idPlayer: cuentaLibro.idPlayer,
  nickname: jugador.nickname,
  saldo: cuentaLibro.saldo,
};

/** The fixed accounts in the order the treasury shows them. */
const ORDEN_FIJAS: readonly ClaveCuentaLibro[] = ['tesoreria', 'fondo_regear', 'botin', 'pagado_juego'];

/** A page of the guild's accounts: the fixed ones, the named ones by name, then the players' by nickname. */
export async function pageCuentas(db: DbOrTx, offset: number, limit: number): Promise<FilaCuenta[]> {
  const ordenFija = sql`array_position(${sql.param([...ORDEN_FIJAS])}::text[], ${cuentaLibro.clave})`;
  return db
    .select(columnasCuenta)
    .from(cuentaLibro)
    .leftJoin(jugador, eq(jugador.idPlayer, cuentaLibro.idPlayer))
    .where(eq(cuentaLibro.idGremio, GREMIO))
    .orderBy(
      sql`case when ${cuentaLibro.clave} is not null then 0 when ${cuentaLibro.tipo} = 'gremio' then 1 else 2 end`,
      sql`${ordenFija} nulls last`,
      sql`lower(${cuentaLibro.nombre}) nulls last`,
      asc(jugador.nickname),
      asc(cuentaLibro.idCuentaLibro),
    )
    .offset(offset)
    .limit(limit);
}

/** How many accounts the guild has, and what it owes its members (Σ of the players' balances). */
export async function totalesCuentas(db: DbOrTx): Promise<{ count: number; totalJugadores: number }> {
  const [row] = await db
    .select({
      count: count(),
      total: sum(sql`case when ${cuentaLibro.tipo} = 'jugador' then ${cuentaLibro.saldo} else 0 end`),
    })
    .from(cuentaLibro)
    .where(eq(cuentaLibro.idGremio, GREMIO));
  return { count: row?.count ?? 0, totalJugadores: Number(row?.total ?? 0) };
}

/** One account by its id (null: none). */
export async function findCuenta(db: DbOrTx, idCuentaLibro: number): Promise<FilaCuenta | null> {
  const [row] = await db
    .select(columnasCuenta)
    .from(cuentaLibro)
    .leftJoin(jugador, eq(jugador.idPlayer, cuentaLibro.idPlayer))
    .where(and(eq(cuentaLibro.idGremio, GREMIO), eq(cuentaLibro.idCuentaLibro, idCuentaLibro)));
  return row ?? null;
}

/** A player's account (null: no entry has touched it yet). One row: the balance is O(1). */
export async function findCuentaDeJugador(
  db: DbOrTx,
  idPlayer: number,
): Promise<{ idCuentaLibro: number; saldo: number } | null> {
  const [row] = await db
    .select({ idCuentaLibro: cuentaLibro.idCuentaLibro, saldo: cuentaLibro.saldo })
    .from(cuentaLibro)
    .where(and(eq(cuentaLibro.idGremio, GREMIO), eq(cuentaLibro.idPlayer, idPlayer)));
  return row ?? null;
}

/** The player's balance (0 without an account) and Σ of their withdrawals asked or approved, in one round trip. */
export async function saldoDeJugador(db: DbOrTx, idPlayer: number): Promise<{ saldo: number; retirosPendientes: number }> {
  const { rows } = await db.execute<{ saldo: number | string | null; pendientes: number | string | null }>(sql`
    select (select saldo from cuenta_libro where id_gremio = ${GREMIO} and id_player = ${idPlayer}) as saldo,
           (select sum(silver) from retiro
             where id_gremio = ${GREMIO} and id_player = ${idPlayer} and estado in ('pendiente', 'aprobado')) as pendientes`);
  return { saldo: Number(rows[0]?.saldo ?? 0), retirosPendientes: Number(rows[0]?.pendientes ?? 0) };
}

/** What `/saldo` says (Discord): the balance, the withdrawals asked or approved, the regear claims to review and approved unpaid. */
export interface ResumenSaldo {
  saldo: number;
  retirosPendientes: number;
  regear: { pendientes: number; silverPendiente: number; aprobados: number; silverAprobado: number };
}

/** `ResumenSaldo` in one round trip, each part an indexed read by the player (retiro and reclamo_regear by (id_player, estado)). */
export async function resumenSaldo(db: DbOrTx, idPlayer: number): Promise<ResumenSaldo> {
  const { rows } = await db.execute<Record<string, number | string | null>>(sql`
    select (select saldo from cuenta_libro where id_gremio = ${GREMIO} and id_player = ${idPlayer}) as saldo,
           (select sum(silver) from retiro
             where id_gremio = ${GREMIO} and id_player = ${idPlayer} and estado in ('pendiente', 'aprobado')) as retiros,
           r.pendientes, r.silver_pendiente, r.aprobados, r.silver_aprobado
      from (select count(*) filter (where estado = 'pendiente') as pendientes,
                   sum(silver) filter (where estado = 'pendiente') as silver_pendiente,
                   count(*) filter (where estado = 'aprobado') as aprobados,
                   sum(silver) filter (where estado = 'aprobado') as silver_aprobado
              from reclamo_regear where id_player = ${idPlayer} and estado in ('pendiente', 'aprobado')) r`);
  const n = (k: string) => Number(rows[0]?.[k] ?? 0);
  return {
    saldo: n('saldo'),
    retirosPendientes: n('retiros'),
    regear: {
      pendientes: n('pendientes'),
      silverPendiente: n('silver_pendiente'),
      aprobados: n('aprobados'),
      silverAprobado: n('silver_aprobado'),
    },
  };
}

/** A player's balance by nickname (null: no such player; 0 without an account): one row. */
export async function saldoDeNickname(db: DbOrTx, nickname: string): Promise<number | null> {
  const [row] = await db
    .select({ saldo: cuentaLibro.saldo })
    .from(jugador)
    .leftJoin(cuentaLibro, and(eq(cuentaLibro.idPlayer, jugador.idPlayer), eq(cuentaLibro.idGremio, GREMIO)))
    .where(eq(jugador.nickname, nickname.trim().toLowerCase()));
  return row ? (row.saldo ?? 0) : null;
}

export interface FiltroMovimientos {
  idCuentaLibro: number | null;
  desde?: Date | undefined;
  hasta?: Date | null | undefined;
}

function dondeMovimientos(f: FiltroMovimientos): SQL | undefined {
  return and(
    f.idCuentaLibro === null ? undefined : eq(apunteLibro.idCuentaLibro, f.idCuentaLibro),
    f.desde ? gte(transaccionLibro.fecha, f.desde) : undefined,
    f.hasta ? lt(transaccionLibro.fecha, f.hasta) : undefined,
  );
}

const columnasMovimiento = {
  idApunte: apunteLibro.idApunte,
  idTransaccion: apunteLibro.idTransaccion,
  idCuentaLibro: apunteLibro.idCuentaLibro,
  fecha: transaccionLibro.fecha,
  concepto: transaccionLibro.concepto,
  silver: apunteLibro.silver,
  saldo: apunteLibro.saldo,
  idPeriodo: transaccionLibro.idPeriodo,
  razon: transaccionLibro.razon,
};
export interface FilaMovimiento {
  idApunte: number;
  idTransaccion: number;
  idCuentaLibro: number;
  fecha: Date;
  concepto: string;
  silver: number;
  saldo: number;
  idPeriodo: number | null;
  razon: string | null;
}

/** A page of an account's entries, newest first. */
export async function pageMovimientos(
  db: DbOrTx,
  f: FiltroMovimientos,
  offset: number,
  limit: number,
): Promise<FilaMovimiento[]> {
  return db
    .select(columnasMovimiento)
    .from(apunteLibro)
    .innerJoin(transaccionLibro, eq(transaccionLibro.idTransaccion, apunteLibro.idTransaccion))
    .where(dondeMovimientos(f))
    .orderBy(desc(apunteLibro.idApunte))
    .offset(offset)
    .limit(limit);
}

export async function countMovimientos(db: DbOrTx, f: FiltroMovimientos): Promise<number> {
  const query = db.select({ n: count() }).from(apunteLibro);
  const [row] =
    f.desde || f.hasta
      ? await query
          .innerJoin(transaccionLibro, eq(transaccionLibro.idTransaccion, apunteLibro.idTransaccion))
          .where(dondeMovimientos(f))
      : await query.where(dondeMovimientos(f));
  return row?.n ?? 0;
}

/** The CSV's batches (exportar/csv.ts porLotes): the entries by id, oldest first, after `after`. */
export async function loteMovimientos(db: DbOrTx, f: FiltroMovimientos, after: number | null, limit: number) {
  return db
    .select({ ...columnasMovimiento, nickname: jugador.nickname, clave: cuentaLibro.clave, nombre: cuentaLibro.nombre })
    .from(apunteLibro)
    .innerJoin(transaccionLibro, eq(transaccionLibro.idTransaccion, apunteLibro.idTransaccion))
    .innerJoin(cuentaLibro, eq(cuentaLibro.idCuentaLibro, apunteLibro.idCuentaLibro))
    .leftJoin(jugador, eq(jugador.idPlayer, cuentaLibro.idPlayer))
    .where(and(dondeMovimientos(f), after === null ? undefined : sql`${apunteLibro.idApunte} > ${after}`))
    .orderBy(asc(apunteLibro.idApunte))
    .limit(limit);
}

/**
 * The leader's adjustments (not reversed) that credited a player of `idsPlayer`, or «Tesorería» itself
 * against «Pagado en el juego» (silver entering the chests): the chest audit's deposits (docs/libro.md,
 * «Arqueo del cofre»). The newest first; `idPlayer` null for the treasury's.
 */
export async function ajustesAbonados(
  db: DbOrTx,
  idsPlayer: readonly number[],
): Promise<{ idTransaccion: number; idPlayer: number | null; silver: number }[]> {
  const { rows } = await db.execute<{ id_transaccion: number | string; id_player: number | null; silver: number | string }>(sql`
    select t.id_transaccion, c.id_player, a.silver
      from transaccion_libro t
      join apunte_libro a on a.id_transaccion = t.id_transaccion
      join cuenta_libro c on c.id_cuenta_libro = a.id_cuenta_libro
     where t.id_gremio = ${GREMIO} and t.concepto = 'ajuste' and t.revierte is null and a.silver > 0
       and (c.id_player = any(${sql.param([...idsPlayer])}::int[])
            or (c.clave = 'tesoreria' and exists (
                  select 1 from apunte_libro o join cuenta_libro k on k.id_cuenta_libro = o.id_cuenta_libro
                   where o.id_transaccion = t.id_transaccion and k.clave = 'pagado_juego')))
       and not exists (select 1 from transaccion_libro r where r.revierte = t.id_transaccion)
     order by t.id_transaccion desc`);
  return rows.map((r) => ({ idTransaccion: Number(r.id_transaccion), idPlayer: r.id_player, silver: Number(r.silver) }));
}
