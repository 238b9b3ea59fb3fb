// @vitest-environment node
// The service worker's size and the shell's list (build/service-worker.ts), and the manifest's fields
// (public/manifest.webmanifest, docs/pwa.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RUTAS_WEB } from '../../../packages/contract/src/rutas-web.js';
import { ESTATICOS_DEL_SHELL, PAGINAS_DEL_SHELL, archivosDelShell, construirSw } from './service-worker.js';
import type { RoutePreload } from './route-preloads.js';

const pagina = (path: string, n: string): RoutePreload => ({
  path,
  files: [{ href: `/assets/${n}-page-aaaaaaaa.js`, as: 'script' }],
  idiomas: Object.fromEntries(
    ['es', 'pt-BR', 'en'].map((i) => [i, [{ href: `/assets/textos-${n}-${i}-bbbbbbbb.js`, as: 'script' }]]),
  ),
});
const HTML = '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-2.css">';

describe('the service worker', () => {
  it('precaches the HTML, its files, the manifest, the icons and the shell pages in the three languages', () => {
    const lista = archivosDelShell(
      HTML,
      PAGINAS_DEL_SHELL.map((p, i) => pagina(p, `p${i}`)),
    );
    expect(lista).toEqual(expect.arrayContaining([...ESTATICOS_DEL_SHELL, '/assets/index-1.js', '/assets/index-2.css']));
    expect(lista).toContain('/assets/textos-p0-pt-BR-bbbbbbbb.js');
    expect(lista).toContain('/assets/p1-page-aaaaaaaa.js');
    expect(() => archivosDelShell(HTML, [])).toThrow(/route-preloads/);
  });

  it('weighs at most 6 KB gzip with a shell of 60 files', async () => {
    const lista = Array.from({ length: 60 }, (_, i) => `/assets/archivo-${i}-abcdefgh.js`);
    const codigo = await construirSw(lista);
    expect(gzipSync(codigo).length).toBeLessThanOrEqual(6 * 1024);
    // A new list is a new version (the browser installs a new worker and the app offers «Actualizar»).
    const otro = await construirSw([...lista, '/assets/nuevo.js']);
    const version = (c: string) => /"([0-9a-f]{12})"/.exec(c)?.[1];
    expect(version(otro)).toBeDefined();
    expect(version(otro)).not.toBe(version(codigo));
  });
});

describe('the manifest', () => {
  const m = JSON.parse(readFileSync(new URL('../public/manifest.webmanifest', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  it('has what Chrome asks to install the app', () => {
    expect(m).toMatchObject({
      name: 'Reparto de Plata',
      short_name: 'Reparto',
      lang: 'es',
      start_url: RUTAS_WEB.miCuenta,
      scope: '/',
      display: 'standalone',
    });
    expect(m['theme_color']).toMatch(/^#[0-9a-f]{6}$/);
    expect(m['background_color']).toMatch(/^#[0-9a-f]{6}$/);
    const iconos = m['icons'] as { src: string; sizes: string; type: string; purpose: string }[];
    expect(iconos.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const i of iconos) {
      const png = readFileSync(new URL(`../public${i.src}`, import.meta.url));
      // The PNG's own width and height (IHDR) are the declared size.
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(i.sizes);
      expect(i.type).toBe('image/png');
    }
  });
  it('the HTML has its theme colour (the manifest is linked after the first paint: lib/pwa.test.ts)', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain(`<meta name="theme-color" content="${String(m['theme_color'])}" />`);
  });
});
