// `npm start`: configuration, database, seeds, then one port for the web app and /api.
import path from 'node:path';
import { parseEnv } from './env.js';
import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareDatabase, resolveJwtSecret } from './bootstrap.js';
import { buildIntegrations } from './modules/integraciones/integraciones.setup.js';
import { REPO_ROOT } from './paths.js';
import { avisosDelEntorno, iniciarNotificaciones } from './modules/notificaciones/notificaciones.setup.js';

async function main() {
  const env = parseEnv();
  const jwtSecret = resolveJwtSecret(env);
  const database = await openConfiguredDatabase(env);
  const { leader, demo } = await prepareDatabase(database, env);
  if (leader.generatedPassword) {
    console.log(
      `\n  Cuenta de líder creada: ${leader.email}\n  Contraseña generada (se muestra una sola vez): ${leader.generatedPassword}\n  Cámbiela con: npm run cuentas -- clave --email ${leader.email}\n`,
    );
  } else if (leader.created) {
    console.log(`Cuenta de líder creada: ${leader.email}`);
  }
  if (demo) console.log('Gremio de demostración cargado (ver README: cuentas de demostración).');

  // Discord and Albion Online adapters (docs/integraciones.md); missing settings leave them off.
  const integrations = await buildIntegrations(env);
  const app = await buildApp({
    database,
    jwtSecret,
    logger: { level: env.LOG_LEVEL },
    webDistDir: env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    writeRateLimit: env.WRITE_RATE_LIMIT,
    voice: integrations.voice,
    membership: integrations.membership,
    albionCheck: integrations.albionCheck,
    avisos: avisosDelEntorno(env),
    impuestoGremioPct: env.IMPUESTO_GREMIO_PCT,
    readCache: env.READ_CACHE === 'on',
    eventos: {
      max: env.EVENTOS_MAX_CONEXIONES,
      maxPorDireccion: env.EVENTOS_MAX_POR_DIRECCION,
      vidaMaxMs: env.EVENTOS_VIDA_MAX_MIN * 60_000,
    },
    trustProxy: env.TRUST_PROXY ?? false,
  });
  // Never waits for Discord: calls answer 503 until it is connected.
  integrations.start({ db: database.db, log: app.log });
  const notificaciones = iniciarNotificaciones(env, database.db, app.log.child({ modulo: 'notificaciones' }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las peticiones en curso');
    try {
      await app.close(); // waits for in-flight requests
    } finally {
      await notificaciones.close();
      await integrations.close().catch((error: unknown) => app.log.warn({ err: error }, 'cerrando integraciones'));
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  console.log(
    `Reparto de Plata escuchando en http://localhost:${port} (${database.engine === 'pglite' ? 'base embebida' : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
