// Test driver of «Entrar con Discord» against the local fake (fake-discord-oauth.ts): an app built with
// the fake's configuration, and each step of the flow as the browser does it — with the browser's
// cookie of the flow (`d.navegador`, set by iniciar, sent by the later steps), as one browser would.
import { CARGO } from '@reparto/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { MembershipChecker } from '../adapters/membership.js';
import type { DiscordOAuthConfig } from '../adapters/discord/oauth.js';
import { buildTestApp, type TestApp } from './harness.js';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_DISCORD_GUILD_ID,
  startFakeDiscord,
  type FakeDiscord,
  type FakeDiscordUser,
} from './fake-discord-oauth.js';

export const ROL_TESORERO = '400000000000000008';
export const ROL_ENCARGADO = '400000000000000007';
export const PUBLIC_URL = 'https://reparto.example';

export const usuario = (id: string, username: string, extra: Partial<FakeDiscordUser> = {}): FakeDiscordUser => ({
  id,
  username,
  roles: [],
  miembro: true,
  ...extra,
});

/** An Albion check where every name is a guild member but those of `fuera`. */
export function albionFalso(fuera: string[]): MembershipChecker & { calls: string[] } {
  const calls: string[] = [];
  return {
    configured: true,
    calls,
    check: async (nickname) => {
      calls.push(nickname);
      const miembro = !fuera.includes(nickname);
      return { miembro, nickname, guild: miembro ? 'Reparto' : 'Los Otros' };
    },
  };
}

export interface DiscordTest {
  t: TestApp;
  fake: FakeDiscord;
  /** The browser's cookie of the flow (the `Cookie` header's pair), as the last iniciar set it. */
  navegador: string | undefined;
  close(): Promise<void>;
}

/** Another browser: `{ cookie }` for a step sent without the flow's cookie, or with someone else's. */
export interface Navegador {
  cookie?: string | undefined;
}

const conCookie = (d: DiscordTest, otro?: Navegador): Record<string, string> => {
  const cookie = otro ? otro.cookie : d.navegador;
  return cookie ? { cookie } : {};
};

export async function buildDiscordTest(
  users: FakeDiscordUser[],
  options: { membership?: MembershipChecker; loginRateLimit?: number; trustProxy?: boolean } = {},
): Promise<DiscordTest> {
  const fake = await startFakeDiscord(users);
  const discord: DiscordOAuthConfig = {
    apiBase: fake.base,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    guildId: FAKE_DISCORD_GUILD_ID,
    redirectUri: `${PUBLIC_URL}/api/auth/discord/callback`,
    rolesPorCargo: new Map([
      [CARGO.TESORERO, [ROL_TESORERO]],
      [CARGO.ENCARGADO_CONTENIDO, [ROL_ENCARGADO]],
    ]),
  };
  const t = await buildTestApp({ discord, ...options });
  return {
    t,
    fake,
    navegador: undefined,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** POST iniciar (or vincularCuenta with a token): the authorize URL; the browser keeps the cookie. */
export async function iniciar(d: DiscordTest, token?: string): Promise<string> {
  const res = await d.t.request('POST', token ? '/api/auth/discord/vincularCuenta' : '/api/auth/discord/iniciar', { token });
  if (res.statusCode !== 200) throw new Error(`iniciar → ${res.statusCode} ${res.body}`);
  d.navegador = cookieDe(res);
  return res.json().url as string;
}

/** The `name=value` pair of the flow's cookie a response sets (undefined when it sets none). */
export function cookieDe(res: LightMyRequestResponse): string | undefined {
  const set = res.headers['set-cookie'];
  const primera = (Array.isArray(set) ? set[0] : set)?.split(';')[0];
  return primera || undefined;
}

/** The callback request Discord's redirect sends the browser to (path and query). */
export const rutaCallback = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};

/** Discord's redirect followed into the app: the web path the callback sends the browser to. */
export async function callback(d: DiscordTest, location: string, otro?: Navegador): Promise<string> {
  const res = await d.t.request('GET', rutaCallback(location), { headers: conCookie(d, otro) });
  if (res.statusCode !== 302) throw new Error(`callback → ${res.statusCode} ${res.body}`);
  return res.headers.location as string;
}

/** The whole flow up to the web's /discord page: its query (codigo, error or vinculado). */
export async function hastaLaWeb(d: DiscordTest, usuarioId: string | 'denegar', token?: string): Promise<URLSearchParams> {
  const destino = await callback(d, await d.fake.autorizar(await iniciar(d, token), usuarioId));
  return new URL(destino, PUBLIC_URL).searchParams;
}

export const sesion = (d: DiscordTest, codigo: string, otro?: Navegador) =>
  d.t.request('POST', '/api/auth/discord/sesion', { body: [{ codigo }], headers: conCookie(d, otro) });
export const vincular = (d: DiscordTest, codigo: string, nickname: string, otro?: Navegador) =>
  d.t.request('POST', '/api/auth/discord/vincular', { body: [{ codigo, nickname }], headers: conCookie(d, otro) });
export const renovar = (d: DiscordTest, token: string) => d.t.request('POST', '/api/auth/validarJsonWebToken', { token });

/** First or later login: the session answer of the one-time code. */
export async function entrar(d: DiscordTest, usuarioId: string): Promise<LightMyRequestResponse> {
  const query = await hastaLaWeb(d, usuarioId);
  const codigo = query.get('codigo');
  if (!codigo) throw new Error(`sin código: ${query}`);
  return sesion(d, codigo);
}

/** First login with the player link: the login answer's token. */
export async function entrarYVincular(d: DiscordTest, usuarioId: string, nickname: string): Promise<string> {
  const pendiente = (await entrar(d, usuarioId)).json();
  if (!pendiente.pendiente) throw new Error(`no pendiente: ${JSON.stringify(pendiente)}`);
  const res = await vincular(d, pendiente.pendiente.codigo, nickname);
  if (res.statusCode !== 200) throw new Error(`vincular → ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}
