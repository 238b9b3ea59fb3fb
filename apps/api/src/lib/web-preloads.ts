// The `Link` header that lets the browser fetch a page's own files (its lazy chunk, the chunks and CSS
// it imports) together with the entry, instead of after running it. The web build lists them per
// page in `route-preloads.json` (apps/web/build/route-preloads.ts); docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutePreload {
  path: string;
  files: { href: string; as: 'script' | 'style' }[];
  /** Per language, the catalogue files the page shows (docs/idiomas.md). */
  idiomas?: Record<string, { href: string; as: 'script' }[]>;
}

/**
 * A path's `Link` header value, or undefined. Paths match exactly; an entry ending in `/` (other than
 * `/`) is a prefix. `idioma` (the `idioma` cookie's language; Spanish without one) adds its catalogues.
 */
export type PreloadLinks = (pathname: string, idioma?: string) => string | undefined;

const IDIOMA_POR_DEFECTO = 'es';

export function webPreloads(webDir: string): PreloadLinks {
  const file = path.join(webDir, 'route-preloads.json');
  const routes: RoutePreload[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  // Module scripts, and the stylesheets Vite inserts for a lazy chunk, are fetched in CORS mode:
  // `crossorigin` makes the preloaded response the one they use.
  const link = (f: { href: string; as: string }) => `<${f.href}>; rel=preload; as=${f.as}; crossorigin`;
  /** path → language → header value. */
  const headers = new Map<string, Map<string, string>>();
  for (const route of routes) {
    const porIdioma = new Map<string, string>();
    const idiomas = route.idiomas ?? { [IDIOMA_POR_DEFECTO]: [] };
    for (const [idioma, catalogos] of Object.entries(idiomas)) {
      const links = [...route.files, ...catalogos].map(link);
      if (links.length > 0) porIdioma.set(idioma, links.join(', '));
    }
    if (porIdioma.size > 0) headers.set(route.path, porIdioma);
  }
  const prefixes = [...headers.keys()].filter((p) => p.length > 1 && p.endsWith('/')).sort((a, b) => b.length - a.length);
  return (pathname, idioma = IDIOMA_POR_DEFECTO) => {
    const exact = headers.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    const prefix = exact ? undefined : prefixes.find((p) => pathname.startsWith(p));
    const porIdioma = exact ?? (prefix ? headers.get(prefix) : undefined);
    return porIdioma?.get(idioma) ?? porIdioma?.get(IDIOMA_POR_DEFECTO);
  };
}
