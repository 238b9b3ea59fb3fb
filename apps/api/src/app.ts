// Builds the Fastify app (used by the server and by tests through app.inject).
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { claveDeDireccion, limitarConexiones, proxiesDeConfianza } from './lib/direccion.js';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validador } from './lib/validador.js';
import { cuerpoDeError } from './lib/frases.js';
import type { Database, Db } from './db/client.js';
import { TokenService } from './lib/jwt.js';
import { clientErrorHandler, registerErrorHandling } from './plugins/errors.js';
import { registerIdioma } from './plugins/idioma.js';
import { authPlugin, type Operadores } from './plugins/auth.js';
import { openapiPlugin } from './plugins/openapi.js';
import { unconfiguredVoice, type VoiceAdapter } from './adapters/voice.js';
import { unconfiguredMembership, type MembershipChecker } from './adapters/membership.js';
import {
  killboardSinConfigurar,
  preciosSinConfigurar,
  type Killboard,
  type PreciosMercado,
} from './adapters/albion/killboard.js';
import { registerWriteRateLimit } from './plugins/write-rate-limit.js';
import { reescribirDireccion, registerGremioPeticion } from './plugins/gremio-peticion.js';
import { storeEnBase } from './plugins/rate-limit-store.js';
import { registerIdempotency } from './plugins/idempotency.js';
import * as intentos from './modules/idempotencia/idempotencia.repository.js';
import { prepareCuentaSesionPorId, terminarSesionesDeJugador } from './modules/cuentas/cuentas.repository.js';
import { ReadCache } from './lib/read-cache.js';
import { AtajoLecturas, rutaDeAtajo, servidorConAtajo } from './lib/atajo.js';
import { registerJsonEnHilo } from './lib/json-en-hilo.js';
import { registerCachedReply } from './plugins/cached-reply.js';
import { registerEventos, type EventosOptions } from './modules/eventos/eventos.routes.js';
import { ponerCabecerasDeSeguridad } from './lib/security-headers.js';
import { webPreloads } from './lib/web-preloads.js';
import { direccionDeGremio, leerIdioma } from '@reparto/contract';
import { ROUTES } from './routes.js';
import { ASISTENCIA_COMPLETA_PCT_DEFECTO, ASISTENCIA_MAX_HORAS_DEFECTO, AVISO_DIFERENCIA_PCT_DEFECTO } from '@reparto/contract';
import { ajustesAvisosDelGremio, ajustesAvisosApagados, type AjustesAvisos } from './modules/notificaciones/notificar.js';
import { iniciarGremio, semillaDeOpciones } from './modules/gremio/gremio.setup.js';
import type { Gremio } from './modules/gremio/gremio.js';
import { GrabadorAsistencia } from './modules/asistencia/grabador.js';
import { tareasDelLider } from './tareas-lider.js';
import type { ConfigAsistencia } from './modules/asistencia/asistencia.service.js';
import { genReqId, registerSalud } from './ops/salud.js';
import type { Lider } from './ops/lider.js';
import { habilitado, hijoPerezoso } from './ops/logs.js';
import type { Metricas } from './ops/metricas.js';
import type { ServiciosExternos } from './ops/servicios.js';
import { DiscordOAuth, type DiscordOAuthConfig } from './adapters/discord/oauth.js';
import { Cifrado } from './lib/cifrado.js';
import type { DiscordLogin } from './modules/auth/discord-roles.js';
import { registerInteracciones, type OpcionesInteracciones } from './modules/comandos/interacciones.routes.js';

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** The server's own pino logger (ops/logs.ts: redaction, LOG_FORMAT); instead of `logger`. */
  loggerInstance?: FastifyBaseLogger | undefined;
  /** Prometheus metrics and the outside services' state (ops/); new ones when not given. */
  metricas?: Metricas | undefined;
  servicios?: ServiciosExternos | undefined;
  /** Who runs the singleton jobs (ops/lider.ts); this process alone when absent (tests, one instance). */
  lider?: Lider | undefined;
  /** Built web app to serve with an SPA fallback. */
  webDistDir?: string | undefined;
  /** Login attempts per minute and address. */
  loginRateLimit?: number;
  voice?: VoiceAdapter;
  membership?: MembershipChecker;
  /** The regear's killboard and market prices (adapters/albion/killboard.ts); unconfigured when absent. */
  killboard?: Killboard;
  precios?: PreciosMercado;
  /** Albion check policy when the API is down: register anyway (lenient) or refuse (strict). */
  albionCheck?: 'strict' | 'lenient';
  /** Writes per minute and account (or address without a token), shared by every write route. */
  writeRateLimit?: number;
  /** What is notified to Discord (off unless DISCORD_WEBHOOK_URL is set; docs/integraciones.md). */
  ajustesAvisos?: AjustesAvisos;
  /** The default guild's seed on its first start (server.ts: the environment's); then the row rules (docs/ajustes-gremio.md). */
  gremio?: Partial<Gremio> | undefined;
  /** The guild's default tax in % (a seed, as `gremio.impuestoPct`; the tests' older name). */
  impuestoGremioPct?: number;
  /** Closing warns below silver app by more than this % (AVISO_DIFERENCIA_PCT; 10 when unset). */
  avisoDiferenciaPct?: number;
  /** false: no read cache, every read goes to the database (READ_CACHE=off; docs/performance.md). */
  readCache?: boolean;
  /** Cap of the lag allowed to the TOP lists and the earnings search (tests that compare at once: 0). */
  readCacheMaxLagMs?: number;
  /** GET /api/eventos: the caps on open streams (per instance, per address), their longest life, the keep-alive. */
  eventos?: Partial<EventosOptions>;
  /** Open connections per address (CONEXIONES_MAX_POR_DIRECCION; 0 or unset: no cap). */
  conexionesMaxPorDireccion?: number;
  /** Which proxies' X-Forwarded-For gives the client's address (TRUST_PROXY; off: the socket's). */
  trustProxy?: boolean | string;
  /** Longest time to receive a whole request, headers and body (a stream's answer is not bound by it). */
  requestTimeoutMs?: number;
  /** «Entrar con Discord» (docs/integraciones.md, "Discord login"); off when absent. */
  discord?: DiscordOAuthConfig | undefined;
  interacciones?: OpcionesInteracciones | undefined;
  /** Attendance (docs/asistencia.md): ASISTENCIA_* (90 %, 6 h when unset), the clock (tests move it). */
  asistencia?: Partial<ConfigAsistencia> | undefined;
  operadores?: Partial<Operadores> | undefined; // OPERADOR_EMAILS, OPERADOR_DISCORD_IDS (docs/deploy.md)
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shortcut of repeated public reads (lib/atajo.ts). */
    atajo: AtajoLecturas;
    db: Db;
    database: Database;
    tokens: TokenService;
    voice: VoiceAdapter;
    membership: MembershipChecker;
    killboard: Killboard;
    precios: PreciosMercado;
    albionCheck: 'strict' | 'lenient';
    loginRateLimit: number;
    /** Switching a player off ends their account's sessions: the cuentas module's write, for jugadores. */
    terminarSesionesDeJugador: typeof terminarSesionesDeJugador;
    ajustesAvisos: AjustesAvisos;
    /** The current guild's settings (modules/gremio/gremio.setup.ts): read when a service acts, changed in place. */
    gremio: Gremio;
    /** null: «Entrar con Discord» is not configured (the button is not shown). */
    discordLogin: DiscordLogin | null;
    avisoDiferenciaPct: number;
    asistencia: ConfigAsistencia;
    /** Records the attendance sessions' channels from start to close (docs/asistencia.md). */
    grabador: GrabadorAsistencia;
  }
}

export const BODY_LIMIT = 1024 * 1024;
/** A request (headers and body) must arrive within this (docs/reliability.md, "Slow clients"). */
export const REQUEST_TIMEOUT_MS = 60_000;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const atajo = new AtajoLecturas();
  const app = Fastify({
    // Fastify's HTTP server with the shortcut of repeated public reads in front (lib/atajo.ts; docs/performance.md).
    serverFactory: servidorConAtajo(atajo),
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance, childLoggerFactory: hijoPerezoso }
      : { logger: opts.logger ?? false }),
    genReqId,
    bodyLimit: BODY_LIMIT,
    // Clients may not choose the request id: it is ours, for the logs.
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: reescribirDireccion, // `/api/g/{slug}/…` is `/api/…` for that guild (plugins/gremio-peticion.ts)
    return503OnClosing: true,
    trustProxy: opts.trustProxy ?? false,
    requestTimeout,
    clientErrorHandler,
    // Node checks the timeouts every connectionsCheckingInterval (30 s by default: a quarter of the
    // timeout here), and applies requestTimeout only when headersTimeout is not longer than it.
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.conexionesMaxPorDireccion)
    limitarConexiones(app.server, opts.conexionesMaxPorDireccion, proxiesDeConfianza(opts.trustProxy));

  app.setValidatorCompiler(validador);
  app.setSerializerCompiler(serializerCompiler);
  // A body over 1 MiB (the loot paste) is parsed off the event loop (lib/json-en-hilo.ts).
  app.decorate('jsonEnHilo', registerJsonEnHilo(app));

  app.decorate('db', opts.database.db);
  app.decorate('database', opts.database);
  app.decorate('tokens', new TokenService(opts.jwtSecret));
  app.decorate('voice', opts.voice ?? unconfiguredVoice);
  app.decorate('membership', opts.membership ?? unconfiguredMembership);
  app.decorate('killboard', opts.killboard ?? killboardSinConfigurar);
  app.decorate('precios', opts.precios ?? preciosSinConfigurar);
  app.decorate('albionCheck', opts.albionCheck ?? 'lenient');
  app.decorate('loginRateLimit', opts.loginRateLimit ?? 10);
  app.decorate('terminarSesionesDeJugador', terminarSesionesDeJugador);
  // The guild's row (its settings and what notifies it: `ajustesAvisos` reads the payments and the language there).
  const gremio = iniciarGremio(app, semillaDeOpciones(opts));
  app.decorate('ajustesAvisos', ajustesAvisosDelGremio({ ...(opts.ajustesAvisos ?? ajustesAvisosApagados()) }, gremio));
  app.decorate('readCache', new ReadCache(opts.database, { enabled: opts.readCache ?? true, maxLagMs: opts.readCacheMaxLagMs }));
  registerCachedReply(app);
  registerEventos(app, {
    max: opts.eventos?.max ?? 300,
    maxPorDireccion: opts.eventos?.maxPorDireccion ?? 10,
    vidaMaxMs: opts.eventos?.vidaMaxMs ?? 30 * 60_000,
    latidoMs: opts.eventos?.latidoMs ?? 25_000,
  });
  app.decorate(
    'discordLogin',
    opts.discord ? { oauth: new DiscordOAuth(opts.discord), cifrado: new Cifrado(opts.jwtSecret, 'discord-tokens') } : null,
  );
  app.decorate('avisoDiferenciaPct', opts.avisoDiferenciaPct ?? AVISO_DIFERENCIA_PCT_DEFECTO);
  const asistencia: ConfigAsistencia = {
    completaPct: opts.asistencia?.completaPct ?? ASISTENCIA_COMPLETA_PCT_DEFECTO,
    maxHoras: opts.asistencia?.maxHoras ?? ASISTENCIA_MAX_HORAS_DEFECTO,
    reloj: opts.asistencia?.reloj ?? (() => new Date()),
  };
  app.decorate('asistencia', asistencia);
  const grabador = new GrabadorAsistencia({
    db: opts.database.db,
    voice: () => app.voice,
    config: asistencia,
    ajustesAvisos: () => app.ajustesAvisos,
    log: app.log,
  });
  app.decorate('grabador', grabador);
  // Singleton jobs, on the leading instance only (ops/lider.ts): attendance, reminders, sales' closing (tareas-lider.ts).
  const tareas = tareasDelLider(app, grabador);
  app.addHook('onReady', async () => void (await Promise.all(Object.entries(tareas).map(([n, t]) => app.lider.tarea(n, t)))));
  app.addHook('onClose', async () => void (await Promise.all(Object.keys(tareas).map((n) => app.lider.quitar(n)))));

  registerErrorHandling(app);
  registerIdioma(app);
  // X-Request-Id, the request metrics, GET /api/health and /api/ready (docs/deploy.md).
  const entrada = registerSalud(app, { metricas: opts.metricas, servicios: opts.servicios, lider: opts.lider });
  // One onRequest hook for what every request pays first: its id, the drain's count, helmet's headers (docs/performance.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (!entrada(request, reply)) return;
    ponerCabecerasDeSeguridad(reply.raw);
    done();
  });
  registerGremioPeticion(app, (slug) => app.direccionesGremio.buscar(slug));
  // Counted in the database, shared by every instance (rate-limit-store.ts); an outage fails the request, not its count.
  await app.register(rateLimit, {
    global: false,
    store: storeEnBase(opts.database.db),
    skipOnError: true,
    // An IPv6 client counts by its /64 (lib/direccion.ts).
    keyGenerator: (request) => claveDeDireccion(request.ip),
  });
  registerWriteRateLimit(app, opts.writeRateLimit ?? 300);
  registerIdempotency(app, intentos);
  await app.register(authPlugin, { sesionPorId: prepareCuentaSesionPorId, operadores: opts.operadores });
  await app.register(openapiPlugin);

  // Last of the onRoute hooks: a route still without a hook of its own may take the shortcut.
  app.decorate('atajo', atajo);
  app.addHook('onRoute', (route) => {
    if (rutaDeAtajo(route)) route.config = { ...route.config, atajo: true } as typeof route.config;
  });
  app.addHook('onReady', (done) => {
    atajo.conectar({
      readCache: app.readCache,
      drenaje: app.drenaje,
      metricas: app.metricas,
      registraPeticiones: habilitado(app.log, 'info'),
    });
    done();
  });

  // Every route of the API, from the one table (routes.ts).
  for (const { method, url, endpoint } of ROUTES) app.route({ method, url, ...endpoint.options });
  await registerInteracciones(app, { ...opts.interacciones, intentos });

  const webDir = opts.webDistDir ? path.resolve(opts.webDistDir) : undefined;
  const serveWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  const preloadLinks = serveWeb ? webPreloads(webDir) : () => undefined;
  if (serveWeb) {
    // The build holds a Brotli and a gzip twin of every text file (apps/web/build/precompress.ts): the
    // best one the client accepts is sent as it is. Hashed assets never change under their name;
    // everything else (index.html, robots.txt, the icons) is revalidated on every visit.
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A file name (a last segment with an extension) that the build does not have is a 404, not the
    // app's HTML: a stale asset or a missing icon must not answer 200 text/html.
    const file = /\.[a-z0-9]+$/i.test(pathname);
    if (!serveWeb || pathname.startsWith('/api') || request.method !== 'GET' || file) {
      return reply.status(404).send(cuerpoDeError(request, 'http.rutaNoEncontrada'));
    }
    // SPA fallback: the router decides (unknown paths end on /distribucion). The page's own files
    // are announced at once (lib/web-preloads.ts).
    // With the catalogues of the language the web remembers in its `idioma` cookie (docs/idiomas.md).
    const idioma = /(?:^|;\s*)idioma=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
    const links = preloadLinks(direccionDeGremio(pathname).ruta, leerIdioma(idioma));
    if (links) void reply.header('link', links).header('vary', 'cookie');
    return reply.sendFile('index.html');
  });

  return app;
}
