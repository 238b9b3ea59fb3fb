import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cssSobreElLimite, lineasDe, MAX_LINEAS_CSS } from './css-lineas';

const reglas = (n: number) => Array.from({ length: n }, (_, i) => `.r${i} { color: red; }`).join('\n') + '\n';

describe('stylesheets held to 300 lines, as ESLint holds the code', () => {
  it('every .css under apps/web/src is within the limit', () => {
    expect(MAX_LINEAS_CSS).toBe(300);
    expect(cssSobreElLimite(path.resolve(import.meta.dirname, '../src'))).toEqual([]);
  });

  describe('on a folder of its own', () => {
    let raiz = '';
    afterEach(() => rmSync(raiz, { recursive: true, force: true }));

    it('names a planted 301-line file, however deep, and passes one of 300', () => {
      raiz = mkdtempSync(path.join(tmpdir(), 'css-lineas-'));
      mkdirSync(path.join(raiz, 'features', 'x'), { recursive: true });
      writeFileSync(path.join(raiz, 'justo.css'), reglas(300));
      writeFileSync(path.join(raiz, 'features', 'x', 'largo.css'), reglas(301));
      writeFileSync(path.join(raiz, 'features', 'x', 'largo.ts'), reglas(400));
      expect(cssSobreElLimite(raiz)).toEqual([{ archivo: 'features/x/largo.css', lineas: 301 }]);
    });

    it('counts blank lines and comments, like ESLint', () => {
      raiz = mkdtempSync(path.join(tmpdir(), 'css-lineas-'));
      writeFileSync(path.join(raiz, 'vacias.css'), reglas(150) + '\n'.repeat(100) + '/*\n'.repeat(50) + '*/\n');
      expect(cssSobreElLimite(raiz)).toEqual([{ archivo: 'vacias.css', lineas: 301 }]);
    });
  });

  it('does not count the empty line after a final line break', () => {
    expect(lineasDe('a\nb\n')).toBe(2);
    expect(lineasDe('a\nb')).toBe(2);
    expect(lineasDe('a\r\nb\r\n\n')).toBe(3);
  });
});
