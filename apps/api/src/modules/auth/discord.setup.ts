// «Entrar con Discord» from the configuration (docs/integraciones.md, "Discord login"): on when
// DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, DISCORD_GUILD_ID and PUBLIC_URL are all set.
import { CARGO } from '@reparto/contract';
import type { Env } from '../../env.js';
import type { DiscordOAuthConfig } from '../../adapters/discord/oauth.js';

export const CALLBACK_PATH = '/api/auth/discord/callback';

/** Each mapped cargo and the variable that lists its role ids. */
const VARIABLES_ROLES = [
  ['DISCORD_ROLES_LIDER', CARGO.LIDER],
  ['DISCORD_ROLES_OFICIAL', CARGO.OFICIAL],
  ['DISCORD_ROLES_RECLUTA', CARGO.RECLUTA],
  ['DISCORD_ROLES_DISTRIBUIDOR', CARGO.DISTRIBUIDOR],
  ['DISCORD_ROLES_RECLUTADOR', CARGO.RECLUTADOR],
  ['DISCORD_ROLES_ENCARGADO_CONTENIDO', CARGO.ENCARGADO_CONTENIDO],
  ['DISCORD_ROLES_TESORERO', CARGO.TESORERO],
] as const;

type DiscordEnv = Pick<
  Env,
  'DISCORD_CLIENT_ID' | 'DISCORD_CLIENT_SECRET' | 'DISCORD_GUILD_ID' | 'PUBLIC_URL' | 'DISCORD_API_BASE'
> &
  Partial<Record<(typeof VARIABLES_ROLES)[number][0], string[] | undefined>>;

/**
 * {PUBLIC_URL}/api/auth/discord/callback, the address registered in Discord's portal: a PUBLIC_URL with a
 * path (https://host/plata) keeps it, which `new URL('/api/…', base)` would drop.
 */
export function redirectDe(publicUrl: string): string {
  const base = new URL(publicUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}${CALLBACK_PATH}`;
  base.search = '';
  base.hash = '';
  return base.toString();
}

/**
 * Each cargo's Discord role ids (DISCORD_ROLES_*): the login reads roles into cargos with it, and the
 * roles kept in step write cargos back to roles (docs/integraciones.md, "Roles y apodos").
 */
export function rolesPorCargoDelEntorno(env: Partial<Record<(typeof VARIABLES_ROLES)[number][0], string[] | undefined>>) {
  const rolesPorCargo = new Map<number, string[]>();
  for (const [variable, idCargo] of VARIABLES_ROLES) {
    const ids = env[variable];
    if (ids && ids.length > 0) rolesPorCargo.set(idCargo, ids);
  }
  return rolesPorCargo;
}

/** The login's configuration, or null with the reason to log. */
export function discordLoginDelEntorno(env: DiscordEnv): { config: DiscordOAuthConfig | null; nota: string } {
  const requeridas = {
    DISCORD_CLIENT_ID: env.DISCORD_CLIENT_ID,
    DISCORD_CLIENT_SECRET: env.DISCORD_CLIENT_SECRET,
    DISCORD_GUILD_ID: env.DISCORD_GUILD_ID,
    PUBLIC_URL: env.PUBLIC_URL,
  };
  const faltan = Object.entries(requeridas)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (faltan.length > 0) return { config: null, nota: `Acceso con Discord desactivado: falta ${faltan.join(', ')}` };
  const rolesPorCargo = rolesPorCargoDelEntorno(env);
  const redirectUri = redirectDe(env.PUBLIC_URL!);
  return {
    config: {
      apiBase: env.DISCORD_API_BASE,
      clientId: env.DISCORD_CLIENT_ID!,
      clientSecret: env.DISCORD_CLIENT_SECRET!,
      guildId: env.DISCORD_GUILD_ID!,
      redirectUri,
      rolesPorCargo,
    },
    nota: `Acceso con Discord activado (redirección ${redirectUri}, ${rolesPorCargo.size} cargos con roles)`,
  };
}
