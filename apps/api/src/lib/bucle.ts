// A background loop of the outboxes' workers (modules/notificaciones/worker.ts, modules/push/worker.ts):
// runs a step, sleeps what the step answers (an unref'd timer: it never keeps the process alive),
// and on stop() is woken at once and awaited, so the step in progress finishes before stop() returns.
import type { Logger } from './logger.js';

export class Bucle {
  #running = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;

  /**
   * `paso`: one step, answering how long to sleep before the next (0: at once). A step that throws is
   * logged with `error` and followed by a sleep of `pollMs`.
   */
  constructor(
    private readonly paso: () => Promise<number>,
    private readonly opts: { pollMs: number; log: Pick<Logger, 'warn'>; error: string },
  ) {}

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
    this.#loop = null;
  }

  async #run(): Promise<void> {
    while (this.#running) {
      let espera = this.opts.pollMs;
      try {
        espera = await this.paso();
      } catch (error) {
        this.opts.log.warn({ err: error }, this.opts.error);
      }
      if (this.#running && espera > 0) await this.#dormir(espera);
    }
  }

  #dormir(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), ms);
      timer.unref();
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
    });
  }
}
