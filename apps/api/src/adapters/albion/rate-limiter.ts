// A token bucket that serves callers in arrival order: at most `perSecond` requests a second on
// average, with bursts of up to `burst`. The gameinfo API is shared by every Albion tool; be polite.
import { systemClock, type Clock } from './clock.js';

export class RateLimiter {
  #tokens: number;
  #last: number;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    readonly perSecond: number,
    readonly burst: number = perSecond,
    private readonly clock: Clock = systemClock,
  ) {
    if (!(perSecond > 0) || !(burst >= 1)) throw new Error('RateLimiter: perSecond > 0 y burst >= 1');
    this.#tokens = burst;
    this.#last = clock.now();
  }

  /** Resolves when the caller may send one request. */
  acquire(): Promise<void> {
    const turn = this.#queue.then(() => this.#take());
    this.#queue = turn.catch(() => {});
    return turn;
  }

  async #take(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#last) / 1000) * this.perSecond);
      this.#last = now;
      if (this.#tokens >= 1) {
        this.#tokens -= 1;
        return;
      }
      await this.clock.sleep(Math.ceil(((1 - this.#tokens) * 1000) / this.perSecond));
    }
  }
}
