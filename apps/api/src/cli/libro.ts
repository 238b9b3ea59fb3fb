// `npm run libro:comprobar` (docs/libro.md, «Invariants»): recomputes the ledger from its entries on the
// configured database (DATABASE_URL, else the embedded one in DATA_DIR; stop the server first on the
// embedded one) and prints what is broken. Exit code 0 when every rule holds, 1 when one does not.
import { sql } from 'drizzle-orm';
import { parseEnv } from '../env.js';
import { openConfiguredDatabase } from '../bootstrap.js';
import { runMigrations } from '../db/migrate.js';
import { comoComando } from './como-comando.js';
import type { Database } from '../db/client.js';
import { comprobarLibro } from '../modules/libro/comprobar.js';

export interface OpcionesLibro {
  database?: Database;
  env?: NodeJS.ProcessEnv;
  out?: (linea: string) => void;
  err?: (linea: string) => void;
}

export async function comprobar(opts: OpcionesLibro = {}): Promise<number> {
  const out = opts.out ?? ((l: string) => console.log(l));
  const err = opts.err ?? ((l: string) => console.error(l));
  let database = opts.database;
  try {
    if (!database) {
      database = await openConfiguredDatabase(parseEnv(opts.env ?? process.env));
      await runMigrations(database);
    }
    const { rows } = await database.db.execute<{ t: number; a: number; c: number }>(
      sql`select (select count(*) from transaccion_libro)::int as t, (select count(*) from apunte_libro)::int as a,
                 (select count(*) from cuenta_libro)::int as c`,
    );
    const problemas = await comprobarLibro(database.db);
    const { t, a, c } = rows[0]!;
    if (problemas.length === 0) {
      out(
        `Libro correcto: ${c} cuentas, ${t} transacciones, ${a} apuntes; cada transacción suma cero y cada saldo es la suma de sus apuntes.`,
      );
      return 0;
    }
    err(`El libro tiene ${problemas.length} problema(s) (se muestran hasta 20 de cada regla):`);
    for (const p of problemas) err(`  - ${p}`);
    return 1;
  } catch (error) {
    err(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (database && !opts.database) await database.close();
  }
}

await comoComando(import.meta.url, () => comprobar());
