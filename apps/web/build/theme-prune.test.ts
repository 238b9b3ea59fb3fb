import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_COMPONENTS, pruneTheme } from './theme-prune';

const SRC = path.resolve(__dirname, '../src');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('pruning the PrimeReact theme', () => {
  it('drops the selectors of unused components and the Inter font, and keeps the rest', () => {
    const css = `
      @font-face { font-family: "Inter var"; src: url(./fonts/InterVariable.woff2); }
      .p-button { color: red; }
      .p-tree .p-treenode, .p-datatable .p-datatable-thead > tr > th { padding: 1rem; }
      .p-menubar .p-menuitem-link { display: flex; }
      @media screen and (max-width: 960px) { .p-megamenu .p-megamenu-button { display: flex; } }
      .p-paginator .p-paginator-pages { margin: 0; }`;
    const out = pruneTheme(css);
    expect(out).not.toMatch(/Inter|p-tree|p-menubar|p-menuitem|p-megamenu|@media/);
    expect(out).toContain('.p-button { color: red; }');
    expect(out).toContain('.p-datatable .p-datatable-thead > tr > th { padding: 1rem; }');
    expect(out).toContain('.p-paginator .p-paginator-pages');
  });

  it('lists no component that a screen imports from PrimeReact', () => {
    const imported = new Set(
      sources(SRC).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from 'primereact\/([a-z]+)'/g)].map((m) => `p-${m[1]}`),
      ),
    );
    expect(imported.size).toBeGreaterThan(10);
    expect(UNUSED_COMPONENTS.filter((c) => imported.has(c))).toEqual([]);
  });
});
