import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventoVoz } from '../voice.js';
import { FakeFileVoice, type FakeVoiceFile } from './fake-voice.js';

function fileWith(content: FakeVoiceFile | string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'voz-')), 'discord.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('FakeFileVoice (DISCORD_FAKE_FILE)', () => {
  const file = fileWith({
    channels: [
      { id: '10', channel: 'ZvZ', members: ['[REP] aldrakar', 'Brunhild', { name: 'DJ', bot: true }] },
      { id: '11', channel: 'Vacío' },
    ],
  });

  it('lists the channels of the file and the humans in one', async () => {
    const voice = new FakeFileVoice(file);
    expect(voice.configured).toBe(true);
    expect(await voice.listChannels()).toEqual([
      { id: '10', channel: 'ZvZ' },
      { id: '11', channel: 'Vacío' },
    ]);
    expect(await voice.memberNames('10')).toEqual(['[REP] aldrakar', 'Brunhild']);
    expect(await voice.memberNames('11')).toEqual([]);
  });

  it('answers 404 for an unknown channel', async () => {
    await expect(new FakeFileVoice(file).memberNames('99')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('counts as not configured while the file does not exist', async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'voz-')), 'discord.json');
    const voice = new FakeFileVoice(missing);
    expect(voice.configured).toBe(false);
    writeFileSync(missing, JSON.stringify({ channels: [] }));
    expect(voice.configured).toBe(true);
  });

  it('answers 503 when the file says Discord is down, or cannot be read', async () => {
    await expect(new FakeFileVoice(fileWith({ channels: [], unavailable: 'voz.cerrado' })).listChannels()).rejects.toMatchObject({
      statusCode: 503,
      message: 'La conexión con Discord está cerrada',
      code: 'voz.cerrado',
    });
    await expect(new FakeFileVoice(fileWith('{ no es json')).listChannels()).rejects.toMatchObject({ statusCode: 503 });
    await expect(new FakeFileVoice(fileWith('{"channels": "no"}')).listChannels()).rejects.toMatchObject({ statusCode: 503 });
  });

  it('gives members their ids (a plain name is its own id) for attendance', async () => {
    const voice = new FakeFileVoice(
      fileWith({
        channels: [
          { id: '10', channel: 'ZvZ', members: ['Brunhild', { id: '42', name: '[REP] aldrakar' }, { name: 'DJ', bot: true }] },
        ],
      }),
    );
    expect(await voice.members('10')).toEqual([
      { id: 'Brunhild', nombre: 'Brunhild' },
      { id: '42', nombre: '[REP] aldrakar' },
    ]);
    expect(await voice.memberNames('10')).toEqual(['Brunhild', '[REP] aldrakar']);
  });

  it('tells joins, moves and leaves by comparing readings, and `listo` on the first one and after a bad file', async () => {
    const file = fileWith({
      channels: [
        { id: '10', channel: 'ZvZ', members: [{ id: '42', name: 'aldrakar' }, 'Brunhild'] },
        { id: '11', channel: 'Otro', members: [] },
      ],
    });
    const voice = new FakeFileVoice(file, 60_000);
    const eventos: EventoVoz[] = [];
    const dejar = voice.onVoiceState((e) => eventos.push(e));
    await voice.sondear();
    expect(eventos).toEqual([{ tipo: 'listo' }]);
    writeFileSync(
      file,
      JSON.stringify({
        channels: [
          { id: '10', channel: 'ZvZ', members: ['Caelum'] },
          { id: '11', channel: 'Otro', members: [{ id: '42', name: 'aldrakar' }] },
        ],
      }),
    );
    await voice.sondear();
    expect(eventos.slice(1)).toEqual([
      { tipo: 'voz', idUsuario: '42', antes: '10', despues: '11' },
      { tipo: 'voz', idUsuario: 'Brunhild', antes: '10', despues: null },
      { tipo: 'voz', idUsuario: 'Caelum', antes: null, despues: '10' },
    ]);
    writeFileSync(file, '{ roto');
    await voice.sondear();
    writeFileSync(file, JSON.stringify({ channels: [{ id: '10', channel: 'ZvZ', members: ['Caelum'] }] }));
    await voice.sondear();
    expect(eventos.slice(4)).toEqual([{ tipo: 'listo' }]);
    dejar();
    await voice.close();
  });
});
