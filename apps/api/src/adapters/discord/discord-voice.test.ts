// The adapter's wiring, with an EventEmitter standing in for discord.js's Client, and the real
// discord.js client against a local fake of Discord's REST API (token rejected, unreachable).
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFound, ServiceUnavailable } from '../../lib/errors.js';
import { failure } from '../../testing/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { DiscordVoiceAdapter, type GatewayClient } from './discord-voice.js';
import type { EventoVoz } from '../voice.js';
import { createDiscordJsClient } from './discord-client.js';
import ready from './fixtures/ready.json' with { type: 'json' };
import guildCreate from './fixtures/guild-create.json' with { type: 'json' };

const GUILD = '1180000000000000001';
const ZVZ = '1180000000000000021';

class FakeClient extends EventEmitter implements GatewayClient {
  destroyed = false;
  readonly login = vi.fn<(token: string) => Promise<unknown>>();
  constructor(loginResult: () => Promise<unknown>) {
    super();
    this.login.mockImplementation(loginResult);
  }
  async destroy() {
    this.destroyed = true;
  }
  /** What discord.js emits as `raw` for each gateway dispatch. */
  dispatch(packet: { t: string; d: unknown }) {
    this.emit('raw', { op: 0, s: 1, ...packet }, 0);
  }
  connectFully() {
    this.dispatch(ready);
    this.dispatch(guildCreate);
  }
}

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const msg = args.find((a): a is string => typeof a === 'string') ?? '';
      lines.push({ level, msg });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as Logger;
  return { log, lines };
}

const never = () => new Promise<unknown>(() => {});

function setup(loginResults: (() => Promise<unknown>)[] = [never], retryDelaysMs = [1000]) {
  const clients: FakeClient[] = [];
  const { log, lines } = recordingLogger();
  const adapter = new DiscordVoiceAdapter({
    token: 'token-de-prueba',
    guildId: GUILD,
    retryDelaysMs,
    createClient: () => {
      const client = new FakeClient(loginResults[Math.min(clients.length, loginResults.length - 1)]!);
      clients.push(client);
      return client;
    },
  });
  return { adapter, clients, lines, start: () => adapter.start(log) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DiscordVoiceAdapter with a fake client', () => {
  it('starts without waiting for Discord and answers 503 until the server is known', async () => {
    const { adapter, clients, start } = setup();
    start(); // login never settles: start-up must not block on it
    expect(clients).toHaveLength(1);
    expect(clients[0]!.login).toHaveBeenCalledWith('token-de-prueba');
    const error = await failure(adapter.listChannels());
    expect(error).toBeInstanceOf(ServiceUnavailable);
    expect(error.message).toBe('Discord aún no está conectado; inténtelo de nuevo en unos segundos');

    clients[0]!.dispatch(ready);
    expect((await failure(adapter.memberNames(ZVZ))).statusCode).toBe(503);

    clients[0]!.dispatch(guildCreate);
    expect(adapter.conexion).toBe('conectado');
    expect((await adapter.listChannels()).map((c) => c.channel)).toEqual([
      'AFK',
      'ZvZ principal',
      'Mazmorras',
      'Escenario del gremio',
    ]);
    expect(await adapter.memberNames(ZVZ)).toEqual(['[REP] Aldrakar', '[REP] NuevoRecluta', 'Brunhild', 'caelum']);
  });

  it('keeps the voice states current from the events', async () => {
    const { adapter, clients, start } = setup();
    start();
    clients[0]!.connectFully();
    clients[0]!.dispatch({
      t: 'VOICE_STATE_UPDATE',
      d: { guild_id: GUILD, channel_id: null, user_id: '1170000000000000101', member: { user: { id: '1170000000000000101' } } },
    });
    expect(await adapter.memberNames(ZVZ)).toEqual(['[REP] NuevoRecluta', 'Brunhild', 'caelum']);
  });

  it('answers 404 for a channel that is not a voice channel of the server', async () => {
    const { adapter, clients, start } = setup();
    start();
    clients[0]!.connectFully();
    expect(await failure(adapter.memberNames('1180000000000000011'))).toBeInstanceOf(NotFound);
    const error = await failure(adapter.memberNames('42'));
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('El canal de voz no existe en el servidor de Discord');
  });

  it('stays failed without retrying when the token is rejected, and says why', async () => {
    vi.useFakeTimers();
    const rejected = Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' });
    const { adapter, clients, lines, start } = setup([() => Promise.reject(rejected)]);
    start();
    await vi.waitFor(() => expect(adapter.conexion).toBe('token-rechazado'));
    vi.runAllTimers();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.destroyed).toBe(true);
    const error = await failure(adapter.listChannels());
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('Discord rechazó el token del bot (DISCORD_TOKEN); el líder debe revisar la configuración');
    expect(lines).toContainEqual({
      level: 'error',
      msg: 'Discord rechazó el token del bot (DISCORD_TOKEN): An invalid token was provided.',
    });
  });

  it('logs in again with a new client after a network failure', async () => {
    vi.useFakeTimers();
    const unreachable = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    const { adapter, clients, lines, start } = setup([() => Promise.reject(unreachable), never], [5000]);
    start();
    await vi.waitFor(() => expect(adapter.conexion).toBe('esperando-reintento'));
    expect(lines).toContainEqual({
      level: 'warn',
      msg: 'No se pudo conectar con Discord: fetch failed (ENOTFOUND); nuevo intento en 5 s',
    });
    expect((await failure(adapter.listChannels())).message).toBe(
      'No se pudo conectar con Discord; se reintentará en unos momentos, inténtelo de nuevo más tarde',
    );
    expect(clients[0]!.destroyed).toBe(true);

    vi.advanceTimersByTime(5000);
    expect(clients).toHaveLength(2);
    expect(adapter.conexion).toBe('conectando');
    // A late packet of the old client changes nothing.
    clients[0]!.connectFully();
    expect(adapter.guildPhase).toBe('sin-sesion');
    clients[1]!.connectFully();
    expect(await adapter.memberNames(ZVZ)).toHaveLength(4);
  });

  it('answers 503 while discord.js reconnects and serves again once the session resumes', async () => {
    const { adapter, clients, lines, start } = setup();
    start();
    clients[0]!.connectFully();
    clients[0]!.emit('shardReconnecting', 0);
    expect((await failure(adapter.listChannels())).message).toBe(
      'Se perdió la conexión con Discord y se está reconectando; inténtelo de nuevo en unos momentos',
    );
    expect(lines.some((l) => l.level === 'warn' && l.msg.includes('reconectando'))).toBe(true);
    clients[0]!.dispatch({ t: 'RESUMED', d: {} });
    expect(await adapter.listChannels()).toHaveLength(4);
  });

  it('stays failed when the gateway closes with "authentication failed" (token revoked while running)', async () => {
    vi.useFakeTimers();
    const { adapter, clients, start } = setup();
    start();
    clients[0]!.connectFully();
    clients[0]!.emit('shardDisconnect', { code: 4004 }, 0);
    vi.runAllTimers();
    expect(adapter.conexion).toBe('token-rechazado');
    expect(clients).toHaveLength(1);
    expect((await failure(adapter.listChannels())).statusCode).toBe(503);
  });

  it('reports intents that Discord does not allow', async () => {
    const { adapter, clients, start } = setup();
    start();
    clients[0]!.emit('shardDisconnect', { code: 4014 }, 0);
    expect((await failure(adapter.listChannels())).message).toMatch(/intents/);
  });

  it('retries after an unrecoverable close that is not about the token, and after an invalidated session', async () => {
    vi.useFakeTimers();
    const { adapter, clients, start } = setup([never], [1000, 2000]);
    start();
    clients[0]!.emit('shardDisconnect', { code: 4010 }, 0);
    expect(adapter.conexion).toBe('esperando-reintento');
    vi.advanceTimersByTime(1000);
    expect(clients).toHaveLength(2);
    // Failing again waits longer.
    clients[1]!.emit('invalidated');
    vi.advanceTimersByTime(1999);
    expect(clients).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(clients).toHaveLength(3);
    // A connection resets the wait; once connected, a lost connection is said so.
    clients[2]!.connectFully();
    clients[2]!.emit('invalidated');
    expect((await failure(adapter.listChannels())).message).toMatch(/^Se perdió la conexión con Discord/);
    vi.advanceTimersByTime(1000);
    expect(clients).toHaveLength(4);
  });

  it('says when the bot is not in the server or the server is down', async () => {
    const { adapter, clients, lines, start } = setup();
    start();
    clients[0]!.dispatch({ t: 'READY', d: { guilds: [{ id: '999', unavailable: true }] } });
    expect((await failure(adapter.listChannels())).message).toBe(
      'El bot de Discord no está en el servidor configurado (DISCORD_GUILD_ID)',
    );
    expect(lines.some((l) => l.level === 'error' && l.msg.includes('DISCORD_GUILD_ID'))).toBe(true);
    clients[0]!.connectFully();
    clients[0]!.dispatch({ t: 'GUILD_DELETE', d: { id: GUILD, unavailable: true } });
    expect((await failure(adapter.listChannels())).message).toMatch(/^El servidor de Discord no está disponible/);
  });

  it('survives error events', async () => {
    const { adapter, clients, start } = setup();
    start();
    clients[0]!.connectFully();
    expect(() => clients[0]!.emit('error', new Error('boom'))).not.toThrow();
    expect(() => clients[0]!.emit('shardError', new Error('socket hang up'), 0)).not.toThrow();
    expect(await adapter.listChannels()).toHaveLength(4);
  });

  it('ends its session when this instance stops leading, and opens a new one when it leads again (ops/lider.ts)', async () => {
    const { adapter, clients, start } = setup();
    start();
    clients[0]!.dispatch(ready);
    clients[0]!.dispatch(guildCreate);
    expect(adapter.conexion).toBe('conectado');
    await adapter.detener();
    expect(clients[0]!.destroyed).toBe(true);
    expect(adapter.conexion).toBe('inactivo');
    expect((await failure(adapter.listChannels())).statusCode).toBe(503);
    start();
    expect(clients).toHaveLength(2);
    clients[1]!.dispatch(ready);
    clients[1]!.dispatch(guildCreate);
    expect(await adapter.memberNames(ZVZ)).toEqual(['[REP] Aldrakar', '[REP] NuevoRecluta', 'Brunhild', 'caelum']);
    // A closed adapter stays closed.
    await adapter.close();
    await adapter.detener();
    start();
    expect(clients).toHaveLength(2);
  });

  it('closes the client and stops retrying on close', async () => {
    vi.useFakeTimers();
    const { adapter, clients, start } = setup([() => Promise.reject(new Error('ECONNRESET'))]);
    start();
    await vi.waitFor(() => expect(adapter.conexion).toBe('esperando-reintento'));
    await adapter.close();
    vi.runAllTimers();
    expect(clients).toHaveLength(1);
    expect((await failure(adapter.listChannels())).message).toBe('La conexión con Discord está cerrada');
  });

  it('tells the attendance recorder each voice change and each time the server is whole again (docs/asistencia.md)', async () => {
    const { adapter, clients, start } = setup();
    const eventos: EventoVoz[] = [];
    adapter.onVoiceState((e) => eventos.push(e));
    start();
    const client = clients[0]!;
    client.dispatch(ready);
    expect(eventos).toEqual([]);
    client.dispatch(guildCreate);
    expect(eventos).toEqual([{ tipo: 'listo' }]);
    const miembro = { user: { id: '1170000000000000101', username: 'aldrakar' } };
    const estado = (channel: string | null) => ({
      t: 'VOICE_STATE_UPDATE',
      d: { guild_id: GUILD, channel_id: channel, user_id: '1170000000000000101', member: miembro },
    });
    client.dispatch(estado('1180000000000000022'));
    client.dispatch(estado('1180000000000000022')); // a mute or a deafen: the same channel, no event
    client.dispatch(estado(null));
    expect(eventos.slice(1)).toEqual([
      { tipo: 'voz', idUsuario: '1170000000000000101', antes: ZVZ, despues: '1180000000000000022' },
      { tipo: 'voz', idUsuario: '1170000000000000101', antes: '1180000000000000022', despues: null },
    ]);
    expect((await adapter.members(ZVZ)).map((m) => m.id)).not.toContain('1170000000000000101');
    // A resumed session: events may have been missed, the recorder reads its channels again.
    client.emit('shardReconnecting');
    client.dispatch({ t: 'RESUMED', d: {} });
    expect(eventos.at(-1)).toEqual({ tipo: 'listo' });
  });
});

describe('DiscordVoiceAdapter with the real discord.js client', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** A local stand-in for https://discord.com/api that rejects every token, like Discord does. */
  async function discordRejectingTokens(): Promise<{ api: string; paths: string[] }> {
    const paths: string[] = [];
    server = createServer((req, res) => {
      paths.push(`${req.method} ${req.url}`);
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { api: `http://127.0.0.1:${port}/api`, paths };
  }

  it('a rejected token leaves the adapter failed with 503 and does not throw', async () => {
    const { api, paths } = await discordRejectingTokens();
    const { log, lines } = recordingLogger();
    const adapter = new DiscordVoiceAdapter({
      token: 'MTIzNDU2Nzg5.token.rechazado',
      guildId: GUILD,
      createClient: () => createDiscordJsClient({ restApi: api, restRetries: 0 }),
    });
    adapter.start(log);
    await vi.waitFor(() => expect(adapter.conexion).toBe('token-rechazado'), { timeout: 10_000 });
    expect(paths).toEqual(['GET /api/v10/gateway/bot']);
    expect((await failure(adapter.listChannels())).statusCode).toBe(503);
    expect(lines.some((l) => l.level === 'error' && l.msg.startsWith('Discord rechazó el token del bot'))).toBe(true);
    await adapter.close();
  });

  it('an unreachable Discord leaves the adapter waiting to retry', async () => {
    const { api } = await discordRejectingTokens();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined; // the port is closed now: connection refused
    const { log } = recordingLogger();
    const adapter = new DiscordVoiceAdapter({
      token: 'MTIzNDU2Nzg5.token.cualquiera',
      guildId: GUILD,
      retryDelaysMs: [60_000],
      createClient: () => createDiscordJsClient({ restApi: api, restRetries: 0 }),
    });
    adapter.start(log);
    await vi.waitFor(() => expect(adapter.conexion).toBe('esperando-reintento'), { timeout: 20_000 });
    expect((await failure(adapter.listChannels())).statusCode).toBe(503);
    await adapter.close();
  });
});
