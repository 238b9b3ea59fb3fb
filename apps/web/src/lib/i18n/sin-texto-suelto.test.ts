// @vitest-environment node
// The ESLint rule `reparto/sin-texto-suelto` (eslint-rules/textos.js, docs/idiomas.md): a visible text
// written in place fails the lint; the same through `t('…')`, a class name or a test id does not, and
// the catalogues and tests are exempt.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function sueltos(code: string, file = 'apps/web/src/features/periodos/components/x.tsx') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'reparto/sin-texto-suelto').map((m) => m.message);
}

describe('reparto/sin-texto-suelto', { timeout: 30_000 }, () => {
  it('flags JSX text, a visible prop, a `{"…"}` child, a label property and any Spanish-marked string', async () => {
    const code = [
      "import { Button } from 'primereact/button';",
      'export const A = () => <p>Pagar</p>;',
      'export const B = () => <Button label="Guardar" aria-label={\'Guardar el periodo\'} />;',
      "export const C = () => <span>{'Sin datos'}</span>;",
      "export const D = [{ label: 'Ver periodos', to: '/' }];",
      "export const E = 'Contraseña';",
      'export const F = (n: number) => `Página ${n}`;',
    ].join('\n');
    const errores = await sueltos(code);
    expect(errores).toHaveLength(7);
    expect(errores[0]).toContain('«Pagar»');
  });

  it('lets catalogue keys, class names, test ids and numbers through', async () => {
    const code = [
      'declare const t: (k: string) => string;',
      'export const A = () => <p className="fila" data-testid="fila">{t(\'tabla.vacia\')} {42}</p>;',
      "export const B = [{ label: t('menu.periodos'), icon: 'pi pi-list' }];",
    ].join('\n');
    expect(await sueltos(code)).toEqual([]);
  });

  it('does not apply to the catalogues nor to tests', async () => {
    expect(
      await sueltos("const es = { a: 'Contraseña' };\nexport default es;", 'apps/web/src/features/periodos/textos/es.ts'),
    ).toEqual([]);
    expect(await sueltos('export const x = <p>Pagar</p>;', 'apps/web/src/features/periodos/x.test.tsx')).toEqual([]);
  });
});
