// The Discord webhook client (docs/integraciones.md): one POST per message to DISCORD_WEBHOOK_URL,
// with a timeout, and Discord's answer sorted into what the outbox worker does next. The URL holds
// the webhook's secret token: it is never logged nor put in an error. A redirect is never followed
// (a 3xx is a permanent failure: the message would be posted again to wherever it points), and an
// http:// webhook is used only on this machine (loopback: the local fakes); anywhere else, https://.

/** A message as Discord's webhook API takes it (what modules/notificaciones/mensajes.ts builds). */
export interface WebhookBody {
  content?: string;
  embeds: Embed[];
  allowed_mentions: { parse: never[] };
}

export interface Embed {
  title: string;
  description: string;
  url?: string;
  color: number;
  fields: CampoEmbed[];
  timestamp?: string;
}

export interface CampoEmbed {
  name: string;
  value: string;
  inline?: boolean;
}

export type ResultadoEnvio =
  /** Delivered; `pausaMs` > 0 when the rate-limit bucket is empty (X-RateLimit-Remaining: 0). */
  | { tipo: 'enviado'; pausaMs: number }
  /** 429: wait `esperaMs` (retry_after, X-RateLimit-Reset-After or Retry-After), then send again. */
  | { tipo: 'limitado'; esperaMs: number; error: string }
  /** 5xx, network error or timeout: retry with back-off. */
  | { tipo: 'reintentar'; error: string }
  /** 3xx or 4xx (404/401: the webhook was deleted or its token is wrong; 400: refused body): never retried. */
  | { tipo: 'permanente'; error: string };

export interface WebhookSender {
  enviar(body: WebhookBody): Promise<ResultadoEnvio>;
}

export interface DiscordWebhookOptions {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** https://, or http:// on a loopback address only (DISCORD_WEBHOOK_URL; docs/integraciones.md). */
export function webhookPermitido(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.test(u.hostname));
}

export const MENSAJE_WEBHOOK_NO_PERMITIDO =
  'DISCORD_WEBHOOK_URL debe empezar por https:// (http:// solo en esta máquina: localhost, 127.0.0.1 o [::1])';

const segundos = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

async function detalle(res: Response): Promise<{ text: string; json: Record<string, unknown> | null }> {
  const text = await res.text().catch(() => '');
  try {
    const json = JSON.parse(text) as unknown;
    return { text, json: json && typeof json === 'object' ? (json as Record<string, unknown>) : null };
  } catch {
    return { text, json: null };
  }
}

export class DiscordWebhook implements WebhookSender {
  readonly #url: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: DiscordWebhookOptions) {
    this.#url = options.url;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#fetch = options.fetch ?? fetch;
  }

  async enviar(body: WebhookBody): Promise<ResultadoEnvio> {
    if (!webhookPermitido(this.#url)) return { tipo: 'permanente', error: MENSAJE_WEBHOOK_NO_PERMITIDO };
    let res: Response;
    try {
      res = await this.#fetch(this.#url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', 'user-agent': 'RepartoDePlata (webhook, 1.0)' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: string } };
      if (e?.name === 'TimeoutError') return { tipo: 'reintentar', error: `Discord no respondió en ${this.#timeoutMs} ms` };
      return { tipo: 'reintentar', error: `No se pudo conectar con Discord (${e?.cause?.code ?? e?.name ?? 'error de red'})` };
    }
    const h = res.headers;
    if (res.ok) {
      await res.body?.cancel().catch(() => undefined);
      const vacio = h.get('x-ratelimit-remaining') === '0';
      const reset = segundos(h.get('x-ratelimit-reset-after'));
      return { tipo: 'enviado', pausaMs: vacio && reset !== undefined ? Math.ceil(reset * 1000) : 0 };
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => undefined);
      return { tipo: 'permanente', error: `Discord respondió ${res.status}: una redirección, que no se sigue` };
    }
    const { text, json } = await detalle(res);
    const mensaje = typeof json?.['message'] === 'string' ? json['message'] : text.slice(0, 200);
    const error = `Discord respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}`;
    if (res.status === 429) {
      const retry =
        segundos(typeof json?.['retry_after'] === 'number' ? String(json['retry_after']) : undefined) ??
        segundos(h.get('x-ratelimit-reset-after')) ??
        segundos(h.get('retry-after')) ??
        1;
      return { tipo: 'limitado', esperaMs: Math.ceil(retry * 1000), error };
    }
    if (res.status >= 500) return { tipo: 'reintentar', error };
    return { tipo: 'permanente', error };
  }
}
