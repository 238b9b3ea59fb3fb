// A local stand-in for Discord's OAuth2 and user endpoints (node:http on 127.0.0.1) for the API tests
// of «Entrar con Discord»: the authorize redirect (pick the user with `usuario=<id>`, or
// `decision=denegar` for a denied consent), the token endpoint (authorization code with PKCE S256, used
// once; refresh), GET /users/@me and GET /users/@me/guilds/{id}/member. It can answer a wrong state, a
// non-member, changed roles and 5xx. e2e/support/fake-discord-oauth.mjs is its twin for Playwright.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = '111111111111111111';
export const FAKE_CLIENT_SECRET = 'secreto-del-cliente-falso';
export const FAKE_DISCORD_GUILD_ID = '222222222222222222';

export interface FakeDiscordUser {
  id: string;
  username: string;
  globalName?: string | null;
  /** Server nickname. */
  nick?: string | null;
  roles: string[];
  /** In the guild (false: the member endpoint answers 404). */
  miembro: boolean;
  /** Other Discord servers the user is in (GET /users/@me/guilds lists them after the guild's). */
  servidores?: string[];
}

type Parte = 'authorize' | 'token' | 'me' | 'member' | 'guilds';

export interface FakeDiscord {
  base: string;
  users: Map<string, FakeDiscordUser>;
  /** The next authorize redirects carry another state. */
  estadoErroneo: boolean;
  /** Parts answering 503 until removed. */
  caidos: Set<Parte>;
  /** Codes exchanged (successfully). */
  canjes: number;
  /** Refresh grants served. */
  renovaciones: number;
  requests: string[];
  /** Every access token issued so far stops working (refresh tokens still do). */
  caducarAccesos(): void;
  /** Every token of the user stops working (the member revoked the app). */
  revocar(userId: string): void;
  /** Follows an authorize URL as the user (or as a denial): the Location of Discord's redirect back. */
  autorizar(url: string, usuario: string | 'denegar'): Promise<string>;
  close(): Promise<void>;
}

const aleatorio = () => randomBytes(24).toString('base64url');

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function leerForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startFakeDiscord(users: FakeDiscordUser[] = []): Promise<FakeDiscord> {
  const codes = new Map<string, { userId: string; challenge: string; redirectUri: string }>();
  const accesos = new Map<string, string>();
  const refrescos = new Map<string, string>();

  function emitir(userId: string) {
    const access = aleatorio();
    const refresh = aleatorio();
    accesos.set(access, userId);
    refrescos.set(refresh, userId);
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: refresh,
      scope: 'identify guilds guilds.members.read',
    };
  }

  const fake: FakeDiscord = {
    base: '',
    users: new Map(users.map((u) => [u.id, u])),
    estadoErroneo: false,
    caidos: new Set(),
    canjes: 0,
    renovaciones: 0,
    requests: [],
    caducarAccesos: () => accesos.clear(),
    revocar(userId) {
      for (const map of [accesos, refrescos]) for (const [t, u] of map) if (u === userId) map.delete(t);
    },
    async autorizar(url, usuario) {
      const u = new URL(url);
      if (!u.href.startsWith(fake.base)) throw new Error(`authorize fuera del falso: ${url}`);
      u.searchParams.set(usuario === 'denegar' ? 'decision' : 'usuario', usuario === 'denegar' ? 'denegar' : usuario);
      const res = await fetch(u, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`authorize respondió ${res.status}: ${await res.text()}`);
      return location;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function authorize(url: URL, res: ServerResponse) {
    const p = url.searchParams;
    const redirectUri = p.get('redirect_uri') ?? '';
    const ok =
      p.get('client_id') === FAKE_CLIENT_ID &&
      p.get('response_type') === 'code' &&
      (p.get('scope') ?? '').split(' ').sort().join(' ') === 'guilds guilds.members.read identify' &&
      p.get('code_challenge_method') === 'S256' &&
      (p.get('code_challenge') ?? '').length >= 43 &&
      redirectUri !== '';
    if (!ok) return json(res, 400, { error: 'invalid_request' });
    const vuelta = new URL(redirectUri);
    const state = fake.estadoErroneo ? `${p.get('state')}x` : (p.get('state') ?? '');
    vuelta.searchParams.set('state', state);
    if (p.get('decision') === 'denegar') {
      vuelta.searchParams.set('error', 'access_denied');
      vuelta.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
    } else {
      const userId = p.get('usuario') ?? '';
      if (!fake.users.has(userId)) return json(res, 400, { error: 'usuario desconocido en el falso' });
      const code = aleatorio();
      codes.set(code, { userId, challenge: p.get('code_challenge')!, redirectUri });
      vuelta.searchParams.set('code', code);
    }
    res.writeHead(302, { location: vuelta.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const basic = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return json(res, 401, { error: 'invalid_client' });
    const form = await leerForm(req);
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? ''); // used once, whatever the outcome
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.redirectUri !== form.get('redirect_uri') || code.challenge !== challenge) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      fake.canjes++;
      return json(res, 200, emitir(code.userId));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const userId = refrescos.get(form.get('refresh_token') ?? '');
      if (!userId) return json(res, 400, { error: 'invalid_grant' });
      refrescos.delete(form.get('refresh_token')!);
      fake.renovaciones++;
      return json(res, 200, emitir(userId));
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  function usuario(req: IncomingMessage): FakeDiscordUser | null {
    const access = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const userId = accesos.get(access);
    return userId ? (fake.users.get(userId) ?? null) : null;
  }

  const server = createServer((req, res) => {
    fake.requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const parte: Parte | null =
      path === '/oauth2/authorize'
        ? 'authorize'
        : path === '/oauth2/token'
          ? 'token'
          : path === '/users/@me'
            ? 'me'
            : /^\/users\/@me\/guilds\/[^/]+\/member$/.test(path)
              ? 'member'
              : path === '/users/@me/guilds'
                ? 'guilds'
                : null;
    if (!parte) return json(res, 404, { message: '404: Not Found', code: 0 });
    if (fake.caidos.has(parte)) return json(res, 503, { message: 'upstream connect error' });
    if (parte === 'authorize') return authorize(url, res);
    if (parte === 'token') return void token(req, res);
    const user = usuario(req);
    if (!user) return json(res, 401, { message: '401: Unauthorized', code: 0 });
    if (parte === 'me')
      return json(res, 200, { id: user.id, username: user.username, global_name: user.globalName ?? null, discriminator: '0' });
    // Discord's partial guild objects, with their fields (icon and banner hashes null here).
    if (parte === 'guilds')
      return json(
        res,
        200,
        [...(user.miembro ? [FAKE_DISCORD_GUILD_ID] : []), ...(user.servidores ?? [])].map((id, i) => ({
          id,
          name: `Servidor ${i + 1}`,
          icon: null,
          banner: null,
          owner: false,
          permissions: '104324673',
          features: [],
        })),
      );
    const guild = path.split('/')[4];
    if (guild !== FAKE_DISCORD_GUILD_ID || !user.miembro) return json(res, 404, { message: 'Unknown Guild', code: 10004 });
    return json(res, 200, {
      nick: user.nick ?? null,
      roles: user.roles,
      user: { id: user.id, username: user.username, global_name: user.globalName ?? null },
      joined_at: '2025-01-01T00:00:00.000000+00:00',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return fake;
}
