// The Discord webhook client (docs/integraciones.md): one POST per message to DISCORD_WEBHOOK_URL,
// with a timeout, and Discord's answer sorted into what the outbox worker does next. The URL holds
// the webhook's secret token: it is never logged nor put in an error. A redirect is never followed
// (a 3xx is a permanent failure: the message would be posted again to wherever it points), and an
// http:// webhook is used only on this machine (loopback: the local fakes); anywhere else, https://.
import { errorDeRed, pausaDelCubo, respuestaFallida, type ResultadoEnvio } from './respuesta.js';

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

export type { ResultadoEnvio };

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
      return errorDeRed(error, this.#timeoutMs);
    }
    if (res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return { tipo: 'enviado', pausaMs: pausaDelCubo(res.headers) };
    }
    return (await respuestaFallida(res)).resultado;
  }
}
