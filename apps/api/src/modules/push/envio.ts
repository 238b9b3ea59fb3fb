// One push to one subscription (RFC 8030 with VAPID, RFC 8292; the payload encrypted aes128gcm, RFC
// 8291): `web-push` builds the request (the encryption and the VAPID JWT), and the POST is made here
// with fetch, bounded by PUSH_TIMEOUT_MS and never following a redirect. What the push service answers
// decides what the outbox does (docs/pwa.md, «Avisos en el dispositivo»).
import webpush from 'web-push';
import type { ContenidoPush } from './textos.js';

export interface VapidPush {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the outbox does with the row: done, the subscription gone, retried later, or failed for good. */
export type ResultadoPush =
  | { tipo: 'enviado' }
  | { tipo: 'caducada'; error: string }
  | { tipo: 'reintentar'; error: string }
  | { tipo: 'permanente'; error: string };

export interface EnviadorPush {
  enviar(suscripcion: { endpoint: string; p256dh: string; auth: string }, contenido: ContenidoPush): Promise<ResultadoPush>;
}

/** How long a push waits on the device's push service when the device is off (RFC 8030 TTL): a day. */
export const TTL_S = 24 * 60 * 60;

export function enviadorPush(opts: { vapid: VapidPush; timeoutMs: number; fetch?: typeof fetch }): EnviadorPush {
  const hacer = opts.fetch ?? fetch;
  return {
    async enviar(suscripcion, contenido) {
      const pedido = webpush.generateRequestDetails(
        { endpoint: suscripcion.endpoint, keys: { p256dh: suscripcion.p256dh, auth: suscripcion.auth } },
        JSON.stringify(contenido),
        { vapidDetails: opts.vapid, TTL: TTL_S, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
      let res: Response;
      try {
        res = await hacer(pedido.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(pedido.headers).map(([k, v]) => [k, String(v)])),
          body: pedido.body ?? undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (error) {
        const timeout = error instanceof Error && error.name === 'TimeoutError';
        return {
          tipo: 'reintentar',
          error: timeout ? `sin respuesta en ${opts.timeoutMs} ms` : `error de red: ${String(error)}`,
        };
      }
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { tipo: 'enviado' };
      const error = `el servicio de push respondió ${res.status}`;
      if (res.status === 404 || res.status === 410) return { tipo: 'caducada', error };
      if (res.status === 429 || res.status >= 500) return { tipo: 'reintentar', error };
      return { tipo: 'permanente', error };
    },
  };
}
