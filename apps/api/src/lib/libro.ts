// The ledger's one writer (docs/libro.md, docs/decisions/017-libro.md). A write that moves money
// declares its ledger transactions in what its body answers (`libro`, lib/escritura.ts) and this file
// posts them in the write's transaction: each transaction's entries sum to zero (else it is a bug, and
// the write fails whole), every account's balance row moves with its entries, and each entry keeps the
// balance it left. The account rows are locked in id order, so concurrent posts never deadlock. Like
// lib/audit.ts it writes the tables by name: lib/ sits below db/ (docs/development.md).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { GREMIO_DE_LA_TX } from './gremio-contexto.js';

/** The guild's fixed accounts (migration 0020 creates them). */
export type ClaveCuenta = 'botin' | 'tesoreria' | 'fondo_regear' | 'pagado_juego';

/** What a ledger transaction was (its `concepto`); each language names it (the catalogue's `libro.concepto.*`). */
export type Concepto =
  | 'cierre'
  | 'regear'
  | 'regear_rechazado'
  | 'pago'
  | 'pago_deshecho'
  | 'pago_regear'
  | 'pago_regear_deshecho'
  | 'retiro'
  | 'retiro_deshecho'
  | 'ajuste'
  | 'venta_botin'
  | 'alianza'
  | 'pago_alianza';

/** An account by what the write knows: a player, one of the guild's fixed accounts, or its id. */
export type RefCuenta = { jugador: number } | { clave: ClaveCuenta } | { id: number };

export interface Apunte {
  cuenta: RefCuenta;
  /** + credits the account (the guild owes a player more), − debits it. */
  silver: number;
}

/** A ledger transaction as a write declares it. */
export interface TransaccionLibro {
  concepto: Concepto;
  apuntes: readonly Apunte[];
  idPeriodo?: number | null;
  idReclamo?: number | null;
  idRetiro?: number | null;
  /** The account (user) that made it. */
  idCuenta?: number | null;
  /** The transaction it reverses. */
  revierte?: number | null;
  razon?: string | null;
}

/**
 * The guild whose ledger a post writes: the transaction's (`fijarGremioEnTx`; the default guild when none
 * was set). An alliance's split switches the transaction to each guild before posting its part.
 */
const GREMIO = GREMIO_DE_LA_TX;

const clave = (ref: RefCuenta) => ('jugador' in ref ? `j${ref.jugador}` : 'clave' in ref ? `c${ref.clave}` : `i${ref.id}`);

/** The entries that move silver (0 moves nothing); throws when they do not sum to zero. */
function apuntesDe(t: TransaccionLibro): Apunte[] {
  const apuntes = t.apuntes.filter((a) => a.silver !== 0);
  for (const a of apuntes) {
    if (!Number.isSafeInteger(a.silver)) throw new Error(`Libro: importe no entero en ${t.concepto}: ${a.silver}`);
  }
  const suma = apuntes.reduce((acc, a) => acc + a.silver, 0);
  if (suma !== 0) throw new Error(`Libro: la transacción ${t.concepto} no suma cero (${suma})`);
  return apuntes;
}

type FilaCuenta = {
  id_cuenta_libro: number;
  id_player: number | null;
  clave: ClaveCuenta | null;
  saldo: number | string;
};

/**
 * The players' accounts that no entry has touched yet, created (0 silver). Only the missing ones are
 * inserted; an account that exists is never touched here. The leader's adjustment by nickname calls
 * it too (modules/libro), so that this file stays the one writer of the ledger's tables.
 */
export async function asegurarCuentasDeJugadores(tx: DbOrTx, jugadores: readonly number[]): Promise<void> {
  if (jugadores.length === 0) return;
  await tx.execute(sql`
    insert into cuenta_libro (id_gremio, tipo, id_player)
    select ${GREMIO}, 'jugador', x from unnest(${sql.param([...jugadores])}::int[]) as x
     where not exists (select 1 from cuenta_libro c where c.id_gremio = ${GREMIO} and c.id_player = x)
     order by x
    on conflict do nothing`);
}

/** The guild's fixed accounts that do not exist yet (a guild the operator made after migration 0020), created (0 silver). */
async function asegurarCuentasFijas(tx: DbOrTx, claves: readonly ClaveCuenta[]): Promise<void> {
  if (claves.length === 0) return;
  await tx.execute(sql`
    insert into cuenta_libro (id_gremio, tipo, clave)
    select ${GREMIO}, 'gremio', x from unnest(${sql.param([...claves])}::text[]) as x
     where not exists (select 1 from cuenta_libro c where c.id_gremio = ${GREMIO} and c.clave = x)
     order by x
    on conflict do nothing`);
}

/**
 * A new guild's fixed accounts (modules/operador), as migration 0020 made the first guild's: «Botín»,
 * «Tesorería», «Fondo de regear», «Pagado en el juego». Only the missing ones.
 */
export async function crearCuentasFijas(tx: DbOrTx, idGremio: number): Promise<void> {
  await tx.execute(sql`
    insert into cuenta_libro (id_gremio, tipo, clave)
    select ${idGremio}, 'gremio', c from unnest(array['botin', 'tesoreria', 'fondo_regear', 'pagado_juego']) as c
    on conflict do nothing`);
}

/** A named guild account (`POST /api/libro/cuentas`, modules/libro); null when the name is taken (case-insensitive). */
export async function crearCuentaNombrada(tx: DbOrTx, nombre: string): Promise<number | null> {
  const { rows } = await tx.execute<{ id_cuenta_libro: number }>(sql`
    insert into cuenta_libro (id_gremio, tipo, nombre) values (${GREMIO}, 'gremio', ${nombre})
    on conflict do nothing
    returning id_cuenta_libro`);
  return rows[0]?.id_cuenta_libro ?? null;
}

/** Locks the accounts the entries name (in id order), creating the players' that do not exist yet. */
async function bloquearCuentas(tx: DbOrTx, refs: readonly RefCuenta[]): Promise<Map<string, { id: number; saldo: number }>> {
  const jugadores = [...new Set(refs.flatMap((r) => ('jugador' in r ? [r.jugador] : [])))];
  const claves = [...new Set(refs.flatMap((r) => ('clave' in r ? [r.clave] : [])))];
  const ids = [...new Set(refs.flatMap((r) => ('id' in r ? [r.id] : [])))];
  await asegurarCuentasDeJugadores(tx, jugadores);
  await asegurarCuentasFijas(tx, claves);
  const { rows } = await tx.execute<FilaCuenta>(sql`
    select id_cuenta_libro, id_player, clave, saldo from cuenta_libro
     where id_gremio = ${GREMIO}
       and (id_player = any(${sql.param(jugadores)}::int[]) or clave = any(${sql.param(claves)}::text[])
            or id_cuenta_libro = any(${sql.param(ids)}::int[]))
     order by id_cuenta_libro
     for update`);
  const cuentas = new Map<string, { id: number; saldo: number }>();
  for (const r of rows) {
    const valor = { id: r.id_cuenta_libro, saldo: Number(r.saldo) };
    cuentas.set(`i${r.id_cuenta_libro}`, valor);
    if (r.id_player !== null) cuentas.set(`j${r.id_player}`, valor);
    if (r.clave !== null) cuentas.set(`c${r.clave}`, valor);
  }
  for (const ref of refs) if (!cuentas.has(clave(ref))) throw new Error(`Libro: no existe la cuenta ${JSON.stringify(ref)}`);
  return cuentas;
}

/**
 * A player's balance, its account row locked until the transaction ends (created when missing): a
 * withdrawal's request reads what is available under it, so concurrent requests are serialized.
 */
export async function bloquearSaldoJugador(tx: DbOrTx, jugador: number): Promise<number> {
  return (await bloquearSaldosJugadores(tx, [jugador])).get(jugador)!;
}

/** Several players' balances, their rows locked together in id order (as `postear` locks them): by player. */
export async function bloquearSaldosJugadores(tx: DbOrTx, jugadores: readonly number[]): Promise<Map<number, number>> {
  const cuentas = await bloquearCuentas(
    tx,
    jugadores.map((jugador) => ({ jugador })),
  );
  return new Map(jugadores.map((j) => [j, cuentas.get(`j${j}`)!.saldo]));
}

/**
 * Posts the transactions in the writing transaction and answers their ids (in order; a transaction
 * that moves nothing is left out and answers null).
 */
export async function postear(tx: DbOrTx, transacciones: readonly TransaccionLibro[]): Promise<(number | null)[]> {
  const conApuntes = transacciones.map((t) => ({ t, apuntes: apuntesDe(t) }));
  const refs = conApuntes.flatMap((x) => x.apuntes.map((a) => a.cuenta));
  if (refs.length === 0) return transacciones.map(() => null);
  const cuentas = await bloquearCuentas(tx, refs);
  const ids: (number | null)[] = [];
  for (const { t, apuntes } of conApuntes) {
    if (apuntes.length === 0) {
      ids.push(null);
      continue;
    }
    const idsCuenta: number[] = [];
    const silvers: number[] = [];
    const saldos: number[] = [];
    for (const a of apuntes) {
      const c = cuentas.get(clave(a.cuenta))!;
      c.saldo += a.silver;
      idsCuenta.push(c.id);
      silvers.push(a.silver);
      saldos.push(c.saldo);
    }
    const { rows } = await tx.execute<{ id_transaccion: number | string }>(sql`
      with t as (
        insert into transaccion_libro (id_gremio, concepto, id_periodo, id_reclamo, id_retiro, id_cuenta, revierte, razon)
        values (${GREMIO}, ${t.concepto}, ${t.idPeriodo ?? null}, ${t.idReclamo ?? null}, ${t.idRetiro ?? null},
                ${t.idCuenta ?? null}, ${t.revierte ?? null}, ${t.razon ?? null})
        returning id_transaccion
      ), a as (
        insert into apunte_libro (id_transaccion, id_cuenta_libro, silver, saldo)
        select t.id_transaccion, v.c, v.s, v.b
          from t, unnest(${sql.param(idsCuenta)}::int[], ${sql.param(silvers)}::bigint[], ${sql.param(saldos)}::bigint[])
               with ordinality as v(c, s, b, o)
         order by v.o
      )
      select id_transaccion from t`);
    ids.push(Number(rows[0]!.id_transaccion));
  }
  const finales = new Map<number, number>();
  for (const c of cuentas.values()) finales.set(c.id, c.saldo);
  await tx.execute(sql`
    update cuenta_libro c set saldo = v.s
      from unnest(${sql.param([...finales.keys()])}::int[], ${sql.param([...finales.values()])}::bigint[]) as v(id, s)
     where c.id_cuenta_libro = v.id`);
  return ids;
}

/**
 * The reverse of a posted transaction (the same entries, signs flipped), naming it. Answers null when
 * `original` is null (nothing was posted, so nothing is reversed).
 */
export async function reversoDe(
  tx: DbOrTx,
  original: number | null,
  datos: Omit<TransaccionLibro, 'apuntes' | 'revierte'>,
): Promise<TransaccionLibro | null> {
  if (original === null) return null;
  const { rows } = await tx.execute<{ id_cuenta_libro: number; silver: number | string }>(
    sql`select id_cuenta_libro, silver from apunte_libro where id_transaccion = ${original} order by id_apunte`,
  );
  return {
    ...datos,
    revierte: original,
    apuntes: rows.map((r) => ({ cuenta: { id: r.id_cuenta_libro }, silver: -Number(r.silver) })),
  };
}

/** What to look for: the last transaction of a kind, not reversed yet, for a period, claim, withdrawal or player. */
export interface BuscarTransaccion {
  concepto: Concepto;
  idPeriodo?: number;
  idReclamo?: number;
  idRetiro?: number;
  /** A player whose account it moved. */
  jugador?: number;
}

/** The newest transaction matching `buscar` that no other reverses (null: none). */
export async function ultimaSinRevertir(tx: DbOrTx, buscar: BuscarTransaccion): Promise<number | null> {
  const { rows } = await tx.execute<{ id_transaccion: number | string }>(sql`
    select t.id_transaccion from transaccion_libro t
     where t.id_gremio = ${GREMIO} and t.concepto = ${buscar.concepto}
       ${buscar.idPeriodo === undefined ? sql`` : sql`and t.id_periodo = ${buscar.idPeriodo}`}
       ${buscar.idReclamo === undefined ? sql`` : sql`and t.id_reclamo = ${buscar.idReclamo}`}
       ${buscar.idRetiro === undefined ? sql`` : sql`and t.id_retiro = ${buscar.idRetiro}`}
       ${
         buscar.jugador === undefined
           ? sql``
           : sql`and exists (select 1 from apunte_libro a join cuenta_libro c on c.id_cuenta_libro = a.id_cuenta_libro
                              where a.id_transaccion = t.id_transaccion and c.id_player = ${buscar.jugador})`
       }
       and not exists (select 1 from transaccion_libro r where r.revierte = t.id_transaccion)
     order by t.id_transaccion desc
     limit 1`);
  return rows[0] ? Number(rows[0].id_transaccion) : null;
}

/** The reverse of the newest matching transaction (null when there is none to reverse). */
export async function revertirUltima(
  tx: DbOrTx,
  buscar: BuscarTransaccion,
  datos: Omit<TransaccionLibro, 'apuntes' | 'revierte'>,
): Promise<TransaccionLibro | null> {
  return reversoDe(tx, await ultimaSinRevertir(tx, buscar), datos);
}

/** A payment in game: the player's account −silver, «Pagado en el juego» +silver. */
export function pagadoEnElJuego(
  concepto: 'pago' | 'pago_regear' | 'retiro' | 'pago_alianza',
  jugador: number,
  silver: number,
  datos: Omit<TransaccionLibro, 'apuntes' | 'concepto'>,
): TransaccionLibro {
  return {
    ...datos,
    concepto,
    apuntes: [
      { cuenta: { jugador }, silver: -silver },
      { cuenta: { clave: 'pagado_juego' }, silver },
    ],
  };
}
