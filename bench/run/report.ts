// The run's report: the table on the terminal (with each target met or not) and the JSON file in
// bench/results.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WebSize } from '../web-size.js';
import type { BotinMedido } from './botin.js';
import { TARGET_PEOR, type PeorMedido } from './botin-peor.js';
import type { Trabajo } from './trabajo.js';
import { machine, root } from './processes.js';

/** Targets of the benchmark (docs/performance.md). */
export const TARGET = { readP99: 25, ratio: 0.8, writeP99: 50, rssMb: 200, webKb: 200 };

export const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined
    ? '—'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export interface Result {
  name: string;
  /** The endpoint's own p99 target in ms (Endpoint.p99Max), instead of the read's or the write's. */
  p99_max_ms?: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  floor_rps: number | null;
  ratio: number | null;
  /** Floor's CPU per request over the API's (server + PostgreSQL). */
  ratio_cpu: number | null;
  floor_p50_ms?: number;
  floor_p99_ms?: number;
  requests: number;
  non2xx: number;
  errors: number;
  same_body?: boolean;
  /** The write: the same rows per distribution on both sides (bench/run/trabajo.ts). */
  same_work?: boolean;
  floor_non2xx?: number;
  trabajo?: { api: Trabajo; floor?: Trabajo };
  rss_hwm_mb: number;
  cpu_us: Record<string, number>;
  wire_bytes: number;
  runner_cpu_pct: number;
  bytes?: number;
}

export interface Run {
  results: Result[];
  rssMb: number;
  rssSteps: Record<string, number>;
  web: WebSize | undefined;
  /** POST /api/precios/valorarBotin on a 50,000-line file (bench/run/botin.ts, its own target). */
  botin?: BotinMedido | undefined;
  /** The worst loot pastes with the regear deaths read beside them (bench/run/botin-peor.ts). */
  peor?: PeorMedido | undefined;
  smoke: boolean;
  only: string[] | undefined;
  /** The API ran without its read cache (--read-cache=off): written to cold.json. */
  cold?: boolean;
  serverVersion: string;
  load: { connections: number; warmup: number; duration: number };
  dataset: Record<string, unknown>;
  t0: number;
}

export function printAndSave(run: Run): void {
  const { results, rssMb, web, botin } = run;
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'floor req/s', 'ratio', 'ratio CPU', 'objetivo'];
  const lines = results.map((r) => {
    // The writes (POST /crear, POST /api/retiros) have a latency target of their own.
    const isWrite = r.name.startsWith('POST /');
    const okLatency = r.p99_ms <= (r.p99_max_ms ?? (isWrite ? TARGET.writeP99 : TARGET.readP99));
    // A floor that ran but gave no ratio did different work (bench/run/trabajo.ts): never "met".
    const sinRatio = r.floor_rps !== null && r.ratio === null;
    const okRatio = !sinRatio && (isWrite || r.ratio === null || r.ratio >= TARGET.ratio);
    const okErrors = r.non2xx === 0 && r.errors === 0;
    return [
      r.name,
      fmt(r.rps),
      fmt(r.p50_ms),
      fmt(r.p99_ms),
      fmt(r.floor_rps),
      r.ratio === null ? '—' : fmt(r.ratio, 2),
      r.ratio_cpu === null ? '—' : fmt(r.ratio_cpu, 2),
      okLatency && okRatio && okErrors
        ? 'cumple'
        : `NO CUMPLE${okErrors ? '' : ' (errores)'}${sinRatio ? ' (trabajo distinto)' : ''}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(
    `\n${row(header)}\n|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + (i === 0 ? 1 : 1)) + (i === 0 ? '' : ':')).join('|')}|`,
  );
  for (const l of lines) console.log(row(l));
  console.log(
    `\nRSS máximo de la API en lecturas y escrituras: ${rssMb} MB (objetivo ≤ ${TARGET.rssMb} MB) — ` +
      `${rssMb <= TARGET.rssMb ? 'cumple' : 'NO CUMPLE'}; por paso: ${JSON.stringify(run.rssSteps)}`,
  );
  if (botin) {
    console.log(
      `Valorar botín (${fmt(botin.lineas)} líneas, ${fmt(botin.bytes / 1e6, 1)} MB): ${botin.ms.join(', ')} ms ` +
        `(objetivo < ${botin.objetivo_ms} ms cada una) — ${botin.cumple ? 'cumple' : 'NO CUMPLE'}; ` +
        `RSS máximo ${botin.rss_antes_mb} → ${botin.rss_despues_mb} MB`,
    );
  }
  if (run.peor) {
    const { peor } = run;
    const si = (ok: boolean) => (ok ? 'cumple' : 'NO CUMPLE');
    for (const p of peor.pegados)
      console.log(
        `Peor pegado (${p.nombre}, ${fmt(p.bytes_cuerpo / 1e6, 1)} MB): respuesta ${p.estado}, ${fmt(p.bytes_respuesta)} bytes ` +
          `(objetivo ≤ ${fmt(TARGET_PEOR.respuestaBytes)}), ${p.ms.length} veces, ${fmt(Math.max(...p.ms))} ms la más lenta`,
      );
    console.log(
      `  — respuesta ${si(peor.cumple.respuesta)}; RSS de la API durante los pegados ${peor.rss_max_durante_mb} MB ` +
        `(objetivo ≤ ${TARGET_PEOR.rssMb}) — ${si(peor.cumple.rss)}; muertes de regear p99 ${peor.muertes.sin_pegados.p99_ms} → ` +
        `${peor.muertes.con_pegados.p99_ms} ms, primera ${peor.muertes.sin_pegados.primera_ms} → ${peor.muertes.con_pegados.primera_ms} ms ` +
        `— ${si(peor.cumple.p99)}`,
    );
  }
  if (web) {
    console.log(
      `JS inicial de la ruta de periodos: ${web.route_js_gzip_kb} KB gzip (objetivo ≤ ${TARGET.webKb} KB) — ` +
        `${web.route_js_gzip_kb <= TARGET.webKb && !web.periodos_incluye_jugadores ? 'cumple' : 'NO CUMPLE'}; ` +
        `incluye la pantalla de jugadores: ${web.periodos_incluye_jugadores ? 'sí' : 'no'}`,
    );
    for (const [name, r] of Object.entries(web.routes)) console.log(`  ${name.padEnd(15)} ${r.js_gzip_kb} KB gzip`);
  }

  const report = {
    fecha: new Date().toISOString(),
    modo: run.smoke ? 'smoke' : run.cold ? 'sin caché de lecturas' : 'completo',
    maquina: machine(run.serverVersion),
    carga: {
      connections: run.load.connections,
      warmup_s: run.load.warmup,
      duration_s: run.load.duration,
      pool: 10,
      loadavg_final: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    dataset: run.dataset,
    objetivos: TARGET,
    endpoints: results,
    rss_mb: rssMb,
    /** The API's peak RSS after each step (the kernel's high-water mark only grows). */
    rss_pasos_mb: run.rssSteps,
    web: web ?? null,
    botin: botin ?? null,
    botin_peor: run.peor ?? null,
    segundos: Math.round((Date.now() - run.t0) / 1000),
  };
  const name = run.smoke ? 'smoke.json' : run.only ? 'partial.json' : run.cold ? 'cold.json' : 'latest.json';
  const out = path.join(root, 'bench/results', name);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResultados en ${path.relative(root, out)} (${report.segundos} s)`);
}
