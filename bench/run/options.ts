// The options of `npm run bench` (bench/run.ts's header lists them), parsed once from the command line.
import { DEFAULT_SMOKE_URL, DEFAULT_URL } from '../seed.js';
import { measure as measureWith, type Endpoint } from './measure.js';

export const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-bench-jwt-secret';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
export const smoke = flag('smoke');
export const duration = Number(option('duration') ?? (smoke ? 2 : 20));
export const warmup = Number(option('warmup') ?? (smoke ? 1 : 5));
export const connections = Number(option('connections') ?? 64);
export const only = option('only')?.split(',');
export const withFloor = !flag('no-floor');
export const withWeb = !flag('no-web');
export const cpuProf = flag('cpu-prof');
/** `--gremios=N`: the reads spread over N guilds through `/api/g/{slug}/…` (bench/run/gremios.ts). */
export const gremios = Number(option('gremios') ?? 1);
/** The single-guild run the many-guild ratios are set beside (default: the last full run). */
export const referencia = option('referencia') ?? 'bench/results/latest.json';
export const readCache = option('read-cache') ?? 'on';
/** Raise the scheduling priority of the measured processes (see docs/performance.md, "Machine"). */
export const nice = option('nice') ?? (flag('nice') ? '-10' : undefined);
export const url = smoke
  ? (process.env['BENCH_SMOKE_DATABASE_URL'] ?? DEFAULT_SMOKE_URL)
  : (process.env['BENCH_DATABASE_URL'] ?? DEFAULT_URL);

/** One endpoint under autocannon with the run's connections and priority. */
export const measure = (base: string, e: Endpoint, seconds: number, server?: Parameters<typeof measureWith>[4]) =>
  measureWith({ connections, nice }, base, e, seconds, server);

/** The API's environment in every run (bench/run.ts adds its local stand-ins of Albion's and Discord's). */
export const API_ENV = {
  DATABASE_URL: url,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET,
  LOGIN_RATE_LIMIT: '100000',
  // POST /crear sends thousands of writes a minute from one account.
  WRITE_RATE_LIMIT: '100000000',
  // Every connection comes from this one address: the per-address connection cap is off.
  CONEXIONES_MAX_POR_DIRECCION: '0',
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  // --read-cache=off: every read asks the database (what it costs cold; docs/performance.md).
  READ_CACHE: readCache,
};
