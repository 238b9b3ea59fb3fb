// Test harness: a fresh database per test file on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set, and the whole app built for app.inject.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CARGO_IDS, ROL } from '@reparto/contract';
import { openDatabase, type Database } from '../db/client.js';
import { jugador } from '../db/schema.js';
import { createAccount } from '../db/seed.js';
import { buildApp, type AppOptions } from '../app.js';
import { TokenService } from '../lib/jwt.js';
import { aplicarConsecuencias } from '../lib/escritura.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgTemplate: string;
  }
}

export const TEST_JWT_SECRET = 'secreto-de-pruebas-con-mas-de-32-caracteres-ok';
/** The tests' operator: the nickname of its player, and its email (`<nickname>@test.local`, as every test account's). */
export const NICKNAME_OPERADOR_PRUEBAS = 'operador';
export const EMAIL_OPERADOR_PRUEBAS = `${NICKNAME_OPERADOR_PRUEBAS}@test.local`;
export const isPostgres = () => Boolean(process.env['TEST_DATABASE_URL']);

/** A new, migrated database with reference data (cargos, roles, states, places, houses). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = inject('pgTemplate');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: dbUrl.toString(), poolSize: 10 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const image = readFileSync(inject('pgliteImage'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([image]) });
}

export interface TestCuenta {
  idCuenta: number;
  idPlayer: number;
  nickname: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.toLowerCase();

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  tokens: TokenService;
  /** The leader (every charge 1–8), created like on first start. */
  lider: TestCuenta;
  createPlayer(input?: {
    nickname?: string;
    idCargo?: number;
    idRol?: number;
    estado?: boolean;
  }): Promise<{ idPlayer: number; nickname: string }>;
  /**
   * The host's operator (docs/deploy.md, «Operador»): an account without cargos whose email the app's
   * default operators name, made on first use.
   */
  operador(): Promise<TestCuenta>;
  /** A player with an account holding the given charges, and a valid token. */
  createCuenta(input: { cargos: number[]; nickname?: string; idCargo?: number }): Promise<TestCuenta>;
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildTestApp(options: Partial<Omit<AppOptions, 'database' | 'jwtSecret'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    loginRateLimit: 1000,
    writeRateLimit: 100_000,
    operadores: { emails: [EMAIL_OPERADOR_PRUEBAS], discordIds: [] },
    ...options,
  });
  await app.ready();
  const tokens = new TokenService(TEST_JWT_SECRET);

  const createPlayer: TestApp['createPlayer'] = async (input = {}) => {
    const nickname = input.nickname ?? unique('jug');
    const [row] = await database.db
      .insert(jugador)
      .values({ nickname, idCargo: input.idCargo ?? 3, idRol: input.idRol ?? ROL.SIN_ROL, estado: input.estado ?? true })
      .returning({ idPlayer: jugador.idPlayer });
    await aplicarConsecuencias(database.db, { auditoria: [], cambio: { tipo: 'jugador', idPlayer: row!.idPlayer } });
    return { idPlayer: row!.idPlayer, nickname };
  };

  const createCuenta: TestApp['createCuenta'] = async (input) => {
    const player = await createPlayer({ nickname: input.nickname ?? unique('cta'), idCargo: input.idCargo ?? 3 });
    const email = `${player.nickname}@test.local`;
    const password = 'contraseña-de-prueba';
    const idCuenta = await createAccount(database.db, { email, password, idPlayer: player.idPlayer, cargos: input.cargos });
    return {
      idCuenta,
      idPlayer: player.idPlayer,
      nickname: player.nickname,
      email,
      password,
      token: await tokens.sign(idCuenta, 0),
    };
  };

  const lider = await createCuenta({ cargos: [...CARGO_IDS], nickname: 'lider', idCargo: 1 });
  let operador: Promise<TestCuenta> | undefined;

  return {
    app,
    database,
    db: database.db,
    tokens,
    lider,
    createPlayer,
    createCuenta,
    operador: () => (operador ??= createCuenta({ cargos: [], nickname: NICKNAME_OPERADOR_PRUEBAS })),
    request: (method, url, opts = {}) =>
      app.inject({
        method,
        url,
        headers: { ...(opts.token ? { 'x-token': opts.token } : {}), ...opts.headers },
        ...(opts.body === undefined ? {} : { payload: opts.body as object }),
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
