// Opens the database, migrates, seeds: what `npm start` and the CLI share; and the regear's Albion
// clients built from the configuration (docs/integraciones.md, «Killboard y precios (regear)»).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Env } from './env.js';
import { cerrarCarpeta } from './paths.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { ensureLeader, seedReference, type LeaderResult } from './db/seed.js';
import { seedDemo, seedDemoSegundoGremio } from './db/demo.js';
import {
  killboardSinConfigurar,
  preciosSinConfigurar,
  type Killboard,
  type PreciosMercado,
} from './adapters/albion/killboard.js';
import { KillboardGameinfo } from './adapters/albion/killboard-gameinfo.js';
import { PreciosAlbionData } from './adapters/albion/precios.js';
import { fetchMedido, opcionesGameinfo, type ServiciosExternos } from './ops/servicios.js';
import type { Metricas } from './ops/metricas.js';

/**
 * The configured engine, open. DATA_DIR (PGlite's folder, the JWT secret, the copies by default) is
 * its owner's alone once PGlite has opened it, a folder of an older install too (docs/deploy.md,
 * «Permisos de los archivos»); `avisar` hears of what could not be closed.
 */
export async function openConfiguredDatabase(env: Env, avisar: (linea: string) => void = () => undefined): Promise<Database> {
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  const abiertos = cerrarCarpeta(env.DATA_DIR);
  if (abiertos.length > 0)
    avisar(
      `No se pudo quitar el acceso de otros usuarios a ${abiertos.length} archivos de ${env.DATA_DIR} (p. ej. ${abiertos[0]}): revise su dueño`,
    );
  return database;
}

/** JWT secret: from the environment, or (embedded engine) generated once and kept in DATA_DIR. */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) throw new Error('JWT_SECRET es obligatorio cuando se usa DATABASE_URL (al menos 32 caracteres).');
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The VAPID keys and subject of Web Push (docs/pwa.md, «Avisos en el dispositivo»). */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A new P-256 key pair as the push services want it: base64url, the public key uncompressed (65 bytes). */
export function generarClavesVapid(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privada = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - privada.length), privada]).toString('base64url');
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey };
}

/**
 * VAPID keys: from the environment (both), or (embedded engine) generated once and kept in
 * DATA_DIR/vapid.json (0600), like the JWT secret; with DATABASE_URL and no keys, null: no Web Push
 * (instances sharing a database must share the keys, so they are never generated per instance).
 */
export function resolveVapid(env: Env): Vapid | null {
  const subject =
    env.VAPID_SUBJECT ??
    (env.PUBLIC_URL?.startsWith('https://')
      ? new URL(env.PUBLIC_URL).origin
      : `mailto:${env.ADMIN_EMAIL ?? 'lider@reparto.invalid'}`);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.DATABASE_URL) return null;
  const file = path.join(env.DATA_DIR, 'vapid.json');
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey, privateKey, subject };
  }
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const claves = generarClavesVapid();
  writeFileSync(file, JSON.stringify(claves), { mode: 0o600 });
  return { ...claves, subject };
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
  if (demo) {
    await seedDemo(database.db);
    await seedDemoSegundoGremio(database.db);
  }
  return { leader, demo };
}

export interface ClientesRegear {
  killboard: Killboard;
  precios: PreciosMercado;
  /** What the start writes to the log about them. */
  notas: { level: 'info' | 'warn'; msg: string }[];
}

/**
 * The regear's killboard (gameinfo: on when ALBION_GUILD_ID is set, as the membership check) and market
 * prices (the Albion Data Project: on unless ALBION_DATA_API_BASE=off). Their calls are timed into the
 * metrics and the services' state (GET /api/ready).
 */
export function clientesRegear(
  env: Pick<Env, 'ALBION_API_BASE' | 'ALBION_GUILD_ID' | 'ALBION_TIMEOUT_MS' | 'ALBION_DATA_API_BASE' | 'ALBION_DATA_TIMEOUT_MS'>,
  medidos: { metricas?: Metricas | undefined; servicios?: ServiciosExternos | undefined } = {},
): ClientesRegear {
  const notas: ClientesRegear['notas'] = [];
  let killboard: Killboard = killboardSinConfigurar;
  const gameinfo = opcionesGameinfo(env, medidos);
  if (gameinfo) {
    killboard = new KillboardGameinfo(gameinfo);
  } else {
    notas.push({ level: 'info', msg: 'Killboard de Albion no configurado (ALBION_GUILD_ID): el regear no puede leer muertes' });
  }
  let precios: PreciosMercado = preciosSinConfigurar;
  if (env.ALBION_DATA_API_BASE !== 'off') {
    precios = new PreciosAlbionData({
      baseUrl: env.ALBION_DATA_API_BASE,
      timeoutMs: env.ALBION_DATA_TIMEOUT_MS,
      fetch: fetchMedido('precios', medidos),
    });
    medidos.servicios?.registrar(
      'precios',
      medidos.servicios.porLlamadas('precios', 'a la API de precios (Albion Data Project)'),
    );
  } else {
    notas.push({
      level: 'info',
      msg: 'Precios de mercado apagados (ALBION_DATA_API_BASE=off): cada objeto del regear queda sin precio',
    });
  }
  return { killboard, precios, notas };
}
