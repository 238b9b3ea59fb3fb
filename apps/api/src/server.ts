// `npm start` and the image's start (scripts/serve.sh): configuration, database, seeds, then one
// port for the web app and /api, and the metrics on a listener of their own (docs/deploy.md).
import path from 'node:path';
import { fijadaEnEntorno, parseEnv } from './env.js';
import { buildApp } from './app.js';
import { clientesRegear, openConfiguredDatabase, prepareDatabase, resolveJwtSecret, resolveVapid } from './bootstrap.js';
import { iniciarPush } from './modules/push/push.setup.js';
import { buildIntegrations } from './modules/integraciones/integraciones.setup.js';
import { REPO_ROOT, soloParaElDueno } from './paths.js';
import { ajustesAvisosDelEntorno, iniciarNotificaciones } from './modules/notificaciones/notificaciones.setup.js';
import { crearLogger, valoresSecretos } from './ops/logs.js';
import { Metricas } from './ops/metricas.js';
import { fetchMedido, ServiciosExternos } from './ops/servicios.js';
import { iniciarServidorMetricas } from './ops/servidor-metricas.js';
import { iniciarCopias, type Copias } from './ops/copias.js';
import { liderDe } from './ops/lider.js';
import { apagar } from './ops/apagado.js';
import { discordLoginDelEntorno, rolesPorCargoDelEntorno } from './modules/auth/discord.setup.js';
import { iniciarRevisionRoles } from './modules/auth/discord-revision.js';
import { entornoDelGremio, semillaDelEntorno } from './modules/gremio/gremio.js';
import { prepararGremio } from './modules/gremio/gremio.service.js';

async function main() {
  // Before anything is written: DATA_DIR and BACKUP_DIR are the owner's alone (docs/deploy.md).
  soloParaElDueno();
  const env = parseEnv();
  const jwtSecret = resolveJwtSecret(env);
  // Web Push's keys (docs/pwa.md): the env's, or generated once into DATA_DIR like the JWT secret.
  const vapid = resolveVapid(env);
  const logger = crearLogger({
    level: env.LOG_LEVEL,
    format: env.LOG_FORMAT,
    secretos: valoresSecretos(env, [jwtSecret, ...(vapid ? [vapid.privateKey] : [])]),
  });
  // The start's own lines are shown whatever LOG_LEVEL says.
  const inicio = logger.child({}, { level: 'info' });
  const metricas = new Metricas();
  const servicios = new ServiciosExternos();
  const database = await openConfiguredDatabase(env, (linea) => inicio.warn(linea));
  const { leader, demo } = await prepareDatabase(database, env);
  if (leader.generatedPassword) {
    console.log(
      `\n  Cuenta de líder creada: ${leader.email}\n  Contraseña generada (se muestra una sola vez): ${leader.generatedPassword}\n  Cámbiela con: npm run cuentas -- clave --email ${leader.email}\n`,
    );
  } else if (leader.created) {
    inicio.info(`Cuenta de líder creada: ${leader.email}`);
  }
  if (demo) inicio.info('Gremio de demostración cargado (ver README: cuentas de demostración).');

  // The guild's row: the environment seeds it on the first start, then the row is the truth
  // (docs/decisions/015-guild-as-a-row.md); the connections below take its ids.
  const gremio = await prepararGremio(database.db, semillaDelEntorno(env, fijadaEnEntorno), (linea) => inicio.warn(linea));
  const entorno = { ...env, ...entornoDelGremio(gremio) };

  // Discord and Albion Online adapters (docs/integraciones.md); missing settings leave them off.
  const integrations = await buildIntegrations(entorno, { metricas, servicios });
  const discordLogin = discordLoginDelEntorno(entorno);
  const regear = clientesRegear(entorno, { metricas, servicios });
  // One instance runs the singleton jobs: the holder of an advisory lock on PostgreSQL, this process on
  // the embedded engine (ops/lider.ts, docs/reliability.md).
  const lider = liderDe(database, { log: logger.child({ modulo: 'lider' }) });
  const app = await buildApp({
    database,
    jwtSecret,
    loggerInstance: logger,
    metricas,
    servicios,
    webDistDir: env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    writeRateLimit: env.WRITE_RATE_LIMIT,
    voice: integrations.voice,
    membership: integrations.membership,
    albionCheck: integrations.albionCheck,
    killboard: regear.killboard,
    precios: regear.precios,
    ajustesAvisos: {
      ...ajustesAvisosDelEntorno(entorno),
      rolesDiscord: rolesPorCargoDelEntorno(entorno),
      clavePush: vapid?.publicKey ?? null,
    },
    gremio,
    avisoDiferenciaPct: env.AVISO_DIFERENCIA_PCT,
    readCache: env.READ_CACHE === 'on',
    eventos: {
      max: env.EVENTOS_MAX_CONEXIONES,
      maxPorDireccion: env.EVENTOS_MAX_POR_DIRECCION,
      vidaMaxMs: env.EVENTOS_VIDA_MAX_MIN * 60_000,
    },
    trustProxy: env.TRUST_PROXY ?? false,
    conexionesMaxPorDireccion: env.CONEXIONES_MAX_POR_DIRECCION,
    discord: discordLogin.config ?? undefined,
    interacciones: {
      clavePublica: env.DISCORD_PUBLIC_KEY,
      idAplicacion: env.DISCORD_CLIENT_ID,
      apiBase: env.DISCORD_API_BASE,
      urlPublica: env.PUBLIC_URL,
      fetch: fetchMedido('discord', { metricas, servicios }),
    },
    asistencia: { completaPct: env.ASISTENCIA_COMPLETA_PCT, maxHoras: env.ASISTENCIA_MAX_HORAS },
    operadores: { emails: env.OPERADOR_EMAILS ?? [], discordIds: env.OPERADOR_DISCORD_IDS ?? [] },
    lider,
  });
  app.log.info(discordLogin.nota);
  for (const nota of regear.notas) app.log[nota.level](nota.msg);
  // Never waits for Discord: calls answer 503 until it is connected.
  integrations.start({
    db: database.db,
    log: app.log,
    lider,
    bajas: { gremio: app.gremio, ajustesAvisos: app.ajustesAvisos },
  });
  // Discord accounts whose roles shrank or who left the server lose their sessions within minutes.
  const login = app.discordLogin;
  let revisionRoles: ReturnType<typeof iniciarRevisionRoles> | null = null;
  if (login)
    void lider.tarea('revision-roles', {
      iniciar: () => {
        revisionRoles = iniciarRevisionRoles({ db: database.db, login, log: app.log.child({ modulo: 'revision-roles' }) });
      },
      detener: async () => {
        revisionRoles?.stop();
        await revisionRoles?.idle();
      },
    });
  const notificaciones = iniciarNotificaciones(entorno, database.db, app.log.child({ modulo: 'notificaciones' }), {
    metricas,
    servicios,
  });
  const push = iniciarPush(vapid, database.db, app.log.child({ modulo: 'push' }), { timeoutMs: env.PUSH_TIMEOUT_MS });
  // Scheduled backups, where BACKUP_INTERVAL_HOURS is set, are the leader's; without it the call only
  // keeps the backups' folder the owner's.
  const copiar = () => iniciarCopias({ env, database, log: app.log.child({ modulo: 'copias' }), metricas, servicios });
  let copias: Copias | null = null;
  if (env.BACKUP_INTERVAL_HOURS > 0)
    void lider.tarea('copias', { iniciar: () => void (copias = copiar()), detener: () => copias?.close() });
  else copiar();
  let servidorMetricas: { close(): Promise<void> } | null = null;

  // SIGTERM: stop accepting, drain (bounded), end the streams with a retry hint, stop the background
  // work, close the pool, exit 0 (ops/apagado.ts).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    inicio.info({ signal }, 'cerrando: se terminan las peticiones en curso');
    try {
      await apagar(app, {
        timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
        // The leader's jobs stop (a copy in progress finishes) and its lock is given back.
        enParalelo: [() => notificaciones.close(), () => push.close(), () => lider.close()],
        despues: [() => integrations.close(), async () => servidorMetricas?.close()],
      });
    } catch (error) {
      app.log.error({ err: error }, 'cerrando');
    } finally {
      await database.close().catch(() => undefined);
      inicio.info('cerrado');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  if (env.METRICS_PORT !== undefined) {
    const m = await iniciarServidorMetricas(metricas, env.METRICS_PORT, env.METRICS_HOST);
    servidorMetricas = m;
    inicio.info(`métricas en http://${m.host}:${m.port}/metrics`);
  }
  inicio.info(
    `Reparto de Plata escuchando en http://localhost:${port} (${database.engine === 'pglite' ? 'base embebida' : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
