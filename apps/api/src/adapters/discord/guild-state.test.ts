// The voice picture of a server, rebuilt from recorded, gateway-shaped packets (fixtures/*.json).
import { describe, expect, it } from 'vitest';
import { GuildVoiceState, displayNameOf, type GatewayPacket } from './guild-state.js';
import ready from './fixtures/ready.json' with { type: 'json' };
import guildCreate from './fixtures/guild-create.json' with { type: 'json' };
import voiceUpdates from './fixtures/voice-updates.json' with { type: 'json' };

const GUILD = '1180000000000000001';
const ZVZ = '1180000000000000021';
const MAZMORRAS = '1180000000000000022';

function connected(): GuildVoiceState {
  const state = new GuildVoiceState(GUILD);
  state.apply(ready);
  state.apply(guildCreate);
  return state;
}

describe('GuildVoiceState', () => {
  it('waits for the server after READY and is ready after its GUILD_CREATE', () => {
    const state = new GuildVoiceState(GUILD);
    expect(state.phase).toBe('sin-sesion');
    state.apply(ready);
    expect(state.phase).toBe('esperando-servidor');
    expect(state.channels()).toEqual([]);
    state.apply(guildCreate);
    expect(state.phase).toBe('listo');
  });

  it('knows when the bot is not in the configured server', () => {
    const state = new GuildVoiceState('1180000000000000555');
    state.apply(ready);
    expect(state.phase).toBe('fuera-del-servidor');
    state.apply(guildCreate); // another server's GUILD_CREATE changes nothing
    expect(state.phase).toBe('fuera-del-servidor');
    expect(state.channels()).toEqual([]);
  });

  it('lists voice and stage channels only, ordered by category and position', () => {
    expect(connected().channels()).toEqual([
      { id: '1180000000000000030', channel: 'AFK' },
      { id: ZVZ, channel: 'ZvZ principal' },
      { id: MAZMORRAS, channel: 'Mazmorras' },
      { id: '1180000000000000023', channel: 'Escenario del gremio' },
    ]);
  });

  it('returns the display names of the humans in a channel, skipping bots', () => {
    const state = connected();
    // nick, else global name, else user name; the music bot "DJ" is skipped.
    expect(state.memberNames(ZVZ)).toEqual(['[REP] Aldrakar', '[REP] NuevoRecluta', 'Brunhild', 'caelum']);
    expect(state.memberNames(MAZMORRAS)).toEqual(['DarkVex']);
    expect(state.memberNames('1180000000000000023')).toEqual([]);
  });

  it('follows joins, moves, leaves, nickname changes and channel changes', () => {
    const state = connected();
    for (const packet of voiceUpdates as GatewayPacket[]) state.apply(packet);
    // Elyrion joined, DarkVex moved in from Mazmorras, caelum left, Brunhild got a server nickname;
    // the VOICE_STATE_UPDATE of another server is ignored.
    expect(state.memberNames(ZVZ)).toEqual([
      '[REP] Aldrakar',
      '[REP] Brunhild la Roja',
      '[REP] ELYRION',
      '[REP] NuevoRecluta',
      'DarkVex',
    ]);
    expect(state.memberNames(MAZMORRAS)).toEqual([]);
    expect(state.channels()).toEqual([
      { id: ZVZ, channel: 'ZvZ principal' },
      { id: MAZMORRAS, channel: 'Mazmorras T8' },
      { id: '1180000000000000023', channel: 'Escenario del gremio' },
      { id: '1180000000000000024', channel: 'Hellgate 5v5' },
    ]);
    expect(state.hasVoiceChannel('1180000000000000030')).toBe(false);
  });

  it('drops the people of a deleted channel', () => {
    const state = connected();
    state.apply({ t: 'CHANNEL_DELETE', d: { id: MAZMORRAS, type: 2, guild_id: GUILD, name: 'Mazmorras' } });
    expect(state.hasVoiceChannel(MAZMORRAS)).toBe(false);
    expect(state.memberNames(MAZMORRAS)).toEqual([]);
  });

  it('does not take a text channel for a voice channel', () => {
    const state = connected();
    expect(state.hasVoiceChannel('1180000000000000011')).toBe(false);
    expect(state.hasVoiceChannel(ZVZ)).toBe(true);
  });

  it('marks an outage and a removal from the server, and starts over on a new session', () => {
    const state = connected();
    state.apply({ t: 'GUILD_DELETE', d: { id: GUILD, unavailable: true } });
    expect(state.phase).toBe('no-disponible');
    expect(state.channels()).toEqual([]);
    state.apply(guildCreate);
    expect(state.phase).toBe('listo');
    state.apply({ t: 'GUILD_DELETE', d: { id: GUILD } });
    expect(state.phase).toBe('fuera-del-servidor');
    state.apply(ready);
    expect(state.phase).toBe('esperando-servidor');
    state.reset();
    expect(state.phase).toBe('sin-sesion');
  });

  it('treats an unavailable GUILD_CREATE as an outage', () => {
    const state = new GuildVoiceState(GUILD);
    state.apply(ready);
    state.apply({ t: 'GUILD_CREATE', d: { id: GUILD, unavailable: true } });
    expect(state.phase).toBe('no-disponible');
  });

  it('ignores malformed packets and unrelated events', () => {
    const state = connected();
    state.apply({ t: 'VOICE_STATE_UPDATE', d: { guild_id: GUILD } });
    state.apply({ t: 'MESSAGE_CREATE', d: { content: 'hola' } });
    state.apply({ t: null, d: null });
    state.apply({ t: 'READY', d: 'basura' });
    expect(state.phase).toBe('listo');
    expect(state.memberNames(ZVZ)).toHaveLength(4);
  });

  it('counts users in voice whose member object never came', () => {
    const state = connected();
    state.apply({ t: 'VOICE_STATE_UPDATE', d: { guild_id: GUILD, user_id: '1170000000000000555', channel_id: ZVZ } });
    expect(state.unknownVoiceMembers()).toBe(1);
    expect(state.memberNames(ZVZ)).toHaveLength(4);
  });

  it('uses a GUILD_MEMBER_UPDATE for someone in voice when it comes', () => {
    const state = connected();
    state.apply({
      t: 'GUILD_MEMBER_UPDATE',
      d: { guild_id: GUILD, user: { id: '1170000000000000103', username: 'caelum' }, nick: 'Caelum el Sabio' },
    });
    expect(state.memberNames(ZVZ)).toContain('Caelum el Sabio');
  });
});

describe('displayNameOf', () => {
  it('prefers the server nickname, then the global name, then the user name', () => {
    expect(displayNameOf({ nick: 'N', user: { id: '1', username: 'u', global_name: 'G' } })).toBe('N');
    expect(displayNameOf({ nick: null, user: { id: '1', username: 'u', global_name: 'G' } })).toBe('G');
    expect(displayNameOf({ user: { id: '1', username: 'u', global_name: null } })).toBe('u');
    expect(displayNameOf({})).toBeNull();
  });
});
