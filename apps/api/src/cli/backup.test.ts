// Backup and restore round trip (docs/reliability.md): a demo guild is copied, changed, and restored; every table
// (all rows in primary-key order) and every sequence is then what it was at the copy. The embedded
// engine on the PGlite run, PostgreSQL (pg_dump/pg_restore) on the PostgreSQL run.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { ensureLeader, seedReference } from '../db/seed.js';
import { seedDemo } from '../db/demo.js';
import { isPostgres } from '../testing/harness.js';
import { createPgDatabase } from '../testing/server-process.js';
import { BackupError, backup, main, restore } from './backup.js';

type Rows = Record<string, unknown>[];
const rows = async (db: Database['db'], q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Rows }).rows;

/** Every table of the public and drizzle schemas, all rows ordered by primary key, and the sequences. */
async function snapshot(database: Database): Promise<Record<string, unknown>> {
  const db = database.db;
  const tables = await rows(
    db,
    sql`select t.table_schema as s, t.table_name as t,
               (select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey, a.attnum))
                  from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                 where i.indrelid = (quote_ident(t.table_schema) || '.' || quote_ident(t.table_name))::regclass and i.indisprimary) as pk
          from information_schema.tables t
         where t.table_schema in ('public', 'drizzle') and t.table_type = 'BASE TABLE'
         order by 1, 2`,
  );
  const out: Record<string, unknown> = {};
  for (const t of tables) {
    const name = `${t['s']}.${t['t']}`;
    const order = (t['pk'] as string | null) ?? '1';
    out[name] = await rows(db, sql.raw(`select * from ${String(t['s'])}.${String(t['t'])} order by ${order}`));
  }
  out['sequences'] = await rows(db, sql`select schemaname, sequencename, last_value from pg_sequences order by 1, 2`);
  return out;
}

async function seedGuild(database: Database) {
  await ensureLeader(database.db, {
    email: 'lider@copia.local',
    password: 'clave-del-lider-1',
    nickname: 'lider',
    allowGenerated: false,
  });
  await seedDemo(database.db);
}

async function mutate(database: Database) {
  await database.db.execute(sql`delete from pago`);
  await database.db.execute(sql`update periodo set silver_albion = silver_albion + 1`);
  await database.db.execute(sql`insert into jugador (nickname, id_cargo, id_rol) values ('despuesdelacopia', 3, 5)`);
  await database.db.execute(sql`insert into auditoria (accion, entidad) values ('prueba', 'copia')`);
}

const work = mkdtempSync(path.join(tmpdir(), 'rdp-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.runIf(!isPostgres())('backup and restore on the embedded engine', () => {
  const dataDir = path.join(work, 'data');
  const env = { DATA_DIR: dataDir };
  const file = path.join(work, 'copia.tar.gz');
  const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });

  it('restores every table and sequence as they were at the copy, keeping the replaced folder', async () => {
    mkdirSync(dataDir, { recursive: true });
    let database = await open();
    await runMigrations(database);
    await seedReference(database.db);
    await seedGuild(database);
    const before = await snapshot(database);
    await database.close();

    const log: string[] = [];
    expect((await backup(file, { env, log: (l) => log.push(l) })).engine).toBe('pglite');
    expect(log[0]).toMatch(/^Copia guardada en .*copia\.tar\.gz \(\d+ KB, base embebida\)$/);

    database = await open();
    await mutate(database);
    expect(await snapshot(database)).not.toEqual(before);
    await database.close();

    const result = await restore(file, { env });
    expect(result.previous).toMatch(/pglite\.antes-de-restaurar-/);
    database = await open();
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir).filter((n) => n.includes('restaurando'))).toEqual([]);
  }, 300_000);

  it('refuses both commands while another process has the folder open', async () => {
    const held = new PGlite(path.join(dataDir, 'pglite'));
    await held.waitReady;
    try {
      await expect(backup(path.join(work, 'otra.tar.gz'), { env })).rejects.toThrow(/está abierta por otro proceso/);
      await expect(restore(file, { env })).rejects.toThrow(BackupError);
    } finally {
      await held.close();
    }
  }, 120_000);

  it('refuses a file that is not a copy and leaves the current folder untouched', async () => {
    const junk = path.join(work, 'basura.tar.gz');
    writeFileSync(junk, 'esto no es una copia');
    await expect(restore(junk, { env })).rejects.toThrow(/no es una copia válida/);
    const database = await open();
    try {
      expect(
        (await rows(database.db, sql`select count(*)::int as n from jugador where nickname = 'despuesdelacopia'`))[0]!['n'],
      ).toBe(0);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir).filter((n) => n.includes('restaurando'))).toEqual([]);
  }, 120_000);
});

describe('the command line', () => {
  const env = { DATA_DIR: path.join(work, 'sin-datos') };
  it('explains its usage in Spanish', async () => {
    const err: string[] = [];
    expect(await main(['backup'], { env, err: (l) => err.push(l) })).toBe(2);
    expect(err.join('\n')).toMatch(/Falta la opción --out/);
    expect(await main(['restore', '--in', path.join(work, 'no-existe')], { env, err: (l) => err.push(l) })).toBe(1);
    expect(err.join('\n')).toMatch(/No existe el archivo/);
    const out: string[] = [];
    expect(await main(['--help'], { env, log: (l) => out.push(l) })).toBe(0);
    expect(out.join('\n')).toMatch(/npm run backup -- --out <archivo>/);
  });
});

describe.runIf(isPostgres())('backup and restore on PostgreSQL (pg_dump / pg_restore)', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('restores every table and sequence as they were at the copy', async () => {
    const created = await createPgDatabase();
    drop = created.drop;
    // PORT: a port where no API answers, so the restore's running-server check passes.
    const env = { DATABASE_URL: created.url, PORT: '9' };
    const file = path.join(work, 'copia.dump');
    let database = await openDatabase({ url: created.url, poolSize: 2 });
    await seedGuild(database);
    const before = await snapshot(database);
    await database.close();

    expect((await backup(file, { env })).engine).toBe('postgres');
    database = await openDatabase({ url: created.url, poolSize: 2 });
    await mutate(database);
    expect(await snapshot(database)).not.toEqual(before);
    await database.close();

    await restore(file, { env });
    database = await openDatabase({ url: created.url, poolSize: 2 });
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 300_000);
});
