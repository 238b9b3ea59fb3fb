// Builds the external-service adapters from the configuration (docs/integraciones.md) and runs their background
// work: the Discord gateway connection (voice states only, started, never awaited) and the membership re-check
// timer. The slash commands are not the gateway's: Discord sends them to POST /api/discord/interacciones
// (modules/comandos), which any instance answers.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.js';
import type { Db } from '../../db/client.js';
import { unconfiguredVoice, type VoiceAdapter } from '../../adapters/voice.js';
import { unconfiguredMembership, type MembershipChecker } from '../../adapters/membership.js';
import { AlbionMembership } from '../../adapters/albion/gameinfo.js';
import { DiscordVoiceAdapter, type GatewayClient } from '../../adapters/discord/discord-voice.js';
import { FakeFileVoice } from '../../adapters/discord/fake-voice.js';
import { startMembershipRecheck, type RecheckScheduler } from './integraciones.service.js';
import type { ContextoBajas } from './bajas.service.js';
import { fetchMedido, opcionesGameinfo, type EstadoServicio, type ServiciosExternos } from '../../ops/servicios.js';
import type { Metricas } from '../../ops/metricas.js';
import { liderLocal, type Lider } from '../../ops/lider.js';

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
  /**
   * Starts the background work; returns at once. The gateway session and the membership re-check are singleton jobs of `lider` (ops/lider.ts): they
   * run on the leading instance only (this process alone when absent).
   */
  start(deps: { db: Db; log: FastifyBaseLogger; lider?: Lider; bajas?: ContextoBajas }): void;
  close(): Promise<void>;
}

/** The Discord gateway's state for GET /api/ready (ops/servicios.ts). */
export function estadoDiscord(discord: DiscordVoiceAdapter): EstadoServicio {
  const motivos: Partial<Record<DiscordVoiceAdapter['conexion'], string>> = {
    inactivo: 'Aún no se ha conectado a Discord',
    conectando: 'Conectando con Discord',
    reconectando: 'Se perdió la conexión con Discord; reconectando',
    'esperando-reintento': 'No se pudo conectar con Discord; se reintentará',
    'token-rechazado': 'Discord rechazó el token del bot (DISCORD_TOKEN)',
    'intents-rechazados': 'Discord rechazó los permisos (intents) del bot',
    cerrado: 'La conexión con Discord está cerrada',
  };
  const reason = motivos[discord.conexion];
  return reason ? { status: 'degraded', reason } : { status: 'ok' };
}

export interface IntegrationsOptions {
  /** Gateway client factory (tests); discord.js by default, loaded only when Discord is configured. */
  createDiscordClient?: () => GatewayClient;
  /** Outside calls timed into these metrics and noted in the services' state (GET /api/ready). */
  metricas?: Metricas | undefined;
  servicios?: ServiciosExternos | undefined;
}

export async function buildIntegrations(env: IntegrationsEnv, options: IntegrationsOptions = {}): Promise<Integrations> {
  const notes: { level: 'info' | 'warn'; msg: string }[] = [];
  const medidos = { metricas: options.metricas, servicios: options.servicios };

  let voice: VoiceAdapter = unconfiguredVoice;
  /** The gateway session (the real one, or the fake's), a singleton job. */
  let sesion: { start(log: FastifyBaseLogger): void; detener(): Promise<void> } | null = null;
  if (env.DISCORD_FAKE_FILE) {
    const fake = new FakeFileVoice(env.DISCORD_FAKE_FILE);
    voice = fake;
    sesion = fake;
    notes.push({
      level: 'warn',
      msg: `Discord SIMULADO: canales de voz leídos de ${env.DISCORD_FAKE_FILE} (DISCORD_FAKE_FILE, solo para pruebas y demostraciones)`,
    });
  } else if (env.DISCORD_TOKEN && env.DISCORD_GUILD_ID) {
    let createClient = options.createDiscordClient;
    if (!createClient) {
      const { createDiscordJsClient } = await import('../../adapters/discord/discord-client.js');
      createClient = () => createDiscordJsClient({ makeRequest: fetchMedido('discord', medidos) });
    }
    const discord = new DiscordVoiceAdapter({ token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID, createClient });
    voice = discord;
    sesion = discord;
    options.servicios?.registrar('discord', () => estadoDiscord(discord));
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
  const gameinfo = opcionesGameinfo(env, medidos);
  if (gameinfo) {
    membership = new AlbionMembership(gameinfo);
    options.servicios?.registrar('gameinfo', options.servicios.porLlamadas('gameinfo', 'a la API de Albion Online'));
  } else {
    notes.push({
      level: 'info',
      msg: 'Verificación de Albion no configurada (ALBION_GUILD_ID): los jugadores se registran sin comprobar',
    });
  }

  let recheck: RecheckScheduler | null = null;
  let lider: Lider | null = null;
  /** The leader made here when the caller gave none (closed with the integrations). */
  let propio: Lider | null = null;
  return {
    voice,
    membership,
    albionCheck: env.ALBION_CHECK,
    start(deps) {
      const { db, log } = deps;
      for (const note of notes) log[note.level](note.msg);
      lider = deps.lider ?? (propio = liderLocal(log));
      const gateway = sesion;
      if (gateway) {
        const logDiscord = log.child({ modulo: 'discord' });
        void lider.tarea('discord', { iniciar: () => gateway.start(logDiscord), detener: () => gateway.detener() });
      }
      if (env.ALBION_RECHECK_HOURS > 0) {
        if (membership.configured) {
          void lider.tarea('revision-membresia', {
            iniciar: () => {
              recheck = startMembershipRecheck({
                db,
                membership,
                hours: env.ALBION_RECHECK_HOURS,
                log: log.child({ modulo: 'revision-membresia' }),
                bajas: deps.bajas,
              });
            },
            // A run in progress stops before its next check and stores nothing.
            detener: () => recheck?.stop(),
          });
        } else {
          log.warn('ALBION_RECHECK_HOURS no tiene efecto sin ALBION_GUILD_ID');
        }
      }
    },
    async close() {
      await lider?.quitar('revision-membresia');
      await lider?.quitar('discord');
      await propio?.close();
      await voice.close?.();
    },
  };
}
