// discord.js's REST client for the `/plata` command (API v10, the bot's token). Imported lazily, only
// when DISCORD_TOKEN and DISCORD_GUILD_ID are set.
import { REST } from 'discord.js';
import type { RestLike } from './plata-command.js';

export function createDiscordRest(token: string, makeRequest?: typeof fetch): RestLike {
  return new REST({ version: '10', ...(makeRequest ? { makeRequest: makeRequest as never } : {}) }).setToken(
    token,
  ) as unknown as RestLike;
}
