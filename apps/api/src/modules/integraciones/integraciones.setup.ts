// Builds the external-service adapters from the configuration (docs/integraciones.md) and runs their background
// work: the Discord gateway connection (started, never awaited) and the membership re-check timer.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.js';
import type { Db } from '../../db/client.js';
import { unconfiguredVoice, type VoiceAdapter } from '../../adapters/voice.js';
import { unconfiguredMembership, type MembershipChecker } from '../../adapters/membership.js';
import { AlbionMembership } from '../../adapters/albion/gameinfo.js';
import { DiscordVoiceAdapter, type GatewayClient } from '../../adapters/discord/discord-voice.js';
import { FakeFileVoice } from '../../adapters/discord/fake-voice.js';
import type { RestLike } from '../../adapters/discord/plata-command.js';
import { startMembershipRecheck, type RecheckScheduler } from './integraciones.service.js';
import { conComandoPlata, type PlataWiring } from '../notificaciones/plata.setup.js';

type IntegrationsEnv = Pick<
  Env,
  | 'DISCORD_TOKEN'
  | 'DISCORD_GUILD_ID'
  | 'DISCORD_FAKE_FILE'
  | 'ALBION_API_BASE'
  | 'ALBION_GUILD_ID'
  | 'ALBION_CHECK'
  | 'ALBION_TIMEOUT_MS'
  | 'ALBION_RECHECK_HOURS'
>;

export interface Integrations {
  voice: VoiceAdapter;
  membership: MembershipChecker;
  albionCheck: 'strict' | 'lenient';
  /** Starts the background work; returns at once. */
  start(deps: { db: Db; log: FastifyBaseLogger }): void;
  close(): Promise<void>;
}

export interface IntegrationsOptions {
  /** Gateway client factory (tests); discord.js by default, loaded only when Discord is configured. */
  createDiscordClient?: () => GatewayClient;
  /** REST client of the `/plata` command (tests); discord.js by default. */
  createDiscordRest?: (token: string) => RestLike;
}

export async function buildIntegrations(env: IntegrationsEnv, options: IntegrationsOptions = {}): Promise<Integrations> {
  const notes: { level: 'info' | 'warn'; msg: string }[] = [];

  let voice: VoiceAdapter = unconfiguredVoice;
  let discord: DiscordVoiceAdapter | null = null;
  let plata: PlataWiring | null = null;
  if (env.DISCORD_FAKE_FILE) {
    voice = new FakeFileVoice(env.DISCORD_FAKE_FILE);
    notes.push({
      level: 'warn',
      msg: `Discord SIMULADO: canales de voz leídos de ${env.DISCORD_FAKE_FILE} (DISCORD_FAKE_FILE, solo para pruebas y demostraciones)`,
    });
  } else if (env.DISCORD_TOKEN && env.DISCORD_GUILD_ID) {
    let createClient = options.createDiscordClient;
    if (!createClient) {
      const { createDiscordJsClient } = await import('../../adapters/discord/discord-client.js');
      createClient = () => createDiscordJsClient();
    }
    plata = await conComandoPlata(env.DISCORD_TOKEN, env.DISCORD_GUILD_ID, createClient, options.createDiscordRest);
    discord = new DiscordVoiceAdapter({
      token: env.DISCORD_TOKEN,
      guildId: env.DISCORD_GUILD_ID,
      createClient: plata.createClient,
    });
    voice = discord;
  } else if (env.DISCORD_TOKEN || env.DISCORD_GUILD_ID) {
    notes.push({
      level: 'warn',
      msg: `Discord no configurado: falta ${env.DISCORD_TOKEN ? 'DISCORD_GUILD_ID' : 'DISCORD_TOKEN'} (se necesitan los dos)`,
    });
  } else {
    notes.push({
      level: 'info',
      msg: 'Discord no configurado (DISCORD_TOKEN, DISCORD_GUILD_ID): los canales de voz no se listan',
    });
  }

  let membership: MembershipChecker = unconfiguredMembership;
  if (env.ALBION_GUILD_ID) {
    membership = new AlbionMembership({
      baseUrl: env.ALBION_API_BASE,
      guildId: env.ALBION_GUILD_ID,
      timeoutMs: env.ALBION_TIMEOUT_MS,
    });
  } else {
    notes.push({
      level: 'info',
      msg: 'Verificación de Albion no configurada (ALBION_GUILD_ID): los jugadores se registran sin comprobar',
    });
  }

  let recheck: RecheckScheduler | null = null;
  return {
    voice,
    membership,
    albionCheck: env.ALBION_CHECK,
    start({ db, log }) {
      for (const note of notes) log[note.level](note.msg);
      plata?.iniciar(db, log.child({ modulo: 'discord-plata' }));
      discord?.start(log.child({ modulo: 'discord' }));
      if (env.ALBION_RECHECK_HOURS > 0) {
        if (membership.configured) {
          recheck = startMembershipRecheck({
            db,
            membership,
            hours: env.ALBION_RECHECK_HOURS,
            log: log.child({ modulo: 'revision-membresia' }),
          });
        } else {
          log.warn('ALBION_RECHECK_HOURS no tiene efecto sin ALBION_GUILD_ID');
        }
      }
    },
    async close() {
      // A run in progress stops before its next check and stores nothing.
      recheck?.stop();
      await voice.close?.();
    },
  };
}
