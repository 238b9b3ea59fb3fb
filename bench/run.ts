// `npm run bench` (docs/performance.md): the production API on the generated guild under autocannon, each read
// endpoint against its floor (bench/floor.ts: node:http + pg, same SQL, same JSON), POST /crear on a
// dedicated open period, the API's peak RSS and the web build's initial JS per route.
//
//   npm run bench                      full run on BENCH_DATABASE_URL (seed it first: npm run bench:seed)
//   npm run bench -- --smoke           tiny dataset in bench_smoke, 2 s per endpoint (CI)
//   options: --only=a,b  --duration=20  --warmup=5  --connections=64  --no-floor  --no-web
//            --cpu-prof (the API and the floor write .cpuprofile files into bench/results/profiles/{api,floor})
//            --read-cache=off (the API without its read cache: every read cold; use with --no-floor)
//            --gremios=N (the reads over N guilds' /api/g/{slug}/…: bench/run/gremios.ts; seed --gremios=N first;
//            --referencia=file: the single-guild run its ratios are set beside, default bench/results/latest.json)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ACCOUNTS, SMOKE, seedBench } from './seed.js';
import {
  API_ENV,
  JWT_SECRET,
  connections,
  cpuProf,
  duration,
  measure,
  only,
  readCache,
  smoke,
  url,
  warmup,
} from './run/options.js';
import { gremios, withFloor, withWeb } from './run/options.js';
import { mainGremios } from './run/gremios.js';
import { iniciarSesion, regearEndpoints } from './run/regear.js';
import { libroEndpoints, limpiarRetiros } from './run/libro.js';
import { APLICACION_BANCO, claveBanco, discordEndpoints } from './run/discord.js';
import { medirBotin, preciosBotin, type BotinMedido } from './run/botin.js';
import { killboardBanco, medirBotinPeor, type PeorMedido } from './run/botin-peor.js';
import { FAKE_GUILD_ID } from '../apps/api/src/testing/fake-gameinfo.js';
import { measureWeb, type WebSize } from './web-size.js';
import { API_NODE_FLAGS, buildApi } from '../scripts/build-api.mjs';
import { fetchBody } from './run/measure.js';
import { compararRespuestas } from './run/comparar.js';
import { endpointsDelBanco } from './run/endpoints.js';
import { diferenciasDeTrabajo, Escucha } from './run/trabajo.js';
import { medirAlternado } from './run/alternado.js';
import { cleanup, openBenchPeriod } from './run/period.js';
import { peakRssMb, root, start, stop } from './run/processes.js';
import { fmt, printAndSave, type Result } from './run/report.js';

// ---- Main ----------------------------------------------------------------------------------------

async function main() {
  if (gremios > 1) return mainGremios();
  const t0 = Date.now();
  if (smoke) {
    console.log(`Modo --smoke: gremio pequeño en ${url}`);
    await seedBench(url, SMOKE, () => undefined);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: seeded } = await client.query<{ n: number }>(`select count(*)::int as n from distribucion`).catch(() => ({
    rows: [{ n: 0 }],
  }));
  if (!seeded[0]?.n) throw new Error(`La base ${url} está vacía: ejecute antes npm run bench:seed`);
  const serverVersion = (await client.query<{ v: string }>(`show server_version`)).rows[0]!.v;
  const removed = (await cleanup(client)) + (await limpiarRetiros(client));
  if (removed) console.log(`Limpieza: ${removed} filas de una ejecución anterior eliminadas`);

  // What the endpoints read: the biggest finalized period, a deep page, the heaviest player.
  const big = (
    await client.query<{ id: number; n: number }>(
      `select d.id_periodo as id, count(*)::int as n from distribucion_jugador d join periodo p using (id_periodo)
       where p.id_estado_distribucion = 1 group by 1 order by 2 desc, 1 limit 1`,
    )
  ).rows[0]!;
  const periods = (await client.query<{ n: number }>(`select count(*)::int as n from periodo`)).rows[0]!.n;
  const deepPage = Math.max(1, Math.ceil((periods / 10) * 0.9));
  const heavy = (
    await client.query<{ nickname: string; n: number }>(
      `select j.nickname, count(*)::int as n from distribucion_jugador dj join jugador j using (id_player)
       group by 1 order by 2 desc limit 1`,
    )
  ).rows[0]!;
  const jugadores = (
    await client.query<{ id: number }>(`select id_player as id from jugador where estado order by id_player limit 40 offset 40`)
  ).rows.map((r) => r.id);
  if (jugadores.length < 40) throw new Error('Hacen falta al menos 80 jugadores en la base');
  const idPeriodoBench = await openBenchPeriod(client);
  const escucha = await Escucha.abrir(url, idPeriodoBench);
  const regear = await regearEndpoints(client);
  const preciosLocales = await preciosBotin();
  // Two of the guild's players whose regear deaths the worst paste's scenario reads (bench/run/botin-peor.ts).
  const miembrosMuertes = (
    await client.query<{ nickname: string }>(`select nickname from jugador where estado order by id_player limit 2 offset 90`)
  ).rows.map((r) => r.nickname);
  const killboard = await killboardBanco(miembrosMuertes);
  // Discord's interactions: the run's own key, and a member linked to a Discord user (bench/run/discord.ts).
  const clave = claveBanco();
  const discord = await discordEndpoints(client, clave);

  const apiEnv = {
    ...API_ENV,
    ALBION_DATA_API_BASE: preciosLocales.base,
    // The regear's killboard: the local stand-in of gameinfo (no outside request).
    ALBION_API_BASE: killboard.base,
    ALBION_GUILD_ID: FAKE_GUILD_ID,
    DISCORD_PUBLIC_KEY: clave.publicaHex,
    DISCORD_CLIENT_ID: APLICACION_BANCO,
  };
  const profDir = path.join(root, 'bench/results/profiles');
  if (cpuProf) mkdirSync(profDir, { recursive: true });
  // The production API: the bundle `npm start` runs (scripts/build-api.mjs), with plain node.
  const api = await start(await buildApi(), apiEnv, /escuchando en http:\/\/localhost:(\d+)/, [
    ...API_NODE_FLAGS,
    ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profDir}/api`] : []),
  ]);
  const apiBase = `http://127.0.0.1:${api.port}`;
  const floor = withFloor
    ? await start(
        'bench/floor.ts',
        { DATABASE_URL: url, PORT: '0', JWT_SECRET, POOL_SIZE: '10', WRITE_RATE_LIMIT: apiEnv.WRITE_RATE_LIMIT },
        /floor listening (\d+)/,
        // The same heap as the API's; with --cpu-prof its profiles beside the API's (one per thread:
        // the largest is the main thread's, the others tsx's loader).
        [...API_NODE_FLAGS, ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profDir}/floor`] : [])],
      )
    : undefined;
  const floorBase = floor ? `http://127.0.0.1:${floor.port}` : undefined;

  const results: Result[] = [];
  /** Endpoints whose API and floor did different work (no ratio; the run exits 1). */
  const distintos: string[] = [];
  let web: WebSize | undefined;
  let botin: BotinMedido | undefined;
  let peor: PeorMedido | undefined;
  const rssSteps: Record<string, number> = {};
  let rssMb: number;
  try {
    const login = (email: string) => iniciarSesion(apiBase, email);
    rssSteps['arranque'] = peakRssMb(api.child.pid!);
    const liderToken = await login(ACCOUNTS.lider);
    const encargadoEmail = ACCOUNTS.encargado(1);
    const encargadoToken = await login(encargadoEmail);

    const endpoints = endpointsDelBanco({
      big,
      deepPage,
      heavy,
      jugadores,
      idPeriodoBench,
      liderToken,
      encargadoToken,
      encargadoEmail,
      regear: regear.endpoints,
      libro: await libroEndpoints(client, apiBase, login, liderToken),
      discord,
      connections,
    });
    const selected = endpoints.filter((e) => !only || only.some((o) => e.name.toLowerCase().includes(o.toLowerCase())));

    console.log(
      `\nAPI ${apiBase} (pid ${api.child.pid})${floorBase ? `, floor ${floorBase}` : ''} · ${connections} conexiones · ` +
        `${warmup} s de calentamiento + ${duration} s por endpoint`,
    );
    rssSteps['sesiones (argon2)'] = peakRssMb(api.child.pid!);
    // Both servers start cold: one pass over every read first, so that the first endpoint measured
    // does not pay for the JIT and the connection pools.
    if (!smoke) {
      for (const e of selected.filter((x) => !x.write)) {
        await measure(apiBase, e, 2);
        if (floorBase) await measure(floorBase, e, 2);
      }
    }
    rssSteps['calentamiento'] = peakRssMb(api.child.pid!);
    for (const e of selected) {
      let bytes: number | undefined;
      const floorDe = e.sinFloor ? undefined : floorBase;
      if (!e.write || floorDe) {
        // Before anything is measured: the same answer from both servers, or the run stops here.
        const c = floorDe ? await compararRespuestas(apiBase, floorDe, e) : { api: await fetchBody(apiBase, e) };
        if (!e.write) bytes = Buffer.byteLength(c.api.text);
        if (c.api.status >= 300) throw new Error(`${e.name}: la API respondió ${c.api.status} ${c.api.text.slice(0, 300)}`);
        if ('diferencia' in c && c.diferencia) {
          throw new Error(`${e.name}: la respuesta del floor difiere de la de la API; no se mide\n${c.diferencia}`);
        }
      }
      process.stdout.write(`  ${e.name} …`);
      const medido = await medirAlternado(
        e,
        { base: apiBase, pid: api.child.pid! },
        floor && floorDe ? { base: floorDe, pid: floor.child.pid! } : undefined,
        { warmup, duration },
        { client, idPeriodo: idPeriodoBench, escucha },
      );
      const { api: m, floor: f, trabajoApi, trabajoFloor } = medido;
      // A ratio only between two servers that did the same work: every answer 2xx on both sides and,
      // for the write, the same rows per distribution (the bodies were compared above).
      const motivos: string[] = [];
      if (m.non2xx || m.errors) motivos.push(`la API: ${m.non2xx} respuestas no 2xx, ${m.errors} errores`);
      if (f && (f.non2xx || f.errors)) motivos.push(`el floor: ${f.non2xx} respuestas no 2xx, ${f.errors} errores`);
      if (f && trabajoApi && trabajoFloor)
        motivos.push(...diferenciasDeTrabajo(trabajoApi, trabajoFloor, medido.okApi, medido.okFloor));
      if (motivos.length) distintos.push(`${e.name}: ${motivos.join('; ')}`);
      results.push({
        name: e.name,
        ...(e.p99Max ? { p99_max_ms: e.p99Max } : {}),
        rps: m.rps,
        p50_ms: m.p50_ms,
        p99_ms: m.p99_ms,
        floor_rps: f ? f.rps : null,
        ratio: f && f.rps > 0 && motivos.length === 0 ? Math.round((m.rps / f.rps) * 100) / 100 : null,
        // The same comparison in CPU per request (server process and its PostgreSQL backends), steadier
        // than req/s on a machine shared with other work.
        ratio_cpu:
          f && motivos.length === 0 && m.server_cpu_us + m.pg_cpu_us > 0
            ? Math.round(((f.server_cpu_us + f.pg_cpu_us) / (m.server_cpu_us + m.pg_cpu_us)) * 100) / 100
            : null,
        ...(f ? { floor_p50_ms: f.p50_ms, floor_p99_ms: f.p99_ms } : {}),
        wire_bytes: m.wire_bytes,
        runner_cpu_pct: m.runner_cpu_pct,
        cpu_us: { api: m.server_cpu_us, api_pg: m.pg_cpu_us, ...(f ? { floor: f.server_cpu_us, floor_pg: f.pg_cpu_us } : {}) },
        requests: m.requests,
        non2xx: m.non2xx,
        errors: m.errors,
        ...(f ? { floor_non2xx: f.non2xx + f.errors } : {}),
        ...(floorBase ? { same_body: true, same_work: motivos.length === 0 } : {}),
        ...(trabajoApi ? { trabajo: { api: trabajoApi, ...(trabajoFloor ? { floor: trabajoFloor } : {}) } } : {}),
        ...(bytes !== undefined ? { bytes } : {}),
        /** The API's peak RSS so far (it only grows): shows which endpoint raised it. */
        rss_hwm_mb: peakRssMb(api.child.pid!),
      });
      console.log(
        ` ${fmt(m.rps)} req/s, p99 ${fmt(m.p99_ms)} ms, CPU/pet. ${m.server_cpu_us}+${m.pg_cpu_us} µs` +
          (f ? ` · floor ${fmt(f.rps)} req/s, CPU/pet. ${f.server_cpu_us}+${f.pg_cpu_us} µs` : '') +
          (trabajoApi ? ` · filas por distribución ${JSON.stringify(trabajoApi.por_distribucion)}` : '') +
          (motivos.length ? `\n    ! sin ratio: ${motivos.join('; ')}` : ''),
      );
    }
    // The reads' and writes' peak (target 200 MB) apart from the loot pastes', which have their own
    // (300 MB, bench/run/botin-peor.ts): the kernel's high-water mark only grows.
    rssMb = peakRssMb(api.child.pid!);
    rssSteps['lecturas y escrituras'] = rssMb;
    if (!only || only.includes('botin')) {
      const tokens = { encargado: encargadoToken, lider: liderToken };
      const [segundos, demora] = smoke ? [2, 0] : [10, 50];
      peor = await medirBotinPeor(apiBase, tokens, api.child.pid!, segundos, miembrosMuertes, preciosLocales, demora, !smoke);
      botin = await medirBotin(apiBase, encargadoToken, preciosLocales, api.child.pid!);
      rssSteps['pegados de botín'] = peakRssMb(api.child.pid!);
    }
  } finally {
    await preciosLocales.close();
    await escucha.close();
    await killboard.close();
    await stop(api.child);
    if (floor) await stop(floor.child);
    const removed = (await cleanup(client)) + (await limpiarRetiros(client));
    if (removed) console.log(`Limpieza: periodo del benchmark y ${removed} filas eliminadas`);
    await client.end();
  }

  if (withWeb) {
    process.stdout.write('Compilando la web (Vite) para medir el JS por ruta …');
    web = measureWeb(root);
    console.log(` ${web.build_seconds} s`);
  }

  printAndSave({
    results,
    rssMb,
    rssSteps,
    web,
    botin,
    peor,
    smoke,
    only,
    cold: readCache === 'off',
    serverVersion,
    load: { connections, warmup, duration },
    dataset: { periodo_grande: big, pagina_profunda: deepPage, jugador_busqueda: heavy, periodos: periods, ...regear.dataset },
    t0,
  });
  if (distintos.length) {
    console.error(`\nAPI y floor no hicieron el mismo trabajo (sin ratio):\n${distintos.map((d) => `  - ${d}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
