// Starts Web Push with the server (docs/pwa.md, «Avisos en el dispositivo»): with VAPID keys (the env's,
// or generated into DATA_DIR: bootstrap.ts resolveVapid), one worker per process sends outbox_push
// (several processes share it safely). close() lets a push in flight finish and be recorded.
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { enviadorPush, type VapidPush } from './envio.js';
import { PushWorker } from './worker.js';

export function iniciarPush(
  vapid: VapidPush | null,
  db: Db,
  log: Logger,
  opts: { timeoutMs: number },
): { close(): Promise<void> } {
  if (!vapid) {
    log.info('Avisos en el dispositivo (Web Push) apagados: con DATABASE_URL ponga VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY');
    return { close: async () => undefined };
  }
  const worker = new PushWorker({
    db,
    enviador: enviadorPush({ vapid, timeoutMs: opts.timeoutMs }),
    log,
    // A claim outlives the longest send (the timeout) by a margin.
    leaseMs: opts.timeoutMs * 3,
  });
  worker.start();
  log.info(`Avisos en el dispositivo (Web Push) activos (${vapid.subject})`);
  return { close: () => worker.stop() };
}
