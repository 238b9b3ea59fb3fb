// `npm run bench -- --gremios=N` (docs/performance.md, «Many guilds»): the reads of the single-guild
// benchmark spread over N guilds of one database (seeded by `npm run bench:seed -- --gremios=N`), each
// request to the next guild in turn through its address `/api/g/{slug}/…`, against the floor answering
// the same addresses with the same statements filtered by an explicit `id_gremio = $n` (bench/floor/db.ts
// sqlDelGremio). Every read's ratio API/floor is printed beside its single-guild ratio (the last
// `npm run bench`, bench/results/latest.json), with its p99 at the run's connections.
import pg from 'pg';
import { API_NODE_FLAGS, buildApi } from '../../scripts/build-api.mjs';
import { compararRespuestas } from './comparar.js';
import { endpointsDelBanco } from './endpoints.js';
import type { Endpoint } from './measure.js';
import { medirAlternado } from './alternado.js';
import { ACCOUNTS, SMOKE, seedBench } from '../seed.js';
import {
  API_ENV,
  JWT_SECRET,
  connections,
  duration,
  gremios,
  only,
  referencia,
  smoke,
  url,
  warmup,
  withFloor,
} from './options.js';
import { iniciarSesion } from './regear.js';
import { start, stop } from './processes.js';
import { fmt } from './report.js';
import { clave, informeGremios, ratiosDeUnGremio, type ResultadoGremios } from './gremios-informe.js';

export interface GremioDelBanco {
  id: number;
  slug: string;
  big: { id: number; n: number };
  deepPage: number;
  heavy: { nickname: string; n: number };
}

/** What each guild's reads read: its biggest finalized period, a deep page, its heaviest player. */
export async function gremiosDelBanco(client: pg.Client, n: number): Promise<GremioDelBanco[]> {
  const { rows } = await client.query<{
    id: number;
    slug: string;
    periodos: number;
    big: number;
    big_n: number;
    nick: string;
    nick_n: number;
  }>(
    `with g as (select id_gremio, slug from gremio order by id_gremio limit $1),
     big as (select distinct on (p.id_gremio) p.id_gremio, d.id_periodo, count(*)::int as n
             from distribucion_jugador d join periodo p using (id_periodo)
             where p.id_estado_distribucion = 1 and p.id_gremio in (select id_gremio from g)
             group by 1, 2 order by 1, 3 desc, 2),
     heavy as (select distinct on (j.id_gremio) j.id_gremio, j.nickname, count(*)::int as n
               from distribucion_jugador dj join jugador j using (id_player)
               where j.id_gremio in (select id_gremio from g)
               group by 1, 2 order by 1, 3 desc, 2)
     select g.id_gremio as id, g.slug, (select count(*)::int from periodo p where p.id_gremio = g.id_gremio) as periodos,
            big.id_periodo as big, big.n as big_n, heavy.nickname as nick, heavy.n as nick_n
     from g join big using (id_gremio) join heavy using (id_gremio) order by g.id_gremio`,
    [n],
  );
  if (rows.length < n)
    throw new Error(`La base tiene ${rows.length} gremios con datos; siembre antes: npm run bench:seed -- --gremios=${n}`);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    big: { id: r.big, n: r.big_n },
    deepPage: Math.max(1, Math.ceil((r.periodos / 10) * 0.9)),
    heavy: { nickname: r.nick, n: r.nick_n },
  }));
}

/** A guild's address of a today's path: `/api/x` → `/api/g/{slug}/x`. */
export const enGremio = (slug: string, p: string) => p.replace(/^\/api\//, `/api/g/${slug}/`);

/** The leader's email of guild `id` (bench/seed/gremios.ts: the copies' accounts get «+g<id>»). */
export const liderDe = (id: number) => (id === 1 ? ACCOUNTS.lider : ACCOUNTS.lider.replace('@', `+g${id}@`));

/**
 * One endpoint per read, each request to the next guild in turn (autocannon's setupRequest): the same
 * read of every guild, with what that guild's read names. The variants are kept to compare bodies.
 */
export async function endpointsDeGremios(
  apiBase: string,
  gremios: GremioDelBanco[],
  connections: number,
): Promise<{ endpoint: Endpoint; variantes: Endpoint[] }[]> {
  const porGremio: Endpoint[][] = [];
  for (const g of gremios) {
    // The players list needs a leader's session in that guild (its login through the guild's address).
    const token = await iniciarSesion(apiBase, liderDe(g.id), g.slug).catch(() => undefined);
    const lista = endpointsDelBanco({
      ...g,
      jugadores: [],
      idPeriodoBench: 0,
      liderToken: token ?? '',
      encargadoToken: '',
      encargadoEmail: '',
      regear: [],
      libro: [],
      discord: [],
      connections,
    }).filter((e) => !e.write && (token !== undefined || !e.headers?.['x-token']));
    porGremio.push(lista.map((e) => ({ ...e, path: enGremio(g.slug, e.path) })));
  }
  const cuantos = Math.min(...porGremio.map((l) => l.length));
  return Array.from({ length: cuantos }, (_, i) => {
    const variantes = porGremio.map((l) => l[i]!);
    const primera = variantes[0]!;
    let turno = 0;
    const endpoint: Endpoint = {
      ...primera,
      name: `${primera.name.replace(/ \((periodo|página) .*\)$/, '')} · ${gremios.length} gremios`,
      setupRequest: (req) => {
        const v = variantes[turno++ % variantes.length]!;
        return {
          ...req,
          path: v.path,
          headers: { ...req.headers, ...v.headers },
          ...(v.body !== undefined ? { body: JSON.stringify(v.body) } : {}),
        };
      },
    };
    return { endpoint, variantes };
  });
}

export async function medirGremios(o: {
  client: pg.Client;
  apiBase: string;
  apiPid: number;
  floorBase: string | undefined;
  floorPid: number | undefined;
  gremios: GremioDelBanco[];
  connections: number;
  warmup: number;
  duration: number;
  only: string[] | undefined;
  smoke: boolean;
}): Promise<{ resultados: ResultadoGremios[]; distintos: string[] }> {
  const lecturas = (await endpointsDeGremios(o.apiBase, o.gremios, o.connections)).filter(
    ({ endpoint }) => !o.only || o.only.some((x) => endpoint.name.toLowerCase().includes(x.toLowerCase())),
  );
  const unGremio = ratiosDeUnGremio(referencia);
  const resultados: ResultadoGremios[] = [];
  const distintos: string[] = [];
  // Bodies compared on the first, a middle and the last guild before anything is measured.
  const muestra = [...new Set([0, Math.floor(o.gremios.length / 2), o.gremios.length - 1])];
  for (const { endpoint: e, variantes } of lecturas) {
    if (o.floorBase) {
      for (const i of muestra) {
        const c = await compararRespuestas(o.apiBase, o.floorBase, variantes[i]!);
        if (c.api.status >= 300)
          throw new Error(`${variantes[i]!.path}: la API respondió ${c.api.status} ${c.api.text.slice(0, 300)}`);
        if (c.diferencia)
          throw new Error(`${variantes[i]!.path}: la respuesta del floor difiere de la de la API; no se mide\n${c.diferencia}`);
      }
    }
    process.stdout.write(`  ${e.name} …`);
    const m = await medirAlternado(
      e,
      { base: o.apiBase, pid: o.apiPid },
      o.floorBase ? { base: o.floorBase, pid: o.floorPid! } : undefined,
      { warmup: o.warmup, duration: o.duration },
      { client: o.client, idPeriodo: 0, escucha: undefined as never },
    );
    const { api, floor } = m;
    const fallos = api.non2xx + api.errors + (floor ? floor.non2xx + floor.errors : 0);
    if (fallos)
      distintos.push(
        `${e.name}: ${api.non2xx + api.errors} fallos en la API, ${floor ? floor.non2xx + floor.errors : 0} en el floor`,
      );
    const r: ResultadoGremios = {
      name: e.name,
      rps: api.rps,
      p50_ms: api.p50_ms,
      p99_ms: api.p99_ms,
      floor_rps: floor?.rps ?? null,
      ratio: floor && floor.rps > 0 && !fallos ? Math.round((api.rps / floor.rps) * 100) / 100 : null,
      ratio_cpu:
        floor && !fallos && api.server_cpu_us + api.pg_cpu_us > 0
          ? Math.round(((floor.server_cpu_us + floor.pg_cpu_us) / (api.server_cpu_us + api.pg_cpu_us)) * 100) / 100
          : null,
      ratio_un_gremio: unGremio.get(clave(e.name)) ?? null,
      non2xx: api.non2xx,
      errors: api.errors,
    };
    resultados.push(r);
    console.log(
      ` ${fmt(api.rps)} req/s, p99 ${fmt(api.p99_ms)} ms` +
        (floor ? ` · floor ${fmt(floor.rps)} req/s · ratio ${fmt(r.ratio, 2)} (un gremio: ${fmt(r.ratio_un_gremio, 2)})` : ''),
    );
  }
  return { resultados, distintos };
}

/** The whole many-guild run: the API and the floor started, every read measured, the report. */
export async function mainGremios(): Promise<void> {
  const t0 = Date.now();
  if (smoke) {
    console.log(`Modo --smoke: ${gremios} gremios pequeños en ${url}`);
    await seedBench(url, SMOKE, () => undefined, gremios);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const serverVersion = (await client.query<{ v: string }>(`show server_version`)).rows[0]!.v;
  const elegidos = await gremiosDelBanco(client, gremios);
  const env = API_ENV;
  const api = await start(await buildApi(), env, /escuchando en http:\/\/localhost:(\d+)/, API_NODE_FLAGS);
  const apiBase = `http://127.0.0.1:${api.port}`;
  const floor = withFloor
    ? await start(
        'bench/floor.ts',
        { DATABASE_URL: url, PORT: '0', JWT_SECRET, POOL_SIZE: '10', WRITE_RATE_LIMIT: env.WRITE_RATE_LIMIT },
        /floor listening (\d+)/,
        API_NODE_FLAGS,
      )
    : undefined;
  const floorBase = floor ? `http://127.0.0.1:${floor.port}` : undefined;
  console.log(
    `\nAPI ${apiBase}${floorBase ? `, floor ${floorBase}` : ''} · ${gremios} gremios · ${connections} conexiones · ` +
      `${warmup} s de calentamiento + ${duration} s por lectura`,
  );
  let medido: Awaited<ReturnType<typeof medirGremios>>;
  try {
    medido = await medirGremios({
      client,
      apiBase,
      apiPid: api.child.pid!,
      floorBase,
      floorPid: floor?.child.pid,
      gremios: elegidos,
      connections,
      warmup,
      duration,
      only,
      smoke,
    });
  } finally {
    await stop(api.child);
    if (floor) await stop(floor.child);
    await client.end();
  }
  informeGremios(
    medido.resultados,
    {
      gremios,
      carga: { connections, warmup, duration },
      postgresql: serverVersion,
      segundos: Math.round((Date.now() - t0) / 1000),
    },
    smoke,
  );
  if (medido.distintos.length) {
    console.error(`\nRespuestas fallidas (sin ratio):\n${medido.distintos.map((d) => `  - ${d}`).join('\n')}`);
    process.exitCode = 1;
  }
}
