// The outbox worker (docs/integraciones.md): sends the queued Discord messages (webhook) and makes the
// queued Discord REST calls (llamadas.ts, with the bot's token) one at a time, in the order they were
// queued, in the background. It never holds a transaction while Discord answers (a
// request never waits for it), retries with back-off, honours 429 and an empty rate-limit bucket,
// and after a crash picks up what was left: a committed message is always sent.
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { WebhookSender } from '../../adapters/discord/webhook.js';
import type { DiscordRestSender } from '../../adapters/discord/rest-salida.js';
import { Bucle } from '../../lib/bucle.js';
import * as outbox from './outbox.repository.js';
import { ejecutarLlamada, type ResultadoLlamada } from './ejecutar-llamada.js';

export interface OutboxWorkerOptions {
  db: Db;
  /** The webhook (DISCORD_WEBHOOK_URL); absent: a webhook message left in the queue is marked failed. */
  webhook?: WebhookSender | undefined;
  /** The bot's REST client (DISCORD_TOKEN); absent: a REST call left in the queue is marked failed. */
  discord?: DiscordRestSender | undefined;
  log: Logger;
  /** Clock (tests use a fake one). */
  now?: () => number;
  /** Wait between looks at an empty queue. */
  pollMs?: number;
  /** How long a claimed message is held before another worker may take it (longer than a send). */
  leaseMs?: number;
  /** Waits after the 1st, 2nd… failed attempt (the last one repeats). */
  backoffMs?: readonly number[];
  /** Attempts (5xx, network) before the message is marked failed. */
  maxIntentos?: number;
  /** Told of every step's outcome (the metrics' sends counter). */
  alPaso?: (paso: Paso) => void;
}

export type Paso =
  | { tipo: 'vacio' }
  | { tipo: 'enviado' | 'omitido' | 'reprogramado' | 'fallido' | 'limitado'; idOutbox: number; esperaMs: number };

export const BACKOFF_MS = [2_000, 10_000, 30_000, 60_000, 300_000] as const;

export class OutboxWorker {
  readonly #o: Required<Omit<OutboxWorkerOptions, 'now' | 'webhook' | 'discord'>> &
    Pick<OutboxWorkerOptions, 'webhook' | 'discord'> & { now: () => number };
  #parando = false;
  readonly #bucle: Bucle;

  constructor(options: OutboxWorkerOptions) {
    this.#o = {
      now: Date.now,
      pollMs: 1_000,
      leaseMs: 20_000,
      backoffMs: BACKOFF_MS,
      maxIntentos: 10,
      alPaso: () => undefined,
      ...options,
    };
    this.#bucle = new Bucle(() => this.#pasoDelBucle(), {
      pollMs: this.#o.pollMs,
      log: this.#o.log,
      error: 'Notificaciones: error al leer la cola (base de datos)',
    });
  }

  /** One step: claims the head of the queue when it is due, sends it and records the answer. */
  async paso(): Promise<Paso> {
    const { db, log, now } = this.#o;
    const msg = await outbox.reclamar(db, new Date(now()), this.#o.leaseMs);
    if (!msg) return { tipo: 'vacio' };
    if (this.#parando) {
      // Claimed while the server began to stop: given back at once, not held until the lease ends.
      await outbox.liberar(db, msg.idOutbox);
      return { tipo: 'vacio' };
    }
    const r = await this.#enviar(msg);
    const t = now();
    switch (r.tipo) {
      case 'enviado':
        await outbox.marcarEnviado(db, msg.idOutbox, new Date(t));
        return { tipo: 'enviado', idOutbox: msg.idOutbox, esperaMs: r.pausaMs };
      case 'omitido':
        log.info({ idOutbox: msg.idOutbox }, r.nota);
        await outbox.marcarEnviado(db, msg.idOutbox, new Date(t), r.nota);
        return { tipo: 'omitido', idOutbox: msg.idOutbox, esperaMs: 0 };
      case 'limitado':
        log.warn({ idOutbox: msg.idOutbox, esperaMs: r.esperaMs }, 'Discord: límite de envíos (429); se espera lo indicado');
        await outbox.reprogramar(db, msg.idOutbox, new Date(t + r.esperaMs), r.error, false);
        return { tipo: 'limitado', idOutbox: msg.idOutbox, esperaMs: r.esperaMs };
      case 'permanente':
        // Logged once: the message stays failed (visible to the leader) until retried by hand.
        log.error(
          { idOutbox: msg.idOutbox },
          msg.clase === 'webhook'
            ? `Discord: el webhook rechazó el mensaje; no se reintentará (${r.error})`
            : `Discord: rechazó la llamada ${msg.tipo}; no se reintentará (${r.error})`,
        );
        await outbox.marcarFallido(db, msg.idOutbox, r.error);
        return { tipo: 'fallido', idOutbox: msg.idOutbox, esperaMs: 0 };
      case 'reintentar': {
        if (msg.intentos >= this.#o.maxIntentos) {
          log.error(
            { idOutbox: msg.idOutbox },
            `Discord: ${msg.intentos} intentos sin éxito; el mensaje queda fallido (${r.error})`,
          );
          await outbox.marcarFallido(db, msg.idOutbox, r.error);
          return { tipo: 'fallido', idOutbox: msg.idOutbox, esperaMs: 0 };
        }
        const b = this.#o.backoffMs;
        const espera = b[Math.min(msg.intentos - 1, b.length - 1)] ?? 60_000;
        log.warn(
          { idOutbox: msg.idOutbox, intento: msg.intentos, esperaMs: espera },
          `Discord: envío fallido, se reintentará (${r.error})`,
        );
        await outbox.reprogramar(db, msg.idOutbox, new Date(t + espera), r.error);
        return { tipo: 'reprogramado', idOutbox: msg.idOutbox, esperaMs: espera };
      }
    }
  }

  /** One row's request(s): the webhook message, or the REST call(s) of a LlamadaDiscord. */
  async #enviar(msg: outbox.MensajeReclamado): Promise<ResultadoLlamada> {
    if (msg.clase === 'webhook') {
      return this.#o.webhook
        ? this.#o.webhook.enviar(msg.body)
        : { tipo: 'permanente', error: 'Falta DISCORD_WEBHOOK_URL: el mensaje no puede enviarse' };
    }
    if (!this.#o.discord) return { tipo: 'permanente', error: 'Falta DISCORD_TOKEN: la llamada a Discord no puede hacerse' };
    return ejecutarLlamada(this.#o.db, this.#o.discord, msg.llamada, msg.idOutbox);
  }

  /** Runs in the background until stop(); returns at once. */
  start(): void {
    this.#parando = false;
    this.#bucle.start();
  }

  /**
   * Stops after the step in progress: a send in flight is finished and recorded (bounded by the
   * webhook's timeout), a message claimed but not yet sent is given back, so no lease outlives the
   * process and another instance sends at once.
   */
  async stop(): Promise<void> {
    this.#parando = true;
    await this.#bucle.stop();
  }

  /** One step of the loop and how long to wait before the next. */
  async #pasoDelBucle(): Promise<number> {
    const p = await this.paso();
    this.#o.alPaso(p);
    // Right away after a send, unless the bucket is empty; a retry's wait is in its row.
    if (p.tipo === 'enviado') return p.esperaMs;
    if (p.tipo === 'fallido' || p.tipo === 'omitido') return 0;
    return p.tipo === 'vacio' ? this.#o.pollMs : Math.min(p.esperaMs, this.#o.pollMs);
  }
}
