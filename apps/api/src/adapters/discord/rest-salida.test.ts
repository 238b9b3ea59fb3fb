// The bot's REST client (rest-salida.ts) on a scripted fetch: the request it makes (v10, the bot's
// token, the audit-log reason encoded) and how each answer is sorted for the outbox worker.
import { describe, expect, it } from 'vitest';
import { DiscordRestSalida } from './rest-salida.js';

type Llamada = { url: string; init: RequestInit };

function cliente(respuesta: () => Response | Promise<Response>) {
  const llamadas: Llamada[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    llamadas.push({ url, init });
    return respuesta();
  }) as unknown as typeof globalThis.fetch;
  return { rest: new DiscordRestSalida({ token: 'tok', base: 'https://discord.example/api/', fetch }), llamadas };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('DiscordRestSalida', () => {
  it('calls DISCORD_API_BASE/v10 + route with the bot token and the reason, and returns the answer’s JSON', async () => {
    const { rest, llamadas } = cliente(() => json(200, { id: '123', type: 1 }));
    const r = await rest.llamar({ metodo: 'PUT', ruta: '/guilds/1/members/2/roles/3', body: {}, razon: 'Cargo: TESORERO (ñ)' });
    expect(r).toEqual({ tipo: 'enviado', pausaMs: 0, json: { id: '123', type: 1 } });
    const [{ url, init }] = llamadas as [Llamada];
    expect(url).toBe('https://discord.example/api/v10/guilds/1/members/2/roles/3');
    const h = init.headers as Record<string, string>;
    expect(h['authorization']).toBe('Bot tok');
    expect(decodeURIComponent(h['x-audit-log-reason']!)).toBe('Cargo: TESORERO (ñ)');
    expect(init.redirect).toBe('manual');
  });

  it('a 204 has no JSON; an empty bucket asks for a pause', async () => {
    const { rest } = cliente(
      () => new Response(null, { status: 204, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '1.25' } }),
    );
    expect(await rest.llamar({ metodo: 'DELETE', ruta: '/guilds/1/members/2/roles/3' })).toEqual({
      tipo: 'enviado',
      pausaMs: 1250,
      json: null,
    });
  });

  it('429: retry_after from the body, else the headers; the global flag named', async () => {
    let r = await cliente(() =>
      json(429, { message: 'You are being rate limited.', retry_after: 0.5, global: true }),
    ).rest.llamar({
      metodo: 'POST',
      ruta: '/channels/1/messages',
    });
    expect(r).toMatchObject({ tipo: 'limitado', esperaMs: 500, status: 429 });
    expect(r.tipo !== 'enviado' && r.error).toContain('límite global');
    r = await cliente(() => new Response('', { status: 429, headers: { 'retry-after': '3' } })).rest.llamar({
      metodo: 'POST',
      ruta: '/channels/1/messages',
    });
    expect(r).toMatchObject({ tipo: 'limitado', esperaMs: 3000 });
  });

  it('403 50007 is permanent with its code; 5xx and network errors are retried; a redirect is never followed', async () => {
    const md = await cliente(() => json(403, { message: 'Cannot send messages to this user', code: 50007 })).rest.llamar({
      metodo: 'POST',
      ruta: '/channels/1/messages',
    });
    expect(md).toMatchObject({ tipo: 'permanente', status: 403, codigo: 50007 });
    expect(await cliente(() => json(502, { message: 'Bad Gateway' })).rest.llamar({ metodo: 'POST', ruta: '/x' })).toMatchObject({
      tipo: 'reintentar',
    });
    const red = cliente(() => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })));
    expect(await red.rest.llamar({ metodo: 'POST', ruta: '/x' })).toEqual({
      tipo: 'reintentar',
      error: 'No se pudo conectar con Discord (ECONNREFUSED)',
    });
    const redir = cliente(() => new Response(null, { status: 302, headers: { location: 'https://otro.example' } }));
    expect(await redir.rest.llamar({ metodo: 'POST', ruta: '/x' })).toMatchObject({ tipo: 'permanente', status: 302 });
  });
});
