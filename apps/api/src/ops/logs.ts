// The server's log (docs/deploy.md, "Registro"): one JSON object a line (pino), each request's lines
// with its id (`reqId`, also sent back in the X-Request-Id header: app.ts), and no secret in any line.
// Secrets are removed twice: by field (pino's redact: tokens, passwords, authorization headers) and by
// value, on the finished line (the configured secrets themselves, any JWT, a password inside a
// connection string or a webhook's token), so that a secret that slipped into a message or an error's
// text does not reach the log either. The values of a URL's one-time codes (query parameters `codigo`,
// `code`, `state`: a Discord link code, an OAuth2 callback) are removed the same way, so a request
// line logs `/discord?codigo=[oculto]`. LOG_FORMAT=pretty prints short readable lines instead.
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import type { Env } from '../env.js';

export const OCULTO = '[oculto]';

/** Fields that never reach the log, at any of these depths (pino's redact paths). */
const CAMPOS_SECRETOS = ['password', 'pwd', 'clave', 'token', 'jwtSecret', 'secret', 'authorization', 'cookie'];
export const RUTAS_OCULTAS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-token"]',
  'res.headers["set-cookie"]',
  ...CAMPOS_SECRETOS.flatMap((c) => [c, `*.${c}`, `*.*.${c}`]),
  ...['JWT_SECRET', 'DISCORD_TOKEN', 'DISCORD_CLIENT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'DISCORD_WEBHOOK_URL'].flatMap(
    (c) => [c, `*.${c}`],
  ),
];

/** Query parameters whose values are one-time codes: never logged. */
export const PARAMETROS_OCULTOS = ['codigo', 'code', 'state'];
// The value ends at the next parameter, a fragment, a space, a quote or a JSON escape.
const EN_CONSULTA = new RegExp(`([?&](?:${PARAMETROS_OCULTOS.join('|')})=)[^&#\\s"\\\\]*`, 'gi');

/**
 * Secret shapes found inside any text: a JWT, a password in a URL, a Discord webhook's token, a
 * one-time code in a URL's query.
 */
const PATRONES: [RegExp, string][] = [
  [/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g, OCULTO],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#\s"@]*:)[^@/?#\s"]+@/gi, `$1${OCULTO}@`],
  [/(\/api\/webhooks\/\d+\/)[\w-]+/g, `$1${OCULTO}`],
  [EN_CONSULTA, `$1${OCULTO}`],
];

type Secretos = Pick<
  Env,
  'JWT_SECRET' | 'DISCORD_TOKEN' | 'DISCORD_CLIENT_SECRET' | 'ADMIN_PASSWORD' | 'DATABASE_URL' | 'DISCORD_WEBHOOK_URL'
>;

/** The configured secret values (and the password inside DATABASE_URL), longest first. */
export function valoresSecretos(env: Partial<Secretos>, extra: (string | undefined)[] = []): string[] {
  const valores = [
    env.JWT_SECRET,
    env.DISCORD_TOKEN,
    env.DISCORD_CLIENT_SECRET,
    env.ADMIN_PASSWORD,
    env.DISCORD_WEBHOOK_URL,
    ...extra,
  ];
  if (env.DATABASE_URL) {
    try {
      valores.push(decodeURIComponent(new URL(env.DATABASE_URL).password));
    } catch {
      // not a URL: the pattern above still covers user:password@ in it
    }
  }
  // Short values would hide ordinary words; the configuration checks set the real minimums.
  return [...new Set(valores.filter((v): v is string => typeof v === 'string' && v.length >= 8))].sort(
    (a, b) => b.length - a.length,
  );
}

/** A finished line with every secret value and shape replaced. */
export function limpiar(linea: string, secretos: readonly string[]): string {
  let out = linea;
  for (const s of secretos) {
    if (out.includes(s)) out = out.split(s).join(OCULTO);
    const enJson = JSON.stringify(s).slice(1, -1);
    if (enJson !== s && out.includes(enJson)) out = out.split(enJson).join(OCULTO);
  }
  for (const [patron, reemplazo] of PATRONES) out = out.replace(patron, reemplazo);
  return out;
}

const NIVELES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OMITIDOS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err', 'responseTime']);

/** One JSON line as a person reads it: `12:00:01 INFO  [req-id] message  key=value …`. */
export function lineaLegible(json: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const hora = typeof o['time'] === 'number' ? new Date(o['time']).toISOString().slice(11, 19) : '';
  const nivel = (NIVELES[Number(o['level'])] ?? String(o['level'])).padEnd(5);
  const req = o['req'] as { method?: string; url?: string } | undefined;
  const res = o['res'] as { statusCode?: number } | undefined;
  const partes = [hora, nivel, o['reqId'] ? `[${String(o['reqId'])}]` : '', String(o['msg'] ?? '')];
  if (req?.method) partes.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode)
    partes.push(`→ ${res.statusCode}${typeof o['responseTime'] === 'number' ? ` ${o['responseTime'].toFixed(1)} ms` : ''}`);
  const resto = Object.entries(o)
    .filter(([k]) => !OMITIDOS.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const err = o['err'] as { type?: string; message?: string; stack?: string } | undefined;
  const texto = [...partes.filter(Boolean), ...resto].join(' ');
  return `${texto}${err ? `\n  ${err.stack ?? `${err.type}: ${err.message}`}` : ''}\n`;
}

/** Writes each JSON line as a readable one (LOG_FORMAT=pretty). */
export function salidaLegible(destino: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const linea of chunk.toString().split('\n')) if (linea) destino.write(lineaLegible(linea));
      done();
    },
  });
}

export interface LoggerOptions {
  level: Env['LOG_LEVEL'];
  format: Env['LOG_FORMAT'];
  secretos: readonly string[];
  /** Where the lines go (tests); standard output by default. */
  destino?: NodeJS.WritableStream;
}

export function crearLogger(opts: LoggerOptions): Logger {
  const destino = opts.destino ?? process.stdout;
  return pino(
    {
      level: opts.level,
      redact: { paths: RUTAS_OCULTAS, censor: OCULTO },
      hooks: { streamWrite: (linea) => limpiar(linea, opts.secretos) },
    },
    opts.format === 'pretty' ? salidaLegible(destino) : (destino as pino.DestinationStream),
  );
}

type Nivel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** Whether a logger writes lines of `nivel` (`silent` and unknown levels write none). */
export const habilitado = (logger: FastifyBaseLogger, nivel: Nivel) =>
  pino.levels.values[nivel]! >= (pino.levels.values[logger.level] ?? Number.POSITIVE_INFINITY);

/** A request's logger that asks pino for its child only when a line is written (see hijoPerezoso). */
class HijoPerezoso {
  #hijo: FastifyBaseLogger | undefined;
  constructor(
    private readonly padre: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}
  #real(): FastifyBaseLogger {
    return (this.#hijo ??= this.padre.child(this.bindings));
  }
  #escribir(nivel: Nivel, args: unknown[]): void {
    if (this.#hijo || habilitado(this.padre, nivel)) (this.#real()[nivel] as (...a: unknown[]) => void)(...args);
  }
  get level(): string {
    return this.#hijo?.level ?? this.padre.level;
  }
  set level(nivel: string) {
    this.#real().level = nivel;
  }
  child(b: Bindings, o?: ChildLoggerOptions) {
    return this.#real().child(b, o);
  }
  silent() {}
  fatal(...args: unknown[]) {
    this.#escribir('fatal', args);
  }
  error(...args: unknown[]) {
    this.#escribir('error', args);
  }
  warn(...args: unknown[]) {
    this.#escribir('warn', args);
  }
  info(...args: unknown[]) {
    this.#escribir('info', args);
  }
  debug(...args: unknown[]) {
    this.#escribir('debug', args);
  }
  trace(...args: unknown[]) {
    this.#escribir('trace', args);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger (with its `reqId`) is made only when the request
 * writes a line at an enabled level. pino's `child` runs the redaction over the bindings on every call,
 * a fifth of the API's own CPU on a cached answer (docs/performance.md, "What every request pays"); at
 * LOG_LEVEL=warn almost no request writes. A route with its own level or serializers gets its child at once.
 */
export function hijoPerezoso(padre: FastifyBaseLogger, bindings: Bindings, opciones: ChildLoggerOptions): FastifyBaseLogger {
  if (Object.keys(opciones).length > 0) return padre.child(bindings, opciones);
  return new HijoPerezoso(padre, bindings) as unknown as FastifyBaseLogger;
}
