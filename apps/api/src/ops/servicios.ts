// What the outside services look like from here (docs/deploy.md, "Salud"), for GET /api/ready: each
// one is `off` (not configured), `ok`, or `degraded` with a reason in Spanish. None of them makes the
// app unready: a Discord outage must not take the guild's app out of a load balancer. Nothing here
// calls a service: the state comes from the calls the app makes anyway (timed by `fetchMedido`) or
// from the adapter itself (the Discord gateway).
import type { Metricas, Servicio } from './metricas.js';
import type { Env } from '../env.js';

export type EstadoServicio = { status: 'ok' | 'off' } | { status: 'degraded'; reason: string };
export type Sonda = () => EstadoServicio;

interface Ultima {
  ok: boolean;
  motivo: string;
  en: number;
}

/** The services the readiness body always names, in this order. */
export const SERVICIOS = ['discord', 'gameinfo', 'webhook', 'precios', 'copias'] as const;
export type NombreServicio = (typeof SERVICIOS)[number];

export class ServiciosExternos {
  readonly #sondas = new Map<NombreServicio, Sonda>();
  readonly #ultimas = new Map<Servicio, Ultima>();

  constructor(private readonly now: () => number = Date.now) {}

  registrar(nombre: NombreServicio, sonda: Sonda): void {
    this.#sondas.set(nombre, sonda);
  }

  /** The outcome of one call (fetchMedido). */
  anotar(servicio: Servicio, ok: boolean, motivo = ''): void {
    this.#ultimas.set(servicio, { ok, motivo, en: this.now() });
  }

  /** A probe from the last call: `ok` until a call fails, `degraded` until one succeeds again. */
  porLlamadas(servicio: Servicio, nombre: string): Sonda {
    return () => {
      const u = this.#ultimas.get(servicio);
      if (!u || u.ok) return { status: 'ok' };
      const hace = Math.max(0, Math.round((this.now() - u.en) / 1000));
      return { status: 'degraded', reason: `La última llamada ${nombre} falló hace ${hace} s (${u.motivo})` };
    };
  }

  informe(): Record<NombreServicio, EstadoServicio> {
    return Object.fromEntries(
      SERVICIOS.map((n) => {
        const sonda = this.#sondas.get(n);
        let estado: EstadoServicio = { status: 'off' };
        try {
          if (sonda) estado = sonda();
        } catch {
          estado = { status: 'degraded', reason: 'No se pudo conocer su estado' };
        }
        return [n, estado];
      }),
    ) as Record<NombreServicio, EstadoServicio>;
  }
}

/** Why a call failed, without its address (a webhook's URL holds its token). */
function motivoDeError(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: unknown } } | null;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'tiempo agotado';
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code ? `sin conexión: ${code}` : 'sin conexión';
}

/**
 * `fetch` timed into the metrics and noted in the services' state: an error is a network failure, a
 * timeout or an answer ≥ 400 (a 429 included). Any new outside client (the price API) takes one. Its
 * `anotarFallo` notes a failure the client found in a body (an answer over its byte cap: `degraded`).
 */
export function fetchMedido(
  servicio: Servicio,
  deps: { metricas?: Metricas | undefined; servicios?: ServiciosExternos | undefined },
  base: typeof fetch = globalThis.fetch,
): typeof fetch & { anotarFallo: (motivo: string) => void } {
  const medido: typeof fetch = async (input, init) => {
    const fin = deps.metricas?.medir(servicio);
    try {
      const res = await base(input, init);
      fin?.(res.ok);
      deps.servicios?.anotar(servicio, res.ok, `HTTP ${res.status}`);
      return res;
    } catch (error) {
      fin?.(false);
      deps.servicios?.anotar(servicio, false, motivoDeError(error));
      throw error;
    }
  };
  return Object.assign(medido, { anotarFallo: (motivo: string) => deps.servicios?.anotar(servicio, false, motivo) });
}

/**
 * The gameinfo API's options from the environment, its calls timed (fetchMedido): those of the membership
 * check (integraciones.setup.ts) and of the regear's killboard (bootstrap.ts); null without ALBION_GUILD_ID.
 */
export function opcionesGameinfo(
  env: Pick<Env, 'ALBION_API_BASE' | 'ALBION_GUILD_ID' | 'ALBION_TIMEOUT_MS'>,
  medidos: Parameters<typeof fetchMedido>[1],
) {
  if (!env.ALBION_GUILD_ID) return null;
  const { ALBION_API_BASE: baseUrl, ALBION_GUILD_ID: guildId, ALBION_TIMEOUT_MS: timeoutMs } = env;
  return { baseUrl, guildId, timeoutMs, fetch: fetchMedido('gameinfo', medidos) };
}
