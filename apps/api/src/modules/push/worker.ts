// The pushes' worker (docs/pwa.md, «Avisos en el dispositivo»; docs/decisions/021-push-outbox-propio.md):
// sends the rows of outbox_push one at a time in the background, each claimed on its own (a push never
// waits behind another push nor behind Discord's queue), retried with back-off on a 5xx, a 429, a network
// error or a timeout; a 404/410 deletes the subscription; another 4xx leaves the row failed. It never
// holds a transaction while the push service answers; on stop, a push in flight is finished and recorded
// and a claimed one not yet sent is given back (exactly once under SIGTERM, push/sigterm.test.ts).
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { Bucle } from '../../lib/bucle.js';
import * as repo from './push.repository.js';
import type { EnviadorPush } from './envio.js';

export interface PushWorkerOptions {
  db: Db;
  enviador: EnviadorPush;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => number;
  pollMs?: number;
  /** How long a claimed push is held before another worker may take it (longer than PUSH_TIMEOUT_MS). */
  leaseMs?: number;
  backoffMs?: readonly number[];
  maxIntentos?: number;
}

export type PasoPush =
  { tipo: 'vacio' } | { tipo: 'enviado' | 'caducada' | 'reprogramado' | 'fallido' | 'sin_suscripcion'; idPush: number };

export const BACKOFF_PUSH_MS = [2_000, 10_000, 30_000, 60_000, 300_000] as const;

export class PushWorker {
  readonly #o: Required<Omit<PushWorkerOptions, 'now'>> & { now: () => number };
  #parando = false;
  readonly #bucle: Bucle;

  constructor(options: PushWorkerOptions) {
    this.#o = { now: Date.now, pollMs: 1_000, leaseMs: 90_000, backoffMs: BACKOFF_PUSH_MS, maxIntentos: 10, ...options };
    // At once after a push sent or settled; a retry's wait is in its row.
    const siguiente = async () => {
      const p = await this.paso();
      return p.tipo === 'vacio' || p.tipo === 'reprogramado' ? this.#o.pollMs : 0;
    };
    this.#bucle = new Bucle(siguiente, {
      pollMs: this.#o.pollMs,
      log: this.#o.log,
      error: 'Push: error al leer la cola (base de datos)',
    });
  }

  /** One step: claims the oldest due push, sends it and records the answer. */
  async paso(): Promise<PasoPush> {
    const { db, log, now } = this.#o;
    const p = await repo.reclamar(db, new Date(now()), this.#o.leaseMs);
    if (!p) return { tipo: 'vacio' };
    if (this.#parando) {
      await repo.liberar(db, p.idPush);
      return { tipo: 'vacio' };
    }
    if (!p.suscripcion) {
      await repo.marcarEnviado(db, p.idPush, new Date(now()), 'La suscripción ya no existe: no se envió');
      return { tipo: 'sin_suscripcion', idPush: p.idPush };
    }
    const r = await this.#o.enviador.enviar(p.suscripcion, p.contenido);
    const t = now();
    switch (r.tipo) {
      case 'enviado':
        await repo.marcarEnviado(db, p.idPush, new Date(t));
        return { tipo: 'enviado', idPush: p.idPush };
      case 'caducada':
        log.info({ idPush: p.idPush }, `Push: la suscripción ya no existe (${r.error}); se borra`);
        await repo.marcarCaducada(db, p.idPush, p.suscripcion.idSuscripcion, new Date(t), r.error);
        return { tipo: 'caducada', idPush: p.idPush };
      case 'permanente':
        log.error({ idPush: p.idPush }, `Push: el servicio rechazó el aviso; no se reintentará (${r.error})`);
        await repo.marcarFallido(db, p.idPush, r.error);
        return { tipo: 'fallido', idPush: p.idPush };
      case 'reintentar': {
        if (p.intentos >= this.#o.maxIntentos) {
          log.error({ idPush: p.idPush }, `Push: ${p.intentos} intentos sin éxito; el aviso queda fallido (${r.error})`);
          await repo.marcarFallido(db, p.idPush, r.error);
          return { tipo: 'fallido', idPush: p.idPush };
        }
        const b = this.#o.backoffMs;
        const espera = b[Math.min(p.intentos - 1, b.length - 1)] ?? 60_000;
        log.warn({ idPush: p.idPush, intento: p.intentos, esperaMs: espera }, `Push: envío fallido, se reintentará (${r.error})`);
        await repo.reprogramar(db, p.idPush, new Date(t + espera), r.error);
        return { tipo: 'reprogramado', idPush: p.idPush };
      }
    }
  }

  start(): void {
    this.#parando = false;
    this.#bucle.start();
  }

  /** Stops after the step in progress (a push in flight is finished and recorded, bounded by PUSH_TIMEOUT_MS). */
  async stop(): Promise<void> {
    this.#parando = true;
    await this.#bucle.stop();
  }
}
