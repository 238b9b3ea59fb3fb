// The Discord webhook client (docs/integraciones.md): one POST per message to DISCORD_WEBHOOK_URL,
// with a timeout, and Discord's answer sorted into what the outbox worker does next. The URL holds
// the webhook's secret token: it is never logged nor put in an error.
import type { WebhookBody } from '../../modules/notificaciones/mensajes.js';

export type ResultadoEnvio =
  /** Delivered; `pausaMs` > 0 when the rate-limit bucket is empty (X-RateLimit-Remaining: 0). */
  | { tipo: 'enviado'; pausaMs: number }
  /** 429: wait `esperaMs` (retry_after, X-RateLimit-Reset-After or Retry-After), then send again. */
  | { tipo: 'limitado'; esperaMs: number; error: string }
  /** 5xx, network error or timeout: retry with back-off. */
  | { tipo: 'reintentar'; error: string }
  /** 4xx (404/401: the webhook was deleted or its token is wrong; 400: refused body): never retried. */
  | { tipo: 'permanente'; error: string };

export interface WebhookSender {
  enviar(body: WebhookBody): Promise<ResultadoEnvio>;
}

export interface DiscordWebhookOptions {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

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
    let res: Response;
    try {
      res = await this.#fetch(this.#url, {
        method: 'POST',
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
