// Sharing one call among concurrent callers without serving anyone a stale answer (docs/performance.md).
// Dependency-free on purpose: the benchmark's floor (bench/floor/) uses the same function.

/**
 * Shares one call of `fn` among concurrent callers without ever answering a caller with a call that
 * started before it asked: while a call is running, newcomers wait for the next one, which starts as
 * soon as the running one ends and serves all of them. Under load one query serves many requests, and
 * a request still sees every write committed before it arrived.
 */
export function freshSingleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const call = fn();
    running = call;
    const clear = () => {
      if (running === call) running = null;
    };
    call.then(clear, clear);
    return call;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      const after = running;
      next = after
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          // Anything running now started after `after` ended, hence after these callers asked.
          return running ?? start();
        });
    }
    return next;
  };
}

/** One fresh single-flight per key (an account id, a query name), made on first use. */
export class SingleFlightByKey<K, T> {
  private readonly flights = new Map<K, () => Promise<T>>();

  constructor(private readonly load: (key: K) => Promise<T>) {}

  get(key: K): Promise<T> {
    let flight = this.flights.get(key);
    if (!flight) {
      flight = freshSingleFlight(() => this.load(key));
      this.flights.set(key, flight);
    }
    return flight();
  }
}
