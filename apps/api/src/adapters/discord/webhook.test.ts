// The Discord webhook client against the local fake (docs/integraciones.md; docs/reliability.md, finding 9): a
// redirect is never followed and is a permanent failure, and an http:// webhook is used only on
// loopback, both by the client and by the configuration.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeWebhook } from '../../testing/fake-webhook.js';
import { parseEnv } from '../../env.js';
import { DiscordWebhook, webhookPermitido } from './webhook.js';
import type { WebhookBody } from './webhook.js';

const body: WebhookBody = {
  embeds: [{ title: 'Periodo 1 creado', description: '', color: 0, fields: [] }],
  allowed_mentions: { parse: [] },
};

let fake: FakeWebhook;
beforeEach(async () => {
  fake = await new FakeWebhook().start();
});
afterEach(() => fake.close());

describe('DiscordWebhook', () => {
  it.each([301, 302, 307, 308] as const)('posts once and fails for good on a %i, never following it', async (status) => {
    fake.siguiente({ status });
    const r = await new DiscordWebhook({ url: fake.url }).enviar(body);
    expect(r).toEqual({ tipo: 'permanente', error: `Discord respondió ${status}: una redirección, que no se sigue` });
    expect(fake.posts).toHaveLength(1);
  });

  it('never sends to an http:// webhook off this machine, and never reveals its address', async () => {
    const llamadas: string[] = [];
    const espia = (async (url: string) => {
      llamadas.push(url);
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const url = 'http://discord.example/api/webhooks/1/secreto';
    const r = await new DiscordWebhook({ url, fetch: espia }).enviar(body);
    expect(r.tipo).toBe('permanente');
    expect(JSON.stringify(r)).not.toContain('secreto');
    expect(llamadas).toEqual([]);
    // The local fake (http://127.0.0.1) still receives.
    expect(await new DiscordWebhook({ url: fake.url }).enviar(body)).toEqual({ tipo: 'enviado', pausaMs: 0 });
  });
});

describe('webhookPermitido and DISCORD_WEBHOOK_URL', () => {
  it.each([
    ['https://discord.com/api/webhooks/1/x', true],
    ['http://127.0.0.1:9000/api/webhooks/1/x', true],
    ['http://localhost:9000/api/webhooks/1/x', true],
    ['http://[::1]:9000/api/webhooks/1/x', true],
    ['http://discord.com/api/webhooks/1/x', false],
    ['http://127.0.0.1.nip.io/api/webhooks/1/x', false],
    ['http://10.0.0.5/api/webhooks/1/x', false],
    ['ftp://127.0.0.1/x', false],
    ['no es una url', false],
  ])('%s → %s', (url, permitido) => {
    expect(webhookPermitido(url)).toBe(permitido);
    if (permitido) expect(parseEnv({ DISCORD_WEBHOOK_URL: url }).DISCORD_WEBHOOK_URL).toBe(url);
    else expect(() => parseEnv({ DISCORD_WEBHOOK_URL: url })).toThrow(/DISCORD_WEBHOOK_URL/);
  });
});
