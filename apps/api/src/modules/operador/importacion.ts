// A guild's restore into another deployment (docs/deploy.md, «Exportar y restaurar un gremio»;
// `npm run gremio:importar -- archivo.jsonl`). Ids are the deployment's serials: every column a sequence
// feeds takes a new value here, and every foreign key is rewritten through the map of old to new ids
// (the target database's own catalogue says which, catalogo.ts). One transaction: all or nothing. A slug
// this deployment already has is refused.
import { FORMATO_EXPORTACION_GREMIO, VERSION_EXPORTACION_GREMIO } from '@reparto/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { fijarGremioEnTx } from '../../lib/gremio-contexto.js';
import { id, tablasExportadas, type TablaExportada } from './catalogo.js';
import type { CabeceraExportacion } from './exportacion.js';

export interface ResultadoImportacion {
  idGremio: number;
  slug: string;
  /** Rows restored per table. */
  filas: Record<string, number>;
}

/** A refusal with a sentence for whoever runs the restore. */
export class ImportacionRechazada extends Error {}

type Fila = Record<string, unknown>;

/** old id → new id, per `tabla.columna` fed by a sequence (and the guild's own). */
type Mapa = Map<string, Map<string, unknown>>;

const claveDe = (tabla: string, columna: string) => `${tabla}.${columna}`;

/** A reference written once every row is in (a self-reference to a later row, a broken cycle). */
interface Pendiente {
  tabla: TablaExportada;
  clave: { columna: string; valor: unknown };
  columna: string;
  referida: { tabla: string; columna: string };
  viejo: unknown;
}

export async function importarGremio(db: Db, lineas: AsyncIterable<string>): Promise<ResultadoImportacion> {
  const iterador = lineas[Symbol.asyncIterator]();
  const primera = await siguienteNoVacia(iterador);
  const cabecera = leerJson(primera, 1) as Partial<CabeceraExportacion> | null;
  if (!cabecera || cabecera.formato !== FORMATO_EXPORTACION_GREMIO)
    throw new ImportacionRechazada(
      `La primera línea no es la cabecera de una exportación de gremio (${FORMATO_EXPORTACION_GREMIO})`,
    );
  if (cabecera.version !== VERSION_EXPORTACION_GREMIO)
    throw new ImportacionRechazada(
      `La exportación es de la versión ${String(cabecera.version)} del formato; esta instalación lee la ${VERSION_EXPORTACION_GREMIO}`,
    );

  return db.transaction(async (tx) => {
    const tablas = new Map((await tablasExportadas(tx)).map((t) => [t.tabla, t]));
    const mapa: Mapa = new Map();
    const pendientes: Pendiente[] = [];
    const filas: Record<string, number> = {};
    let idGremio: number | null = null;
    let slug = '';
    let n = 1;
    for (let linea = await siguienteNoVacia(iterador); linea !== null; linea = await siguienteNoVacia(iterador)) {
      n++;
      const dato = leerJson(linea, n) as { tabla?: unknown; fila?: unknown } | null;
      if (!dato || typeof dato.tabla !== 'string' || typeof dato.fila !== 'object' || dato.fila === null)
        throw new ImportacionRechazada(`La línea ${n} no es { tabla, fila }`);
      const tabla = tablas.get(dato.tabla);
      if (!tabla) throw new ImportacionRechazada(`La línea ${n} es de la tabla ${dato.tabla}, que esta instalación no tiene`);
      const fila = dato.fila as Fila;
      if (tabla.tabla === 'gremio') {
        if (idGremio !== null) throw new ImportacionRechazada(`La línea ${n} es un segundo gremio: una exportación tiene uno`);
        slug = String(fila['slug']);
        const { rows } = await tx.execute<{ hay: boolean }>(
          sql`select exists (select 1 from gremio where slug = ${slug}) as hay`,
        );
        if (rows[0]?.hay) throw new ImportacionRechazada(`Ya hay un gremio con la dirección «${slug}» en esta instalación`);
      } else if (idGremio === null) {
        throw new ImportacionRechazada(`La línea ${n} llega antes que la fila del gremio`);
      }
      const nueva = await insertar(tx, tabla, fila, idGremio, tablas, mapa, pendientes, n);
      if (tabla.tabla === 'gremio') {
        idGremio = Number(nueva['id_gremio']);
        // Every row that follows is the new guild's.
        await fijarGremioEnTx(tx, idGremio);
      }
      filas[tabla.tabla] = (filas[tabla.tabla] ?? 0) + 1;
    }
    if (idGremio === null) throw new ImportacionRechazada('La exportación no tiene la fila del gremio');
    for (const p of pendientes) {
      const nuevo = mapa.get(claveDe(p.referida.tabla, p.referida.columna))?.get(String(p.viejo));
      if (nuevo === undefined) continue; // left null: the row it named is not in the export
      await tx.execute(
        sql`update ${id(p.tabla.tabla)} set ${id(p.columna)} = ${nuevo} where ${id(p.clave.columna)} = ${p.clave.valor}`,
      );
    }
    return { idGremio, slug, filas };
  });
}

async function insertar(
  tx: Tx,
  tabla: TablaExportada,
  fila: Fila,
  idGremio: number | null,
  tablas: ReadonlyMap<string, TablaExportada>,
  mapa: Mapa,
  pendientes: Pendiente[],
  n: number,
): Promise<Fila> {
  const valores: Fila = {};
  const diferidas: Omit<Pendiente, 'clave'>[] = [];
  for (const columna of tabla.columnas) {
    if (!(columna in fila)) continue; // a column the export did not carry takes its default
    if (tabla.deSecuencia.includes(columna)) continue; // a new value from the sequence
    let valor = fila[columna];
    if (columna === 'id_gremio' && tabla.tabla !== 'gremio') valor = idGremio;
    else if (tabla.tabla === 'reglas_regear' && columna === 'id')
      valor = idGremio; // one row per guild, keyed by its guild
    else {
      for (const f of tabla.foraneas.filter((x) => x.columna === columna)) {
        if (valor === null || valor === undefined || f.tabla === 'gremio') break;
        if (!tablas.has(f.tabla)) break; // reference data (fixed ids in every deployment)
        const referida = tablas.get(f.tabla)!;
        if (!referida.deSecuencia.includes(f.columnaReferida)) break; // a key the restore keeps as it is
        const nuevo = mapa.get(claveDe(f.tabla, f.columnaReferida))?.get(String(valor));
        if (nuevo !== undefined) {
          valor = nuevo;
          break;
        }
        if (!tabla.nulables.includes(columna))
          throw new ImportacionRechazada(
            `La línea ${n} (${tabla.tabla}) se refiere a ${f.tabla} ${String(valor)}, que no está en la exportación`,
          );
        // A row of this table or of a later one: written once every row is in; else left null.
        diferidas.push({ tabla, columna, referida: { tabla: f.tabla, columna: f.columnaReferida }, viejo: valor });
        valor = null;
      }
    }
    valores[columna] = valor;
  }
  const columnas = Object.keys(valores);
  const devueltas = [...new Set([...tabla.deSecuencia, ...tabla.clavePrimaria])];
  const lista = sql.join(
    columnas.map((c) => id(c)),
    sql`, `,
  );
  const retorno = sql.join(
    (devueltas.length > 0 ? devueltas : columnas).map((c) => id(c)),
    sql`, `,
  );
  let rows: Fila[];
  try {
    ({ rows } = await tx.execute<Fila>(sql`
      insert into ${id(tabla.tabla)} (${lista})
      select ${lista} from jsonb_populate_record(null::${id(tabla.tabla)}, ${JSON.stringify(valores)}::jsonb)
      returning ${retorno}`));
  } catch (error) {
    const detalle = error instanceof Error ? error.message : String(error);
    throw new ImportacionRechazada(`La línea ${n} (${tabla.tabla}) no se pudo restaurar: ${detalle}`);
  }
  const nueva = rows[0]!;
  for (const columna of tabla.deSecuencia) {
    const clave = claveDe(tabla.tabla, columna);
    if (!mapa.has(clave)) mapa.set(clave, new Map());
    mapa.get(clave)!.set(String(fila[columna]), nueva[columna]);
  }
  const pk = tabla.clavePrimaria.length === 1 ? tabla.clavePrimaria[0]! : null;
  for (const d of diferidas) {
    if (pk === null) continue; // no single key to find the row again: the reference stays null
    pendientes.push({ ...d, clave: { columna: pk, valor: nueva[pk] } });
  }
  return nueva;
}

function leerJson(linea: string | null, n: number): unknown {
  if (linea === null) return null;
  try {
    return JSON.parse(linea);
  } catch {
    throw new ImportacionRechazada(`La línea ${n} no es JSON`);
  }
}

async function siguienteNoVacia(it: AsyncIterator<string>): Promise<string | null> {
  for (;;) {
    const r = await it.next();
    if (r.done) return null;
    if (r.value.trim() !== '') return r.value;
  }
}
