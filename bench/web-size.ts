// Initial JavaScript per route of the production web build (docs/performance.md): builds the web app with Vite
// into a temporary folder with a manifest, then for each lazy route page sums the gzip size of
// the entry chunk, the page's chunk and everything they import statically (what the browser must
// download before the page renders). Lazy imports of a page (dialogs loaded on demand) do not count.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const ROUTE_PAGES = {
  periodos: 'src/features/periodos/periodos-page.tsx',
  distribuciones: 'src/features/distribuciones/distribuciones-page.tsx',
  jugadores: 'src/features/jugadores/jugadores-page.tsx',
  ganancias: 'src/features/ganancias/ganancias-page.tsx',
  inicioSesion: 'src/features/auth/login-page.tsx',
} as const;

export interface WebSize {
  /** gzip KB of the periods route's initial JavaScript (the target: ≤ 200). */
  route_js_gzip_kb: number;
  routes: Record<string, { js_gzip_kb: number; files: string[] }>;
  /** Whether the periods route's initial set contains the players screen's chunk (it must not). */
  periodos_incluye_jugadores: boolean;
  build_seconds: number;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

export function measureWeb(root: string): WebSize {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rdp-bench-web-'));
  const webDir = path.join(root, 'apps/web');
  const started = Date.now();
  try {
    const vite = [path.join(webDir, 'node_modules/.bin/vite'), path.join(root, 'node_modules/.bin/vite')].find((p) =>
      existsSync(p),
    );
    if (!vite) throw new Error('No se encuentra vite (npm install)');
    execFileSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WEB_DIST_DIR: outDir },
    });
    const buildSeconds = (Date.now() - started) / 1000;
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (!entry) throw new Error('El manifiesto de Vite no tiene entrada');
    const gz = new Map<string, number>();
    const size = (file: string) => {
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(outDir, file))).length);
      return gz.get(file)!;
    };
    const routes: WebSize['routes'] = {};
    for (const [name, page] of Object.entries(ROUTE_PAGES)) {
      const keys = staticClosure(manifest, manifest[page] ? [entry, page] : [entry]);
      const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
      const bytes = files.reduce((acc, f) => acc + size(f), 0);
      routes[name] = { js_gzip_kb: Math.round((bytes / 1024) * 10) / 10, files };
    }
    const jugadoresFile = manifest[ROUTE_PAGES.jugadores]?.file;
    return {
      route_js_gzip_kb: routes['periodos']!.js_gzip_kb,
      routes,
      periodos_incluye_jugadores: jugadoresFile !== undefined && routes['periodos']!.files.includes(jugadoresFile),
      build_seconds: Math.round(buildSeconds * 10) / 10,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
