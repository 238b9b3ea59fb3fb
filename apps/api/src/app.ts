// Builds the Fastify app (used by the server and by tests through app.inject).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION } from '@reparto/contract';
import type { Database, Db } from './db/client.js';
import { TokenService } from './lib/jwt.js';
import { registerErrorHandling } from './plugins/errors.js';
import { authPlugin } from './plugins/auth.js';
import { unconfiguredVoice, type VoiceAdapter } from './adapters/voice.js';
import { unconfiguredMembership, type MembershipChecker } from './adapters/membership.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { jugadoresRoutes } from './modules/jugadores/jugadores.routes.js';
import { periodosRoutes } from './modules/periodos/periodos.routes.js';
import { distribucionesRoutes } from './modules/distribuciones/distribuciones.routes.js';
import { registroRoutes } from './modules/distribuciones/registro.routes.js';
import { distribuidoresRoutes } from './modules/periodos/distribuidores.routes.js';
import { cuentasRoutes } from './modules/cuentas/cuentas.routes.js';
import { integracionesRoutes } from './modules/integraciones/integraciones.routes.js';
import { auditoriaRoutes } from './modules/auditoria/auditoria.routes.js';
import { registerWriteRateLimit } from './plugins/write-rate-limit.js';
import { notificacionesRoutes } from './modules/notificaciones/notificaciones.routes.js';

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve with an SPA fallback. */
  webDistDir?: string | undefined;
  /** Login attempts per minute and address. */
  loginRateLimit?: number;
  voice?: VoiceAdapter;
  membership?: MembershipChecker;
  /** Albion check policy when the API is down: register anyway (lenient) or refuse (strict). */
  albionCheck?: 'strict' | 'lenient';
  /** Writes per minute and account (or address without a token), shared by every write route. */
  writeRateLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    tokens: TokenService;
    voice: VoiceAdapter;
    membership: MembershipChecker;
    albionCheck: 'strict' | 'lenient';
    loginRateLimit: number;
  }
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Clients may not choose the request id: it is ours, for the logs.
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', opts.database.db);
  app.decorate('database', opts.database);
  app.decorate('tokens', new TokenService(opts.jwtSecret));
  app.decorate('voice', opts.voice ?? unconfiguredVoice);
  app.decorate('membership', opts.membership ?? unconfiguredMembership);
  app.decorate('albionCheck', opts.albionCheck ?? 'lenient');
  app.decorate('loginRateLimit', opts.loginRateLimit ?? 10);

  registerErrorHandling(app);

  // Security headers (helmet), built once: @fastify/helmet rebuilt helmet's middleware on every request,
  // a quarter of the CPU of a cached answer (docs/performance.md). Same options, same headers.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact injects <style> elements at run time (DataTable, Dialog).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(rateLimit, { global: false });
  registerWriteRateLimit(app, opts.writeRateLimit ?? 300);
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION, description: 'API del reparto de plata del gremio.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await opts.database.ping();
      return { ok: true, database: 'ok', engine: opts.database.engine };
    } catch {
      return reply.status(503).send({ ok: false, message: 'La base de datos no está disponible', database: 'caída' });
    }
  });

  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(jugadoresRoutes, { prefix: '/api/jugadores' });
  await app.register(periodosRoutes, { prefix: '/api/distribuciones' });
  await app.register(distribucionesRoutes, { prefix: '/api/distribuciones' });
  await app.register(distribuidoresRoutes, { prefix: '/api/jugadores' });
  await app.register(registroRoutes, { prefix: '/api/jugadores' });
  await app.register(integracionesRoutes, { prefix: '/api/jugadores' });
  await app.register(cuentasRoutes, { prefix: '/api/cuentas' });
  await app.register(auditoriaRoutes, { prefix: '/api/auditoria' });
  await app.register(notificacionesRoutes, { prefix: '/api/notificaciones' });

  const webDir = opts.webDistDir ? path.resolve(opts.webDistDir) : undefined;
  const serveWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!serveWeb || url.startsWith('/api') || request.method !== 'GET') {
      return reply.status(404).send({ ok: false, message: 'Ruta no encontrada' });
    }
    // SPA fallback: the router decides (unknown paths end on /distribucion).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
