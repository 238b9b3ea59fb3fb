// `reply.cached` answers only for a route that declares `cache: true` (lib/route.ts): the tests find
// the cached answers by that fact (lib/cambios-cobertura.test.ts), so an undeclared one must fail loudly.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCachedReply } from './cached-reply.js';

describe('reply.cached', () => {
  it('refuses a route that does not declare cache: true', async () => {
    const app = Fastify();
    registerCachedReply(app);
    let error: unknown;
    app.get('/api/sin-cache', async (_request, reply) => {
      try {
        await reply.cached({ key: 'k', ambitos: [] }, async () => ({ value: 1 }));
      } catch (e) {
        error = e;
      }
      return 'respondida';
    });
    await app.inject({ method: 'GET', url: '/api/sin-cache' });
    await app.close();
    expect(String(error)).toContain('no declara cache: true');
  });
});
