// @vitest-environment node
// The ESLint rules of eslint.config.js that keep the web's direction (lib/ and components/ → features/
// → app/): a feature importing another or app/ fails the lint, lib/ or components/ importing a feature
// or app/ too; a feature's import of components/ or lib/ does not. (The API's layers:
// apps/api/src/lint-capas.test.ts.)
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function boundaryErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses an import of another feature, relative or through features/', async () => {
    const code = [
      "import { NuevoJugadorDialog } from '../distribuciones/components/nuevo-jugador-dialog';",
      "import { jugadoresKeys } from '../../jugadores/api/keys';",
      "import { login } from '../../../features/auth/api';",
      'export const all = [NuevoJugadorDialog, jugadoresKeys, login];',
    ].join('\n');
    const errors = await boundaryErrors(code, 'apps/web/src/features/periodos/components/x.tsx');
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('no importa otra');
  });

  it('refuses it from every feature', async () => {
    const errors = await boundaryErrors(
      "import { usePeriodos } from '../periodos/api/get-periodos';\nexport const u = usePeriodos;",
      'apps/web/src/features/auditoria/x.ts',
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import its own files, components/ and lib/', async () => {
    const code = [
      "import { useToast } from '../../../components/toast';",
      "import { httpStatus } from '../../../lib/http';",
      "import { usePeriodos } from '../api/get-periodos';",
      'export const all = [useToast, httpStatus, usePeriodos];',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/web/src/features/periodos/components/x.tsx')).toEqual([]);
  });
});

describe('the direction lib/ and components/ → features/ → app/ (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses app/ in a feature', async () => {
    const code = "import { router } from '../../app/router';\nexport const r = router;";
    const errors = await boundaryErrors(code, 'apps/web/src/features/periodos/x.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('app/');
  });

  it('refuses features/ and app/ in components/ and lib/', async () => {
    const code = [
      "import { PagosDialog } from '../features/periodos/components/pagos-dialog';",
      "import { Layout } from '../../app/layout/layout';",
      'export const all = [PagosDialog, Layout];',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/web/src/components/x/y.tsx')).toHaveLength(2);
    const lib = "import { paths } from '../features/auth/api/login';\nexport const p = paths;";
    expect(await boundaryErrors(lib, 'apps/web/src/lib/x.ts')).toHaveLength(1);
  });

  it('covers every folder of features/ (the list is read from the disk)', async () => {
    const features = fs
      .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory());
    for (const { name } of features) {
      const other = features.find((f) => f.name !== name)!.name;
      const code = `import { x } from '../${other}/x';\nexport const y = x;`;
      expect(await boundaryErrors(code, `apps/web/src/features/${name}/x.ts`), name).toHaveLength(1);
    }
  });
});
