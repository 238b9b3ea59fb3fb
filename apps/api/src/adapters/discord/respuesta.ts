// How Discord's answer to an outgoing request is sorted into what the outbox worker does next
// (docs/integraciones.md, «Límites de Discord»): one reading for the webhook (webhook.ts) and the REST
// calls (rest-salida.ts). 2xx: done (a pause when the bucket is empty: X-RateLimit-Remaining 0 →
// X-RateLimit-Reset-After); 429: wait `retry_after` (body), else X-RateLimit-Reset-After, else
// Retry-After, not counted as a failure; 5xx, network, timeout: retry with back-off; 3xx, 4xx: never retried.

export type ResultadoEnvio =
  /** Delivered; `pausaMs` > 0 when the rate-limit bucket is empty (X-RateLimit-Remaining: 0). */
  | { tipo: 'enviado'; pausaMs: number }
  /** 429: wait `esperaMs` (retry_after, X-RateLimit-Reset-After or Retry-After), then send again. */
  | { tipo: 'limitado'; esperaMs: number; error: string }
  /** 5xx, network error or timeout: retry with back-off. */
  | { tipo: 'reintentar'; error: string }
  /** 3xx or 4xx (404/401: the webhook was deleted or its token is wrong; 400: refused body): never retried. */
  | { tipo: 'permanente'; error: string };

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

/** A request that never got an answer: retried. */
export function errorDeRed(error: unknown, timeoutMs: number): Extract<ResultadoEnvio, { tipo: 'reintentar' }> {
  const e = error as { name?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError') return { tipo: 'reintentar', error: `Discord no respondió en ${timeoutMs} ms` };
  return { tipo: 'reintentar', error: `No se pudo conectar con Discord (${e?.cause?.code ?? e?.name ?? 'error de red'})` };
}

/** The pause a 2xx asks for: the bucket's reset when it is empty. */
export function pausaDelCubo(h: Headers): number {
  const reset = segundos(h.get('x-ratelimit-reset-after'));
  return h.get('x-ratelimit-remaining') === '0' && reset !== undefined ? Math.ceil(reset * 1000) : 0;
}

/**
 * A non-2xx answer sorted (its body read); `json` is Discord's error object (its `code`: 50007 for a
 * user who does not accept direct messages).
 */
export async function respuestaFallida(
  res: Response,
): Promise<{ resultado: Exclude<ResultadoEnvio, { tipo: 'enviado' }>; json: Record<string, unknown> | null }> {
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel().catch(() => undefined);
    return {
      resultado: { tipo: 'permanente', error: `Discord respondió ${res.status}: una redirección, que no se sigue` },
      json: null,
    };
  }
  const h = res.headers;
  const { text, json } = await detalle(res);
  const mensaje = typeof json?.['message'] === 'string' ? json['message'] : text.slice(0, 200);
  const error = `Discord respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}`;
  if (res.status === 429) {
    const retry =
      segundos(typeof json?.['retry_after'] === 'number' ? String(json['retry_after']) : undefined) ??
      segundos(h.get('x-ratelimit-reset-after')) ??
      segundos(h.get('retry-after')) ??
      1;
    const global = json?.['global'] === true || h.get('x-ratelimit-global') === 'true';
    return {
      resultado: { tipo: 'limitado', esperaMs: Math.ceil(retry * 1000), error: global ? `${error} (límite global)` : error },
      json,
    };
  }
  if (res.status >= 500) return { resultado: { tipo: 'reintentar', error }, json };
  return { resultado: { tipo: 'permanente', error }, json };
}
