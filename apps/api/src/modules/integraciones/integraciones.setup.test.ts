// Configuration → adapters, and start-up with a Discord that rejects the token (real discord.js
// client against a local fake of Discord's REST API): the API starts and answers 503.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { parseEnv } from '../../env.js';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { unconfiguredVoice } from '../../adapters/voice.js';
import { unconfiguredMembership } from '../../adapters/membership.js';
import { AlbionMembership } from '../../adapters/albion/gameinfo.js';
import { FakeFileVoice } from '../../adapters/discord/fake-voice.js';
import { DiscordVoiceAdapter } from '../../adapters/discord/discord-voice.js';
import { createDiscordJsClient } from '../../adapters/discord/discord-client.js';
import { buildIntegrations } from './integraciones.setup.js';

function capturingLogger(): { log: FastifyBaseLogger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream) as unknown as FastifyBaseLogger, lines };
}

const env = (vars: Record<string, string> = {}) => parseEnv({ JWT_SECRET: 'x'.repeat(32), ...vars });

describe('buildIntegrations', () => {
  it('leaves both integrations unconfigured by default, lenient, and says so in the log', async () => {
    const integrations = await buildIntegrations(env());
    expect(integrations.voice).toBe(unconfiguredVoice);
    expect(integrations.membership).toBe(unconfiguredMembership);
    expect(integrations.albionCheck).toBe('lenient');
    const { log, lines } = capturingLogger();
    integrations.start({ db: {} as never, log });
    expect(lines.map((l) => l.msg)).toEqual([
      'Discord no configurado (DISCORD_TOKEN, DISCORD_GUILD_ID): los canales de voz no se listan',
      'Verificación de Albion no configurada (ALBION_GUILD_ID): los jugadores se registran sin comprobar',
    ]);
    await integrations.close();
  });

  it('warns when only one of the Discord variables is set', async () => {
    const integrations = await buildIntegrations(env({ DISCORD_TOKEN: 'abc' }));
    expect(integrations.voice.configured).toBe(false);
    const { log, lines } = capturingLogger();
    integrations.start({ db: {} as never, log });
    expect(lines[0]).toMatchObject({ level: 40, msg: 'Discord no configurado: falta DISCORD_GUILD_ID (se necesitan los dos)' });
  });

  it('uses the voice file of DISCORD_FAKE_FILE and warns that it is simulated', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'voz-')), 'discord.json');
    writeFileSync(file, JSON.stringify({ channels: [{ id: '1', channel: 'ZvZ', members: ['a'] }] }));
    const integrations = await buildIntegrations(env({ DISCORD_FAKE_FILE: file }));
    expect(integrations.voice).toBeInstanceOf(FakeFileVoice);
    expect(await integrations.voice.listChannels()).toEqual([{ id: '1', channel: 'ZvZ' }]);
    const { log, lines } = capturingLogger();
    integrations.start({ db: {} as never, log });
    expect(lines[0]!.msg).toMatch(/^Discord SIMULADO/);
  });

  it('builds the gameinfo client with ALBION_GUILD_ID and passes the policy on', async () => {
    const integrations = await buildIntegrations(
      env({
        ALBION_GUILD_ID: 'abc123',
        ALBION_CHECK: 'strict',
        ALBION_API_BASE: 'https://gameinfo-ams.albiononline.com/api/gameinfo',
      }),
    );
    expect(integrations.membership).toBeInstanceOf(AlbionMembership);
    expect(integrations.membership.configured).toBe(true);
    expect(integrations.albionCheck).toBe('strict');
  });

  it('builds the discord.js adapter with both Discord variables, without connecting yet', async () => {
    const createDiscordClient = vi.fn();
    const integrations = await buildIntegrations(env({ DISCORD_TOKEN: 'abc', DISCORD_GUILD_ID: '1180000000000000001' }), {
      createDiscordClient,
    });
    expect(integrations.voice).toBeInstanceOf(DiscordVoiceAdapter);
    expect(createDiscordClient).not.toHaveBeenCalled();
  });

  it('does not start the re-check without ALBION_GUILD_ID, and says so', async () => {
    const integrations = await buildIntegrations(env({ ALBION_RECHECK_HOURS: '12' }));
    const { log, lines } = capturingLogger();
    integrations.start({ db: {} as never, log });
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: 'ALBION_RECHECK_HOURS no tiene efecto sin ALBION_GUILD_ID' });
  });
});

describe('integration settings in env.ts', () => {
  it('has the documented defaults', () => {
    expect(env()).toMatchObject({
      ALBION_API_BASE: 'https://gameinfo.albiononline.com/api/gameinfo',
      ALBION_CHECK: 'lenient',
      ALBION_TIMEOUT_MS: 20_000,
      ALBION_RECHECK_HOURS: 0,
    });
  });

  it.each([
    ['DISCORD_GUILD_ID', 'mi-servidor', /DISCORD_GUILD_ID debe ser el id numérico/],
    ['ALBION_CHECK', 'a veces', /ALBION_CHECK/],
    ['ALBION_TIMEOUT_MS', '100000', /ALBION_TIMEOUT_MS/],
    ['ALBION_API_BASE', 'ftp://gameinfo.example/api', /ALBION_API_BASE debe empezar por http/],
    ['ALBION_RECHECK_HOURS', '-1', /ALBION_RECHECK_HOURS/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => env({ [name]: value })).toThrow(message);
  });
});

describe('start-up when Discord rejects the token', () => {
  let discord: Server;
  let api: string;
  let t: TestApp;
  const { log, lines } = capturingLogger();

  beforeAll(async () => {
    // Discord answers 401 to GET /gateway/bot for a bad token; login() rejects with TokenInvalid.
    discord = createServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"message": "401: Unauthorized", "code": 0}');
    });
    await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(discord.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => discord.close(() => resolve()));
  });

  it('starts, listens, and answers 503 with the reason while the log says why', async () => {
    const integrations = await buildIntegrations(env({ DISCORD_TOKEN: 'token.malo', DISCORD_GUILD_ID: '1180000000000000001' }), {
      createDiscordClient: () => createDiscordJsClient({ restApi: api, restRetries: 0 }),
    });
    t = await buildTestApp({ voice: integrations.voice, membership: integrations.membership });
    integrations.start({ db: t.db, log });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const encargado = await t.createCuenta({ cargos: [7] });

    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const res = await t.request('GET', '/api/distribuciones/getVoiceChannels', { token: encargado.token });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          ok: false,
          message: 'Discord rechazó el token del bot (DISCORD_TOKEN); el líder debe revisar la configuración',
          code: 'voz.token',
        });
      },
      { timeout: 10_000 },
    );
    expect(lines.some((l) => l.level === 50 && l.msg.startsWith('Discord rechazó el token del bot (DISCORD_TOKEN)'))).toBe(true);
    await integrations.close();
  });
});
