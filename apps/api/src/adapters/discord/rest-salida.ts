// The bot's outgoing calls to Discord's REST API (docs/integraciones.md, «Llamadas a Discord»): one
// request to DISCORD_API_BASE + '/v10' + ruta with the bot's token (DISCORD_TOKEN), a timeout, and the
// answer sorted as the webhook's (respuesta.ts) plus what the caller needs of it: the JSON of a 2xx
// (a message's id, a DM channel's id) and Discord's error code of a refusal (50007: closed DMs). The
// token is never logged nor put in an error; a redirect is never followed.
import { errorDeRed, pausaDelCubo, respuestaFallida, type ResultadoEnvio } from './respuesta.js';

export type MetodoRest = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PeticionRest {
  metodo: MetodoRest;
  /** Under /v10: `/channels/123/messages`. */
  ruta: `/${string}`;
  body?: unknown;
  /** X-Audit-Log-Reason (the guild's audit log). */
  razon?: string | undefined;
}

export type ResultadoRest =
  | { tipo: 'enviado'; pausaMs: number; json: Record<string, unknown> | null }
  | (Exclude<ResultadoEnvio, { tipo: 'enviado' }> & { status?: number; codigo?: number });

export interface DiscordRestSender {
  llamar(p: PeticionRest): Promise<ResultadoRest>;
}

export interface DiscordRestSalidaOptions {
  token: string;
  /** DISCORD_API_BASE (https://discord.com/api). */
  base: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Discord's error code for a user who does not accept direct messages from the bot. */
export const CODIGO_MD_CERRADOS = 50007;

/** A JSON object's text parsed, or null (an empty 204, something else). */
function objetoJson(text: string): Record<string, unknown> | null {
  try {
    const v = text ? (JSON.parse(text) as unknown) : null;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class DiscordRestSalida implements DiscordRestSender {
  readonly #o: Required<DiscordRestSalidaOptions>;

  constructor(options: DiscordRestSalidaOptions) {
    this.#o = { timeoutMs: 10_000, fetch, ...options, base: options.base.replace(/\/+$/, '') };
  }

  async llamar({ metodo, ruta, body, razon }: PeticionRest): Promise<ResultadoRest> {
    let res: Response;
    try {
      res = await this.#o.fetch(`${this.#o.base}/v10${ruta}`, {
        method: metodo,
        redirect: 'manual',
        headers: {
          authorization: `Bot ${this.#o.token}`,
          'user-agent': 'DiscordBot (https://github.com/reparto-de-plata, 1.0)',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(razon ? { 'x-audit-log-reason': encodeURIComponent(razon.slice(0, 512)) } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.#o.timeoutMs),
      });
    } catch (error) {
      return errorDeRed(error, this.#o.timeoutMs);
    }
    if (res.ok) {
      const text = await res.text().catch(() => '');
      return { tipo: 'enviado', pausaMs: pausaDelCubo(res.headers), json: objetoJson(text) };
    }
    const { resultado, json } = await respuestaFallida(res);
    const codigo = typeof json?.['code'] === 'number' ? json['code'] : undefined;
    return { ...resultado, status: res.status, ...(codigo === undefined ? {} : { codigo }) };
  }
}
