// discord.js's REST client for the slash commands (API v10, the bot's token). Imported lazily, only
// when DISCORD_TOKEN and DISCORD_GUILD_ID are set.
import { REST } from 'discord.js';
import type { RestLike } from './comando-slash.js';

export function createDiscordRest(token: string, makeRequest?: typeof fetch): RestLike {
  return new REST({ version: '10', ...(makeRequest ? { makeRequest: makeRequest as never } : {}) }).setToken(
    token,
  ) as unknown as RestLike;
}
