// `npm run bench:seed`: a deterministic, guild-scale dataset on a PostgreSQL server (docs/performance.md).
//
// The database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench) is dropped and
// created again, migrated with the real migrations and reference seed, then filled in bulk with
// INSERT … SELECT generate_series. Randomness comes from hashint8extended(i, salt), a pure function of
// the row number, so every run produces the same rows whatever the plan or the machine. Dates are laid
// out backwards from today (UTC midnight) so that the 30-day leaderboards always have data.
//
//   npm run bench:seed               2,000 players · 1,000 periods · 100,000 distributions (~1.5 M player rows),
//                                    20,000 regear claims
//   npm run bench:seed -- --smoke    a few hundred rows in BENCH_SMOKE_DATABASE_URL (…/bench_smoke)
//   npm run bench:seed -- --gremios=200   200 guilds with the same total rows (bench/seed/gremios.ts):
//                                    each 100 players, 24 periods, 500 distributions, 100 claims;
//                                    with --smoke, N copies of the small guild
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { runMigrations } from '../apps/api/src/db/migrate.js';
import { seedReference } from '../apps/api/src/db/seed.js';
import { hashPassword } from '../apps/api/src/lib/password.js';
import { loadDistributionPlayers, loadDistributions, loadPayments, loadPeopleAndPeriods, roster } from './seed/bulk.js';
import { loadRegear } from './seed/regear.js';
import { replicarGremios } from './seed/gremios.js';
import {
  ACCOUNTS,
  DEFAULT_SMOKE_URL,
  DEFAULT_URL,
  FULL,
  PASSWORD,
  PLACES,
  SMOKE,
  escalaDeGremios,
  type Scale,
} from './seed/scale.js';

export * from './seed/scale.js';

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
export const RAND_FN = `
create or replace function pg_temp.r(i bigint, salt bigint) returns double precision
  language sql immutable parallel safe
  as $$ select (hashint8extended(i, salt) & 2147483647)::double precision / 2147483648.0 $$`;

export interface SeedCounts {
  jugador: number;
  cuenta: number;
  periodo: number;
  distribucion: number;
  distribucion_jugador: number;
  pago: number;
  reclamo_regear: number;
  pago_regear: number;
  [table: string]: number;
}

/** The big tables whose secondary indexes a bulk load drops and builds again afterwards. */
const TABLAS_GRANDES = ['distribucion', 'distribucion_jugador', 'pago', 'transaccion_libro', 'apunte_libro'];

async function quitarIndices(q: (text: string) => Promise<{ rows: Record<string, unknown>[] }>, tablas: string[]) {
  const { rows } = await q(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid::regclass::text in (${tablas.map((t) => `'${t}'`).join(', ')})
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of rows) await q(`drop index ${index.name as string}`);
  return rows.map((r) => String(r.def));
}

/**
 * Fills the database at `url` with the benchmark's guild at `scale`; with `gremios` > 1 that guild is
 * copied into guilds 2 … gremios (bench/seed/gremios.ts).
 */
export async function seedBench(
  url: string,
  scale: Scale,
  log: (line: string) => void = console.log,
  gremios = 1,
): Promise<SeedCounts> {
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
    // The rows are guild 1's (a column default may read the session's guild: row-level security).
    await q(`select set_config('app.gremio', '1', false)`);
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

    const { P, accountsCount } = roster(scale);
    await loadPeopleAndPeriods(q, scale, passwordHash);
    step(`${P} jugadores, ${accountsCount} cuentas, ${scale.periodsPerPlace * PLACES} periodos`);

    await loadDistributions(q, scale);
    step(`${scale.distributions} distribuciones`);

    await loadDistributionPlayers(q, scale);
    step('jugadores de las distribuciones');

    await loadPayments(q);
    step('pagos');

    await loadRegear(q, scale);
    step(`${scale.claims} reclamos de regear`);

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

    // The ledger of the history (docs/libro.md): as migration 0020 posts a guild's past.
    await q(`select libro_desde_proyecciones()`);
    step('libro (transacciones de la historia)');

    if (gremios > 1) {
      await q(`set session_replication_role = replica`);
      const indices = await quitarIndices(q, TABLAS_GRANDES);
      const copiadas = await replicarGremios(q, gremios);
      step(`${gremios - 1} copias del gremio 1 (${Object.values(copiadas).reduce((a, b) => a + b, 0)} filas)`);
      for (const def of indices) await q(def);
      await q(`set session_replication_role = origin`);
      step(`${indices.length} índices reconstruidos`);
    }

    await q(`vacuum (analyze)`);
    step('VACUUM ANALYZE');

    const counts: SeedCounts = {
      jugador: 0,
      cuenta: 0,
      periodo: 0,
      distribucion: 0,
      distribucion_jugador: 0,
      pago: 0,
      reclamo_regear: 0,
      pago_regear: 0,
      transaccion_libro: 0,
      apunte_libro: 0,
      gremio: 0,
    };
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
  const gremios = Number(process.argv.find((a) => a.startsWith('--gremios='))?.split('=')[1] ?? 1);
  const scale = escalaDeGremios(smoke ? SMOKE : FULL, gremios);
  const url = smoke
    ? (process.env['BENCH_SMOKE_DATABASE_URL'] ?? DEFAULT_SMOKE_URL)
    : (process.env['BENCH_DATABASE_URL'] ?? DEFAULT_URL);
  console.log(`Generando ${gremios > 1 ? `${gremios} gremios` : 'el gremio'} de prueba (${scale.name}) en ${url}`);
  const started = Date.now();
  const counts = await seedBench(url, scale, console.log, gremios);
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
