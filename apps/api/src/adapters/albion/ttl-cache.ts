// A small in-memory cache: entries expire after `ttlMs`, and past `max` entries the least recently
// used one goes. Enough for membership answers (a few hundred nicknames at most).
import { systemClock, type Clock } from './clock.js';

export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();

  constructor(
    readonly max: number,
    readonly ttlMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.clock.now()) return undefined;
    this.#entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.max <= 0 || this.ttlMs <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.clock.now() + this.ttlMs });
    while (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }
}
