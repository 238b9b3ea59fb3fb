// @vitest-environment node
// The ESLint rule of eslint.config.js that keeps features apart: a feature importing another fails
// the lint, an import of components/ or lib/ does not.
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
