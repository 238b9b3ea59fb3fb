// The migrations' order as drizzle's migrator reads it (db/migrate.ts): on a database that already holds
// some migrations, a migration is applied only when its journal `when` is later than the newest one
// applied. A journal entry whose `when` is not later than the entry before it is skipped on every
// database that was at that entry before — an upgrade that silently misses its tables.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';
import { baseMigradaHasta } from '../testing/migraciones.js';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migrations journal', () => {
  it('is in idx order, each `when` later than the one before', () => {
    const { entries } = journal;
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    const tarde = entries.slice(1).filter((e, i) => e.when <= entries[i]!.when);
    expect(tarde.map((e) => `${e.tag} (${e.when}) no es posterior a ${entries[e.idx - 1]!.tag}`)).toEqual([]);
  });

  it(
    // Two starting points (each a fresh database migrated that far, ~8 s on PGlite): the journal's order,
    // which decides every upgrade, is the test above's for all of them.
    'upgrades a database at each of the last two migrations to the newest: every later migration applied',
    { timeout: 120_000 },
    async () => {
      const ultimo = journal.entries.length - 1;
      for (let hasta = Math.max(0, ultimo - 2); hasta < ultimo; hasta++) {
        const database = await baseMigradaHasta(hasta);
        try {
          await runMigrations(database);
          const { rows } = await database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          expect(rows[0]!.n, `desde ${journal.entries[hasta]!.tag}`).toBe(journal.entries.length);
        } finally {
          await database.close();
        }
      }
    },
  );
});
