// Opens the database, migrates, seeds: what `npm start` and the CLI share.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Env } from './env.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { ensureLeader, seedReference, type LeaderResult } from './db/seed.js';
import { seedDemo } from './db/demo.js';

export async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  mkdirSync(env.DATA_DIR, { recursive: true });
  return openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
}

/** JWT secret: from the environment, or (embedded engine) generated once and kept in DATA_DIR. */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) throw new Error('JWT_SECRET es obligatorio cuando se usa DATABASE_URL (al menos 32 caracteres).');
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface PrepareResult {
  leader: LeaderResult;
  demo: boolean;
}

export async function prepareDatabase(database: Database, env: Env): Promise<PrepareResult> {
  await runMigrations(database);
  await seedReference(database.db);
  const leader = await ensureLeader(database.db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    nickname: env.ADMIN_NICKNAME,
    allowGenerated: database.engine === 'pglite',
  });
  // The demo guild goes only into a database that was new in this start.
  const demo = leader.created && env.SEED_DEMO;
  if (demo) await seedDemo(database.db);
  return { leader, demo };
}
