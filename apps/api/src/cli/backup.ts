// `npm run backup -- --out <file>` and `npm run restore -- --in <file>` (docs/reliability.md): a copy of the whole
// database and its return, for both engines, with the same configuration as the server.
// The copy itself, its engines and its refusals: ops/respaldo.ts.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { soloParaElDueno } from '../paths.js';
import { backup, restore, type BackupOptions } from '../ops/respaldo.js';

export { backup, restore, BackupError, type BackupOptions } from '../ops/respaldo.js';

export const AYUDA = `Copia de seguridad de Reparto de Plata

Uso: npm run backup -- --out <archivo>     copia toda la base de datos en <archivo>
     npm run restore -- --in <archivo>     reemplaza la base de datos por la de <archivo>

Usa la misma configuración que el servidor: con DATABASE_URL, pg_dump / pg_restore (formato custom de
PostgreSQL; deben estar en el PATH); sin ella, la carpeta embebida DATA_DIR/pglite (un .tar.gz).
Con la base embebida detenga antes el servidor. --force omite esa comprobación.`;

export async function main(argv: string[], opts: BackupOptions & { err?: (line: string) => void } = {}): Promise<number> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const err = opts.err ?? ((l: string) => console.error(l));
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: 'string' }, in: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    err(`${error instanceof Error ? error.message : error}\n\n${AYUDA}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const { values } = parsed;
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    (values.help ? log : err)(AYUDA);
    return values.help ? 0 : 2;
  }
  const file = command === 'backup' ? values.out : values.in;
  if (!file) {
    err(`Falta la opción ${command === 'backup' ? '--out' : '--in'}\n\n${AYUDA}`);
    return 2;
  }
  try {
    const common = { log, ...(opts.env ? { env: opts.env } : {}), ...(values.force ? { force: true } : {}) };
    if (command === 'backup') await backup(file, common);
    else await restore(file, common);
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  soloParaElDueno();
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
