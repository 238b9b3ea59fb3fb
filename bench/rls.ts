// `npm run bench:rls` (docs/performance.md, «Many guilds»): what row-level security costs the benchmarked
// reads on a database of many guilds (`npm run bench:seed -- --gremios=200`), and what the guild's
// indexes (bench/seed/../apps/api/drizzle, INDICES_DEL_GREMIO below) change. For each read of a few
// guilds, the server's own time (EXPLAIN ANALYZE: planning + execution, the median of REPS runs, the
// two ways taken in turns) of:
//   - «explícito»: the statement with each guild-owned table filtered by an explicit `id_gremio = $n`
//     (bench/floor/db.ts sqlDelGremio, what the floor sends), as the tables' owner (no policy applies);
//   - «RLS»: the API's statement as it is, under a role the policies apply to, with `app.gremio` set.
// Without the guild's indexes (dropped) and with them (created), everything inside one transaction that
// is rolled back: the database is left as it was (do not run it while the benchmark runs). When the
// database has no policies yet, the transaction creates them as the tenancy defines them
// as the tenancy's migration does (`id_gremio = nullif(current_setting('app.gremio', true), '')::smallint`
// on every table with the guild's key).
// Writes bench/results/rls.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_URL } from './seed.js';
import { ventanaArrays } from '../apps/api/src/modules/ganancias/ganancias.repository.js';
import { primerLunesDe, ventanasDe } from '../apps/api/src/modules/ganancias/ganancias.service.js';
import { sqlDelGremio } from './floor/db.js';
import './floor/jugador.js';
import {
  SQL_DISTRIBUCIONES,
  SQL_GANANCIAS_DESDE,
  SQL_GANANCIAS_TODO,
  SQL_HISTORIAL_COUNT,
  SQL_HISTORIAL_PAGE,
  SQL_JUGADORES_COUNT,
  SQL_JUGADORES_PAGE,
  SQL_PAGO_ROWS,
  SQL_PENDIENTES_JUGADOR,
  SQL_PERIODOS,
  SQL_PERIODOS_COUNT,
  SQL_RECLAMOS_COUNT,
  SQL_SEMANAS_JUGADOR,
  SQL_TOP_CREADORES,
  SQL_TOP_PLAYERS,
  SQL_TOTALES_JUGADOR,
  sqlJugadoresDe,
} from './sql.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const url = process.env['BENCH_DATABASE_URL'] ?? DEFAULT_URL;
const REPS = Number(process.argv.find((a) => a.startsWith('--reps='))?.split('=')[1] ?? 15);

/** The guild-leading indexes of the many-guild reads (the migration that adds them names the same). */
export const INDICES_DEL_GREMIO: { name: string; def: string }[] = [
  { name: 'periodo_gremio_idx', def: 'create index periodo_gremio_idx on periodo (id_gremio, id_periodo)' },
  {
    name: 'distribucion_jugador_gremio_viva_fecha_idx',
    def: 'create index distribucion_jugador_gremio_viva_fecha_idx on distribucion_jugador (id_gremio, fecha, id_player, silver_unitario) where estado',
  },
  {
    name: 'distribucion_gremio_viva_fecha_idx',
    def: 'create index distribucion_gremio_viva_fecha_idx on distribucion (id_gremio, fecha, id_player_encargado, silver) where estado',
  },
  { name: 'jugador_gremio_idx', def: 'create index jugador_gremio_idx on jugador (id_gremio, id_player)' },
  {
    name: 'reclamo_regear_gremio_estado_idx',
    def: 'create index reclamo_regear_gremio_estado_idx on reclamo_regear (id_gremio, estado, id_reclamo)',
  },
];

interface Read {
  name: string;
  text: string;
  values: unknown[];
  gremio: number;
}

interface Tiempo {
  ms: number;
  plan: string;
}

async function medir(client: pg.Client, text: string, values: unknown[]): Promise<Tiempo> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain (analyze, costs off) ${text}`, values });
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const planning = Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
  const execution = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
  return { ms: planning + execution, plan };
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function lecturas(client: pg.Client, gremio: number): Promise<Read[]> {
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await client.query<T & pg.QueryResultRow>(text, values)).rows[0]!;
  const big = await one<{ id: number }>(
    `select d.id_periodo as id from distribucion_jugador d join periodo p using (id_periodo)
     where p.id_estado_distribucion = 1 and p.id_gremio = $1 group by 1 order by count(*) desc, 1 limit 1`,
    [gremio],
  );
  const heavy = await one<{ nickname: string; id: number }>(
    `select j.nickname, j.id_player as id from distribucion_jugador dj join jugador j using (id_player)
     where j.id_gremio = $1 group by 1, 2 order by count(*) desc limit 1`,
    [gremio],
  );
  const dist = (
    await client.query<{ id: number }>(`select id_distribucion as id from distribucion where id_periodo = $1 limit 20`, [big.id])
  ).rows.map((r) => r.id);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const r = (name: string, text: string, values: unknown[]): Read => ({ name, text, values, gremio });
  return [
    r('top3BestPlayers (30 días)', SQL_TOP_PLAYERS, [true, since, 3]),
    r('top3BestCreadores (30 días)', SQL_TOP_CREADORES, [true, since, 3]),
    r('searchGananciasPlayer (30 días)', SQL_GANANCIAS_DESDE, [since, heavy.nickname]),
    r('searchGananciasPlayer (desde la creación)', SQL_GANANCIAS_TODO, [heavy.nickname]),
    r('resumenDistribucion (página 1)', SQL_PERIODOS, [10, 0]),
    r('resumenDistribucion (página 3)', SQL_PERIODOS, [10, 20]),
    r('resumenDistribucion (total)', SQL_PERIODOS_COUNT, []),
    r('getDistribucion (distribuciones)', SQL_DISTRIBUCIONES, [big.id]),
    r('getDistribucion (sus jugadores)', sqlJugadoresDe(dist.length), dist),
    r('tablaDePago', SQL_PAGO_ROWS, [big.id, true, big.id]),
    r('gananciasJugador: totales', SQL_TOTALES_JUGADOR, [...ventanaArrays(ventanasDe(new Date())), heavy.id]),
    r('gananciasJugador: semanas', SQL_SEMANAS_JUGADOR, [heavy.id, primerLunesDe(new Date()).toISOString()]),
    r('gananciasJugador: pendientes', SQL_PENDIENTES_JUGADOR, [heavy.id, heavy.id, 2, 3]),
    r('historialJugador: página 3', SQL_HISTORIAL_PAGE, [heavy.id, 25, 50]),
    r('historialJugador: total', SQL_HISTORIAL_COUNT, [heavy.id]),
    r('jugadores/lista (filtro "or", total)', SQL_JUGADORES_COUNT, ['%or%']),
    r('jugadores/lista (filtro "or", página 2)', SQL_JUGADORES_PAGE, ['%or%', 10, 10]),
    r('regear: total de reclamos', SQL_RECLAMOS_COUNT, []),
  ];
}

/** The role the policies apply to: the app's, or one made for this transaction. */
async function rolConPoliticas(client: pg.Client): Promise<{ rol: string; creadas: boolean }> {
  const { rows } = await client.query<{ rls: boolean }>(
    `select relrowsecurity as rls from pg_class where oid = 'jugador'::regclass`,
  );
  const { rows: app } = await client.query(`select 1 from pg_roles where rolname = 'reparto_app'`);
  let creadas = false;
  if (!rows[0]?.rls) {
    const { rows: tablas } = await client.query<{ t: string }>(
      `select c.table_name as t from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and c.column_name = 'id_gremio' and t.table_type = 'BASE TABLE' and c.table_name <> 'gremio'`,
    );
    for (const { t } of tablas) {
      await client.query(`alter table "${t}" enable row level security`);
      await client.query(
        `create policy bench_gremio on "${t}" using (id_gremio = nullif(current_setting('app.gremio', true), '')::smallint)`,
      );
    }
    creadas = true;
  }
  // The app's role where the migrations granted it this database's tables; else one of this transaction.
  if (app.length && !creadas) return { rol: 'reparto_app', creadas };
  await client.query(`create role bench_rls nologin`);
  await client.query(`grant usage on schema public to bench_rls`);
  await client.query(`grant select on all tables in schema public to bench_rls`);
  return { rol: 'bench_rls', creadas };
}

async function main() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: g } = await client.query<{ n: number }>(`select count(*)::int as n from gremio`);
  const n = g[0]!.n;
  if (n < 2) throw new Error(`La base ${url} tiene un gremio: siembre antes npm run bench:seed -- --gremios=200`);
  const gremios = [...new Set([1, Math.ceil(n / 2), n])];
  const reads: Read[] = [];
  for (const id of gremios) reads.push(...(await lecturas(client, id)));
  const version = (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;

  type Fila = { read: Read; explicito: number[]; rls: number[]; planExplicito: string; planRls: string };
  const fases: Record<'sin' | 'con', Fila[]> = { sin: [], con: [] };
  let politica: string | undefined;
  await client.query('begin');
  try {
    const { rol, creadas } = await rolConPoliticas(client);
    politica = creadas
      ? `creadas por el script dentro de la transacción (\`id_gremio = nullif(current_setting('app.gremio', true), '')::smallint\`, como la migración de la seguridad de filas), rol \`${rol}\``
      : `las de la base (migraciones), rol \`${rol}\``;
    const medirFase = async (): Promise<Fila[]> => {
      const filas: Fila[] = reads.map((read) => ({ read, explicito: [], rls: [], planExplicito: '', planRls: '' }));
      for (let i = 0; i < REPS + 2; i++) {
        for (const f of filas) {
          const ex = await medir(client, sqlDelGremio(f.read.text), [...f.read.values, f.read.gremio]);
          await client.query(`set local role ${rol}`);
          await client.query(`select set_config('app.gremio', $1, true)`, [String(f.read.gremio)]);
          const rl = await medir(client, f.read.text, f.read.values);
          await client.query(`reset role`);
          // The first two turns warm the caches.
          if (i >= 2) {
            f.explicito.push(ex.ms);
            f.rls.push(rl.ms);
          }
          f.planExplicito = ex.plan;
          f.planRls = rl.plan;
        }
      }
      return filas;
    };
    const existentes = (
      await client.query<{ name: string }>(`select relname as name from pg_class where relname = any($1::text[])`, [
        INDICES_DEL_GREMIO.map((i) => i.name),
      ])
    ).rows.map((r) => r.name);
    for (const name of existentes) await client.query(`drop index "${name}"`);
    fases.sin = await medirFase();
    for (const i of INDICES_DEL_GREMIO) await client.query(i.def);
    fases.con = await medirFase();
  } finally {
    await client.query('rollback');
    await client.end();
  }

  const ms = (x: number) => x.toFixed(3);
  const lines = [
    `# Row-level security: its cost on the many-guild reads`,
    '',
    `PostgreSQL ${version}, base \`${new URL(url).pathname.slice(1)}\` (${n} gremios), ${new Date().toISOString()}. Generado por \`npm run bench:rls\`.`,
    '',
    `Políticas: ${politica ?? '?'}. Gremios medidos: ${gremios.join(', ')}. Tiempo del servidor (EXPLAIN ANALYZE: planificación + ejecución), mediana de ${REPS} ejecuciones, las dos formas por turnos.`,
    '',
    `Índices del gremio: ${INDICES_DEL_GREMIO.map((i) => `\`${i.name}\``).join(', ')}.`,
    '',
    '| Lectura | gremio | sin índices: explícito (ms) | sin índices: RLS (ms) | con índices: explícito (ms) | con índices: RLS (ms) | RLS − explícito (con) |',
    '| --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (let i = 0; i < reads.length; i++) {
    const s = fases.sin[i]!;
    const c = fases.con[i]!;
    const d = mediana(c.rls) - mediana(c.explicito);
    lines.push(
      `| ${s.read.name} | ${s.read.gremio} | ${ms(mediana(s.explicito))} | ${ms(mediana(s.rls))} | ${ms(mediana(c.explicito))} | ${ms(mediana(c.rls))} | ${d >= 0 ? '+' : ''}${ms(d)} |`,
    );
  }
  const suma = (f: Fila[], k: 'explicito' | 'rls') => f.reduce((a, x) => a + mediana(x[k]), 0);
  lines.push(
    '',
    `Suma de las medianas: sin índices ${ms(suma(fases.sin, 'explicito'))} ms explícito, ${ms(suma(fases.sin, 'rls'))} ms RLS; con índices ${ms(suma(fases.con, 'explicito'))} ms explícito, ${ms(suma(fases.con, 'rls'))} ms RLS.`,
    '',
  );
  for (let i = 0; i < reads.length; i++) {
    const s = fases.sin[i]!;
    const c = fases.con[i]!;
    if (s.read.gremio !== gremios[gremios.length - 1]) continue;
    lines.push(
      `## ${s.read.name} (gremio ${s.read.gremio})`,
      '',
      'Sin índices del gremio, RLS:',
      '',
      '```',
      s.planRls,
      '```',
      '',
      'Con índices del gremio, RLS:',
      '',
      '```',
      c.planRls,
      '```',
      '',
      'Con índices del gremio, explícito:',
      '',
      '```',
      c.planExplicito,
      '```',
      '',
    );
  }
  const out = path.join(root, 'bench/results/rls.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log(lines.slice(0, 12 + reads.length).join('\n'));
  console.log(`\nPlanes completos en ${path.relative(root, out)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
