// What the app says in Discord in the guild's language (IDIOMA_GREMIO) and `/plata` in the member's
// (docs/idiomas.md, "El servidor"): the webhook's messages through the real worker and webhook client
// against the local fake webhook; the command through POST /api/discord/interacciones, signed with a
// test key; its definition with Discord's localizations.
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { FakeWebhook } from '../../testing/fake-webhook.js';
import { DiscordWebhook } from '../../adapters/discord/webhook.js';
import { conInteracciones, firmante, interactuar, snowflake, textoDe } from '../../testing/discord-interacciones.js';
import { COMANDO_PLATA } from '../comandos/plata.js';
import { ajustesAvisosDelEntorno } from './notificaciones.setup.js';
import { construirMensaje } from './mensajes.js';
import { OutboxWorker } from './worker.js';
import conNickname from '../../adapters/discord/fixtures/interaction-plata-nickname.json' with { type: 'json' };

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const ENV = { JWT_SECRET: 'x'.repeat(32) };
const discord = firmante();

let t: TestApp;
let fake: FakeWebhook;

beforeAll(async () => {
  const opciones = conInteracciones(discord);
  t = await buildTestApp({ ...opciones, gremio: { ...opciones.gremio, idioma: 'en' } });
  fake = await new FakeWebhook().start();
  const brun = await t.createPlayer({ nickname: 'brun' });
  await t.db.execute(
    sql`update periodo set id_estado_distribucion = 1 where id_lugar_distribucion = 1 and id_estado_distribucion = 3`,
  );
  Object.assign(
    t.app.ajustesAvisos,
    ajustesAvisosDelEntorno(parseEnv({ ...ENV, DISCORD_WEBHOOK_URL: fake.url, IDIOMA_GREMIO: 'en' })),
  );
  expect((await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist: 1 }] })).statusCode).toBe(
    201,
  );
  const idPeriodo = Number((await t.db.execute(sql`select max(id_periodo) as id from periodo`)).rows[0]!['id']);
  const body = [
    { idDistribucion: 123_456, idPeriodoDist: idPeriodo, silver: 1_234_000, motivo: 'ZvZ', jugadores: [brun.idPlayer] },
  ];
  expect((await t.request('POST', '/api/distribuciones/crear', { token: t.lider.token, body })).statusCode).toBe(201);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('IDIOMA_GREMIO', () => {
  it('is es by default, one of es, pt-BR and en, and refuses any other with a Spanish sentence', () => {
    expect(parseEnv({}).IDIOMA_GREMIO).toBe('es');
    expect(parseEnv({ IDIOMA_GREMIO: 'pt-BR' }).IDIOMA_GREMIO).toBe('pt-BR');
    expect(() => parseEnv({ IDIOMA_GREMIO: 'fr' })).toThrow(/IDIOMA_GREMIO debe ser es, pt-BR o en/);
  });

  it("writes the webhook's messages in the guild's language, silver grouped its way", async () => {
    const worker = new OutboxWorker({ db: t.db, webhook: new DiscordWebhook({ url: fake.url }), log });
    for (let i = 0; i < 10 && (await worker.paso()).tipo !== 'vacio'; i++);
    const [abierto, creada] = fake.entregados.map((p) => p.body.embeds[0]!);
    expect(abierto!.title).toMatch(/^Period \d+ opened in Martlock$/);
    expect(creada!.title).toBe('Distribution created: ZvZ');
    expect(creada!.description).toContain('**Total silver:** $1,234,000');
    expect(creada!.fields[0]).toEqual({ name: 'Players', value: 'brun' });
  });

  it('the same messages in Portuguese, and in Spanish exactly as before', () => {
    const aviso = {
      tipo: 'regear_reclamado',
      sinPrecio: 2,
      idReclamo: 7,
      idPeriodo: 3,
      lugar: 'Lymhurst',
      jugador: 'brun',
      silver: 1500,
      por: 'brun',
    } as const;
    expect(construirMensaje(aviso, undefined, 'pt-BR').body.embeds[0]).toMatchObject({
      title: 'Regear pedido #7: brun',
      description: '**Prata:** $1.500 (2 sem preço)\n**Pedido por:** brun\n**Período:** 3 (Lymhurst)',
    });
    expect(construirMensaje(aviso, undefined, 'en').resumen).toBe('Regear claimed #7: $1,500 to brun (period 3)');
    expect(construirMensaje(aviso).body.embeds[0]!.description).toBe(
      '**Plata:** $1.500 (2 sin precio)\n**Reclamado por:** brun\n**Periodo:** 3 (Lymhurst)',
    );
  });
});

describe('/plata in the member’s language', () => {
  const enviar = async (locale: string) => {
    const i = { ...structuredClone(conNickname).d, id: snowflake(), locale };
    return textoDe(await interactuar(t.app, discord, i));
  };

  it('is defined with its localized names and descriptions', () => {
    const definicion = COMANDO_PLATA;
    expect(definicion.name).toBe('plata');
    expect(Object.keys(definicion.name_localizations).sort()).toEqual(['en-GB', 'en-US', 'es-419', 'es-ES', 'pt-BR']);
    expect(Object.values(definicion.name_localizations)).toEqual(Array(5).fill('plata'));
    expect(definicion.description).toBe('Su plata en el gremio: últimos 30 días, desde la creación y lo pendiente de cobro');
    expect(definicion.description_localizations['es-419']).toBe(definicion.description);
    expect(definicion.description_localizations['en-GB']).toMatch(/^Your silver in the guild/);
    expect(definicion.description_localizations['pt-BR']).toMatch(/^Sua prata na guilda/);
    expect(definicion.options[0]!.description_localizations['en-US']).toMatch(/nickname/);
  });

  it.each([
    ['es-ES', '**Plata de brun**\nÚltimos 30 días: $1.234.000 (1 contenido)'],
    ['es-419', '**Plata de brun**\nÚltimos 30 días: $1.234.000 (1 contenido)'],
    ['pt-BR', '**Prata de brun**\nÚltimos 30 dias: $1.234.000 (1 conteúdo)'],
    ['en-US', "**brun's silver**\nLast 30 days: $1,234,000 (1 content)"],
    ['fr', "**brun's silver**\nLast 30 days: $1,234,000 (1 content)"],
  ])('a member in %s gets their language, else the guild’s', async (locale, inicio) => {
    expect(await enviar(locale)).toMatch(new RegExp(`^${inicio.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}\n`));
  });
});
