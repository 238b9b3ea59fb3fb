// TEST AID: a local stand-in for a Discord channel webhook (node:http on 127.0.0.1), started by
// scripts/e2e-server.mjs (DISCORD_WEBHOOK_URL=<url>). It answers 204 to every message, except the
// first post of a message whose text contains "WebhookBorrado": that one gets 404 "Unknown Webhook"
// (as if the webhook had been deleted), so a spec can show a failed message and retry it. With
// `recibidos` (a file), every message it accepts is appended there as one JSON line, the body Discord
// would get, so a spec can read what reached the channel (e2e/support/webhook.ts).
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';

export async function startFakeWebhook({ port = 0, host = '127.0.0.1', recibidos = undefined } = {}) {
  const seen = new Set();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const title = (() => {
        try {
          return JSON.parse(raw).embeds?.[0]?.title ?? '';
        } catch {
          return '';
        }
      })();
      if (raw.includes('WebhookBorrado') && !seen.has(title)) {
        seen.add(title);
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }));
        return;
      }
      if (recibidos) appendFileSync(recibidos, `${raw}\n`);
      res.writeHead(204, { 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '4', 'x-ratelimit-reset-after': '1' });
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  server.unref();
  return {
    url: `http://${host}:${server.address().port}/api/webhooks/123456789012345678/token-e2e`,
    close: () => server.close(),
  };
}
