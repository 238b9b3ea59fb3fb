// The part of autocannon 9's programmatic API that the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }
    interface Request extends RawRequest {
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    /** One connection (autocannon's client): its requests' headers can be set once, when it is made. */
    interface Client {
      setHeaders(headers: Record<string, string>): void;
    }
    interface Options {
      url: string;
      /** Called once for each connection as it is made. */
      setupClient?: (client: Client) => void;
      connections?: number;
      /** Requests per second across all connections. */
      overallRate?: number;
      duration?: number;
      amount?: number;
      pipelining?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
