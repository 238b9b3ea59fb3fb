// Discord's OAuth2 and user endpoints for «Entrar con Discord» (docs/integraciones.md, "Discord login"):
// {base}/oauth2/authorize (the browser goes there), {base}/oauth2/token (code → tokens, refresh),
// {base}/users/@me and {base}/users/@me/guilds/{guild}/member (with the member's own access token).
// Tests and e2e replace the base with a local fake (apps/api/src/testing/fake-discord-oauth.ts). A
// redirect is never followed (as the webhook client): the code, the client secret and the member's token
// go to the configured base only, and a 3xx is a failure («Discord no responde»).
import { createHash } from 'node:crypto';

// `guilds`: the member's servers, so that every guild of this deployment whose server they are in is one
// of theirs after «Entrar con Discord» (docs/alianzas.md, «Muchos gremios»).
export const DISCORD_SCOPES = 'identify guilds guilds.members.read';

export interface DiscordOAuthConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Fixed: {PUBLIC_URL}/api/auth/discord/callback; Discord only accepts a registered one. */
  redirectUri: string;
  guildId: string;
  /** Role ids that grant each cargo (id_cargo → role ids). */
  rolesPorCargo: ReadonlyMap<number, readonly string[]>;
  timeoutMs?: number;
}

export interface DiscordTokens {
  access: string;
  refresh: string | null;
  /** Epoch ms when the access token stops working. */
  expira: number;
}

export interface DiscordUsuario {
  id: string;
  /** The unique user name. */
  username: string;
  /** The display name, when set. */
  globalName: string | null;
}

export interface DiscordMiembro {
  /** The server nickname, when set. */
  nick: string | null;
  roles: string[];
}

/** Discord did not answer, answered 5xx or 429: try again later. */
export class DiscordCaido extends Error {}
/** Discord refused the code or the token (expired, used, revoked). */
export class DiscordRechazo extends Error {}

/** PKCE S256: the challenge sent with the authorize redirect for a verifier kept on the server. */
export const desafioPkce = (verificador: string) => createHash('sha256').update(verificador).digest('base64url');

export class DiscordOAuth {
  constructor(readonly config: DiscordOAuthConfig) {}

  private url(path: string): string {
    return `${this.config.apiBase.replace(/\/+$/, '')}${path}`;
  }

  /**
   * `prompt`: 'none' skips Discord's consent screen for a member who already granted it (a login);
   * 'consent' shows it every time (an account adding its Discord identity sees whose account it is).
   */
  authorizeUrl(estado: string, verificador: string, prompt: 'none' | 'consent' = 'none'): string {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      scope: DISCORD_SCOPES,
      redirect_uri: this.config.redirectUri,
      state: estado,
      code_challenge: desafioPkce(verificador),
      code_challenge_method: 'S256',
      prompt,
    });
    return `${this.url('/oauth2/authorize')}?${params}`;
  }

  private async pedir(path: string, init: RequestInit): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(this.url(path), {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new DiscordCaido(`Discord no respondió: ${(error as Error).message}`);
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new DiscordCaido(`Discord respondió ${res.status}: una redirección, que no se sigue`);
    }
    if (res.status >= 500 || res.status === 429) throw new DiscordCaido(`Discord respondió ${res.status}`);
    return res;
  }

  private async token(form: Record<string, string>): Promise<DiscordTokens> {
    const res = await this.pedir('/oauth2/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams(form),
    });
    if (!res.ok) throw new DiscordRechazo(`Discord rechazó el código (${res.status})`);
    const body = (await res.json()) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new DiscordCaido('Discord respondió sin token');
    const segundos = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return {
      access: body.access_token,
      refresh: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expira: Date.now() + segundos * 1000,
    };
  }

  /** The code of the callback, exchanged once, with the verifier of its `state`. */
  canjear(code: string, verificador: string): Promise<DiscordTokens> {
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.config.redirectUri,
      code_verifier: verificador,
    });
  }

  renovar(refresh: string): Promise<DiscordTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refresh });
  }

  private async leer(path: string, access: string): Promise<Response> {
    return this.pedir(path, { headers: { authorization: `Bearer ${access}` } });
  }

  async usuario(access: string): Promise<DiscordUsuario> {
    const res = await this.leer('/users/@me', access);
    if (res.status === 401) throw new DiscordRechazo('Discord rechazó el token');
    if (!res.ok) throw new DiscordCaido(`Discord respondió ${res.status}`);
    const body = (await res.json()) as { id?: unknown; username?: unknown; global_name?: unknown };
    if (typeof body.id !== 'string' || typeof body.username !== 'string')
      throw new DiscordCaido('Respuesta de Discord inesperada');
    return { id: body.id, username: body.username, globalName: typeof body.global_name === 'string' ? body.global_name : null };
  }

  /** The ids of the Discord servers the user is in (GET /users/@me/guilds, scope `guilds`). */
  async servidores(access: string): Promise<string[]> {
    const res = await this.leer('/users/@me/guilds', access);
    if (res.status === 401) throw new DiscordRechazo('Discord rechazó el token');
    if (!res.ok) throw new DiscordCaido(`Discord respondió ${res.status}`);
    const body = (await res.json()) as unknown;
    if (!Array.isArray(body)) throw new DiscordCaido('Respuesta de Discord inesperada');
    return body.map((g: { id?: unknown }) => g.id).filter((id): id is string => typeof id === 'string');
  }

  /** The member of the configured server, or null when the user is not in it. */
  async miembro(access: string): Promise<DiscordMiembro | null> {
    const res = await this.leer(`/users/@me/guilds/${encodeURIComponent(this.config.guildId)}/member`, access);
    if (res.status === 401) throw new DiscordRechazo('Discord rechazó el token');
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw new DiscordCaido(`Discord respondió ${res.status}`);
    const body = (await res.json()) as { nick?: unknown; roles?: unknown };
    const roles = Array.isArray(body.roles) ? body.roles.filter((r): r is string => typeof r === 'string') : [];
    return { nick: typeof body.nick === 'string' ? body.nick : null, roles };
  }

  /** The cargos the roles grant, ascending; MIEMBRO (3) when none of them is mapped. */
  cargosDeRoles(roles: readonly string[], miembro: number): number[] {
    const tiene = new Set(roles);
    const cargos = [...this.config.rolesPorCargo]
      .filter(([, ids]) => ids.some((id) => tiene.has(id)))
      .map(([idCargo]) => idCargo)
      .sort((a, b) => a - b);
    return cargos.length > 0 ? cargos : [miembro];
  }
}
