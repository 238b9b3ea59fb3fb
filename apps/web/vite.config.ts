import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.js';
import { routePreloads } from './build/route-preloads.js';
import { PAGINAS_CON_PRELOAD } from './build/paginas.js';
import { themePrune } from './build/theme-prune.js';
import { iconsPrune } from './build/icons-prune.js';
import { primereactMount } from './build/primereact-mount.js';
import { serviceWorker } from './build/service-worker.js';

export default defineConfig({
  plugins: [
    react(),
    themePrune(),
    // PrimeReact's style writes and Ripple measures on mount, after the first paint (build/primereact-mount.ts).
    primereactMount(),
    iconsPrune(fileURLToPath(new URL('./src', import.meta.url))),
    // Each page's own files, announced by the API with the HTML of that page (build/paginas.ts), and
    // the icon font in the HTML's head.
    routePreloads(PAGINAS_CON_PRELOAD),
    // The service worker with the shell's files of this build (docs/pwa.md), before its compressed twins.
    serviceWorker(),
    precompress(),
  ],
  build: {
    // e2e runs and parallel work can build elsewhere; the API serves WEB_DIST_DIR.
    outDir: process.env['WEB_DIST_DIR'] ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // A catalogue's file says its area and language (`textos-periodos-pt-BR-…js`, docs/idiomas.md).
        // The contract's own sentences per language (lib/i18n/mensajes-servidor.ts): `mensajes-campos-pt-BR-…js`.
        chunkFileNames: (chunk) => {
          const campos = /[\\/]i18n[\\/]mensajes[\\/](es|pt-BR|en)[\\/]campos\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (campos) return `assets/mensajes-campos-${campos[1]}-[hash].js`;
          const m = /[\\/](?:features[\\/](.+?)|lib)[\\/]textos[\\/](es|pt-BR|en)\.ts$/.exec(chunk.facadeModuleId ?? '');
          const area = m?.[1]?.replace(/[\\/]/g, '-') ?? 'nucleo';
          return m ? `assets/textos-${area}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // The small pieces every first screen needs (PrimeReact's card, skeleton, input, message and tag,
        // TanStack Query's hooks, the shared table with its pager and row buttons, the chart wrapper) in
        // one chunk: a phone fetched 17 files for a period's page, over HTTP/1.1's six connections, each
        // a round trip on a slow network (docs/performance.md, "Web delivery": mobile FCP 2.3 → 2.0 s,
        // LCP 2.5 → 2.4 s). The contract's permission predicates too: the periods screen and the regear
        // screens share them, and on their own they would be one more file of the periods route.
        codeSplitting: {
          groups: [
            {
              name: 'primeros',
              test: /node_modules[\\/](primereact[\\/](card|skeleton|inputtext|keyfilter|message|tag)[\\/]|@tanstack[\\/]react-query[\\/])|src[\\/](lib[\\/]lazy-on-demand|components[\\/](grafico-accesible|tabla|tabla-apilada|row-expander|pager|use-pagina|boton-fila))|contract[\\/]src[\\/]permisos/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env['API_PORT'] ?? 3000}` },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // The files of a worker share one module graph (React, PrimeReact, the catalogues): imported once per
    // worker instead of once per file (docs/development.md, "Tests": the durations).
    isolate: false,
    // A dialog walked key by key takes 1–3 s alone; on a loaded 2-core CI machine several times that.
    testTimeout: 15_000,
  },
});
