import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PATCHES, applyPatch } from './primereact-mount';

const require = createRequire(import.meta.url);
const source = (file: string) => readFileSync(require.resolve(file), 'utf8');

describe('primereact-mount', () => {
  it.each(PATCHES.map((p) => [p.file, p] as const))('applies to the installed %s', (_file, patch) => {
    const patched = applyPatch(patch, source(patch.file));
    for (const [, to] of patch.edits) expect(patched).toContain(to);
  });

  it('useStyle keeps "loaded" in a ref and writes a style text only when it differs', () => {
    const patch = PATCHES.find((p) => p.file.endsWith('hooks.esm.js'))!;
    const useStyle = /var useStyle = function useStyle[\s\S]*?\n};\n/.exec(applyPatch(patch, source(patch.file)))![0];
    expect(useStyle).not.toMatch(/setIsLoaded|useState/);
    expect(useStyle).toContain('if (styleRef.current.textContent !== css) styleRef.current.textContent = css;');
  });

  it('Ripple sizes its ink on the click only', () => {
    const patch = PATCHES.find((p) => p.file.endsWith('ripple.esm.js'))!;
    const ripple = applyPatch(patch, source(patch.file));
    // setDimensions: its definition and the one call in activateRipple.
    expect(ripple.match(/setDimensions\(\)/g)).toHaveLength(2);
    expect(ripple).toMatch(/var activateRipple = function activateRipple\([^)]*\) \{[\s\S]*?setDimensions\(\);/);
  });

  it('fails loudly when PrimeReact changed the patched text', () => {
    expect(() => applyPatch(PATCHES[0]!, 'export {}')).toThrow(/ya no contiene/);
  });
});
