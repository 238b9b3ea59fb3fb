// A local stand-in for a Discord webhook (tests only): records every POST and answers with what the
// test scripted: 204, 429 with retry_after and X-RateLimit-* headers, 500, 404, a redirect, or slowly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escuchar, type ServidorLocal } from './servidor-local.js';

export type Respuesta =
  | { status: 204; remaining?: number; resetAfter?: number }
  | { status: 429; retryAfter: number }
  | { status: 500 | 404 | 401 | 400 }
  /** A redirect to `location` (by default, to this same webhook). */
  | { status: 301 | 302 | 307 | 308; location?: string }
  | { status: 'lento'; ms: number };

export interface Post {
  body: {
    embeds: { title: string; description: string; fields: { name: string; value: string }[] }[];
    allowed_mentions: unknown;
  };
  /** The status answered (null: the connection closed first). */
  status: number | null;
}

export class FakeWebhook {
  readonly posts: Post[] = [];
  #queue: Respuesta[] = [];
  #default: Respuesta = { status: 204 };
  #server: ServidorLocal | null = null;
  url = '';

  /** Answers for the next posts, in order; then the default. */
  siguiente(...r: Respuesta[]): this {
    this.#queue.push(...r);
    return this;
  }

  porDefecto(r: Respuesta): this {
    this.#default = r;
    return this;
  }

  /** Posts answered 2xx. */
  get entregados(): Post[] {
    return this.posts.filter((p) => p.status !== null && p.status < 300);
  }

  async start(port = 0): Promise<this> {
    this.#server = await escuchar((req, res) => this.#handle(req, res), port);
    this.url = `http://127.0.0.1:${this.#server.port}/api/webhooks/123456789012345678/token-de-prueba`;
    return this;
  }

  async close(): Promise<void> {
    await this.#server?.close();
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const post: Post = { body: JSON.parse(raw) as Post['body'], status: null };
    this.posts.push(post);
    const r = this.#queue.shift() ?? this.#default;
    const rate = (remaining: number, resetAfter: number) => ({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset-after': String(resetAfter),
      'x-ratelimit-bucket': 'cubo-de-prueba',
    });
    res.on('close', () => undefined);
    switch (r.status) {
      case 'lento':
        await new Promise((resolve) => setTimeout(resolve, r.ms));
        if (res.destroyed) return;
        post.status = 204;
        res.writeHead(204, rate(4, 2)).end();
        return;
      case 204:
        post.status = 204;
        res.writeHead(204, rate(r.remaining ?? 4, r.resetAfter ?? 2)).end();
        return;
      case 429:
        post.status = 429;
        res
          .writeHead(429, {
            'content-type': 'application/json',
            'retry-after': String(Math.ceil(r.retryAfter)),
            ...rate(0, r.retryAfter),
          })
          .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: r.retryAfter, global: false }));
        return;
      case 301:
      case 302:
      case 307:
      case 308:
        post.status = r.status;
        res.writeHead(r.status, { location: r.location ?? this.url }).end();
        return;
      default: {
        post.status = r.status;
        const message =
          r.status === 404 ? 'Unknown Webhook' : r.status === 401 ? 'Invalid Webhook Token' : 'Internal Server Error';
        res
          .writeHead(r.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message, code: r.status === 404 ? 10015 : 0 }));
      }
    }
  }
}
