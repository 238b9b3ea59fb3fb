// The bulk INSERT … SELECT statements of the benchmark's guild (bench/seed.ts), in load order. Each
// row's randomness is pg_temp.r(i, salt), a pure function of the row number.
import { ACCOUNTS, MOTIVOS, SYLLABLES, type Scale } from './scale.js';

type Q = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Who is who among the generated players and accounts. */
export function roster(scale: Scale) {
  const P = scale.players;
  const C = scale.contentManagers;
  const D = scale.distributors;
  const firstCm = 3; // players/accounts 3 … 2+C are content managers
  const firstDist = 3 + C; // then the distributors
  return { P, C, D, firstCm, firstDist, accountsCount: 2 + C + D };
}

/** Players, accounts and periods (with their houses). */
export async function loadPeopleAndPeriods(q: Q, scale: Scale, passwordHash: string): Promise<void> {
  const { P, C, D, firstCm, firstDist, accountsCount } = roster(scale);
  await q(
    `create temp table params as select
    date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as fin,
    (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - make_interval(days => $1::int) as inicio,
    make_interval(secs => $1::double precision * 86400 / $2::int) as largo`,
    [scale.days, scale.periodsPerPlace],
  );

  // ---- Players -------------------------------------------------------------------------------
  await q(
    `insert into jugador (id_player, nickname, id_cargo, id_rol, estado, fecha_registro)
     select i,
            case
              when i = 1 then 'lider'
              when i = 2 then 'tesorero'
              when i < $2 then 'encargado' || lpad((i - 2)::text, 2, '0')
              when i < $3 then 'distribuidor' || lpad((i - $2 + 1)::text, 2, '0')
              else ($4::text[])[1 + floor(pg_temp.r(i, 11) * array_length($4, 1))::int % array_length($4, 1)]
                || ($4::text[])[1 + floor(pg_temp.r(i, 12) * array_length($4, 1))::int % array_length($4, 1)]
                || ($4::text[])[1 + floor(pg_temp.r(i, 13) * array_length($4, 1))::int % array_length($4, 1)]
                || i::text
            end,
            case
              when i = 1 then 1
              when i = 2 then 2
              when i < $2 then 7
              when i < $3 then 5
              else (array[3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 6])[1 + floor(pg_temp.r(i, 14) * 11)::int]
            end,
            1 + (i % 5),
            -- ~4 % of the roster switched off (never an account holder)
            not (i >= $3 and i % 23 = 0),
            p.inicio - interval '60 days' + (i::double precision / $1) * (p.fin - p.inicio)
     from generate_series(1, $1::int) i, params p`,
    [P, firstCm + C, firstDist + D, SYLLABLES],
  );

  // ---- Accounts: leader (every charge), treasurer (8), content managers (7), distributors (5) ------
  await q(
    `insert into cuenta (id_cuenta, email, password_hash, id_player)
     select i,
            case
              when i = 1 then $2
              when i = 2 then $3
              when i < $5 then 'encargado' || lpad((i - 2)::text, 2, '0') || '@bench.local'
              else 'distribuidor' || lpad((i - $5 + 1)::text, 2, '0') || '@bench.local'
            end,
            $4, i
     from generate_series(1, $1::int) i`,
    [accountsCount, ACCOUNTS.lider, ACCOUNTS.tesorero, passwordHash, firstDist],
  );
  await q(
    `insert into cuenta_cargo (id_cuenta, id_cargo)
     select 1, c from generate_series(1, 8) c
     union all select 2, 8
     union all select i, 7 from generate_series($1::int, $2::int - 1) i
     union all select i, 5 from generate_series($2::int, $3::int) i`,
    [firstCm, firstDist, accountsCount],
  );

  // ---- Periods: per place, back to back over the whole span; id = k·8 + place, so newest = highest.
  // The last period of places 1–6 is open (3), of 7–8 in distribution (2); the one before is in
  // distribution (2); every older one is finalized (1). Place 8 keeps no open period: the benchmark
  // opens its own there.
  await q(
    `insert into periodo (id_periodo, id_lugar_distribucion, id_estado_distribucion, gremio_federacion,
                          fecha_inicial, fecha_final, silver_albion, id_player_distribuidor, id_cuenta_creador)
     select k * 8 + l, l, e.estado, 1,
            p.inicio + k * p.largo,
            case when e.estado = 3 then null else least(p.inicio + (k + 1) * p.largo, p.fin) end,
            0,
            case when e.estado = 3 then null else $2::int + ((k * 8 + l) % $3::int) end,
            2
     from generate_series(0, $1::int - 1) k, generate_series(1, 8) l, params p,
          lateral (select case
                            when k = $1 - 1 and l <= 6 then 3
                            when k >= $1 - 2 then 2
                            else 1
                          end as estado) e`,
    [scale.periodsPerPlace, firstDist, D],
  );
  await q(
    `insert into periodo_casa (id_periodo, id_casa)
     select p.id_periodo, c.id_casa from periodo p join casa c using (id_lugar_distribucion)
     where p.id_estado_distribucion <> 3`,
  );
}

/** Distributions: evenly spread in time, Caerleon (6) busier than the other places. */
export async function loadDistributions(q: Q, scale: Scale): Promise<void> {
  const { C, firstCm } = roster(scale);
  await q(
    `insert into distribucion (id_distribucion, id_periodo, codigo, fecha, motivo, silver, silver_unitario,
                               id_cuenta_encargado, id_player_encargado, estado, razon_eliminacion, fecha_eliminacion)
     select d, g.k * 8 + g.l,
            100000 + (d::bigint * 7919) % 900000,
            g.fecha, ($3::text[])[1 + d % array_length($3, 1)],
            g.silver, g.silver / g.n, g.enc, g.enc,
            g.vivo,
            case when g.vivo then null else 'Distribución repetida por error' end,
            case when g.vivo then null else g.fecha + interval '1 hour' end
     from generate_series(1, $1::int) d, params p,
          lateral (select
            p.inicio + ((d - 1) + pg_temp.r(d, 1)) * ((p.fin - p.inicio) / $1::int) as fecha,
            case when pg_temp.r(d, 2) < 0.25 then 6 else 1 + (pg_temp.r(d, 3) * 8)::int % 8 end as l,
            2 + least(floor($2::int * pg_temp.r(d, 4) ^ 2), $2::int - 2)::int as n,
            ((100 + (pg_temp.r(d, 5) ^ 3 * 50000)::bigint) * 1000) as silver,
            $4::int + least(floor($5::int * pg_temp.r(d, 6) ^ 1.4), $5::int - 1)::int as enc,
            pg_temp.r(d, 7) >= 0.03 as vivo
          ) g0,
          lateral (select g0.*, least(floor(extract(epoch from g0.fecha - p.inicio) / extract(epoch from p.largo))::int,
                                     $6::int - 1) as k) g`,
    [scale.distributions, scale.maxPlayers, MOTIVOS, firstCm, C, scale.periodsPerPlace],
  );
}

export async function loadDistributionPlayers(q: Q, scale: Scale): Promise<void> {
  const { P } = roster(scale);
  // Players of a distribution: an arithmetic walk over the roster with a step coprime to its size,
  // so the n players are distinct; the start is skewed so that some players earn much more.
  const steps = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67].filter((s) => P % s !== 0);
  await q(
    `insert into distribucion_jugador (id_distribucion, id_player, id_periodo, fecha, estado, silver_unitario)
     select d.id_distribucion,
            1 + ((floor($1::int * pg_temp.r(d.id_distribucion, 8) ^ 1.6)::bigint
                  + j * ($2::int[])[1 + d.id_distribucion % array_length($2, 1)]) % $1::int),
            d.id_periodo, d.fecha, d.estado, d.silver_unitario
     from distribucion d,
          -- n = silver / silver_unitario exactly: silver ≥ 100,000 and n ≤ 40, so the remainder < unitario
          lateral generate_series(0, (d.silver / d.silver_unitario)::int - 1) j`,
    [P, steps],
  );
}

/** silver_albion of each period, then the payments. */
export async function loadPayments(q: Q): Promise<void> {
  // silver_albion: what the treasurer counted in game, a little off the app's sum.
  await q(
    `update periodo p set silver_albion = (s.total * (0.97 + pg_temp.r(p.id_periodo, 9) * 0.06))::bigint
     from (select id_periodo, sum(silver) total from distribucion where estado group by id_periodo) s
     where s.id_periodo = p.id_periodo`,
  );

  // ---- Payments: every player of a finalized period; about half in the periods being distributed.
  await q(
    `insert into pago (id_periodo, id_player, silver, fecha_pago, id_cuenta_distribuidor)
     select s.id_periodo, s.id_player, s.total,
            coalesce(p.fecha_final, now()) + make_interval(secs => 3600 + pg_temp.r(s.id_periodo * 4096 + s.id_player, 10) * 86400),
            p.id_player_distribuidor
     from (select id_periodo, id_player, sum(silver_unitario) total
           from distribucion_jugador where estado group by id_periodo, id_player) s
     join periodo p using (id_periodo)
     where s.total > 0
       and (p.id_estado_distribucion = 1
            or (p.id_estado_distribucion = 2 and pg_temp.r(s.id_periodo * 4096 + s.id_player, 10) < 0.5))`,
  );
}
