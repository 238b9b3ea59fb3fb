// Albion Online guild membership through the public gameinfo API (docs/domain.md, "Integrations"):
// GET {ALBION_API_BASE}/search?q=<nickname>, exact case-insensitive match on `Name` among `players`,
// member when its `GuildId` is ALBION_GUILD_ID. The API is slow and flaky: each request has its own
// timeout (well below the browser's 100 s), one retry on 502/503/504, answers cached a few minutes,
// at most a few requests a second. The base address is configuration only; the nickname only ever
// travels as the encoded `q` parameter.
import { z } from 'zod';
import type { MembershipChecker, MembershipResult } from '../membership.js';
import { GatewayTimeout, ServiceUnavailable } from '../../lib/errors.js';
import { systemClock, type Clock } from './clock.js';
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

export const MENSAJES_ALBION = {
  timeout: 'La API de Albion Online no respondió a tiempo; inténtelo de nuevo más tarde',
  caida: 'No se pudo conectar con la API de Albion Online; inténtelo de nuevo más tarde',
  error: (status: number) => `La API de Albion Online respondió con un error (HTTP ${status}); inténtelo de nuevo más tarde`,
  datos: 'La API de Albion Online respondió con datos inesperados; inténtelo de nuevo más tarde',
} as const;

const RETRY_STATUSES = new Set([502, 503, 504]);

export interface AlbionMembershipOptions {
  /** ALBION_API_BASE, e.g. https://gameinfo.albiononline.com/api/gameinfo */
  baseUrl: string;
  /** ALBION_GUILD_ID: the guild's `Id` in gameinfo. */
  guildId: string;
  /** Per request (ALBION_TIMEOUT_MS); 20 s by default. */
  timeoutMs?: number;
  /** Wait before the one retry after a 502/503/504. */
  retryDelayMs?: number;
  cacheTtlMs?: number;
  cacheMax?: number;
  requestsPerSecond?: number;
  burst?: number;
  fetch?: typeof fetch;
  clock?: Clock;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The answer for `nickname` among the players of a search (near matches are not the player). */
export function pickMember(nickname: string, players: readonly SearchPlayer[], guildId: string): MembershipResult {
  const wanted = nickname.trim().toLowerCase();
  const exact = players.filter((p) => p.Name.toLowerCase() === wanted);
  const player = exact.find((p) => p.GuildId === guildId) ?? exact[0];
  if (!player) return { miembro: false, nickname: nickname.trim(), guild: null, encontrado: false };
  return {
    miembro: player.GuildId === guildId,
    nickname: player.Name,
    guild: player.GuildName ? player.GuildName : null,
    encontrado: true,
  };
}

export class AlbionMembership implements MembershipChecker {
  readonly configured = true;
  readonly #searchUrl: URL;
  readonly #guildId: string;
  readonly #timeoutMs: number;
  readonly #retryDelayMs: number;
  readonly #fetch: typeof fetch;
  readonly #clock: Clock;
  readonly #limiter: RateLimiter;
  readonly #cache: TtlCache<MembershipResult>;
  readonly #inFlight = new Map<string, Promise<MembershipResult>>();

  constructor(options: AlbionMembershipOptions) {
    const base = new URL(options.baseUrl);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('ALBION_API_BASE debe ser http(s)');
    base.pathname = `${base.pathname.replace(/\/+$/, '')}/search`;
    base.search = '';
    base.hash = '';
    this.#searchUrl = base;
    this.#guildId = options.guildId;
    this.#timeoutMs = options.timeoutMs ?? 20_000;
    this.#retryDelayMs = options.retryDelayMs ?? 1_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#clock = options.clock ?? systemClock;
    this.#limiter = new RateLimiter(options.requestsPerSecond ?? 3, options.burst ?? 3, this.#clock);
    this.#cache = new TtlCache(options.cacheMax ?? 500, options.cacheTtlMs ?? 5 * 60_000, this.#clock);
  }

  check(nickname: string): Promise<MembershipResult> {
    const key = nickname.trim().toLowerCase();
    const cached = this.#cache.get(key);
    if (cached) return Promise.resolve(cached);
    // Two checks of the same name at once share one request.
    const running = this.#inFlight.get(key);
    if (running) return running;
    const lookup = this.#lookup(key).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, lookup);
    return lookup;
  }

  async #lookup(nickname: string): Promise<MembershipResult> {
    const body = await this.#search(nickname);
    const result = pickMember(nickname, body.players, this.#guildId);
    this.#cache.set(nickname, result);
    return result;
  }

  /** One search, retried once on 502/503/504. Errors are thrown as 504/503 with a Spanish message. */
  async #search(nickname: string): Promise<z.infer<typeof SearchResponseSchema>> {
    const url = new URL(this.#searchUrl);
    url.searchParams.set('q', nickname);
    for (let attempt = 1; ; attempt++) {
      await this.#limiter.acquire();
      let status: number;
      let text: string;
      try {
        const signal = AbortSignal.timeout(this.#timeoutMs);
        const response = await this.#fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json' } });
        status = response.status;
        if (RETRY_STATUSES.has(status) && attempt === 1) {
          await response.body?.cancel().catch(() => {});
          await this.#clock.sleep(this.#retryDelayMs);
          continue;
        }
        // The body is read under the same timeout.
        text = await response.text();
      } catch (error) {
        // The cause goes to the log (the error handler logs 5xx errors), not to the client.
        if (isTimeout(error)) throw Object.assign(new GatewayTimeout(MENSAJES_ALBION.timeout), { cause: error });
        throw Object.assign(new ServiceUnavailable(MENSAJES_ALBION.caida), { cause: error });
      }
      if (status < 200 || status >= 300) throw new ServiceUnavailable(MENSAJES_ALBION.error(status));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw Object.assign(new ServiceUnavailable(MENSAJES_ALBION.datos), { cause: error });
      }
      const parsed = SearchResponseSchema.safeParse(json);
      if (!parsed.success) throw Object.assign(new ServiceUnavailable(MENSAJES_ALBION.datos), { cause: parsed.error });
      return parsed.data;
    }
  }
}
