import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glyphsOf, iconsNamedIn, pruneIcons } from './icons-prune';

const PRIMEICONS_CSS = createRequire(import.meta.url).resolve('primeicons/primeicons.css');

describe('pruning PrimeIcons', () => {
  it('keeps the glyph rules of the icons used and a single woff2 source', () => {
    const css = `
      @font-face { font-family: 'primeicons'; src: url('./fonts/primeicons.eot');
        src: url('./fonts/primeicons.woff2') format('woff2'), url('./fonts/primeicons.ttf') format('truetype'); }
      .pi { font-family: 'primeicons'; }
      .pi-check:before { content: "\\e909"; }
      .pi-trash:before { content: "\\e93d"; }
      .pi-user-plus:before { content: "\\e94c"; }`;
    const out = pruneIcons(css, new Set(['check', 'user-plus']), '../.cache/x.woff2');
    expect(out).toContain('.pi-check:before');
    expect(out).toContain('.pi-user-plus:before');
    expect(out).not.toContain('.pi-trash');
    expect(out).toContain(".pi { font-family: 'primeicons'; }");
    expect(out.match(/src:/g)).toHaveLength(1);
    expect(out).toContain("src: url('../.cache/x.woff2') format('woff2')");
    expect(out).not.toMatch(/eot|truetype/);
  });

  it('reads each glyph of primeicons.css', () => {
    const glyphs = glyphsOf(readFileSync(PRIMEICONS_CSS, 'utf8'));
    expect(glyphs.size).toBeGreaterThan(250);
    expect(glyphs.get('check')).toBe('\ue909');
  });

  it('finds every icon the screens name, and each one exists in PrimeIcons', () => {
    const glyphs = glyphsOf(readFileSync(PRIMEICONS_CSS, 'utf8'));
    const named = iconsNamedIn(path.resolve(__dirname, '../src'));
    expect(named).toContain('check');
    expect(named).toContain('sign-in');
    // `pi-…` words that are not glyphs (the `pi-spin` modifier, a module's name like "api-client") are
    // left alone by the plugin; an icon class with a typo would be too, and render nothing.
    const notGlyphs = new Set(['spin', 'fw', 'client']);
    expect([...named].filter((n) => !glyphs.has(n) && !notGlyphs.has(n))).toEqual([]);
  });
});
