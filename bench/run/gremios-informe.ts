// The report of `npm run bench -- --gremios=N` (bench/run/gremios.ts): each read's ratio beside its
// single-guild ratio, the verdicts, and bench/results/gremios.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './processes.js';
import { fmt, TARGET, type Result } from './report.js';

/** A read of the many-guild run: the single-guild result's figures, and that run's ratio of the same read. */
export type ResultadoGremios = Pick<
  Result,
  'name' | 'rps' | 'p50_ms' | 'p99_ms' | 'floor_rps' | 'ratio' | 'ratio_cpu' | 'non2xx' | 'errors'
> & {
  /** The same read's ratio in the single-guild run (bench/results/latest.json), when it has one. */
  ratio_un_gremio: number | null;
};

/** The single-guild ratios by the read's name without its details (the last full `npm run bench`). */
export function ratiosDeUnGremio(referencia: string): Map<string, number> {
  const archivo = path.resolve(root, referencia);
  if (!existsSync(archivo)) return new Map();
  const json = JSON.parse(readFileSync(archivo, 'utf8')) as { endpoints?: { name: string; ratio?: number | null }[] };
  return new Map(
    (json.endpoints ?? []).filter((e) => typeof e.ratio === 'number').map((e) => [clave(e.name), e.ratio as number]),
  );
}
export const clave = (name: string) =>
  name
    .replace(/ · \d+ gremios$/, '')
    .replace(/ \((periodo|página) [^)]*\)$/, '')
    .replace(/\?page=\d+$/, (m) => (m === '?page=1' ? m : '?page=N'));

/** The table of a many-guild run, its verdicts, and bench/results/gremios.json (smoke-gremios.json). */
export function informeGremios(resultados: ResultadoGremios[], extra: Record<string, unknown>, smoke: boolean): void {
  console.log(`\n| lectura | req/s | p99 ms | floor req/s | ratio | ratio CPU | un gremio | diferencia |`);
  console.log(`| :-- | --: | --: | --: | --: | --: | --: | --: |`);
  for (const r of resultados) {
    const dif = r.ratio !== null && r.ratio_un_gremio !== null ? r.ratio - r.ratio_un_gremio : null;
    console.log(
      `| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p99_ms)} | ${fmt(r.floor_rps)} | ${fmt(r.ratio, 2)} | ${fmt(r.ratio_cpu, 2)} | ${fmt(r.ratio_un_gremio, 2)} | ${dif === null ? '—' : (dif >= 0 ? '+' : '') + dif.toFixed(2)} |`,
    );
  }
  const fuera = resultados.filter(
    (r) => r.ratio !== null && r.ratio_un_gremio !== null && Math.abs(r.ratio - r.ratio_un_gremio) > 0.1,
  );
  const lentas = resultados.filter((r) => r.p99_ms > TARGET.readP99);
  console.log(
    `\nCada lectura a ≤ 0.1 de su ratio con un gremio: ${fuera.length ? `NO (${fuera.map((r) => r.name).join(', ')})` : 'sí'}`,
  );
  console.log(
    `p99 ≤ ${TARGET.readP99} ms: ${lentas.length ? `NO (${lentas.map((r) => `${r.name} ${r.p99_ms} ms`).join(', ')})` : 'sí'}`,
  );
  const archivo = path.join(root, 'bench/results', smoke ? 'smoke-gremios.json' : 'gremios.json');
  writeFileSync(archivo, JSON.stringify({ fecha: new Date().toISOString(), ...extra, lecturas: resultados }, null, 2) + '\n');
  console.log(`Guardado en ${path.relative(root, archivo)}`);
}
