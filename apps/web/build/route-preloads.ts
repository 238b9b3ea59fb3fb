// Vite plugin: for each page of the app, the files that page needs beyond the entry (its lazy chunk,
// the chunks it imports, its CSS), written to `route-preloads.json` in the build. The API reads it and
// announces them with a `Link: rel=preload` header on the HTML of that page, so the browser fetches
// them together with the entry instead of after running it (docs/performance.md).
// And the icon font (the pruned PrimeIcons woff2, build/icons-prune.ts), which every first screen draws
// (the menu, the language picker, the sign-in button), announced in the HTML's head: otherwise the
// browser asks for it while it lays out that screen, after downloading and running the entry, and
// Lighthouse's simulated LCP waits for it (docs/decisions/014-first-paint-first.md). `crossorigin`:
// fonts are fetched in CORS mode, so the preload is the one they use.
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export const ICON_FONT = /(?:^|\/)primeicons[^/]*\.woff2$/;

export interface RoutePreload {
  /** A path (`/`), or a path prefix ending in `/` (`/distribucion/crearDist/`). */
  path: string;
  files: { href: string; as: 'script' | 'style' }[];
  /**
   * Per language, the catalogue files that page shows (the shared one and its feature's): the API
   * announces those of the language the `idioma` cookie names (docs/idiomas.md).
   */
  idiomas: Record<string, { href: string; as: 'script' }[]>;
}

const IDIOMAS = ['es', 'pt-BR', 'en'];
/** The catalogues a page module reads: the shared one (src/lib/textos) and its feature's. */
function catalogosDe(module: string, idioma: string): string[] {
  const feature = /^src\/features\/([^/]+)\//.exec(module)?.[1];
  return [`src/lib/textos/${idioma}.ts`, ...(feature ? [`src/features/${feature}/textos/${idioma}.ts`] : [])];
}

/** `routes`: path or prefix → the page module (relative to the web app's root) that renders it. */
export function routePreloads(routes: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'reparto:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => ICON_FONT.test(f));
        if (fonts.length !== 1) throw new Error(`route-preloads: se esperaba una fuente de iconos, hay ${fonts.length}`);
        const href = base + fonts[0];
        return [
          { tag: 'link', attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const imported of start.imports) {
          const next = byFile.get(imported);
          if (next) closure(next, into);
        }
        return into;
      };
      const inEntry = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, inEntry);

      const preloads: RoutePreload[] = Object.entries(routes).map(([path, module]) => {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!page) throw new Error(`route-preloads: no chunk for ${module} (${path})`);
        const files: RoutePreload['files'] = [];
        for (const fileName of closure(page)) {
          if (inEntry.has(fileName)) continue;
          files.push({ href: base + fileName, as: 'script' });
          for (const cssFile of byFile.get(fileName)?.viteMetadata?.importedCss ?? []) {
            files.push({ href: base + cssFile, as: 'style' });
          }
        }
        const idiomas = Object.fromEntries(
          IDIOMAS.map((idioma) => [
            idioma,
            catalogosDe(module, idioma).map((catalogo) => {
              const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(catalogo));
              if (!chunk) throw new Error(`route-preloads: no chunk for ${catalogo} (${path})`);
              return { href: base + chunk.fileName, as: 'script' as const };
            }),
          ]),
        );
        return { path, files, idiomas };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
