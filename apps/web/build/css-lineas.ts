// ESLint does not read stylesheets, so its `max-lines` (300, docs/development.md "Rules of the road")
// does not reach them: this holds every `.css` under a folder to the same limit, counted as ESLint counts
// (every line, blank or comment, the empty one after a final line break excepted). css-lineas.test.ts
// runs it on apps/web/src.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The same limit as ESLint's `max-lines` in eslint.config.js. */
export const MAX_LINEAS_CSS = 300;

/** Lines of a text as ESLint's `max-lines` counts them. */
export function lineasDe(texto: string): number {
  const lineas = texto.split(/\r\n|\r|\n/);
  if (lineas.length > 1 && lineas.at(-1) === '') lineas.pop();
  return lineas.length;
}

/** Each `.css` under `raiz` (relative path, `/`-separated) with more than `max` lines, and its count. */
export function cssSobreElLimite(raiz: string, max = MAX_LINEAS_CSS): { archivo: string; lineas: number }[] {
  const sobran: { archivo: string; lineas: number }[] = [];
  for (const entrada of readdirSync(raiz, { recursive: true, withFileTypes: true })) {
    if (!entrada.isFile() || !entrada.name.endsWith('.css')) continue;
    const completo = path.join(entrada.parentPath, entrada.name);
    const lineas = lineasDe(readFileSync(completo, 'utf8'));
    if (lineas > max) sobran.push({ archivo: path.relative(raiz, completo).split(path.sep).join('/'), lineas });
  }
  return sobran.sort((a, b) => a.archivo.localeCompare(b.archivo));
}
