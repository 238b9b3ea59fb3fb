// The `/contenido` command (docs/integraciones.md): who may use it (a linked ENCARGADO DE CONTENIDO or
// LIDER account), starting and ending a session through the API's rules, answers in the member's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cuenta, outbox } from '../../db/schema.js';
import type { Interaccion } from './comando.js';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { VozMemoria } from '../asistencia/asistencia.fakes.js';
import { COMANDO_CONTENIDO, contestarContenido, type DepsContenido } from './contenido.js';

const GUILD = '1180000000000000001';
let t: TestApp;
let deps: DepsContenido;

const interaccion = (usuario: string, sub: 'iniciar' | 'terminar', canal?: string, locale = 'es-ES'): Interaccion => ({
  id: '1',
  application_id: '2',
  type: 2,
  token: 'tok',
  guild_id: GUILD,
  locale,
  data: {
    name: 'contenido',
    options: [{ name: sub, type: 1, options: canal ? [{ name: 'canal', type: 7, value: canal }] : [] }],
  },
  member: { user: { id: usuario, username: usuario } },
});
const contestar = (i: Interaccion) => contestarContenido(i, GUILD, deps, 'es');

beforeAll(async () => {
  const voz = new VozMemoria({ '10': 'ZvZ', '11': 'Ganking' });
  t = await buildTestApp({ voice: voz, ajustesAvisos: { activo: true, pagos: false } });
  const { app } = t;
  deps = { db: app.db, voice: app.voice, config: app.asistencia, ajustesAvisos: app.ajustesAvisos, grabador: app.grabador };
  const encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  const tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  await t.db.update(cuenta).set({ discordUserId: 'd-encargado' }).where(eq(cuenta.idCuenta, encargado.idCuenta));
  await t.db.update(cuenta).set({ discordUserId: 'd-tesorero' }).where(eq(cuenta.idCuenta, tesorero.idCuenta));
  voz.mover('d-otro', '10', 'aldrakar');
});
afterAll(() => t.close());

describe('/contenido', () => {
  it('is registered with a voice-channel option and localized descriptions', () => {
    expect(COMANDO_CONTENIDO.options.map((o) => o.name)).toEqual(['iniciar', 'terminar']);
    expect(COMANDO_CONTENIDO.options[0]!.options[0]).toMatchObject({
      name: 'canal',
      type: 7,
      required: true,
      channel_types: [2, 13],
    });
    expect(COMANDO_CONTENIDO.description_localizations['pt-BR']).toBe(
      'Registrar quem está em um canal de voz durante um conteúdo',
    );
    expect(COMANDO_CONTENIDO.description_localizations['en-US']).toBe('Record who is in a voice channel during a content');
  });

  it('refuses a member without a linked account, or whose account is not ENCARGADO or LIDER, and other servers', async () => {
    const sinPermiso = 'Solo un ENCARGADO DE CONTENIDO o un LIDER con su cuenta vinculada a Discord puede usar /contenido';
    expect(await contestar(interaccion('d-nadie', 'iniciar', '10'))).toBe(sinPermiso);
    expect(await contestar(interaccion('d-tesorero', 'iniciar', '10'))).toBe(sinPermiso);
    expect(await contestar({ ...interaccion('d-encargado', 'iniciar', '10'), guild_id: '999' })).toBe(
      'Este comando solo funciona en el servidor de Discord del gremio',
    );
  });

  it('starts and ends a session, with the API’s refusals in the member’s language', async () => {
    const inicio = await contestar(interaccion('d-encargado', 'iniciar', '10'));
    expect(inicio).toMatch(/^Registrando la asistencia de ZvZ \(sesión (\d+)\) hasta que la termine o pasen 6 h$/);
    const id = Number(/sesión (\d+)/.exec(inicio)![1]);
    expect(await contestar(interaccion('d-encargado', 'iniciar', '10', 'pt-BR'))).toMatch(
      new RegExp(
        `^A presença do canal ZvZ já está sendo registrada na sessão ${id} \\(iniciada por .+\\); termine-a antes de iniciar outra$`,
      ),
    );
    expect(await contestar(interaccion('d-encargado', 'iniciar', '99', 'en-US'))).toBe(
      'The voice channel 99 does not exist in the Discord server',
    );
    // Without a channel: the one open session.
    expect(await contestar(interaccion('d-encargado', 'terminar', undefined, 'en-US'))).toBe(`Attendance session ${id} ended`);
    const mensajes = await t.db.select().from(outbox).where(eq(outbox.tipo, 'asistencia_terminada'));
    expect(mensajes).toHaveLength(1);
    expect(JSON.stringify(mensajes[0]!.payload)).toContain('aldrakar: 0 min');
    expect(await contestar(interaccion('d-encargado', 'terminar', '10'))).toBe(
      'No hay ninguna sesión de asistencia abierta en ese canal',
    );
  });
});
