// The environment → «Entrar con Discord» configuration (docs/integraciones.md, "Discord login"): the
// redirect built from PUBLIC_URL, DISCORD_API_BASE's default, the DISCORD_ROLES_* lists, and the login
// off while a required variable is missing.
import { describe, expect, it } from 'vitest';
import { CARGO } from '@reparto/contract';
import { parseEnv } from '../../env.js';
import { DiscordOAuth } from '../../adapters/discord/oauth.js';
import { discordLoginDelEntorno } from './discord.setup.js';

const COMPLETO = {
  DISCORD_CLIENT_ID: '123456789012345678',
  DISCORD_CLIENT_SECRET: 'secreto-de-prueba',
  DISCORD_GUILD_ID: '112233445566778899',
  PUBLIC_URL: 'https://plata.migremio.com',
};
const desde = (extra: Record<string, string | undefined> = {}) => discordLoginDelEntorno(parseEnv({ ...COMPLETO, ...extra }));

describe('discordLoginDelEntorno', () => {
  it.each([
    ['https://plata.migremio.com', 'https://plata.migremio.com/api/auth/discord/callback'],
    ['https://plata.migremio.com/', 'https://plata.migremio.com/api/auth/discord/callback'],
    ['http://localhost:3000', 'http://localhost:3000/api/auth/discord/callback'],
    ['https://migremio.com/plata', 'https://migremio.com/plata/api/auth/discord/callback'],
    ['https://migremio.com/apps/plata/', 'https://migremio.com/apps/plata/api/auth/discord/callback'],
  ])('builds the redirect from PUBLIC_URL %s, keeping its path', (publicUrl, redirect) => {
    const { config, nota } = desde({ PUBLIC_URL: publicUrl });
    expect(config?.redirectUri).toBe(redirect);
    expect(nota).toContain(`redirección ${redirect}`);
  });

  it('uses https://discord.com/api unless DISCORD_API_BASE replaces it', () => {
    expect(desde().config).toMatchObject({
      apiBase: 'https://discord.com/api',
      clientId: COMPLETO.DISCORD_CLIENT_ID,
      clientSecret: COMPLETO.DISCORD_CLIENT_SECRET,
      guildId: COMPLETO.DISCORD_GUILD_ID,
    });
    expect(desde({ DISCORD_API_BASE: 'http://127.0.0.1:9999/api' }).config?.apiBase).toBe('http://127.0.0.1:9999/api');
    expect(() => desde({ DISCORD_API_BASE: 'ftp://discord.example' })).toThrow(/DISCORD_API_BASE/);
  });

  it('reads DISCORD_ROLES_* as comma-separated role ids per cargo; empty or unset maps nothing', () => {
    const { config, nota } = desde({
      DISCORD_ROLES_TESORERO: '223344556677889900',
      DISCORD_ROLES_ENCARGADO_CONTENIDO: ' 334455667788990011 , 445566778899001122',
      DISCORD_ROLES_LIDER: '',
    });
    expect([...config!.rolesPorCargo]).toEqual([
      [CARGO.ENCARGADO_CONTENIDO, ['334455667788990011', '445566778899001122']],
      [CARGO.TESORERO, ['223344556677889900']],
    ]);
    expect(nota).toContain('2 cargos con roles');
    expect(desde().config!.rolesPorCargo.size).toBe(0);
    const oauth = new DiscordOAuth(config!);
    expect(oauth.cargosDeRoles(['445566778899001122', '223344556677889900'], CARGO.MIEMBRO)).toEqual([
      CARGO.ENCARGADO_CONTENIDO,
      CARGO.TESORERO,
    ]);
    expect(oauth.cargosDeRoles(['999999999999999999'], CARGO.MIEMBRO)).toEqual([CARGO.MIEMBRO]);
  });

  it.each(['12345', 'rol-tesorero', '223344556677889900;334455667788990011', '223344556677889900,'])(
    'refuses DISCORD_ROLES_TESORERO=%s at start',
    (valor) => {
      expect(() => desde({ DISCORD_ROLES_TESORERO: valor })).toThrow(/DISCORD_ROLES_TESORERO/);
    },
  );

  it.each(Object.keys(COMPLETO))('is off, and says why, while %s is missing', (variable) => {
    for (const valor of [undefined, '']) {
      const { config, nota } = desde({ [variable]: valor });
      expect(config).toBeNull();
      expect(nota).toBe(`Acceso con Discord desactivado: falta ${variable}`);
    }
  });
});
