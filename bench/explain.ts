// `npm run bench:explain` (docs/performance.md): EXPLAIN (ANALYZE, BUFFERS) of the heavy reads on the benchmark
// guild, before and after the read indexes. "Before" is the tables with their primary keys and unique
// constraints only: every other index of distribucion and distribucion_jugador (those of migration
// 0000 for the reads of the wire calls and the covering partial ones of 0001) is dropped inside a
// transaction that is rolled back, so the database is left as it was (do not run it while the
// benchmark runs: the drop locks the tables until the rollback).
// Writes the plans to bench/results/explain.md (quoted in docs/performance.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_URL } from './seed.js';
import { ventanaArrays } from '../apps/api/src/modules/ganancias/ganancias.repository.js';
import { primerLunesDe, ventanasDe } from '../apps/api/src/modules/ganancias/ganancias.service.js';
import {
  SQL_DISTRIBUCIONES,
  SQL_GANANCIAS_DESDE,
  SQL_GANANCIAS_TODO,
  SQL_HISTORIAL_COUNT,
  SQL_HISTORIAL_PAGE,
  SQL_PENDIENTES_JUGADOR,
  SQL_SEMANAS_JUGADOR,
  SQL_TOTALES_JUGADOR,
  SQL_PAGO_ROWS,
  SQL_PERIODOS,
  SQL_TOP_CREADORES,
  SQL_TOP_PLAYERS,
} from './sql.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const url = process.env['BENCH_DATABASE_URL'] ?? DEFAULT_URL;
/** The read indexes: every index of the two big tables that is neither a primary key nor unique. */
const SQL_READ_INDEXES = `
  select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
  where t.relname in ('distribucion', 'distribucion_jugador') and not x.indisunique and not x.indisprimary order by 1`;

interface Read {
  name: string;
  text: string;
  values: unknown[];
}

async function plan(client: pg.Client, r: Read): Promise<{ text: string; ms: number }> {
  let last = { text: '', ms: 0 };
  // Three runs, the last one reported: the plans compare warm caches, as under the benchmark.
  for (let i = 0; i < 3; i++) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers, costs off) ${r.text}`,
      values: r.values,
    });
    const text = rows.map((row) => row['QUERY PLAN']).join('\n');
    last = { text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN) };
  }
  return last;
}

async function main() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async <T>(text: string) => (await client.query<T & pg.QueryResultRow>(text)).rows[0]!;
  const big = await one<{ id: number }>(
    `select d.id_periodo as id from distribucion_jugador d join periodo p using (id_periodo)
     where p.id_estado_distribucion = 1 group by 1 order by count(*) desc, 1 limit 1`,
  );
  const heavy = await one<{ nickname: string; id: number }>(
    `select j.nickname, j.id_player as id from distribucion_jugador dj join jugador j using (id_player) group by 1, 2 order by count(*) desc limit 1`,
  );
  const periods = (await one<{ n: number }>(`select count(*)::int as n from periodo`)).n;
  const deep = Math.max(0, Math.ceil((periods / 10) * 0.9) - 1) * 10;
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const reads: Read[] = [
    { name: 'top3BestPlayers (30 días)', text: SQL_TOP_PLAYERS, values: [true, since, 3] },
    { name: 'top3BestCreadores (30 días)', text: SQL_TOP_CREADORES, values: [true, since, 3] },
    { name: `searchGananciasPlayer (30 días, ${heavy.nickname})`, text: SQL_GANANCIAS_DESDE, values: [since, heavy.nickname] },
    { name: `searchGananciasPlayer (desde la creación, ${heavy.nickname})`, text: SQL_GANANCIAS_TODO, values: [heavy.nickname] },
    { name: 'resumenDistribucion (página 1)', text: SQL_PERIODOS, values: [10, 0] },
    { name: `resumenDistribucion (desplazamiento ${deep})`, text: SQL_PERIODOS, values: [10, deep] },
    { name: `getDistribucion (periodo ${big.id})`, text: SQL_DISTRIBUCIONES, values: [big.id] },
    { name: `tablaDePago (periodo ${big.id})`, text: SQL_PAGO_ROWS, values: [big.id, true, big.id] },
    {
      name: `gananciasJugador: totales (${heavy.nickname})`,
      text: SQL_TOTALES_JUGADOR,
      values: [...ventanaArrays(ventanasDe(new Date())), heavy.id],
    },
    {
      name: `gananciasJugador: semanas (${heavy.nickname})`,
      text: SQL_SEMANAS_JUGADOR,
      values: [heavy.id, primerLunesDe(new Date()).toISOString()],
    },
    {
      name: `gananciasJugador: pendientes (${heavy.nickname})`,
      text: SQL_PENDIENTES_JUGADOR,
      values: [heavy.id, heavy.id, 2, 3],
    },
    { name: `historialJugador: página 3 (${heavy.nickname})`, text: SQL_HISTORIAL_PAGE, values: [heavy.id, 25, 50] },
    { name: `historialJugador: total (${heavy.nickname})`, text: SQL_HISTORIAL_COUNT, values: [heavy.id] },
  ];

  const after = new Map<string, { text: string; ms: number }>();
  for (const r of reads) after.set(r.name, await plan(client, r));
  const before = new Map<string, { text: string; ms: number }>();
  const dropped: string[] = [];
  await client.query('begin');
  try {
    const { rows: indexes } = await client.query<{ name: string }>(SQL_READ_INDEXES);
    dropped.push(...indexes.map((i) => i.name));
    for (const index of dropped) await client.query(`drop index "${index}"`);
    for (const r of reads) before.set(r.name, await plan(client, r));
  } finally {
    await client.query('rollback');
  }
  const version = (await one<{ v: string }>(`select current_setting('server_version') as v`)).v;
  await client.end();

  const lines = [
    `# EXPLAIN ANALYZE: sin y con los índices de lectura`,
    '',
    `PostgreSQL ${version}, base \`${new URL(url).pathname.slice(1)}\`, ${new Date().toISOString()}. Generado por \`npm run bench:explain\`.`,
    '',
    `Antes: solo claves primarias y restricciones únicas (se quitan ${dropped.map((d) => `\`${d}\``).join(', ')}). Después: el esquema actual.`,
    '',
    '| Lectura | Antes (ms) | Después (ms) |',
    '| --- | ---: | ---: |',
    ...reads.map((r) => `| ${r.name} | ${before.get(r.name)!.ms.toFixed(2)} | ${after.get(r.name)!.ms.toFixed(2)} |`),
    '',
  ];
  for (const r of reads) {
    lines.push(
      `## ${r.name}`,
      '',
      'Antes:',
      '',
      '```',
      before.get(r.name)!.text,
      '```',
      '',
      'Después:',
      '',
      '```',
      after.get(r.name)!.text,
      '```',
      '',
    );
  }
  const out = path.join(root, 'bench/results/explain.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log(lines.slice(0, 8 + reads.length).join('\n'));
  console.log(`\nPlanes completos en ${path.relative(root, out)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
