// Starts the Discord notifications with the server: the outbox is written only when
// DISCORD_WEBHOOK_URL (webhook messages) or DISCORD_TOKEN (REST calls: cards, direct messages…) is set,
// and then one worker per process sends it (several processes share the queue safely). Returns at
// once; close() lets a send in flight finish.
import type { Env } from '../../env.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { DiscordWebhook } from '../../adapters/discord/webhook.js';
import { DiscordRestSalida } from '../../adapters/discord/rest-salida.js';
import type { AjustesAvisos } from './notificar.js';
import { OutboxWorker } from './worker.js';
import { fetchMedido, type ServiciosExternos } from '../../ops/servicios.js';
import type { Metricas } from '../../ops/metricas.js';

type NotificacionesEnv = Pick<Env, 'DISCORD_WEBHOOK_URL' | 'DISCORD_NOTIFY_PAGOS' | 'PUBLIC_URL'> &
  Partial<Pick<Env, 'IDIOMA_GREMIO' | 'DISCORD_TOKEN' | 'DISCORD_API_BASE'>>;

/** The app's `ajustesAvisos` decorator (what is notified, not the messages) from the env. */
export function ajustesAvisosDelEntorno(env: NotificacionesEnv): AjustesAvisos {
  return {
    activo: Boolean(env.DISCORD_WEBHOOK_URL),
    rest: Boolean(env.DISCORD_TOKEN),
    pagos: env.DISCORD_NOTIFY_PAGOS,
    publicUrl: env.PUBLIC_URL,
    idioma: env.IDIOMA_GREMIO ?? 'es',
  };
}

export function iniciarNotificaciones(
  env: NotificacionesEnv,
  db: Db,
  log: Logger,
  ops: { metricas?: Metricas | undefined; servicios?: ServiciosExternos | undefined } = {},
): { close(): Promise<void> } {
  if (!env.DISCORD_WEBHOOK_URL && !env.DISCORD_TOKEN) {
    log.info('Notificaciones de Discord no configuradas (DISCORD_WEBHOOK_URL, DISCORD_TOKEN)');
    return { close: async () => undefined };
  }
  // Each send timed into the metrics and noted for GET /api/ready (ops/servicios.ts).
  let webhook: DiscordWebhook | undefined;
  if (env.DISCORD_WEBHOOK_URL) {
    webhook = new DiscordWebhook({ url: env.DISCORD_WEBHOOK_URL, fetch: fetchMedido('webhook', ops) });
    ops.servicios?.registrar('webhook', ops.servicios.porLlamadas('webhook', 'al webhook de Discord'));
  }
  const discord = env.DISCORD_TOKEN
    ? new DiscordRestSalida({ token: env.DISCORD_TOKEN, base: env.DISCORD_API_BASE ?? 'https://discord.com/api' })
    : undefined;
  const worker = new OutboxWorker({
    db,
    webhook,
    discord,
    log,
    ...(ops.metricas ? { alPaso: (p) => p.tipo !== 'vacio' && ops.metricas!.envios.inc({ result: p.tipo }) } : {}),
  });
  worker.start();
  log.info(
    `Notificaciones de Discord activas:${webhook ? ` webhook${env.DISCORD_NOTIFY_PAGOS ? ' (también los pagos)' : ''}` : ''}${discord ? ' llamadas del bot (tarjetas, mensajes directos)' : ''}`,
  );
  return { close: () => worker.stop() };
}
