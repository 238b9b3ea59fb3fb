// Vite plugin: the service worker (docs/pwa.md). After the build is written, bundles src/sw/sw.ts on
// its own (esbuild, minified, one classic script) into `/sw.js` with the list of files of the app shell
// (`index.html` and what it loads, the manifest and its icons, the «Mi cuenta» and periods pages' own
// files and their catalogues in the three languages, from route-preloads.json) and a version that
// changes whenever one of them, or the worker's code, does: a new build is a new worker, which waits
// until the user presses «Actualizar». Runs before precompress (the `.br`/`.gz` twins of sw.js).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import type { RoutePreload } from './route-preloads.js';

const SW = fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url));
const LOGICA = fileURLToPath(new URL('../src/sw/logica.ts', import.meta.url));

/** The pages whose files are in the shell besides the entry: the start page (the manifest's `start_url`) and the home page. */
export const PAGINAS_DEL_SHELL = ['/mi-cuenta', '/'];
export const ESTATICOS_DEL_SHELL = [
  '/index.html',
  '/manifest.webmanifest',
  '/iconos/icono-192.png',
  '/iconos/icono-512.png',
  '/iconos/icono-maskable-512.png',
];

/** Modules loaded after the first paint that every page may need offline: the toast (components/toast.tsx), which says what failed. */
export const MODULOS_TARDIOS = [/primereact[\\/]toast[\\/]/];

/** The chunks of the late modules and every chunk they import (file names in the build). */
export function archivosTardios(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const porNombre = new Map(chunks.map((c) => [c.fileName, c]));
  const vistos = new Set<string>();
  const visitar = (c: Rollup.OutputChunk) => {
    if (vistos.has(c.fileName)) return;
    vistos.add(c.fileName);
    for (const i of c.imports) {
      const siguiente = porNombre.get(i);
      if (siguiente) visitar(siguiente);
    }
  };
  for (const c of chunks) if (MODULOS_TARDIOS.some((m) => m.test(c.facadeModuleId ?? ''))) visitar(c);
  return [...vistos];
}

/** The shell's files: the static ones, every `/assets/…` the HTML names, the late modules, and the pages' files in every language. */
export function archivosDelShell(html: string, preloads: RoutePreload[], tardios: string[] = []): string[] {
  const archivos = new Set(ESTATICOS_DEL_SHELL);
  for (const f of tardios) archivos.add(`/${f}`);
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) archivos.add(m[1]!);
  for (const pagina of PAGINAS_DEL_SHELL) {
    const p = preloads.find((r) => r.path === pagina);
    if (!p) throw new Error(`service-worker: route-preloads.json no tiene ${pagina}`);
    for (const f of [...p.files, ...Object.values(p.idiomas).flat()]) archivos.add(f.href);
  }
  return [...archivos];
}

/** The worker's code for a list of files: minified, the version derived from the list and the sources. */
export async function construirSw(archivos: string[]): Promise<string> {
  const fuentes = (await Promise.all([SW, LOGICA].map((f) => readFile(f, 'utf8')))).join('');
  const version = createHash('sha256').update(JSON.stringify(archivos)).update(fuentes).digest('hex').slice(0, 12);
  const salida = await build({
    entryPoints: [SW],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    define: { __VERSION__: JSON.stringify(version), __PRECACHE__: JSON.stringify(archivos) },
    legalComments: 'none',
  });
  return salida.outputFiles[0]!.text;
}

export function serviceWorker(): Plugin {
  let tardios: string[] = [];
  return {
    name: 'reparto:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      tardios = archivosTardios(bundle);
      if (tardios.length === 0) throw new Error('service-worker: no se encontró el módulo del aviso (primereact/toast)');
    },
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const html = await readFile(path.join(dir, 'index.html'), 'utf8');
      const preloads = JSON.parse(await readFile(path.join(dir, 'route-preloads.json'), 'utf8')) as RoutePreload[];
      await writeFile(path.join(dir, 'sw.js'), await construirSw(archivosDelShell(html, preloads, tardios)));
    },
  };
}
