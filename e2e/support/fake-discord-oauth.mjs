// TEST AND DEMO AID: a local stand-in for Discord's OAuth2 and user endpoints (node:http on 127.0.0.1),
// started by scripts/e2e-server.mjs (DISCORD_API_BASE=<base>, DISCORD_CLIENT_ID/SECRET, DISCORD_GUILD_ID,
// DISCORD_ROLES_*). Its authorize page is a small consent screen: the spec types a Discord user name,
// a server nickname and ticks roles, then «Autorizar» (or «Cancelar», a denied consent). The same
// user name is the same Discord user (same id) every time; authorizing again updates its nickname and
// roles, so a spec can change roles between logins; a user's id is made from its name (`idDiscordDe`), so
// a spec knows it. Tokens: authorization code with PKCE S256, used once; @me and the guild member by
// bearer token. With `rest` (fake-discord-rest.mjs) the same server answers the bot's REST calls under
// /api/v10. The API tests' twin: apps/api/src/testing/fake-discord-oauth.ts.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export const FAKE_DISCORD = {
  clientId: '711111111111111111',
  clientSecret: 'secreto-del-cliente-falso-e2e',
  guildId: '722222222222222222',
  roles: { TESORERO: '733333333333333308', ENCARGADO_CONTENIDO: '733333333333333307' },
};

const aleatorio = () => randomBytes(24).toString('base64url');
/** The Discord user id of a user name (lower case): 18 digits, the same every run (e2e/support/discord-bot.ts too). */
export const idDiscordDe = (username) =>
  `74${BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 13)}`)
    .toString()
    .padStart(16, '0')}`;
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeDiscordOAuth({ rest } = {}) {
  const users = new Map(); // username → { id, username, nick, roles, miembro }
  const codes = new Map();
  const accesos = new Map();

  function consentimiento(url, res) {
    const p = url.searchParams;
    const ocultos = [...p]
      .filter(([k]) => !['username', 'nick', 'rol', 'miembro', 'decision'].includes(k))
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join('');
    const cancelar = new URL(url);
    cancelar.searchParams.set('decision', 'denegar');
    const roles = Object.entries(FAKE_DISCORD.roles)
      .map(([nombre, id]) => `<label><input type="checkbox" name="rol" value="${id}"> Rol ${escape(nombre)}</label>`)
      .join('<br>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Discord (simulado)</title></head><body>
<h1>Discord (simulado)</h1><p>Reparto de Plata quiere acceder a su cuenta: identify guilds guilds.members.read</p>
<form method="get">${ocultos}
<label>Usuario de Discord <input name="username" required></label><br>
<label>Apodo en el servidor <input name="nick"></label><br>
${roles}<br><label><input type="checkbox" name="miembro" value="1" checked> Miembro del servidor</label><br>
<button type="submit">Autorizar</button></form>
<p><a href="${escape(cancelar.pathname + cancelar.search)}">Cancelar</a></p></body></html>`);
  }

  function authorize(url, res) {
    const p = url.searchParams;
    const redirectUri = p.get('redirect_uri') ?? '';
    const ok =
      p.get('client_id') === FAKE_DISCORD.clientId &&
      p.get('response_type') === 'code' &&
      p.get('code_challenge_method') === 'S256' &&
      (p.get('code_challenge') ?? '').length >= 43 &&
      redirectUri !== '';
    if (!ok) return json(res, 400, { error: 'invalid_request' });
    if (!p.has('username') && p.get('decision') !== 'denegar') return consentimiento(url, res);
    const vuelta = new URL(redirectUri);
    vuelta.searchParams.set('state', p.get('state') ?? '');
    if (p.get('decision') === 'denegar') {
      vuelta.searchParams.set('error', 'access_denied');
    } else {
      const username = p.get('username').trim().toLowerCase();
      const user = users.get(username) ?? { id: idDiscordDe(username), username };
      Object.assign(user, { nick: p.get('nick') || null, roles: p.getAll('rol'), miembro: p.get('miembro') === '1' });
      users.set(username, user);
      const code = aleatorio();
      codes.set(code, { user, challenge: p.get('code_challenge'), redirectUri });
      vuelta.searchParams.set('code', code);
    }
    res.writeHead(302, { location: vuelta.toString() });
    res.end();
  }

  async function token(req, res) {
    const basic = `Basic ${Buffer.from(`${FAKE_DISCORD.clientId}:${FAKE_DISCORD.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return json(res, 401, { error: 'invalid_client' });
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !code ||
      code.redirectUri !== form.get('redirect_uri') ||
      code.challenge !== challenge
    ) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const access = aleatorio();
    accesos.set(access, code.user);
    json(res, 200, {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: aleatorio(),
      scope: 'identify guilds guilds.members.read',
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/oauth2/authorize') return authorize(url, res);
    if (path === '/oauth2/token' && req.method === 'POST') return void token(req, res);
    if (rest && path.startsWith('/v10/')) return void rest(req, res, path);
    const user = accesos.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (path === '/users/@me' || path === '/users/@me/guilds' || /^\/users\/@me\/guilds\/[^/]+\/member$/.test(path)) {
      if (!user) return json(res, 401, { message: '401: Unauthorized', code: 0 });
      if (path === '/users/@me') return json(res, 200, { id: user.id, username: user.username, global_name: null });
      // The member's servers (scope `guilds`), as Discord's partial guild objects: the guild's, if a member.
      if (path === '/users/@me/guilds')
        return json(
          res,
          200,
          user.miembro
            ? [
                {
                  id: FAKE_DISCORD.guildId,
                  name: 'Reparto',
                  icon: null,
                  banner: null,
                  owner: false,
                  permissions: '104324673',
                  features: [],
                },
              ]
            : [],
        );
      if (path.split('/')[4] !== FAKE_DISCORD.guildId || !user.miembro)
        return json(res, 404, { message: 'Unknown Guild', code: 10004 });
      return json(res, 200, {
        nick: user.nick,
        roles: user.roles,
        user: { id: user.id, username: user.username, global_name: null },
      });
    }
    json(res, 404, { message: '404: Not Found', code: 0 });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}/api`, close: () => new Promise((r) => server.close(r)) };
}
