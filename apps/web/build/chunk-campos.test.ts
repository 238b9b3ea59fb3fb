// @vitest-environment node
// The lazy chunk of server-message texts a visitor in Portuguese or English downloads
// (lib/i18n/mensajes-servidor.ts; docs/idiomas.md, "La web"): ≤ 4 KB gzip, measured over the
// module graph. esbuild bundles mensajes-servidor.ts with code splitting, as the build does, and the
// test follows each dynamic import of it to everything that chunk imports, minified and gzip-compressed
// at level 9 like the build's twins (build/precompress.ts). 1 KB = 1,000 bytes, as e2e/entrega.spec.ts counts.
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname, '..');
const LIMITE_BYTES = 4_000;

interface Chunk {
  /** The source modules of the chunk and of what it imports statically. */
  modulos: string[];
  gzip: number;
}

/** Each chunk `mensajes-servidor.ts` imports on demand, with its static imports, by its facade module. */
async function chunksPerezosos(): Promise<Map<string, Chunk>> {
  const r = await build({
    entryPoints: [path.join(WEB, 'src/lib/i18n/mensajes-servidor.ts')],
    absWorkingDir: WEB,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/medida',
    // The entry's own imports are in the app's first download already; only the lazy closure is measured.
    external: ['react', 'react-dom', 'zod'],
    logLevel: 'silent',
  });
  const meta: Metafile = r.metafile;
  // The metafile names outputs relative to the working folder; the files carry absolute paths.
  const bytes = new Map(r.outputFiles.map((f) => [f.path, f.contents]));
  const salida = (p: string) => path.resolve(WEB, p);
  const entrada = Object.entries(meta.outputs).find(([, o]) => o.entryPoint?.endsWith('mensajes-servidor.ts'))!;
  const chunks = new Map<string, Chunk>();
  for (const dinamico of entrada[1].imports.filter((i) => i.kind === 'dynamic-import')) {
    const vistos = new Set<string>();
    const visitar = (p: string) => {
      if (vistos.has(p)) return;
      vistos.add(p);
      for (const i of meta.outputs[p]!.imports) if (i.kind === 'import-statement' && !i.external) visitar(i.path);
    };
    visitar(dinamico.path);
    const archivos = [...vistos];
    const fachada = meta.outputs[dinamico.path]!.entryPoint ?? dinamico.path;
    chunks.set(fachada, {
      modulos: archivos.flatMap((a) => Object.keys(meta.outputs[a]!.inputs)),
      gzip: archivos.reduce((s, a) => s + gzipSync(bytes.get(salida(a))!, { level: constants.Z_BEST_COMPRESSION }).length, 0),
    });
  }
  return chunks;
}

describe("the server messages' lazy chunk", () => {
  it('is one per language other than Spanish, the catalogue area of the contract’s own sentences and nothing else', async () => {
    const chunks = await chunksPerezosos();
    const fachadas = [...chunks.keys()].map((f) => f.replace(/^.*packages\//, 'packages/')).sort();
    expect(fachadas).toEqual([
      'packages/contract/src/i18n/mensajes/en/campos.ts',
      'packages/contract/src/i18n/mensajes/pt-BR/campos.ts',
    ]);
    // No recogniser, no whole catalogue: only the area's own module.
    for (const c of chunks.values()) expect(c.modulos.map((m) => path.basename(m))).toEqual(['campos.ts']);
  });

  it('is at most 4 KB gzip for pt-BR (and for en)', async () => {
    const chunks = await chunksPerezosos();
    for (const [fachada, c] of chunks) expect(c.gzip, fachada).toBeLessThanOrEqual(LIMITE_BYTES);
    // What the measure reads: a chunk holding the whole pt-BR catalogue would be several times the limit.
    expect([...chunks.values()].every((c) => c.gzip > 1_000)).toBe(true);
  });
});
