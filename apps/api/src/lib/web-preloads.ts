// The `Link` header that lets the browser fetch a page's own files (its lazy chunk, the chunks and CSS
// it imports) together with the entry, instead of after running it. The web build lists them per
// page in `route-preloads.json` (apps/web/build/route-preloads.ts); docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutePreload {
  path: string;
  files: { href: string; as: 'script' | 'style' }[];
}

/** A path's `Link` header value, or undefined. Paths match exactly; an entry ending in `/` (other than `/`) is a prefix. */
export type PreloadLinks = (pathname: string) => string | undefined;

export function webPreloads(webDir: string): PreloadLinks {
  const file = path.join(webDir, 'route-preloads.json');
  const routes: RoutePreload[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  const headers = new Map<string, string>();
  for (const route of routes) {
    // Module scripts, and the stylesheets Vite inserts for a lazy chunk, are fetched in CORS mode:
    // `crossorigin` makes the preloaded response the one they use.
    const links = route.files.map((f) => `<${f.href}>; rel=preload; as=${f.as}; crossorigin`);
    if (links.length > 0) headers.set(route.path, links.join(', '));
  }
  const prefixes = [...headers.keys()].filter((p) => p.length > 1 && p.endsWith('/')).sort((a, b) => b.length - a.length);
  return (pathname) => {
    const exact = headers.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (exact) return exact;
    const prefix = prefixes.find((p) => pathname.startsWith(p));
    return prefix ? headers.get(prefix) : undefined;
  };
}
