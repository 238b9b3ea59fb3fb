// The Discord voice adapter: a discord.js gateway client with the Guilds and
// GuildVoiceStates intents (no privileged intent), whose dispatch packets feed GuildVoiceState.
// Start-up never waits for Discord: calls made before it is connected, while it reconnects or after
// it rejected the token answer 503 in Spanish, and the log says why.
import type { VoiceChannel } from '@reparto/contract';
import { OyentesVoz, type EventoVoz, type MiembroVoz, type VoiceAdapter } from '../voice.js';
import { NotFound, ServiceUnavailable } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { GuildVoiceState, usuarioDeVoz, type GatewayPacket } from './guild-state.js';

/** The part of discord.js's `Client` the adapter uses (an EventEmitter with login/destroy). */
export interface GatewayClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- event arguments differ per event, as in EventEmitter
  on(event: string, listener: (...args: any[]) => void): unknown;
  removeAllListeners(event?: string): unknown;
  login(token: string): Promise<unknown>;
  destroy(): Promise<void> | void;
}

export type Conexion =
  | 'inactivo'
  | 'conectando'
  | 'conectado'
  | 'reconectando'
  | 'esperando-reintento'
  | 'token-rechazado'
  | 'intents-rechazados'
  | 'cerrado';

export interface DiscordVoiceOptions {
  token: string;
  guildId: string;
  /** Builds a new gateway client; discord.js in production, a fake in tests. */
  createClient: () => GatewayClient;
  /** Waits before logging in again after a failure that is not the token's (network, invalid session). */
  retryDelaysMs?: readonly number[];
}

/** Gateway close codes after which discord.js gives up (see GatewayCloseCodes). */
const CLOSE_AUTHENTICATION_FAILED = 4004;
const CLOSE_INVALID_INTENTS = 4013;
const CLOSE_DISALLOWED_INTENTS = 4014;

const DEFAULT_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

function isTokenRejected(error: unknown): boolean {
  const e = error as { code?: unknown; status?: unknown } | null;
  return e?.code === 'TokenInvalid' || e?.status === 401;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    return typeof cause?.code === 'string' ? `${error.message} (${cause.code})` : error.message;
  }
  return String(error);
}

export class DiscordVoiceAdapter implements VoiceAdapter {
  readonly configured = true;
  readonly #state: GuildVoiceState;
  readonly #retryDelays: readonly number[];
  #conexion: Conexion = 'inactivo';
  #client: GatewayClient | null = null;
  #attempt = 0;
  #everConnected = false;
  #retryTimer: NodeJS.Timeout | null = null;
  #log: Logger | null = null;
  readonly #oyentes = new OyentesVoz();

  constructor(readonly options: DiscordVoiceOptions) {
    this.#state = new GuildVoiceState(options.guildId);
    this.#retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  get conexion(): Conexion {
    return this.#conexion;
  }

  get guildPhase() {
    return this.#state.phase;
  }

  /** Connects in the background; never throws and never waits for Discord. */
  start(log: Logger): void {
    if (this.#conexion !== 'inactivo') return;
    this.#log = log;
    this.#connect();
  }

  async listChannels(): Promise<VoiceChannel[]> {
    this.#ensureReady();
    return this.#state.channels();
  }

  async memberNames(channelId: string): Promise<string[]> {
    this.#ensureReady();
    if (!this.#state.hasVoiceChannel(channelId)) throw new NotFound('voz.canal');
    return this.#state.memberNames(channelId);
  }

  async members(channelId: string): Promise<MiembroVoz[]> {
    this.#ensureReady();
    if (!this.#state.hasVoiceChannel(channelId)) throw new NotFound('voz.canal');
    return this.#state.members(channelId);
  }

  /** Voice-state changes of the server, and `listo` each time its whole picture is known (docs/asistencia.md). */
  onVoiceState(listener: (evento: EventoVoz) => void): () => void {
    return this.#oyentes.add(listener);
  }

  /** Ends the session and goes back to `inactivo` (this instance stopped leading, ops/lider.ts); `start` opens a new one. */
  async detener(): Promise<void> {
    if (this.#conexion !== 'cerrado') await this.#terminar('inactivo');
  }

  close(): Promise<void> {
    return this.#terminar('cerrado');
  }

  async #terminar(conexion: 'inactivo' | 'cerrado'): Promise<void> {
    this.#conexion = conexion;
    this.#attempt = 0;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    this.#state.reset();
    await this.#dropClient();
  }

  #ensureReady(): void {
    switch (this.#conexion) {
      case 'inactivo':
      case 'conectando':
        throw new ServiceUnavailable('voz.conectando');
      case 'reconectando':
        throw new ServiceUnavailable('voz.reconectando');
      case 'esperando-reintento':
        throw new ServiceUnavailable(this.#everConnected ? 'voz.reconectando' : 'voz.sinConexion');
      case 'token-rechazado':
        throw new ServiceUnavailable('voz.token');
      case 'intents-rechazados':
        throw new ServiceUnavailable('voz.intents');
      case 'cerrado':
        throw new ServiceUnavailable('voz.cerrado');
      case 'conectado':
        break;
    }
    switch (this.#state.phase) {
      case 'sin-sesion':
      case 'esperando-servidor':
        throw new ServiceUnavailable('voz.conectando');
      case 'fuera-del-servidor':
        throw new ServiceUnavailable('voz.fuera');
      case 'no-disponible':
        throw new ServiceUnavailable('voz.noDisponible');
      case 'listo':
        return;
    }
  }

  #connect(): void {
    this.#conexion = 'conectando';
    this.#state.reset();
    const client = this.options.createClient();
    this.#client = client;
    const current = () => this.#client === client;

    client.on('raw', (packet: GatewayPacket) => {
      if (!current()) return;
      const before = this.#state.phase;
      const usuario = this.#oyentes.size > 0 ? usuarioDeVoz(packet, this.options.guildId) : null;
      const antes = usuario ? this.#state.channelOf(usuario) : null;
      this.#state.apply(packet);
      if (packet.t === 'READY' || packet.t === 'RESUMED') {
        if (this.#conexion !== 'conectado') this.#log?.info('Discord: conectado al gateway');
        this.#conexion = 'conectado';
        this.#everConnected = true;
        this.#attempt = 0;
      }
      this.#logPhaseChange(before);
      if (this.#state.phase !== 'listo') return;
      if (before !== 'listo' || packet.t === 'RESUMED') this.#oyentes.emit({ tipo: 'listo' });
      else if (usuario && antes !== this.#state.channelOf(usuario))
        this.#oyentes.emit({ tipo: 'voz', idUsuario: usuario, antes, despues: this.#state.channelOf(usuario) });
    });
    client.on('shardReconnecting', () => {
      if (!current() || this.#conexion === 'reconectando') return;
      this.#conexion = 'reconectando';
      this.#log?.warn('Discord: se perdió la conexión con el gateway; discord.js está reconectando');
    });
    client.on('shardResume', () => {
      if (!current()) return;
      this.#conexion = 'conectado';
      this.#log?.info('Discord: conexión reanudada');
    });
    client.on('shardDisconnect', (event: { code?: number }) => {
      if (!current()) return;
      const code = event?.code;
      if (code === CLOSE_AUTHENTICATION_FAILED) {
        this.#fail('token-rechazado', `Discord cerró la conexión: token rechazado (código ${code}); revise DISCORD_TOKEN`);
      } else if (code === CLOSE_INVALID_INTENTS || code === CLOSE_DISALLOWED_INTENTS) {
        this.#fail('intents-rechazados', `Discord cerró la conexión: intents no permitidos (código ${code})`);
      } else {
        this.#retryLater(`Discord cerró la conexión sin reconexión automática (código ${code ?? 'desconocido'})`);
      }
    });
    client.on('invalidated', () => {
      if (current()) this.#retryLater('Discord invalidó la sesión');
    });
    // Without an 'error' listener an EventEmitter throws and would end the process.
    client.on('error', (error: unknown) => {
      if (current()) this.#log?.warn({ err: error }, `Discord: error del cliente: ${describe(error)}`);
    });
    client.on('shardError', (error: unknown) => {
      if (current()) this.#log?.warn(`Discord: error de conexión con el gateway: ${describe(error)}`);
    });

    this.#log?.info({ guildId: this.options.guildId }, 'Discord: conectando');
    let login: Promise<unknown>;
    try {
      login = Promise.resolve(client.login(this.options.token));
    } catch (error) {
      login = Promise.reject(error);
    }
    login.catch((error: unknown) => {
      if (!current()) return;
      if (isTokenRejected(error)) {
        this.#fail('token-rechazado', `Discord rechazó el token del bot (DISCORD_TOKEN): ${describe(error)}`);
      } else {
        this.#retryLater(`No se pudo conectar con Discord: ${describe(error)}`);
      }
    });
  }

  #logPhaseChange(before: string): void {
    const phase = this.#state.phase;
    if (phase === before) return;
    if (phase === 'listo') {
      this.#log?.info({ canales: this.#state.channels().length }, 'Discord: servidor listo, canales de voz conocidos');
    } else if (phase === 'fuera-del-servidor') {
      this.#log?.error(
        { guildId: this.options.guildId },
        'Discord: el bot no está en el servidor DISCORD_GUILD_ID; invítelo con el enlace OAuth2 (ver docs/integraciones.md)',
      );
    } else if (phase === 'no-disponible') {
      this.#log?.warn('Discord: el servidor no está disponible (caída de Discord)');
    }
  }

  /** A failure that retrying cannot fix: stay failed, the calls say why. */
  #fail(conexion: 'token-rechazado' | 'intents-rechazados', message: string): void {
    this.#conexion = conexion;
    this.#state.reset();
    this.#log?.error(message);
    void this.#dropClient();
  }

  #retryLater(reason: string): void {
    if (this.#conexion === 'cerrado') return;
    const delay = this.#retryDelays[Math.min(this.#attempt, this.#retryDelays.length - 1)] ?? 60_000;
    this.#attempt++;
    this.#conexion = 'esperando-reintento';
    this.#state.reset();
    this.#log?.warn(`${reason}; nuevo intento en ${Math.round(delay / 1000)} s`);
    void this.#dropClient();
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (this.#conexion === 'esperando-reintento') this.#connect();
    }, delay);
    this.#retryTimer.unref();
  }

  async #dropClient(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    if (!client) return;
    try {
      await client.destroy();
    } catch (error) {
      this.#log?.debug({ err: error }, 'Discord: error al cerrar el cliente');
    }
    client.removeAllListeners();
    // A late 'error' from a destroyed client must not end the process.
    client.on('error', () => {});
  }
}
