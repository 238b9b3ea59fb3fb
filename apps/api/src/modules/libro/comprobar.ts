// The ledger's invariants (docs/libro.md, «Invariantes»), recomputed from the rows: `npm run
// libro:comprobar` prints what is broken, and the tests run it after the races and the hostile-input
// suites. Answers the list of broken rules (empty when all hold).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Fila = Record<string, unknown>;

async function filas(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Fila[]> {
  return ((await db.execute(query)) as unknown as { rows: Fila[] }).rows;
}

export async function comprobarLibro(db: DbOrTx): Promise<string[]> {
  const problemas: string[] = [];

  // 1. Every transaction has two or more entries and they sum to zero.
  for (const r of await filas(
    db,
    sql`select t.id_transaccion, t.concepto, count(a.id_apunte)::int as n, coalesce(sum(a.silver), 0)::bigint as suma
          from transaccion_libro t left join apunte_libro a on a.id_transaccion = t.id_transaccion
         group by t.id_transaccion, t.concepto
        having count(a.id_apunte) < 2 or coalesce(sum(a.silver), 0) <> 0
         order by t.id_transaccion limit 20`,
  ))
    problemas.push(`transacción ${r['id_transaccion']} (${r['concepto']}): ${r['n']} apuntes que suman ${r['suma']}`);

  // 2. Every account's balance is the sum of its entries, and each entry's balance the running sum.
  for (const r of await filas(
    db,
    sql`select c.id_cuenta_libro, c.saldo, coalesce(sum(a.silver), 0)::bigint as suma
          from cuenta_libro c left join apunte_libro a on a.id_cuenta_libro = c.id_cuenta_libro
         group by c.id_cuenta_libro, c.saldo
        having c.saldo <> coalesce(sum(a.silver), 0)
         order by c.id_cuenta_libro limit 20`,
  ))
    problemas.push(`cuenta ${r['id_cuenta_libro']}: saldo ${r['saldo']}, sus apuntes suman ${r['suma']}`);
  for (const r of await filas(
    db,
    sql`select id_apunte, id_cuenta_libro, saldo, corrido from (
          select id_apunte, id_cuenta_libro, saldo,
                 sum(silver) over (partition by id_cuenta_libro order by id_apunte) as corrido
            from apunte_libro) x
         where saldo <> corrido order by id_apunte limit 20`,
  ))
    problemas.push(
      `apunte ${r['id_apunte']} de la cuenta ${r['id_cuenta_libro']}: saldo ${r['saldo']}, la suma corrida ${r['corrido']}`,
    );

  // 3. A reversal names a transaction that exists, and none is reversed twice.
  for (const r of await filas(
    db,
    sql`select revierte, count(*)::int as n from transaccion_libro where revierte is not null group by revierte having count(*) > 1`,
  ))
    problemas.push(`la transacción ${r['revierte']} está revertida ${r['n']} veces`);

  // 4. Each player's balance (in their guild's ledger) is what the spec's tables say is owed
  // (docs/decisions/017-libro.md, «The proof»), alliance shares credited and paid included (docs/alianzas.md).
  for (const r of await filas(
    db,
    sql`with cerrado as (select id_periodo from periodo where id_estado_distribucion in (1, 2)),
        partes as (
          select id_player, sum(s)::bigint as v from (
            select dj.id_player, sum(dj.silver_unitario) as s
              from distribucion_jugador dj join cerrado c on c.id_periodo = dj.id_periodo
             where dj.estado group by dj.id_periodo, dj.id_player having sum(dj.silver_unitario) > 0) x
          group by id_player),
        regear as (
          select r.id_player, sum(r.silver)::bigint as v from reclamo_regear r join cerrado c on c.id_periodo = r.id_periodo
           where r.estado in ('aprobado', 'pagado') group by r.id_player),
        pagos as (select id_player, sum(silver)::bigint as v from pago group by id_player),
        pagos_regear as (
          select r.id_player, sum(pr.silver)::bigint as v from pago_regear pr join reclamo_regear r on r.id_reclamo = pr.id_reclamo
           group by r.id_player),
        retiros as (select id_player, sum(silver)::bigint as v from retiro where estado = 'pagado' group by id_player),
        ajustes as (
          select c.id_player, sum(a.silver)::bigint as v
            from apunte_libro a join transaccion_libro t on t.id_transaccion = a.id_transaccion
            join cuenta_libro c on c.id_cuenta_libro = a.id_cuenta_libro
           where t.concepto = 'ajuste' and c.id_player is not null group by c.id_player),
        ventas as (
          select v.id_player_comprador as id_player, sum(v.silver_ganador)::bigint as v
            from venta_botin v join cerrado c on c.id_periodo = v.id_periodo
            join periodo p on p.id_periodo = v.id_periodo
            join distribucion d on d.id_distribucion = v.id_distribucion
           where v.estado = 'vendida' and p.modo_pago = 'acumular' and d.estado group by v.id_player_comprador),
        alianza as (
          select id_player, sum(silver)::bigint as v, coalesce(sum(silver) filter (where pagado is not null), 0)::bigint as pagado
            from reparto_alianza_jugador group by id_player),
        debe as (
          select j.id_player, j.id_gremio,
                 coalesce(al.v, 0) - coalesce(al.pagado, 0) + coalesce(p.v, 0) + coalesce(rg.v, 0) - coalesce(pg.v, 0) - coalesce(pr.v, 0) - coalesce(rt.v, 0) + coalesce(aj.v, 0) - coalesce(vb.v, 0) as v
            from jugador j
            left join partes p on p.id_player = j.id_player
            left join regear rg on rg.id_player = j.id_player
            left join pagos pg on pg.id_player = j.id_player
            left join pagos_regear pr on pr.id_player = j.id_player
            left join retiros rt on rt.id_player = j.id_player
            left join ajustes aj on aj.id_player = j.id_player
            left join ventas vb on vb.id_player = j.id_player
            left join alianza al on al.id_player = j.id_player)
        select d.id_player, d.v as debe, coalesce(c.saldo, 0) as saldo
          from debe d left join cuenta_libro c on c.id_player = d.id_player and c.id_gremio = d.id_gremio
         where d.v <> coalesce(c.saldo, 0)
         order by d.id_player limit 20`,
  ))
    problemas.push(`jugador ${r['id_player']}: el libro dice ${r['saldo']}, las tablas de pagos ${r['debe']}`);

  return problemas;
}
