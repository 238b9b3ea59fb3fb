// A guild's export (docs/deploy.md, «Exportar y restaurar un gremio»): JSON lines, a header
// `{ formato, version, gremio, exportado }` and then one `{ tabla, fila }` a row, every table in
// foreign-key order (catalogo.ts). Read in one repeatable-read, read-only transaction: the file is one
// moment of the guild, whose references all hold.
import { FORMATO_EXPORTACION_GREMIO, VERSION_EXPORTACION_GREMIO } from '@reparto/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFound } from '../../lib/errors.js';
import { filasDe, tablasExportadas } from './catalogo.js';
import * as repo from './operador.repository.js';

export interface CabeceraExportacion {
  formato: typeof FORMATO_EXPORTACION_GREMIO;
  version: number;
  gremio: { idGremio: number; nombre: string; slug: string };
  exportado: string;
}

/** The export's lines (each ends in \n) and its file name; 404 for a guild that does not exist. */
export async function exportarGremio(db: Db, idGremio: number): Promise<{ nombre: string; lineas: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const gremio = await repo.leerGremio(tx, idGremio);
    if (!gremio) throw new NotFound('operador.gremioNoExiste');
    const exportado = new Date().toISOString();
    const cabecera: CabeceraExportacion = {
      formato: FORMATO_EXPORTACION_GREMIO,
      version: VERSION_EXPORTACION_GREMIO,
      gremio: { idGremio, nombre: gremio.nombre, slug: gremio.slug },
      exportado,
    };
    const lineas = [JSON.stringify(cabecera) + '\n'];
    for (const tabla of await tablasExportadas(tx)) {
      for await (const fila of filasDe(tx, tabla, idGremio)) lineas.push(JSON.stringify({ tabla: tabla.tabla, fila }) + '\n');
    }
    return { nombre: `gremio-${gremio.slug}-${exportado.slice(0, 10)}.jsonl`, lineas };
  });
}
