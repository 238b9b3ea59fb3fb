// The benchmark guild's regear (bench/seed.ts; docs/regear.md): `scale.claims` claims over the periods
// and players already loaded, in the states a real guild would have them (finalized periods: paid or
// rejected; periods being paid: every state; open periods: pending, approved or rejected), five priced
// items each as the API stores them, and a pago_regear row for every paid claim. Deterministic: each
// row's randomness is pg_temp.r(i, salt).
import type { Scale } from './scale.js';

type Q = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** First killboard EventId of the generated claims (gameinfo's ids are of this size). */
export const PRIMER_EVENTO = 1_000_000_000;

export async function loadRegear(q: Q, scale: Scale): Promise<void> {
  await q(
    `create temp table reclamo_gen as
     with periodos as (
       select id_periodo, id_estado_distribucion as estado_p, fecha_inicial, coalesce(fecha_final, now()) as fin,
              row_number() over (order by id_periodo) as k, count(*) over () as n
       from periodo
     )
     select i, p.id_periodo, p.estado_p,
            -- the players after the officers, skewed towards a core of regulars
            ($3::int + floor(power(pg_temp.r(i, 41), 1.2) * ($2::int - $3::int))::int) as id_player,
            p.fecha_inicial + pg_temp.r(i, 42) * (p.fin - p.fecha_inicial) as fecha_muerte,
            pg_temp.r(i, 43) as e,
            (100000 + floor(pg_temp.r(i, 44) * 4900000))::bigint as silver_reglas
     from generate_series(1, $1::int) i
     join periodos p on p.k = 1 + floor(pg_temp.r(i, 40) * p.n)::int`,
    [scale.claims, scale.players, 3 + scale.contentManagers + scale.distributors],
  );
  await q(
    `insert into reclamo_regear (id_reclamo, id_periodo, id_player, event_id, battle_id, fecha_muerte, ip, equipo, items,
                                 estado, silver, silver_reglas, razon, id_cuenta_reclamo, fecha_reclamo,
                                 id_cuenta_revisor, fecha_revision)
     select g.i, g.id_periodo, g.id_player, $1::bigint + g.i, $1::bigint / 10 + g.i / 40, g.fecha_muerte,
            1100 + floor(pg_temp.r(g.i, 45) * 400)::int,
            '{}'::jsonb,
            jsonb_build_array(
              jsonb_build_object('slot', 'MainHand', 'item', 'T8_2H_CLAYMORE@3', 'calidad', 2, 'cuenta', 1, 'tier_eq', 11,
                                 'precio', g.silver_reglas * 4 / 10, 'fuente', jsonb_build_object('tipo', 'mercado', 'ciudad', 'Caerleon'),
                                 'silver', g.silver_reglas * 4 / 10),
              jsonb_build_object('slot', 'Head', 'item', 'T8_HEAD_PLATE_SET1@2', 'calidad', 1, 'cuenta', 1, 'tier_eq', 10,
                                 'precio', g.silver_reglas * 2 / 10, 'fuente', jsonb_build_object('tipo', 'mercado', 'ciudad', 'Martlock'),
                                 'silver', g.silver_reglas * 2 / 10),
              jsonb_build_object('slot', 'Armor', 'item', 'T8_ARMOR_PLATE_SET1@2', 'calidad', 3, 'cuenta', 1, 'tier_eq', 10,
                                 'precio', g.silver_reglas * 2 / 10, 'fuente', jsonb_build_object('tipo', 'fijo'),
                                 'silver', g.silver_reglas * 2 / 10),
              jsonb_build_object('slot', 'Shoes', 'item', 'T8_SHOES_PLATE_SET1@1', 'calidad', 2, 'cuenta', 1, 'tier_eq', 9,
                                 'precio', g.silver_reglas - g.silver_reglas * 8 / 10, 'fuente', jsonb_build_object('tipo', 'mercado', 'ciudad', 'Lymhurst'),
                                 'silver', g.silver_reglas - g.silver_reglas * 8 / 10),
              jsonb_build_object('slot', 'Cape', 'item', 'T6_CAPE', 'calidad', 1, 'cuenta', 1, 'tier_eq', 6,
                                 'motivo', 'La capa no cuenta para el regear')
            ),
            s.estado,
            case when s.estado in ('aprobado', 'pagado') and pg_temp.r(g.i, 46) < 0.2
                 then g.silver_reglas * 9 / 10 else g.silver_reglas end,
            g.silver_reglas,
            case when s.estado = 'rechazado' then 'Murió fuera del contenido del gremio' end,
            1 + g.i % 3, g.fecha_muerte + interval '1 hour',
            case when s.estado <> 'pendiente' then 2 end,
            case when s.estado <> 'pendiente' then g.fecha_muerte + interval '1 day' end
     from reclamo_gen g
     cross join lateral (select case
       when g.estado_p = 1 then case when g.e < 0.85 then 'pagado' else 'rechazado' end
       when g.estado_p = 2 then case when g.e < 0.35 then 'pagado' when g.e < 0.7 then 'aprobado'
                                     when g.e < 0.85 then 'pendiente' else 'rechazado' end
       else case when g.e < 0.5 then 'pendiente' when g.e < 0.85 then 'aprobado' else 'rechazado' end
     end as estado) s`,
    [PRIMER_EVENTO],
  );
  await q(
    `insert into pago_regear (id_reclamo, id_periodo, silver, fecha_pago, id_cuenta_distribuidor)
     select r.id_reclamo, r.id_periodo, r.silver, r.fecha_revision + interval '1 day', coalesce(p.id_player_distribuidor, 1)
     from reclamo_regear r join periodo p using (id_periodo)
     where r.estado = 'pagado'`,
  );
  await q(`select setval(pg_get_serial_sequence('reclamo_regear', 'id_reclamo'), (select max(id_reclamo) from reclamo_regear))`);
  await q(`drop table reclamo_gen`);
}
