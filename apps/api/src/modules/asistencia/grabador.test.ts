// The recorder against the real Discord adapter fed by a fake gateway client (as discord-voice.test.ts):
// joins, a move, leaves and a reconnection in the middle, with a clock the test moves, so the minutes
// come out exact (docs/asistencia.md).
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { DetalleSesion } from '@reparto/contract';
import { intervaloAsistencia } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { DiscordVoiceAdapter, type GatewayClient } from '../../adapters/discord/discord-voice.js';
import { buildTestApp, type TestApp } from '../../testing/harness.js';

const GUILD = '1180000000000000001';
const ZVZ = '1180000000000000021';
const OTRO = '1180000000000000022';
const T0 = new Date('2026-03-01T20:00:00.000Z');

class FakeClient extends EventEmitter implements GatewayClient {
  readonly login = vi.fn(() => new Promise<unknown>(() => {}));
  async destroy() {}
  dispatch(t: string, d: unknown) {
    this.emit('raw', { op: 0, s: 1, t, d }, 0);
  }
}

const miembro = (id: string, nombre: string) => ({ user: { id, username: nombre }, nick: nombre });
const canal = (id: string, name: string) => ({ id, type: 2, name, guild_id: GUILD, position: 0 });
const voz = (id: string, nombre: string, channel: string | null) => ({
  guild_id: GUILD,
  channel_id: channel,
  user_id: id,
  member: miembro(id, nombre),
});
const silencio = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

let t: TestApp;
let client: FakeClient;
let ahora = T0;
const en = (min: number) => (ahora = new Date(T0.getTime() + min * 60_000));
let aldrakar: { idPlayer: number; nickname: string };
let brunhild: { idPlayer: number; nickname: string };

/** The gateway's whole picture (a first connect or a re-identify): READY then the server. */
function conectar(presentes: { id: string; nombre: string; canal: string }[]) {
  client.dispatch('READY', { guilds: [{ id: GUILD }] });
  client.dispatch('GUILD_CREATE', {
    id: GUILD,
    channels: [canal(ZVZ, 'ZvZ'), canal(OTRO, 'Otro')],
    voice_states: presentes.map((p) => voz(p.id, p.nombre, p.canal)),
    members: [],
  });
}

const mover = (id: string, nombre: string, channel: string | null) =>
  client.dispatch('VOICE_STATE_UPDATE', voz(id, nombre, channel));

beforeAll(async () => {
  const adapter = new DiscordVoiceAdapter({
    token: 'token-de-prueba',
    guildId: GUILD,
    createClient: () => (client = new FakeClient()),
  });
  t = await buildTestApp({ voice: adapter, asistencia: { reloj: () => ahora } });
  aldrakar = await t.createPlayer({ nickname: 'aldrakar' });
  brunhild = await t.createPlayer({ nickname: 'brunhild' });
  adapter.start(silencio);
});
afterAll(() => t.close());

describe('the recorder with a fake gateway', () => {
  it('records joins, a move, leaves and a reconnection to the exact minute', async () => {
    en(0);
    conectar([
      { id: '1', nombre: '[RDP] Aldrakar', canal: ZVZ },
      { id: '2', nombre: 'Forastero', canal: ZVZ },
      { id: '3', nombre: 'brunhild', canal: OTRO },
    ]);
    await t.app.grabador.idle();
    const res = await t.request('POST', '/api/asistencia/iniciar', { token: t.lider.token, body: [{ idCanal: ZVZ }] });
    expect(res.statusCode, res.body).toBe(201);
    const idSesion = res.json().message.id_sesion as number;
    expect(res.json().message).toEqual({ id_sesion: idSesion, canal: 'ZvZ', inicio: T0.toISOString() });

    // brunhild moves in at 6 (a move from another channel is a join here).
    en(6);
    mover('3', 'brunhild', ZVZ);
    await t.app.grabador.idle();
    // Aldrakar moves out to the other channel at 30 and back at 40.
    en(30);
    mover('1', '[RDP] Aldrakar', OTRO);
    await t.app.grabador.idle();
    en(40);
    mover('1', '[RDP] Aldrakar', ZVZ);
    await t.app.grabador.idle();

    // The gateway drops at 45; Forastero leaves while it is down (no event reaches the bot); it comes
    // back at 50 with a new session: Forastero is closed at the reconnection, the others keep their
    // one open interval.
    en(45);
    client.emit('shardReconnecting');
    en(50);
    conectar([
      { id: '1', nombre: '[RDP] Aldrakar', canal: ZVZ },
      { id: '3', nombre: 'brunhild', canal: ZVZ },
    ]);
    await t.app.grabador.idle();
    const abiertos = await t.db
      .select({ id: intervaloAsistencia.idDiscord })
      .from(intervaloAsistencia)
      .where(and(eq(intervaloAsistencia.idSesion, idSesion), isNull(intervaloAsistencia.salida)));
    expect(abiertos.map((a) => a.id).sort()).toEqual(['1', '3']);

    // A leave at 55 (disconnect from voice), then the end at 60.
    en(55);
    mover('3', 'brunhild', null);
    await t.app.grabador.idle();
    en(60);
    const fin = await t.request('POST', '/api/asistencia/terminar', { token: t.lider.token, body: [{ idSesion }] });
    expect(fin.statusCode, fin.body).toBe(200);

    const detalle = (await t.request('GET', `/api/asistencia/sesion?idSesion=${idSesion}`, { token: t.lider.token })).json()
      .message as DetalleSesion;
    expect(detalle.duracion).toBe(60);
    expect(detalle.fin).toBe(new Date(T0.getTime() + 60 * 60_000).toISOString());
    // aldrakar 0–30 and 40–60 = 50 (0.8); brunhild 6–55 = 49 (0.8); Forastero 0–50 (closed at the reconnection).
    expect(detalle.jugadores).toEqual([
      { nickname: 'aldrakar', id_player: aldrakar.idPlayer, minutos: 50, peso_sugerido: 0.8 },
      { nickname: 'brunhild', id_player: brunhild.idPlayer, minutos: 49, peso_sugerido: 0.8 },
    ]);
    expect(detalle.sin_registrar).toEqual([{ nombre: 'Forastero', minutos: 50 }]);
    // The matched player is stored with each interval.
    const filas = await t.db
      .select({ id: intervaloAsistencia.idDiscord, idPlayer: intervaloAsistencia.idPlayer })
      .from(intervaloAsistencia)
      .where(eq(intervaloAsistencia.idSesion, idSesion));
    expect(new Set(filas.filter((f) => f.id === '1').map((f) => f.idPlayer))).toEqual(new Set([aldrakar.idPlayer]));
    expect(filas.filter((f) => f.id === '2').map((f) => f.idPlayer)).toEqual([null]);
    expect(filas.filter((f) => f.id === '1')).toHaveLength(2);
  });
});
