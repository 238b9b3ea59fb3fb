// The API and its floor measured in turns (docs/performance.md, "Load"): after each one's warm-up, the
// endpoint's measured time is cut into slices, API, floor, API, floor…, so that a burst of other work
// on a shared machine falls on both sides alike. Each side's slices are added up: requests, errors and
// CPU per request over all of them, p50 weighted by requests, p99 the worst slice's. For a write, the
// rows it left (bench/run/trabajo.ts) are counted around every call, warm-ups included.
import type pg from 'pg';
import type { Endpoint, Measure } from './measure.js';
import { measure } from './options.js';
import { huella, trabajoDe, type Escucha, type Huella, type Trabajo } from './trabajo.js';

interface Lado {
  base: string;
  pid: number;
}

export interface Alternado {
  api: Measure;
  floor?: Measure;
  trabajoApi?: Trabajo;
  trabajoFloor?: Trabajo;
  /** 2xx answers of each side, warm-ups included (what the rows must cover). */
  okApi: number;
  okFloor: number;
}

/** Slices per side: 4 for a run of 8 s or more, else 2. */
const cortes = (segundos: number) => (segundos >= 8 ? 4 : 2);

function sumar(ms: Measure[]): Measure {
  const n = ms.reduce((a, m) => a + m.requests, 0) || 1;
  const pesado = (k: keyof Measure) => Math.round(ms.reduce((a, m) => a + (m[k] as number) * m.requests, 0) / n);
  return {
    rps: Math.round(ms.reduce((a, m) => a + m.rps, 0) / ms.length),
    p50_ms: pesado('p50_ms'),
    p99_ms: Math.max(...ms.map((m) => m.p99_ms)),
    requests: ms.reduce((a, m) => a + m.requests, 0),
    non2xx: ms.reduce((a, m) => a + m.non2xx, 0),
    errors: ms.reduce((a, m) => a + m.errors, 0),
    server_cpu_us: pesado('server_cpu_us'),
    pg_cpu_us: pesado('pg_cpu_us'),
    wire_bytes: pesado('wire_bytes'),
    runner_cpu_pct: Math.round(ms.reduce((a, m) => a + m.runner_cpu_pct, 0) / ms.length),
  };
}

export async function medirAlternado(
  e: Endpoint,
  api: Lado,
  floor: Lado | undefined,
  tiempos: { warmup: number; duration: number },
  db: { client: pg.Client; idPeriodo: number; escucha: Escucha },
): Promise<Alternado> {
  const { client, idPeriodo, escucha } = db;
  const filas = { api: [] as [Huella, Huella][], floor: [] as [Huella, Huella][] };
  const ok = { api: 0, floor: 0 };
  const medidas = { api: [] as Measure[], floor: [] as Measure[] };
  const correr = async (lado: 'api' | 'floor', segundos: number, medida: boolean) => {
    const l = lado === 'api' ? api : floor!;
    const antes = e.write ? await huella(client, idPeriodo, escucha) : undefined;
    const m = await measure(l.base, e, segundos, medida ? { pid: l.pid, client } : undefined);
    if (antes) filas[lado].push([antes, await huella(client, idPeriodo, escucha)]);
    ok[lado] += m.requests - m.non2xx;
    if (medida) medidas[lado].push(m);
  };
  await correr('api', tiempos.warmup, false);
  if (floor) await correr('floor', tiempos.warmup, false);
  const n = cortes(tiempos.duration);
  for (let i = 0; i < n; i++) {
    await correr('api', tiempos.duration / n, true);
    if (floor) await correr('floor', tiempos.duration / n, true);
  }
  const trabajo = (pares: [Huella, Huella][]) => (e.write && pares.length ? trabajoDe(pares) : undefined);
  return {
    api: sumar(medidas.api),
    ...(floor ? { floor: sumar(medidas.floor) } : {}),
    ...(e.write ? { trabajoApi: trabajo(filas.api), ...(floor ? { trabajoFloor: trabajo(filas.floor) } : {}) } : {}),
    okApi: ok.api,
    okFloor: ok.floor,
  };
}
