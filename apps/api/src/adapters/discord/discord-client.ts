// The production gateway client: discord.js 14 with only the Guilds and GuildVoiceStates intents
// (channels and voice states; member objects with display names come with the voice states, so the
// privileged GuildMembers and MessageContent intents are not needed). Imported lazily by server.ts,
// only when DISCORD_TOKEN and DISCORD_GUILD_ID are set.
import { Client, GatewayIntentBits, Options } from 'discord.js';
import type { GatewayClient } from './discord-voice.js';

export interface DiscordClientOptions {
  /** REST base address (tests point it at a local fake; production uses Discord's). */
  restApi?: string;
  /** Retries of a failed REST call before login gives up (discord.js default 3). */
  restRetries?: number;
  /** The REST calls' fetch (ops/servicios.ts fetchMedido: timed into the metrics). */
  makeRequest?: typeof fetch | undefined;
}

export function createDiscordJsClient(options: DiscordClientOptions = {}): GatewayClient {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    // Nothing but guilds, channels, members and voice states is ever read: keep no messages.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    rest: {
      ...(options.restApi ? { api: options.restApi } : {}),
      ...(options.restRetries === undefined ? {} : { retries: options.restRetries }),
      ...(options.makeRequest ? { makeRequest: options.makeRequest as never } : {}),
    },
  });
  // discord.js types `on` per event name; the adapter listens to a handful of them by name.
  return client as unknown as GatewayClient;
}
