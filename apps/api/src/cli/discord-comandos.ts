// `npm run discord:comandos` (docs/integraciones.md, «Interacciones»): registers the app's guild slash
// commands (modules/comandos/interacciones.ts `COMANDOS`, with their names and descriptions in es, pt-BR
// and en) in the guild's Discord server, replacing whatever the server had (Discord's bulk overwrite:
// PUT /applications/{DISCORD_CLIENT_ID}/guilds/{DISCORD_GUILD_ID}/commands, with the bot's token). Run it
// once after setting the application up, and again after an upgrade that adds or changes a command.
// Exit code 0 when Discord took them, 1 otherwise (with the reason).
import { parseEnv } from '../env.js';
import { COMANDOS } from '../modules/comandos/interacciones.js';
import { comoComando } from './como-comando.js';

export interface OpcionesComandos {
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  out?: (linea: string) => void;
  err?: (linea: string) => void;
}

/** The command definitions as Discord's API v10 takes them, in registration order. */
export const definiciones = () => COMANDOS.map((c) => c.definicion);

export async function registrarComandos(opts: OpcionesComandos = {}): Promise<number> {
  const out = opts.out ?? ((l: string) => console.log(l));
  const err = opts.err ?? ((l: string) => console.error(l));
  try {
    const env = parseEnv(opts.env ?? process.env);
    const falta = (['DISCORD_TOKEN', 'DISCORD_CLIENT_ID', 'DISCORD_GUILD_ID'] as const).filter((v) => !env[v]);
    if (falta.length > 0) {
      err(`Faltan ${falta.join(', ')}: se necesitan el token del bot, el id de la aplicación y el id del servidor.`);
      return 1;
    }
    const url = `${env.DISCORD_API_BASE.replace(/\/+$/, '')}/v10/applications/${env.DISCORD_CLIENT_ID}/guilds/${env.DISCORD_GUILD_ID}/commands`;
    const res = await (opts.fetch ?? fetch)(url, {
      method: 'PUT',
      headers: { authorization: `Bot ${env.DISCORD_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(definiciones()),
    });
    if (!res.ok) {
      const motivo = ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? res.statusText;
      const pista = res.status === 401 ? ' (¿DISCORD_TOKEN es el token del bot de esa aplicación?)' : '';
      err(`Discord rechazó los comandos: ${res.status} ${motivo}${pista}`);
      return 1;
    }
    const guardados = (await res.json()) as { name: string }[];
    out(`Comandos registrados en el servidor ${env.DISCORD_GUILD_ID}: ${guardados.map((c) => `/${c.name}`).join(', ')}`);
    return 0;
  } catch (error) {
    err(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

await comoComando(import.meta.url, () => registrarComandos());
