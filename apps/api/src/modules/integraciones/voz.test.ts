import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import type { VoiceAdapter } from '../../adapters/voice.js';
import { NotFound } from '../../lib/errors.js';

const canales = (t: TestApp, token?: string) => t.request('GET', '/api/distribuciones/getVoiceChannels', { token });
const enCanal = (t: TestApp, idVoiceChannel: unknown, token?: string) =>
  t.request('POST', '/api/distribuciones/getPlayersOfVoiceChannel', { token, body: [{ idVoiceChannel }] });

describe('voice channels without Discord configured', () => {
  let t: TestApp;
  let encargado: TestCuenta;
  beforeAll(async () => {
    t = await buildTestApp();
    encargado = await t.createCuenta({ cargos: [7] });
  });
  afterAll(() => t.close());

  it('answers empty lists and configurado false', async () => {
    const res = await canales(t, encargado.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: [], configurado: false });
    const players = await enCanal(t, '123', encargado.token);
    expect(players.statusCode).toBe(200);
    expect(players.json()).toEqual({ ok: true, data: [], sin_registrar: [], desactivados: [] });
  });

  it('answers 401 without a token and 403 without charge 7', async () => {
    expect((await canales(t)).statusCode).toBe(401);
    expect((await enCanal(t, '123')).statusCode).toBe(401);
    const otro = await t.createCuenta({ cargos: [5] });
    expect((await canales(t, otro.token)).statusCode).toBe(403);
    expect((await enCanal(t, '123', otro.token)).statusCode).toBe(403);
  });

  it('answers 400 for a missing channel', async () => {
    const res = await enCanal(t, '  ', encargado.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('El canal de voz es obligatorio');
  });
});

describe('voice channels through a (fake) Discord adapter', () => {
  let t: TestApp;
  let encargado: TestCuenta;
  const asked: string[] = [];
  const voice: VoiceAdapter = {
    configured: true,
    listChannels: async () => [
      { id: '111', channel: 'ZvZ' },
      { id: '222', channel: 'Mazmorras' },
    ],
    memberNames: async (id) => {
      asked.push(id);
      if (id === '404') throw new NotFound('asistencia.canalNoExiste', { canal: '404' });
      if (id === '500') throw new Error('Discord caído');
      return ['[RDP] Aldrakar', 'BRUNHILD', 'nuevo_en_discord', '[RDP] Sinregistro', 'apagadovoz', 'aldrakar', '  '];
    },
  };

  beforeAll(async () => {
    t = await buildTestApp({ voice });
    encargado = await t.createCuenta({ cargos: [7] });
    await t.createPlayer({ nickname: 'brunhild' });
    await t.createPlayer({ nickname: 'aldrakar' });
    await t.createPlayer({ nickname: 'apagadovoz', estado: false });
  });
  afterAll(() => t.close());

  it('lists the channels with configurado true', async () => {
    const res = await canales(t, encargado.token);
    expect(res.json()).toEqual({
      ok: true,
      data: [
        { id: '111', channel: 'ZvZ' },
        { id: '222', channel: 'Mazmorras' },
      ],
      configurado: true,
    });
  });

  it('maps members to active players case-insensitively without the guild tag, and lists the unregistered names', async () => {
    const res = await enCanal(t, '111', encargado.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.data.map((d: { nickname: string }) => d.nickname)).toEqual(['aldrakar', 'brunhild']);
    expect(body.data[0]).toEqual({ id_player: expect.any(Number), nickname: 'aldrakar' });
    // The switched-off player is registered: neither offered nor listed for registration, but named.
    expect(body.sin_registrar).toEqual(['nuevo_en_discord', 'Sinregistro']);
    expect(body.desactivados).toEqual(['apagadovoz']);
    expect(asked).toContain('111');
  });

  it('passes the adapter’s own errors through and answers 503 when Discord fails', async () => {
    const notFound = await enCanal(t, '404', encargado.token);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({
      ok: false,
      message: 'El canal de voz 404 no existe en el servidor de Discord',
      code: 'asistencia.canalNoExiste',
    });
    const down = await enCanal(t, '500', encargado.token);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      ok: false,
      message: 'No se pudo consultar Discord, inténtelo de nuevo en unos momentos',
      code: 'voz.discordCaido',
    });
  });
});

describe('voice channels when Discord is down', () => {
  it('answers 503 in Spanish for the channel list', async () => {
    const t = await buildTestApp({
      voice: {
        configured: true,
        listChannels: async () => {
          throw new Error('ECONNRESET');
        },
        memberNames: async () => [],
      },
    });
    try {
      const encargado = await t.createCuenta({ cargos: [7] });
      const res = await canales(t, encargado.token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        ok: false,
        message: 'No se pudo consultar Discord, inténtelo de nuevo en unos momentos',
        code: 'voz.discordCaido',
      });
    } finally {
      await t.close();
    }
  });
});
