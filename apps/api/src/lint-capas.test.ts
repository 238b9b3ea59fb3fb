// The ESLint rules of eslint.config.js that keep the API's layers one way (docs/development.md,
// "Layers"): lib/ and adapters/ below modules, routes → service → repository; and the 300-line limit
// of every source file. Each case lints a snippet under a made-up path: a forbidden import fails the
// lint, an allowed one does not. (The web's direction: apps/web/src/lint-boundaries.test.ts.)
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function errores(code: string, file: string, rule = 'no-restricted-imports') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const usa = (...imports: string[]) =>
  [
    ...imports.map((from, i) => `import { x${i} } from '${from}';`),
    `export const all = [${imports.map((_, i) => `x${i}`).join(', ')}];`,
  ].join('\n');

describe('API layers (eslint.config.js)', { timeout: 30_000 }, () => {
  it('lib/ never imports a module', async () => {
    const e = await errores(usa('../modules/pagos/pagos.repository.js'), 'apps/api/src/lib/x.ts');
    expect(e).toHaveLength(1);
    expect(e[0]).toContain('no importan modules/');
  });

  it('an adapter never imports a module', async () => {
    const e = await errores(usa('../../modules/notificaciones/mensajes.js'), 'apps/api/src/adapters/discord/x.ts');
    expect(e).toHaveLength(1);
  });

  it('a repository never imports a service or routes', async () => {
    const code = usa('./pagos.service.js', '../periodos/periodos.routes.js', '../../routes.js');
    expect(await errores(code, 'apps/api/src/modules/pagos/pagos.repository.ts')).toHaveLength(3);
  });

  it('a service never imports routes', async () => {
    const code = usa('./pagos.routes.js', '../../routes.js');
    expect(await errores(code, 'apps/api/src/modules/pagos/pagos.service.ts')).toHaveLength(2);
  });

  it('a route calls the service, never the repository (its types are fine)', async () => {
    const code = `import { type PagoRowDb, toPagoRow } from './pagos.repository.js';\nexport const f = (r: PagoRowDb) => toPagoRow;`;
    expect(await errores(code, 'apps/api/src/modules/pagos/pagos.routes.ts')).toHaveLength(1);
    const tipos = `import type { PagoRowDb } from './pagos.repository.js';\nexport type R = PagoRowDb;`;
    expect(await errores(tipos, 'apps/api/src/modules/pagos/pagos.routes.ts')).toEqual([]);
  });

  it('lets each layer import the one below and lib/, and modules use adapters', async () => {
    const servicio = usa('./pagos.repository.js', '../periodos/saldos.repository.js', '../../lib/errors.js');
    expect(await errores(servicio, 'apps/api/src/modules/pagos/pagos.service.ts')).toEqual([]);
    const modulo = usa('../../adapters/discord/firma.js', './comando.js');
    expect(await errores(modulo, 'apps/api/src/modules/comandos/plata.ts')).toEqual([]);
    expect(await errores(usa('./errors.js', '../db/client.js'), 'apps/api/src/lib/x.ts')).toEqual([]);
  });
});

describe('300 lines a source file (eslint.config.js max-lines)', { timeout: 30_000 }, () => {
  const lineas = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

  it('refuses a source file of 301 lines, blank and comment lines counted', async () => {
    const conComentarios = `${'// why\n\n'.repeat(100)}${lineas(101)}`;
    expect(await errores(conComentarios, 'apps/api/src/lib/x.ts', 'max-lines')).toHaveLength(1);
    expect(await errores(lineas(301), 'apps/web/src/components/x.tsx', 'max-lines')).toHaveLength(1);
  });

  it('lets 300 lines through, and tests, test support and the schema be longer', async () => {
    expect(await errores(lineas(300), 'apps/api/src/lib/x.ts', 'max-lines')).toEqual([]);
    for (const file of [
      'apps/api/src/lib/x.test.ts',
      'apps/api/src/testing/x.ts',
      'e2e/x.spec.ts',
      'apps/api/src/db/schema.ts',
    ]) {
      expect(await errores(lineas(400), file, 'max-lines'), file).toEqual([]);
    }
  });
});
