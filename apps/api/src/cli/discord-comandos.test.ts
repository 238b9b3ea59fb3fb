// `npm run discord:comandos` against a local fake of Discord's API: the bulk overwrite of the guild's
// commands with the bot's token, every command with its names and descriptions in es, pt-BR and en,
// the staff command hidden; what it says when a variable is missing or Discord refuses the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDiscordInteracciones, type FakeDiscordInteracciones } from '../testing/fake-discord-interacciones.js';
import { registrarComandos } from './discord-comandos.js';

let fake: FakeDiscordInteracciones;
const APP = '1290000000000000001';
const GUILD = '1180000000000000001';

beforeAll(async () => {
  fake = await fakeDiscordInteracciones('token-del-bot');
});
afterAll(() => fake.close());

const correr = async (env: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await registrarComandos({ env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
};
const ENV = () => ({
  DISCORD_TOKEN: 'token-del-bot',
  DISCORD_CLIENT_ID: APP,
  DISCORD_GUILD_ID: GUILD,
  DISCORD_API_BASE: fake.base,
});

describe('npm run discord:comandos', () => {
  it('overwrites the guild’s commands with every definition, localized, with the bot’s token', async () => {
    const r = await correr(ENV());
    expect(r).toEqual({
      code: 0,
      out: [`Comandos registrados en el servidor ${GUILD}: /plata, /contenido, /saldo, /regear, /retiro, /pendientes`],
      err: [],
    });
    const [p] = fake.peticiones.splice(0);
    expect(p).toMatchObject({
      metodo: 'PUT',
      ruta: `/applications/${APP}/guilds/${GUILD}/commands`,
      autorizacion: 'Bot token-del-bot',
    });
    const comandos = p!.cuerpo as {
      name: string;
      description: string;
      description_localizations: Record<string, string>;
      default_member_permissions?: string;
      options: { name: string; autocomplete?: boolean }[];
    }[];
    for (const c of comandos) {
      expect(Object.keys(c.description_localizations).sort()).toEqual(['en-GB', 'en-US', 'es-419', 'es-ES', 'pt-BR']);
      expect(c.description_localizations['es-ES']).toBe(c.description);
      expect(c.description_localizations['en-US']).not.toBe(c.description);
      expect(c.description_localizations['pt-BR']).not.toBe(c.description);
    }
    const por = Object.fromEntries(comandos.map((c) => [c.name, c]));
    expect(por['saldo']!.description_localizations['en-US']).toBe(
      "Your balance in the guild's ledger, your pending withdrawals and your pending regear",
    );
    expect(por['regear']!.options[0]).toMatchObject({ name: 'muerte', autocomplete: true });
    expect(por['retiro']!.options[0]).toMatchObject({ name: 'monto' });
    expect(por['pendientes']!.default_member_permissions).toBe('0');
    expect(por['saldo']!.default_member_permissions).toBeUndefined();
  });

  it('says which variable is missing, and sends nothing', async () => {
    const { DISCORD_GUILD_ID: _g, DISCORD_TOKEN: _t, ...sinGuild } = ENV();
    const r = await correr(sinGuild);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'Faltan DISCORD_TOKEN, DISCORD_GUILD_ID: se necesitan el token del bot, el id de la aplicación y el id del servidor.',
    ]);
    expect(fake.peticiones).toHaveLength(0);
  });

  it('says what Discord answered when it refuses the token', async () => {
    const r = await correr({ ...ENV(), DISCORD_TOKEN: 'otro-token' });
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'Discord rechazó los comandos: 401 401: Unauthorized (¿DISCORD_TOKEN es el token del bot de esa aplicación?)',
    ]);
    fake.peticiones.splice(0);
  });
});
