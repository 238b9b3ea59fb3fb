// Vite plugin: PrimeIcons is an icon font of ~310 glyphs (a 35 KB woff2, plus eot, woff, ttf and svg
// copies) with a stylesheet rule per glyph; the app shows ~45 of them. On a phone that font was the
// biggest request of the first visit after the scripts (docs/performance.md, "Web delivery"). This
// keeps, from primeicons.css, the rules of the icons the sources name (`pi-<name>` anywhere in src/,
// tests excluded) and points the @font-face at a woff2 of those glyphs only (a few KB), written under
// node_modules/.cache so that Vite emits it with a hash of its own content. An icon class built at run
// time from pieces (`'pi-' + name`) would be missed: write icon classes out whole.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const GLYPH_RULE = /^\.pi-([a-z0-9-]+):before$/;
const ICON_CLASS = /\bpi-[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** The `pi-…` names the files under `dir` mention (tests excluded). */
export function iconsNamedIn(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const full = path.join(d, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(tsx?|css)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const m of readFileSync(full, 'utf8').matchAll(ICON_CLASS)) names.add(m[0].slice(3));
      }
    }
  };
  walk(dir);
  return names;
}

/** Each icon of primeicons.css and its glyph (the `content` of its `:before` rule). */
export function glyphsOf(css: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    const name = GLYPH_RULE.exec(rule.selector)?.[1];
    rule.walkDecls('content', (decl) => {
      const code = /^["']\\([0-9a-f]+)["']$/i.exec(decl.value)?.[1];
      if (name && code) glyphs.set(name, String.fromCodePoint(parseInt(code, 16)));
    });
  });
  return glyphs;
}

/**
 * primeicons.css with only the glyph rules of `used` and a single woff2 source, `fontUrl`.
 * The shared rules (`.pi`, `.pi-fw`, `.pi-spin`, the keyframes) stay.
 */
export function pruneIcons(css: string, used: ReadonlySet<string>, fontUrl: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const name = GLYPH_RULE.exec(rule.selector)?.[1];
    if (name && !used.has(name)) rule.remove();
  });
  root.walkAtRules('font-face', (face) => {
    face.walkDecls('src', (decl) => {
      decl.remove();
    });
    face.append({ prop: 'src', value: `url('${fontUrl}') format('woff2')` });
  });
  return root.toString();
}

export function iconsPrune(srcDir: string): Plugin {
  return {
    name: 'reparto:icons-prune',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!file.endsWith('primeicons/primeicons.css')) return null;
      const glyphs = glyphsOf(code);
      const used = new Set([...iconsNamedIn(srcDir)].filter((n) => glyphs.has(n)));
      const text = [...used].map((n) => glyphs.get(n)).join('');
      const font = await subsetFont(readFileSync(path.join(path.dirname(file), 'fonts/primeicons.woff2')), text, {
        targetFormat: 'woff2',
      });
      const cacheDir = path.resolve(path.dirname(file), '../.cache/reparto-primeicons');
      const out = path.join(cacheDir, `primeicons-${createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`);
      if (!existsSync(out)) {
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(out, font);
      }
      return { code: pruneIcons(code, used, path.relative(path.dirname(file), out)), map: null };
    },
  };
}
