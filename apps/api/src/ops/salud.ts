// Liveness, readiness, the request id and the request metrics (docs/deploy.md, "Salud" and
// "Métricas"), registered by buildApp.
// - GET /api/health (liveness): 200 as long as the process serves; it asks nothing of the database
//   (an outage of PostgreSQL must not get the app restarted: it recovers by itself).
// - GET /api/ready (readiness): 200 when the database answers and every migration of this build is
//   applied, 503 otherwise; the outside services are named with their state (ops/servicios.ts) and
//   never fail it. Neither route shows versions or internal errors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { Metricas } from './metricas.js';
import { ServiciosExternos } from './servicios.js';
import { registerDrenaje } from './apagado.js';
import { liderLocal, type Lider } from './lider.js';

declare module 'fastify' {
  interface FastifyInstance {
    metricas: Metricas;
    servicios: ServiciosExternos;
    lider: Lider;
  }
}

/** Clients may not choose the request id (app.ts: requestIdHeader false): it is ours, for the logs. */
export const genReqId = () => randomUUID();
export const REQUEST_ID_HEADER = 'x-request-id';

/** Longest wait for the database's answer in a readiness check. */
export const READY_TIMEOUT_MS = 3_000;

/** The newest migration of this build (drizzle-kit's journal), as the migrator records it. */
function ultimaMigracion(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

type Migraciones = 'ok' | 'pending';

async function comprobarBase(database: Database, esperada: number): Promise<Migraciones> {
  await database.ping();
  try {
    const res = (await database.db.execute(
      sql`select coalesce(max(created_at), 0)::float8 as m from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { m: number }[] };
    return Number(res.rows[0]?.m ?? 0) >= esperada ? 'ok' : 'pending';
  } catch (error) {
    // The migrations' table itself is missing: nothing was ever migrated.
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === '42P01') return 'pending';
    if ((error as { code?: string }).code === '42P01') return 'pending';
    throw error;
  }
}

function conLimite<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('sin respuesta a tiempo')), ms);
  });
  return Promise.race([p, limite]).finally(() => clearTimeout(timer));
}

export interface SaludOptions {
  metricas?: Metricas | undefined;
  servicios?: ServiciosExternos | undefined;
  /** Who runs the singleton jobs; this process alone when absent. */
  lider?: Lider | undefined;
}

/**
 * Registers the metrics, the drain and the health routes; gives the first steps of the app's one
 * onRequest hook (app.ts): the request id's header, then the drain's (false: a 503 was sent).
 */
export function registerSalud(
  app: FastifyInstance,
  opts: SaludOptions,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const metricas = opts.metricas ?? new Metricas();
  const servicios = opts.servicios ?? new ServiciosExternos();
  app.decorate('metricas', metricas);
  app.decorate('servicios', servicios);
  const lider = opts.lider ?? liderLocal(app.log);
  app.decorate('lider', lider);
  // Its own leader (a test's app) ends with the app; a given one is the server's to close.
  if (!opts.lider) app.addHook('onClose', () => lider.close());
  const esperada = ultimaMigracion();

  const drenar = registerDrenaje(app);
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL (one series per route, whatever the ids).
    const route = request.routeOptions.url ?? '(sin ruta)';
    metricas.peticiones.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('onReady', (done) => {
    metricas.vigilar({
      database: app.database,
      streamsAbiertos: () => app.eventos.abiertos.size,
      cache: () => app.readCache.stats,
      lider: () => lider.esLider(),
    });
    done();
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, status: 'alive' }));

  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const services = servicios.informe();
    // Which instance runs the singleton jobs (ops/lider.ts), and which of them run here.
    const estadoLider = { esta_instancia: lider.esLider(), tareas: lider.tareas() };
    const degraded = Object.values(services).some((s) => s.status === 'degraded');
    let migrations: Migraciones;
    try {
      migrations = await conLimite(comprobarBase(app.database, esperada), READY_TIMEOUT_MS);
    } catch {
      return reply.status(503).send({
        ok: false,
        message: 'La base de datos no está disponible',
        code: 'salud.baseDeDatos',
        status: 'not_ready',
        database: 'down',
        migrations: 'unknown',
        services,
        lider: estadoLider,
      });
    }
    if (migrations !== 'ok') {
      return reply.status(503).send({
        ok: false,
        message: 'Faltan migraciones por aplicar en la base de datos',
        code: 'salud.migraciones',
        status: 'not_ready',
        database: 'ok',
        migrations,
        services,
        lider: estadoLider,
      });
    }
    return { ok: true, status: degraded ? 'degraded' : 'ready', database: 'ok', migrations, services, lider: estadoLider };
  });

  return (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    return drenar(request, reply);
  };
}
