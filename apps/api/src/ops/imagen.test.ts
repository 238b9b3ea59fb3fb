// The image's and the compose file's promises (docs/deploy.md), read from the files themselves: there is
// no Docker daemon here. The start command they run is proven by CI outside a container
// (scripts/check-production-start.sh in .ci/run).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../env.js';
import { REPO_ROOT } from '../paths.js';
import { API_NODE_FLAGS } from '../../../../scripts/build-api.mjs';

const leer = (f: string) => readFileSync(path.join(REPO_ROOT, f), 'utf8');
const dockerfile = leer('Dockerfile');
/** The Dockerfile's instructions of the final stage (after the last FROM), continuation lines joined. */
const instrucciones = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((l) => l.trim() && !l.trim().startsWith('#'));
const ultimoFrom = instrucciones.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
const final = instrucciones.slice(ultimoFrom);

interface Servicio {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  env_file?: string | string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
}
const compose = parse(leer('compose.yaml')) as { services: Record<string, Servicio>; volumes: Record<string, unknown> };

/** NAME of every `NAME=` line of .env.example, commented out or not. */
const enEjemplo = leer('.env.example')
  .split('\n')
  .map((l) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(l)?.[1])
  .filter((n): n is string => Boolean(n));

const SECRETOS = [
  'POSTGRES_PASSWORD',
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'DISCORD_TOKEN',
  'DISCORD_CLIENT_SECRET',
  'DISCORD_WEBHOOK_URL',
];

/**
 * Variables only Docker Compose reads (interpolated in compose.yaml), never the server: env.ts has none
 * (docs/decisions/009-compose-only-variables.md).
 */
const SOLO_COMPOSE = ['REPARTO_IMAGE'];
/** NAME of every `${NAME…}` compose.yaml interpolates. */
const interpoladas = [...leer('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);

describe('Dockerfile', () => {
  it('builds in one stage and runs on a slim Node 20 image in another', () => {
    const froms = instrucciones.filter((l) => /^FROM\s/i.test(l));
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms.at(-1)).toMatch(/^FROM node:20[\w.-]*-slim\s*$/);
  });

  it('runs as a non-root user', () => {
    const user = final.filter((l) => /^USER\s/i.test(l)).at(-1);
    expect(user).toBeDefined();
    expect(user!.split(/\s+/)[1]).not.toMatch(/^(root|0)(:|$)/);
  });

  it('checks its health on the liveness route', () => {
    const hc = final.find((l) => /^HEALTHCHECK\s/i.test(l));
    expect(hc).toMatch(/\/api\/health\b/);
    expect(hc).not.toMatch(/\/api\/ready/);
  });

  it('starts with the repository script CI runs, with production dependencies only', () => {
    expect(final.find((l) => /^CMD\s/i.test(l))).toMatch(/scripts\/serve\.sh/);
    // The runtime folder comes from scripts/production-folder.sh (npm ci --omit=dev).
    expect(dockerfile).toMatch(/scripts\/production-folder\.sh \/app/);
    expect(leer('scripts/production-folder.sh')).toMatch(/npm ci --omit=dev/);
  });

  it('keeps PGlite and the backups in volumes, and bakes no configuration of an installation', () => {
    expect(final.find((l) => /^VOLUME\s/i.test(l))).toMatch(/\/data/);
    expect(final.find((l) => /^ENV\s/i.test(l))).toMatch(/DATA_DIR=\/data/);
    // No ENV/ARG (nor any instruction) names an installation's address, database or secret.
    for (const v of ['PUBLIC_URL', 'DATABASE_URL', ...SECRETOS]) {
      expect(instrucciones.join('\n')).not.toMatch(new RegExp(`\\b${v}\\b`));
    }
  });

  it('serve.sh runs the bundle with the API node flags of scripts/build-api.mjs', () => {
    const exec = leer('scripts/serve.sh')
      .split('\n')
      .find((l) => l.startsWith('exec node'));
    expect(exec).toBe(`exec node ${API_NODE_FLAGS.join(' ')} apps/api/dist/server.mjs`);
  });
});

describe('compose.yaml', () => {
  const { app, db } = compose.services;

  it('runs the app and PostgreSQL 16, which has a pg_isready healthcheck', () => {
    expect(db?.image).toMatch(/^postgres:16\b/);
    expect(JSON.stringify(db?.healthcheck?.test)).toMatch(/pg_isready/);
  });

  it('starts the app once PostgreSQL is healthy', () => {
    expect(app?.depends_on?.['db']).toEqual({ condition: 'service_healthy' });
  });

  it('keeps its data in named volumes', () => {
    const nombres = (s: Servicio | undefined) => (s?.volumes ?? []).map((v) => v.split(':')[0]!);
    for (const nombre of [...nombres(db), ...nombres(app)]) {
      expect(nombre, 'un volumen con nombre, no una carpeta del host').toMatch(/^[a-z][\w-]*$/);
      expect(Object.keys(compose.volumes)).toContain(nombre);
    }
    expect(nombres(db)).toHaveLength(1);
    expect(nombres(app).length).toBeGreaterThanOrEqual(2);
  });

  it('reads secrets from the .env file, never from itself', () => {
    expect(app?.env_file).toBe('.env');
    const texto = leer('compose.yaml');
    for (const [nombre, valor] of Object.entries({ ...db?.environment, ...app?.environment })) {
      if (/PASSWORD|SECRET|TOKEN|WEBHOOK/.test(nombre)) expect(valor, nombre).toMatch(/^\$\{[A-Z_]+(:\?[^}]*)?\}$/);
    }
    // No password inside the connection string: it comes from POSTGRES_PASSWORD.
    expect(new URL(app!.environment!['DATABASE_URL']!).password).toBe('');
    expect(texto).not.toMatch(/eyJ[\w-]{5,}\./);
  });

  it('runs the image REPARTO_IMAGE names (pulled), or else the one built from this folder', () => {
    expect(app?.image).toMatch(/^\$\{REPARTO_IMAGE:-[\w./:-]+\}$/);
    expect(app?.build).toBe('.');
  });

  it('publishes the app on the loopback only (behind the reverse proxy) and never the metrics port', () => {
    expect(app?.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(app?.environment?.['METRICS_PORT']).toBe('9464');
    expect(JSON.stringify(app?.ports)).not.toMatch(/9464/);
  });
});

describe('.env.example', () => {
  it('lists every variable the server reads and the compose-only ones, and nothing else', () => {
    expect([...enEjemplo].sort()).toEqual([...new Set([...ENV_VARIABLES, ...SOLO_COMPOSE])].sort());
    expect(new Set(enEjemplo).size).toBe(enEjemplo.length);
  });

  it('lists every variable compose.yaml interpolates; the compose-only ones are used there and unknown to env.ts', () => {
    for (const v of interpoladas) expect(enEjemplo, `${v} (compose.yaml) en .env.example`).toContain(v);
    for (const v of SOLO_COMPOSE) {
      expect(interpoladas, `${v} se usa en compose.yaml`).toContain(v);
      expect(ENV_VARIABLES, `${v} no la lee el servidor`).not.toContain(v);
    }
  });

  it('explains each variable in the line above it', () => {
    const lineas = leer('.env.example').split('\n');
    lineas.forEach((l, i) => {
      if (/^#?\s*[A-Z][A-Z0-9_]*=/.test(l)) expect(lineas[i - 1], `explicación de ${l}`).toMatch(/^# \S.{10,}/);
    });
  });

  it('commits no secret value, and .env stays out of git and of the image', () => {
    const valores = Object.fromEntries(
      leer('.env.example')
        .split('\n')
        .map((l) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(l))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1], m[2]]),
    );
    for (const s of SECRETOS) expect(valores[s], s).toBe('');
    expect(leer('.gitignore').split('\n')).toContain('.env');
    expect(leer('.dockerignore').split('\n')).toContain('.env');
  });
});
