// Albion Online guild membership through the public gameinfo API (docs/domain.md, "Integrations"):
// GET {ALBION_API_BASE}/search?q=<nickname>, exact case-insensitive match on `Name` among `players`,
// member when its `GuildId` is ALBION_GUILD_ID. The API is slow and flaky: each request has its own
// timeout (well below the browser's 100 s), one retry on 502/503/504, answers cached a few minutes,
// at most a few requests a second, an answer of at most 5 MB. The base address is configuration only;
// the nickname only ever travels as the encoded `q` parameter. The request code (ClienteJson, CacheCompartida) is shared with
// the regear's killboard (killboard-gameinfo.ts) and market prices (precios.ts; docs/integraciones.md).
import { z } from 'zod';
import type { MembershipChecker, MembershipResult } from '../membership.js';
import { GatewayTimeout, ServiceUnavailable } from '../../lib/errors.js';
import { conexionCortada, isTimeout } from './fallos-red.js';

export { isTimeout } from './fallos-red.js';
import { CODIGOS_ALBION, type MensajesApi } from './mensajes-api.js';
import { systemClock, type Clock } from './clock.js';
import { DEMASIADO_GRANDE, leerConTope } from './leer-con-tope.js';
import { RateLimiter } from './rate-limiter.js';
import { TtlCache } from './ttl-cache.js';

// The parts of a search answer we read; every other field (KillFame, Avatar, …) is ignored.
const SearchPlayerSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  GuildId: z.string().nullish(),
  GuildName: z.string().nullish(),
  AllianceName: z.string().nullish(),
});
export const SearchResponseSchema = z.object({
  players: z.array(SearchPlayerSchema).default([]),
  guilds: z.array(z.unknown()).optional(),
});
export type SearchPlayer = z.infer<typeof SearchPlayerSchema>;

export { CODIGOS_ALBION, enEspanol, MENSAJES_ALBION, type MensajesApi } from './mensajes-api.js';

/** The largest answer read from gameinfo (membership, killboard). */
export const GAMEINFO_MAX_BYTES = 5 * 1024 * 1024;

const RETRY_STATUSES = new Set([502, 503, 504]);

/** A `fetch` told of a failure it did not see, a body over the cap (ops/servicios.ts `fetchMedido`: `degraded`). */
export type FetchAvisado = typeof fetch & { anotarFallo?: (motivo: string) => void };

export interface ClienteJsonOptions {
  mensajes: MensajesApi;
  /** Per request, the body included. */
  timeoutMs: number;
  /** Wait before the one retry after a 502/503/504. */
  retryDelayMs: number;
  /** The largest body read: `Content-Length` is checked first, then the bytes are counted as they come. */
  maxBytes: number;
  fetch: FetchAvisado;
  clock: Clock;
  limiter: RateLimiter;
}

/**
 * GET of JSON with what every Albion client shares (docs/integraciones.md): a timeout per request, one
 * retry on 502/503/504 after a pause, a rate limit, no redirects, a byte cap on the body, the body checked
 * with zod, and the failures as 504 (timeout) or 503 with a Spanish sentence; the cause goes to the log,
 * not the client.
 */
export class ClienteJson {
  constructor(private readonly o: ClienteJsonOptions) {}

  async get<T>(url: URL, schema: z.ZodType<T>): Promise<T> {
    const body = await this.#pedir(url, schema, false);
    if (body === NO_ENCONTRADO) throw new ServiceUnavailable(this.o.mensajes.error, { status: 404 });
    return body;
  }

  /** As `get`, but a 404 answers null. */
  async getO404<T>(url: URL, schema: z.ZodType<T>): Promise<T | null> {
    const body = await this.#pedir(url, schema, true);
    return body === NO_ENCONTRADO ? null : body;
  }

  async #pedir<T>(url: URL, schema: z.ZodType<T>, admite404: boolean): Promise<T | typeof NO_ENCONTRADO> {
    const { mensajes } = this.o;
    for (let attempt = 1; ; attempt++) {
      await this.o.limiter.acquire();
      let status: number;
      let text: string | typeof DEMASIADO_GRANDE;
      try {
        const signal = AbortSignal.timeout(this.o.timeoutMs);
        const response = await this.o.fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json' } });
        status = response.status;
        if ((RETRY_STATUSES.has(status) && attempt === 1) || (status === 404 && admite404)) {
          await response.body?.cancel().catch(() => {});
          if (status === 404) return NO_ENCONTRADO;
          await this.o.clock.sleep(this.o.retryDelayMs);
          continue;
        }
        // The body is read under the same timeout, and up to the cap.
        text = await leerConTope(response, this.o.maxBytes);
      } catch (error) {
        if (isTimeout(error)) throw Object.assign(new GatewayTimeout(mensajes.timeout), { cause: error });
        // A kept-alive connection the server closed as it was used: once more, on a new one.
        if (conexionCortada(error) && attempt === 1) {
          await this.o.clock.sleep(this.o.retryDelayMs);
          continue;
        }
        throw Object.assign(new ServiceUnavailable(mensajes.caida), { cause: error });
      }
      if (text === DEMASIADO_GRANDE) {
        const mb = Math.round(this.o.maxBytes / (1024 * 1024));
        this.o.fetch.anotarFallo?.(`respuesta de más de ${mb} MB`);
        throw new ServiceUnavailable(mensajes.grande, { mb });
      }
      if (status < 200 || status >= 300) throw new ServiceUnavailable(mensajes.error, { status });
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw Object.assign(new ServiceUnavailable(mensajes.datos), { cause: error });
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw Object.assign(new ServiceUnavailable(mensajes.datos), { cause: parsed.error });
      return parsed.data;
    }
  }
}
const NO_ENCONTRADO = Symbol('404');

/** A base address of configuration, checked: http(s) only, without query, fragment or trailing slash (but the root's). */
export function baseHttp(baseUrl: string, variable: string): URL {
  const base = new URL(baseUrl);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`${variable} debe ser http(s)`);
  base.pathname = base.pathname.replace(/\/+$/, '');
  base.search = '';
  base.hash = '';
  return base;
}

/** `{base}/a/b` with each segment encoded: an id only ever travels as one path segment. */
export function urlDe(base: URL, ...segmentos: (string | number)[]): URL {
  const url = new URL(base);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}/${segmentos.map((s) => encodeURIComponent(String(s))).join('/')}`;
  return url;
}

/**
 * A TtlCache whose misses load once: two calls for the same key at once share one load, and a failed
 * load is not kept.
 */
export class CacheCompartida<V> {
  readonly #cache: TtlCache<V>;
  readonly #enCurso = new Map<string, Promise<V>>();

  constructor(max: number, ttlMs: number, clock: Clock) {
    this.#cache = new TtlCache<V>(max, ttlMs, clock);
  }

  get(key: string): V | undefined {
    return this.#cache.get(key);
  }

  set(key: string, value: V): void {
    this.#cache.set(key, value);
  }

  /** The cached value, the load in flight, or a new load; `guardar` says whether to keep its answer. */
  cargar(key: string, load: () => Promise<V>, guardar: (v: V) => boolean = () => true): Promise<V> {
    const cached = this.#cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.#enCurso.get(key);
    if (running) return running;
    const loading = load()
      .then((v) => {
        if (guardar(v)) this.#cache.set(key, v);
        return v;
      })
      .finally(() => this.#enCurso.delete(key));
    this.#enCurso.set(key, loading);
    return loading;
  }
}

/** The options every Albion client takes (membership, killboard, market prices); each has its defaults. */
export interface OpcionesClienteAlbion {
  /** The API's base address (configuration only). */
  baseUrl: string;
  /** Per request. */
  timeoutMs?: number;
  /** Wait before the one retry after a 502/503/504. */
  retryDelayMs?: number;
  cacheTtlMs?: number;
  cacheMax?: number;
  requestsPerSecond?: number;
  burst?: number;
  fetch?: FetchAvisado;
  clock?: Clock;
}

/** What sets one Albion API apart: its sentences, its base's variable, and its defaults. */
export interface PerfilApi {
  mensajes: MensajesApi;
  variable: string;
  timeoutMs: number;
  requestsPerSecond: number;
  burst: number;
  /** The largest answer read (docs/integraciones.md). */
  maxBytes: number;
}

/** The shared request code of an Albion client from its options and its API's profile. */
export function clienteAlbion(options: OpcionesClienteAlbion, perfil: PerfilApi): { base: URL; http: ClienteJson; clock: Clock } {
  const clock = options.clock ?? systemClock;
  const http = new ClienteJson({
    mensajes: perfil.mensajes,
    timeoutMs: options.timeoutMs ?? perfil.timeoutMs,
    retryDelayMs: options.retryDelayMs ?? 1_000,
    maxBytes: perfil.maxBytes,
    fetch: options.fetch ?? globalThis.fetch,
    clock,
    limiter: new RateLimiter(options.requestsPerSecond ?? perfil.requestsPerSecond, options.burst ?? perfil.burst, clock),
  });
  return { base: baseHttp(options.baseUrl, perfil.variable), http, clock };
}

export interface AlbionMembershipOptions extends OpcionesClienteAlbion {
  /** ALBION_API_BASE, e.g. https://gameinfo.albiononline.com/api/gameinfo */
  baseUrl: string;
  /** ALBION_GUILD_ID: the guild's `Id` in gameinfo. */
  guildId: string;
  /** Per request (ALBION_TIMEOUT_MS); 20 s by default. */
  timeoutMs?: number;
}

const PERFIL_GAMEINFO: PerfilApi = {
  mensajes: CODIGOS_ALBION,
  variable: 'ALBION_API_BASE',
  timeoutMs: 20_000,
  requestsPerSecond: 3,
  burst: 3,
  maxBytes: GAMEINFO_MAX_BYTES,
};

/** The shared request code of a gameinfo client (membership, killboard) from its options. */
export const clienteGameinfo = (options: OpcionesClienteAlbion) => clienteAlbion(options, PERFIL_GAMEINFO);

/** The player called exactly `nickname` (any case) among a search's, preferring the guild's one. */
export function jugadorExacto(nickname: string, players: readonly SearchPlayer[], guildId: string): SearchPlayer | undefined {
  const wanted = nickname.trim().toLowerCase();
  const exact = players.filter((p) => p.Name.toLowerCase() === wanted);
  return exact.find((p) => p.GuildId === guildId) ?? exact[0];
}

/** The answer for `nickname` among the players of a search (near matches are not the player). */
export function pickMember(nickname: string, players: readonly SearchPlayer[], guildId: string): MembershipResult {
  const player = jugadorExacto(nickname, players, guildId);
  if (!player) return { miembro: false, nickname: nickname.trim(), guild: null, encontrado: false };
  return {
    miembro: player.GuildId === guildId,
    nickname: player.Name,
    guild: player.GuildName ? player.GuildName : null,
    encontrado: true,
  };
}

/** GET {base}/search?q=<nickname>: the players gameinfo finds (near matches included). */
export async function buscarJugadores(http: ClienteJson, base: URL, nickname: string): Promise<SearchPlayer[]> {
  const url = urlDe(base, 'search');
  url.searchParams.set('q', nickname);
  return (await http.get(url, SearchResponseSchema)).players;
}

export class AlbionMembership implements MembershipChecker {
  readonly configured = true;
  readonly #base: URL;
  readonly #guildId: string;
  readonly #http: ClienteJson;
  readonly #cache: CacheCompartida<MembershipResult>;

  constructor(options: AlbionMembershipOptions) {
    const { base, http, clock } = clienteGameinfo(options);
    this.#base = base;
    this.#http = http;
    this.#guildId = options.guildId;
    this.#cache = new CacheCompartida(options.cacheMax ?? 500, options.cacheTtlMs ?? 5 * 60_000, clock);
  }

  check(nickname: string): Promise<MembershipResult> {
    const key = nickname.trim().toLowerCase();
    // Two checks of the same name at once share one request.
    return this.#cache.cargar(key, async () =>
      pickMember(key, await buscarJugadores(this.#http, this.#base, key), this.#guildId),
    );
  }
}
