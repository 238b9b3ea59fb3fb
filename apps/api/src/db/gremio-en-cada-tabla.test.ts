// Every guild-owned table carries the guild's key (docs/decisions/022-guild-key-on-every-table.md): the
// migrated database's own catalogue (information_schema) is read, never schema.ts, so a table a future
// migration adds without `id_gremio` fails here until it gets the key or is declared global below and in
// the decision record, with its reason. Both engines (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { createTestDatabase } from '../testing/harness.js';
import { baseMigradaHasta } from '../testing/migraciones.js';
import { REPO_ROOT } from '../paths.js';

const DECISION = 'docs/decisions/022-guild-key-on-every-table.md';

/** The tables no guild owns, and why: the same list as the decision record's «Global tables». */
const GLOBALES: Record<string, string> = {
  'public.gremio': 'the guild itself: id_gremio is its primary key',
  'public.cargo': 'reference data with fixed ids, the same ranks in every guild',
  'public.rol': 'reference data with fixed ids, the same combat roles in every guild',
  'public.estado_distribucion': "reference data with fixed ids, a period's states",
  'public.lugar_distribucion': "reference data with fixed ids, the game's places",
  'public.nombre_item': "the game's item names read from gameinfo, the same for every guild",
  'public.cuenta': 'a person’s login, which belongs to one or more guilds (a later join table says in which)',
  'public.discord_estado': 'a Discord login under way, before any guild is chosen (10 minutes, single use)',
  'public.discord_ingreso': "a Discord login's one-time code, before any guild is chosen (10 minutes, single use)",
  'drizzle.__drizzle_migrations': "the migrations applied: the database's, not a guild's",
};

type Tabla = { esquema: string; tabla: string };

/** Every table of the database, and its id_gremio if it has one: type, not null, default, a foreign key to gremio. */
type Fila = Tabla & { tipo: string | null; noNula: boolean | null; defecto: string | null; referencia: boolean };

async function tablas(database: Database): Promise<Fila[]> {
  // The tables from information_schema; the column and its foreign key from pg_catalog (information_schema's
  // constraint views take seconds on PGlite).
  const { rows } = await database.db.execute<Fila>(sql`
    select t.table_schema as esquema, t.table_name as tabla,
      format_type(a.atttypid, a.atttypmod) as tipo, a.attnotnull as "noNula",
      pg_get_expr(d.adbin, d.adrelid) as defecto,
      exists (
        select 1 from pg_constraint f
        join pg_attribute g on g.attrelid = f.confrelid and g.attnum = f.confkey[1]
        where f.contype = 'f' and f.conrelid = a.attrelid and f.conkey = array[a.attnum]
          and f.confrelid = 'public.gremio'::regclass and g.attname = 'id_gremio'
      ) as referencia
    from information_schema.tables t
    left join pg_attribute a
      on a.attrelid = format('%I.%I', t.table_schema, t.table_name)::regclass and a.attname = 'id_gremio'
      and not a.attisdropped
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where t.table_type = 'BASE TABLE' and t.table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  return rows;
}

const nombre = (t: Tabla) => `${t.esquema}.${t.tabla}`;

/** What is wrong with each table that should carry the key (none: an empty list). */
async function sinClaveDelGremio(database: Database): Promise<string[]> {
  const problemas: string[] = [];
  for (const t of await tablas(database)) {
    const n = nombre(t);
    if (n in GLOBALES) continue;
    const falta =
      t.tipo === null
        ? ['no tiene la columna id_gremio']
        : [
            ...(t.tipo === 'smallint' ? [] : [`id_gremio es ${t.tipo}, no smallint`]),
            ...(t.noNula ? [] : ['id_gremio admite null']),
            ...(t.defecto === '1' ? [] : [`id_gremio no tiene el valor por defecto 1 (${t.defecto ?? 'ninguno'})`]),
            ...(t.referencia ? [] : ['id_gremio no es una clave foránea a gremio(id_gremio)']),
          ];
    for (const f of falta) {
      problemas.push(`${n}: ${f} (añádela como las demás tablas, o declárala global con su razón en ${DECISION})`);
    }
  }
  return problemas;
}

describe('the guild key on every table', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('every table but the global ones has id_gremio: smallint, not null, default 1, a foreign key to gremio', async () => {
    expect(await sinClaveDelGremio(database)).toEqual([]);
  });

  it('the global list names existing tables, none of them keyed to a guild', async () => {
    const todas = new Map((await tablas(database)).map((t) => [nombre(t), t]));
    expect(Object.keys(GLOBALES).filter((t) => !todas.has(t))).toEqual([]);
    expect(Object.keys(GLOBALES).filter((t) => todas.get(t)?.referencia)).toEqual([]);
  });

  it('the decision record lists the same global tables', () => {
    const texto = readFileSync(path.join(REPO_ROOT, DECISION), 'utf8');
    const seccion = /^## Global tables\n([\s\S]*?)^## /m.exec(texto)?.[1] ?? '';
    const nombrados = [...seccion.matchAll(/^- `([\w.]+)`/gm)].map((m) => m[1]!);
    const globales = Object.keys(GLOBALES).map((t) => t.replace(/^public\./, ''));
    expect(nombrados.sort()).toEqual(globales.sort());
  });

  it('a table added without the key is reported, with what to do', async () => {
    await database.db.execute(sql`create table tabla_sin_gremio (id integer primary key)`);
    await database.db.execute(sql`create table tabla_con_gremio_nulo (id integer primary key, id_gremio smallint)`);
    try {
      expect(await sinClaveDelGremio(database)).toEqual([
        `public.tabla_con_gremio_nulo: id_gremio admite null (añádela como las demás tablas, o declárala global con su razón en ${DECISION})`,
        `public.tabla_con_gremio_nulo: id_gremio no tiene el valor por defecto 1 (ninguno) (añádela como las demás tablas, o declárala global con su razón en ${DECISION})`,
        `public.tabla_con_gremio_nulo: id_gremio no es una clave foránea a gremio(id_gremio) (añádela como las demás tablas, o declárala global con su razón en ${DECISION})`,
        `public.tabla_sin_gremio: no tiene la columna id_gremio (añádela como las demás tablas, o declárala global con su razón en ${DECISION})`,
      ]);
    } finally {
      await database.db.execute(sql`drop table tabla_sin_gremio, tabla_con_gremio_nulo`);
    }
  });
});

describe('migration 0029 on a database of the time before it', () => {
  it(
    'gives every row of the tables that lacked the key the one guild, and later rows get it by default',
    { timeout: 60_000 },
    async () => {
      const database = await baseMigradaHasta(28);
      try {
        const { db } = database;
        await db.execute(sql`insert into jugador (id_player, nickname, id_cargo, id_rol) values (900, 'antiguo', 3, 3)`);
        await db.execute(sql`insert into cuenta (id_cuenta, email, password_hash, id_player) values (900, 'a@g.test', 'x', 900)`);
        await db.execute(sql`insert into cuenta_cargo (id_cuenta, id_cargo) values (900, 3)`);
        await db.execute(sql`insert into periodo (id_periodo, id_lugar_distribucion, id_cuenta_creador) values (900, 1, 900)`);
        await db.execute(sql`insert into auditoria (accion, entidad) values ('crear', 'jugador')`);
        await db.execute(sql`insert into limite_tasa (clave, n, hasta) values ('login:1', 1, now())`);
        await db.execute(sql`insert into ambito_version (ambito, slot, version) values ('resumen', 0, 1)`);
        await runMigrations(database);
        const gremios = async () =>
          (
            await db.execute<{ tabla: string; id_gremio: number }>(sql`
              select 'jugador' as tabla, id_gremio from jugador where id_player = 900
              union all select 'cuenta_cargo', id_gremio from cuenta_cargo where id_cuenta = 900
              union all select 'periodo', id_gremio from periodo where id_periodo = 900
              union all select 'auditoria', id_gremio from auditoria
              union all select 'limite_tasa', id_gremio from limite_tasa
              union all select 'ambito_version', id_gremio from ambito_version where ambito = 'resumen'
              order by 1`)
          ).rows;
        expect(await gremios()).toEqual(
          ['ambito_version', 'auditoria', 'cuenta_cargo', 'jugador', 'limite_tasa', 'periodo'].map((tabla) => ({
            tabla,
            id_gremio: 1,
          })),
        );
        // A write of today's code names no guild: the default is the one guild.
        await db.execute(sql`insert into auditoria (accion, entidad) values ('borrar', 'jugador')`);
        const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from auditoria where id_gremio = 1`);
        expect(rows[0]!.n).toBe(2);
      } finally {
        await database.close();
      }
    },
  );
});
