// `npm run gremio:importar -- archivo.jsonl` (docs/deploy.md, «Exportar y restaurar un gremio»): restores
// a guild exported by the operator («Operador» → Exportar, GET /api/operador/gremios/{id}/exportar) into
// the configured database (DATABASE_URL, else the embedded one in DATA_DIR; stop the server first on the
// embedded one), under new ids, in one transaction. Exit code 0 when restored, 1 when refused.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseEnv } from '../env.js';
import { openConfiguredDatabase } from '../bootstrap.js';
import { runMigrations } from '../db/migrate.js';
import type { Database } from '../db/client.js';
import { comoComando } from './como-comando.js';
import { importarGremio } from '../modules/operador/importacion.js';

export interface OpcionesImportar {
  database?: Database;
  env?: NodeJS.ProcessEnv;
  out?: (linea: string) => void;
  err?: (linea: string) => void;
}

export async function importar(archivo: string | undefined, opts: OpcionesImportar = {}): Promise<number> {
  const out = opts.out ?? ((l: string) => console.log(l));
  const err = opts.err ?? ((l: string) => console.error(l));
  if (!archivo) {
    err('Uso: npm run gremio:importar -- archivo.jsonl');
    return 1;
  }
  let database = opts.database;
  try {
    if (!database) {
      database = await openConfiguredDatabase(parseEnv(opts.env ?? process.env));
      await runMigrations(database);
    }
    const lineas = createInterface({ input: createReadStream(archivo, 'utf8'), crlfDelay: Infinity });
    const r = await importarGremio(database.db, lineas);
    const total = Object.values(r.filas).reduce((a, b) => a + b, 0);
    out(`Gremio «${r.slug}» restaurado con el id ${r.idGremio}: ${total} filas de ${Object.keys(r.filas).length} tablas.`);
    out('Las cuentas con correo no traen contraseña: el líder les pone una nueva (o npm run cuentas).');
    return 0;
  } catch (error) {
    err(`No se restauró nada: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (database && !opts.database) await database.close();
  }
}

await comoComando(import.meta.url, () => importar(process.argv[2]));
