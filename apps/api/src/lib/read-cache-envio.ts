// Sending a kept answer of the read cache (lib/read-cache.ts): its bytes as they are, compressed when the
// client accepts it (a route through Fastify, `sendJson`; the shortcut before it, lib/atajo.ts).
import type { FastifyReply } from 'fastify';
import { acceptsEncoding } from './compress.js';
import { jsonDe, type CachedBody } from './read-cache.js';

/**
 * Sends a cached JSON body as is (no serialization; the route still declares its response schema),
 * compressed when the client accepts it: Brotli first (smaller), then gzip.
 */
export function sendJson(reply: FastifyReply, body: CachedBody): FastifyReply {
  const { bytes, encoding, vary } = cuerpoParaEnviar(body, reply.request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (vary) reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/**
 * The bytes of a kept answer for a client's Accept-Encoding: Brotli first (smaller), then gzip, else
 * the JSON; `vary` when the answer has compressed twins (what `sendJson` and lib/atajo.ts send).
 */
export function cuerpoParaEnviar(
  body: CachedBody,
  acceptEncoding: string | string[] | undefined,
): { bytes: Buffer; encoding?: 'br' | 'gzip'; vary: boolean } {
  if (!body.gzip) return { bytes: jsonDe(body), vary: false };
  if (body.br && acceptsEncoding(acceptEncoding, 'br')) return { bytes: body.br, encoding: 'br', vary: true };
  if (acceptsEncoding(acceptEncoding, 'gzip')) return { bytes: body.gzip, encoding: 'gzip', vary: true };
  return { bytes: jsonDe(body), vary: true };
}
