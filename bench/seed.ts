// `npm run bench:seed`: a deterministic, guild-scale dataset on a PostgreSQL server (issue 7, DESIGN §6).
//
// The database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench) is dropped and
// created again, migrated with the real migrations and reference seed, then filled in bulk with
// INSERT … SELECT generate_series. Randomness comes from hashint8extended(i, salt), a pure function of
// the row number, so every run produces the same rows whatever the plan or the machine. Dates are laid
// out backwards from today (UTC midnight) so that the 30-day leaderboards always have data.
//
//   npm run bench:seed               2,000 players · 1,000 periods · 100,000 distributions (~1.5 M player rows)
//   npm run bench:seed -- --smoke    a few hundred rows in BENCH_SMOKE_DATABASE_URL (…/bench_smoke)
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { runMigrations } from '../apps/api/src/db/migrate.js';
import { seedReference } from '../apps/api/src/db/seed.js';
import { hashPassword } from '../apps/api/src/lib/password.js';

export interface Scale {
  name: 'full' | 'smoke';
  players: number;
  /** Periods per place (8 places). */
  periodsPerPlace: number;
  distributions: number;
  /** Players per distribution: 2 … maxPlayers, skewed towards small groups. */
  maxPlayers: number;
  contentManagers: number;
  distributors: number;
  days: number;
}

export const FULL: Scale = {
  name: 'full',
  players: 2000,
  periodsPerPlace: 125,
  distributions: 100_000,
  maxPlayers: 40,
  contentManagers: 20,
  distributors: 10,
  days: 3 * 365,
};

export const SMOKE: Scale = {
  name: 'smoke',
  players: 120,
  periodsPerPlace: 4,
  distributions: 400,
  maxPlayers: 40,
  contentManagers: 3,
  distributors: 2,
  days: 90,
};

export const PLACES = 8;
/** Place of the benchmark's own open period (POST /crear): the seed leaves it without an open one. */
export const BENCH_PLACE = 8;
export const PASSWORD = 'bench-password-1234';
export const ACCOUNTS = {
  lider: 'lider@bench.local',
  tesorero: 'tesorero@bench.local',
  encargado: (n: number) => `encargado${String(n).padStart(2, '0')}@bench.local`,
  distribuidor: (n: number) => `distribuidor${String(n).padStart(2, '0')}@bench.local`,
};

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench';
export const DEFAULT_SMOKE_URL = 'postgres://postgres@127.0.0.1:5432/bench_smoke';

/** Drops and creates the database named in `url` (connecting to the server's `postgres` database). */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de base de datos no admitido: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** r(i, salt) ∈ [0, 1): a deterministic pseudo-random number of row i. */
const RAND_FN = `
create or replace function pg_temp.r(i bigint, salt bigint) returns double precision
  language sql immutable parallel safe
  as $$ select (hashint8extended(i, salt) & 2147483647)::double precision / 2147483648.0 $$`;

const SYLLABLES = [
  'ar',
  'bel',
  'cor',
  'dra',
  'el',
  'fen',
  'gal',
  'hor',
  'ix',
  'jun',
  'kal',
  'lor',
  'mor',
  'nar',
  'or',
  'pyr',
  'quel',
  'ras',
  'sil',
  'tor',
  'ul',
  'vek',
  'wyn',
  'xan',
  'yr',
  'zor',
];

const MOTIVOS = [
  'ZvZ en Caerleon',
  'Mazmorra de avalón',
  'Recolección de territorio',
  'Hellgate 5v5',
  'Defensa de castillo',
  'Cofres de territorio',
  'Mazmorra grupal',
  'Mundo abierto en zona negra',
  'Roaming',
  'Tracking de facción',
];

export interface SeedCounts {
  jugador: number;
  cuenta: number;
  periodo: number;
  distribucion: number;
  distribucion_jugador: number;
  pago: number;
  [table: string]: number;
}

export async function seedBench(url: string, scale: Scale, log: (line: string) => void = console.log): Promise<SeedCounts> {
  const started = Date.now();
  const step = (what: string) => log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

  await recreateDatabase(url);
  step(`base ${new URL(url).pathname.slice(1)} creada`);

  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await runMigrations(database);
    await seedReference(database.db);
  } finally {
    await database.close();
  }
  step('migraciones y datos de referencia');

  const passwordHash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    // Bulk load: no per-row foreign-key or user triggers (the generated rows are consistent by
    // construction), no fsync wait per statement.
    await q(`set session_replication_role = replica`);
    await q(`set synchronous_commit = off`);
    await q(`set maintenance_work_mem = '512MB'`);
    await q(`set work_mem = '256MB'`);
    await q(RAND_FN);

    // Secondary indexes of the big tables are built once after the load (much faster than keeping
    // them up to date row by row); primary keys stay.
    const { rows: saved } = await q(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
       where i.indrelid in ('distribucion'::regclass, 'distribucion_jugador'::regclass, 'pago'::regclass)
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    );
    for (const index of saved) await q(`drop index ${index.name as string}`);

    const P = scale.players;
    const C = scale.contentManagers;
    const D = scale.distributors;
    const firstCm = 3; // players/accounts 3 … 2+C are content managers
    const firstDist = 3 + C; // then the distributors
    const accountsCount = 2 + C + D;

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
    step(`${P} jugadores, ${accountsCount} cuentas, ${scale.periodsPerPlace * PLACES} periodos`);

    // ---- Distributions: evenly spread in time, Caerleon (6) busier than the other places ----------
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
    step(`${scale.distributions} distribuciones`);

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
    step('jugadores de las distribuciones');

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
    step('pagos');

    for (const [table, column] of [
      ['jugador', 'id_player'],
      ['cuenta', 'id_cuenta'],
      ['periodo', 'id_periodo'],
      ['distribucion', 'id_distribucion'],
    ] as const) {
      await q(`select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`);
    }
    for (const index of saved) await q(index.def as string);
    step(`${saved.length} índices reconstruidos`);
    await q(`set session_replication_role = origin`);
    await rebuildDerived(client);
    step('datos derivados');

    await q(`vacuum (analyze)`);
    step('VACUUM ANALYZE');

    const counts: SeedCounts = { jugador: 0, cuenta: 0, periodo: 0, distribucion: 0, distribucion_jugador: 0, pago: 0 };
    for (const table of Object.keys(counts)) {
      const { rows } = await q(`select count(*)::int as n from ${table}`);
      counts[table] = rows[0].n as number;
    }
    const extra = await q(
      `select (select count(*)::int from distribucion where not estado) as eliminadas,
              (select count(*)::int from periodo where id_estado_distribucion = 3) as abiertos,
              (select count(*)::int from periodo where id_estado_distribucion = 2) as en_distribucion,
              (select count(*)::int from periodo where id_estado_distribucion = 1) as finalizados`,
    );
    Object.assign(counts, extra.rows[0]);
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * Tables derived from the distributions (maintained by triggers in normal operation) are filled in
 * one pass after a bulk load, when triggers were off. Nothing to do while the schema has none.
 */
export async function rebuildDerived(client: pg.Client): Promise<void> {
  const { rows } = await client.query(`select exists (select 1 from pg_proc where proname = 'rdp_reconstruir_derivados') as has`);
  if (rows[0].has) await client.query(`select rdp_reconstruir_derivados()`);
}

async function main() {
  const smoke = process.argv.includes('--smoke');
  const scale = smoke ? SMOKE : FULL;
  const url = smoke
    ? (process.env['BENCH_SMOKE_DATABASE_URL'] ?? DEFAULT_SMOKE_URL)
    : (process.env['BENCH_DATABASE_URL'] ?? DEFAULT_URL);
  console.log(`Generando el gremio de prueba (${scale.name}) en ${url}`);
  const started = Date.now();
  const counts = await seedBench(url, scale);
  console.log(`\nListo en ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(22)} ${n.toLocaleString('es-ES')}`);
  console.log(
    `\nCuentas (contraseña ${PASSWORD}): ${ACCOUNTS.lider}, ${ACCOUNTS.tesorero}, ${ACCOUNTS.encargado(1)}…, ${ACCOUNTS.distribuidor(1)}…`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
