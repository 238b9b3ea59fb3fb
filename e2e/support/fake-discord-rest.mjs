// TEST AND DEMO AID: the bot's side of Discord's REST API v10 (DISCORD_TOKEN: docs/integraciones.md,
// «Llamadas del bot a Discord»), served under {DISCORD_API_BASE}/v10 by the same local server as the
// OAuth2 fake (fake-discord-oauth.mjs; scripts/e2e-server.mjs starts it with FAKE_BOT_TOKEN). It answers
// what the outbox sends with Discord's shapes — create and edit a message (a `nonce` with `enforce_nonce`
// gives back the message already created), open a DM channel, add or remove a member's role, change a
// member's nickname — and writes every message as it stands (edits applied) to a JSON file that
// e2e/support/discord-bot.ts reads. The API tests' twin: apps/api/src/testing/fake-discord-rest.ts.
import { writeFileSync } from 'node:fs';

export const FAKE_BOT_TOKEN = 'token-del-bot-falso-e2e';

function json(res, status, body) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The handler of `/v10/…` paths; `archivo`: where the messages are written. */
export function fakeDiscordRest({ archivo }) {
  const mensajes = new Map(); // id → message
  const porNonce = new Map(); // channel/nonce → id
  let seq = 1_200_000_000_000_000_000n;
  const nuevoId = () => String(++seq);
  const guardar = () => writeFileSync(archivo, JSON.stringify([...mensajes.values()], null, 2));
  writeFileSync(archivo, '[]');

  return async function rest(req, res, ruta) {
    if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return json(res, 401, { message: '401: Unauthorized', code: 0 });
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : {};
    const crear = /^\/v10\/channels\/(\d+|dm-\d+)\/messages$/.exec(ruta);
    if (crear && req.method === 'POST') {
      const canal = crear[1];
      const previo = body.enforce_nonce && body.nonce ? porNonce.get(`${canal}/${body.nonce}`) : undefined;
      if (previo) return json(res, 200, mensajes.get(previo));
      const m = {
        id: nuevoId(),
        channel_id: canal,
        content: body.content ?? '',
        embeds: body.embeds ?? [],
        components: body.components ?? [],
        timestamp: new Date().toISOString(),
        edited_timestamp: null,
      };
      mensajes.set(m.id, m);
      if (body.nonce) porNonce.set(`${canal}/${body.nonce}`, m.id);
      guardar();
      return json(res, 200, m);
    }
    const editar = /^\/v10\/channels\/[^/]+\/messages\/(\d+)$/.exec(ruta);
    if (editar && req.method === 'PATCH') {
      const m = mensajes.get(editar[1]);
      if (!m) return json(res, 404, { message: 'Unknown Message', code: 10008 });
      for (const k of ['content', 'embeds', 'components']) if (k in body) m[k] = body[k];
      m.edited_timestamp = new Date().toISOString();
      guardar();
      return json(res, 200, m);
    }
    if (ruta === '/v10/users/@me/channels' && req.method === 'POST')
      return json(res, 200, { id: `dm-${body.recipient_id}`, type: 1, recipients: [{ id: body.recipient_id }] });
    if (/^\/v10\/guilds\/\d+\/members\/\d+\/roles\/\d+$/.test(ruta) && (req.method === 'PUT' || req.method === 'DELETE'))
      return json(res, 204);
    if (/^\/v10\/guilds\/\d+\/members\/\d+$/.test(ruta) && req.method === 'PATCH')
      return json(res, 200, { nick: body.nick ?? null, roles: [] });
    return json(res, 404, { message: '404: Not Found', code: 0 });
  };
}
