// What a guild's export holds and in which order (docs/deploy.md, «Exportar y restaurar un gremio»), read
// from the database's own catalogue, never from schema.ts: every table with the guild's key
// (`id_gremio` referencing `gremio`, docs/decisions/022), the accounts of its players (global rows), and
// each table's foreign keys and sequence-fed columns (what a restore into another deployment remaps).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** A table or column name as an SQL identifier. */
export const id = (nombre: string) => sql.raw(`"${nombre.replace(/"/g, '""')}"`);

/** Keyed tables that are not exported: what they hold is transient and rebuilt by the app. */
export const NO_EXPORTADAS: Readonly<Record<string, string>> = {
  ambito_version: "the live scopes' versions (a new deployment starts them anew)",
  limite_tasa: 'the rate-limit counters (a minute long)',
  idempotencia: "the answers of recent writes (a client's retry window)",
  // An alliance joins guilds of this deployment (docs/alianzas.md): its rows name the other guilds' rows.
  alianza: 'an alliance between guilds of this deployment',
  alianza_gremio: 'an alliance between guilds of this deployment',
  reparto_alianza: "an alliance's split, between guilds of this deployment",
  reparto_alianza_gremio: "an alliance's split, between guilds of this deployment",
  reparto_alianza_jugador: "an alliance's split, between guilds of this deployment",
};

/** Columns of the global rows a guild's export leaves out. */
export const COLUMNAS_OMITIDAS: Readonly<Record<string, readonly string[]>> = {
  // A password's hash stays with the deployment that made it; the Discord tokens are encrypted with
  // that deployment's key. Email members set a new password; Discord members sign in as before.
  cuenta: ['password_hash', 'discord_tokens'],
};

export interface ClaveForanea {
  columna: string;
  tabla: string;
  columnaReferida: string;
}

export interface TablaExportada {
  tabla: string;
  /** Its columns (generated ones left out), in order. */
  columnas: string[];
  /** The primary key's columns, the export's order. */
  clavePrimaria: string[];
  /** Columns fed by a sequence (`nextval`): a restore takes new values and remaps them. */
  deSecuencia: string[];
  /** Nullable columns (a reference a restore cannot map becomes null). */
  nulables: string[];
  foraneas: ClaveForanea[];
}

type FilaColumna = {
  tabla: string;
  columna: string;
  pk: boolean;
  secuencia: boolean;
  nulable: boolean;
};

/** The exported tables in foreign-key order (a table after those it references), `gremio` and `cuenta` included. */
export async function tablasExportadas(db: DbOrTx): Promise<TablaExportada[]> {
  const { rows: claves } = await db.execute<{ tabla: string }>(sql`
    select c.relname as tabla from pg_constraint f
    join pg_class c on c.oid = f.conrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = f.conrelid and a.attnum = f.conkey[1] and a.attname = 'id_gremio'
    where f.contype = 'f' and f.confrelid = 'public.gremio'::regclass and array_length(f.conkey, 1) = 1`);
  const nombres = [
    'gremio',
    'cuenta',
    ...claves.map((c) => c.tabla).filter((t) => !(t in NO_EXPORTADAS) && t !== 'gremio' && t !== 'cuenta'),
  ];
  const { rows: columnas } = await db.execute<FilaColumna>(sql`
    select c.relname as tabla, a.attname as columna,
      exists (select 1 from pg_constraint p where p.conrelid = c.oid and p.contype = 'p' and a.attnum = any(p.conkey)) as pk,
      coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false) as secuencia,
      not a.attnotnull as nulable
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where c.relname = any(${sql.param(nombres)}::text[]) and c.relkind = 'r'
    order by c.relname, a.attnum`);
  const { rows: foraneas } = await db.execute<{ tabla: string; columna: string; referida: string; columna_referida: string }>(sql`
    select c.relname as tabla, a.attname as columna, r.relname as referida, ra.attname as columna_referida
    from pg_constraint f
    join pg_class c on c.oid = f.conrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_class r on r.oid = f.confrelid
    cross join lateral unnest(f.conkey, f.confkey) as k(col, colref)
    join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.col
    join pg_attribute ra on ra.attrelid = f.confrelid and ra.attnum = k.colref
    where f.contype = 'f' and c.relname = any(${sql.param(nombres)}::text[])
    order by 1, 2`);
  const tablas = new Map<string, TablaExportada>(
    nombres.map((t) => [t, { tabla: t, columnas: [], clavePrimaria: [], deSecuencia: [], nulables: [], foraneas: [] }]),
  );
  for (const c of columnas) {
    const t = tablas.get(c.tabla)!;
    const omitidas = COLUMNAS_OMITIDAS[c.tabla] ?? [];
    if (omitidas.includes(c.columna)) continue;
    t.columnas.push(c.columna);
    if (c.pk) t.clavePrimaria.push(c.columna);
    if (c.secuencia) t.deSecuencia.push(c.columna);
    if (c.nulable) t.nulables.push(c.columna);
  }
  for (const f of foraneas)
    tablas.get(f.tabla)!.foraneas.push({ columna: f.columna, tabla: f.referida, columnaReferida: f.columna_referida });
  return ordenForaneo([...tablas.values()]);
}

/**
 * Tables after the tables they reference (a self-reference does not count: a restore inserts in key
 * order). A cycle is broken at its nullable references: a restore writes them once every row is in.
 */
export function ordenForaneo(tablas: TablaExportada[]): TablaExportada[] {
  const pendientes = new Map(tablas.map((t) => [t.tabla, t]));
  const referidas = (t: TablaExportada) => t.foraneas.filter((f) => f.tabla !== t.tabla && pendientes.has(f.tabla));
  /** Whether `t` reaches itself through the pending tables' references (it is in a cycle). */
  const enCiclo = (t: TablaExportada) => {
    const vistas = new Set<string>();
    const porVisitar = referidas(t).map((f) => f.tabla);
    while (porVisitar.length > 0) {
      const n = porVisitar.pop()!;
      if (n === t.tabla) return true;
      if (vistas.has(n)) continue;
      vistas.add(n);
      porVisitar.push(...referidas(pendientes.get(n)!).map((f) => f.tabla));
    }
    return false;
  };
  const orden: TablaExportada[] = [];
  while (pendientes.size > 0) {
    const lista = [...pendientes.values()];
    const libres = lista.filter((t) => referidas(t).length === 0);
    // A cycle: a table in it whose pending references are all nullable goes first.
    const siguientes =
      libres.length > 0
        ? libres
        : [lista.find((t) => enCiclo(t) && referidas(t).every((f) => t.nulables.includes(f.columna))) ?? lista[0]!];
    for (const t of siguientes) {
      orden.push(t);
      pendientes.delete(t.tabla);
    }
  }
  return orden;
}

/**
 * The guild's rows of one table, in primary-key order, as JSON objects of the columns the export keeps,
 * in batches. `gremio`: its one row; `cuenta`: the accounts of its players.
 */
export async function* filasDe(
  db: DbOrTx,
  tabla: TablaExportada,
  idGremio: number,
  lote = 500,
): AsyncGenerator<Record<string, unknown>> {
  const donde =
    tabla.tabla === 'cuenta'
      ? sql`t.id_player in (select j.id_player from jugador j where j.id_gremio = ${idGremio})`
      : sql`t.id_gremio = ${idGremio}`;
  const orden = sql.join(
    (tabla.clavePrimaria.length > 0 ? tabla.clavePrimaria : tabla.columnas).map((c) => sql`t.${id(c)}`),
    sql`, `,
  );
  for (let desde = 0; ; desde += lote) {
    const { rows } = await db.execute<{ fila: Record<string, unknown> | string }>(sql`
      select to_jsonb(t) as fila from ${id(tabla.tabla)} t where ${donde}
      order by ${orden} limit ${lote} offset ${desde}`);
    for (const r of rows) {
      const fila = typeof r.fila === 'string' ? (JSON.parse(r.fila) as Record<string, unknown>) : r.fila;
      yield Object.fromEntries(tabla.columnas.map((c) => [c, fila[c] ?? null]));
    }
    if (rows.length < lote) return;
  }
}
