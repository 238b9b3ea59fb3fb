// The slash commands over POST /api/discord/interacciones (docs/integraciones.md, «Interacciones»):
// who the caller is (the Discord user linked at «Entrar con Discord»; another server; unlinked), /saldo,
// /retiro with the amounts members type, the staff command /pendientes hidden and checked again on the
// server, /regear's autocomplete and claim through the web's service with the web's sentences, and a
// slow answer deferred and completed through the interaction's webhook (a local fake of Discord).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import {
  comando,
  conInteracciones,
  firmante,
  interactuar,
  textoDe,
  periodoYDeposito,
  usuario,
  vincular,
  type Usuario,
} from '../../testing/discord-interacciones.js';
import { fakeDiscordInteracciones, type FakeDiscordInteracciones } from '../../testing/fake-discord-interacciones.js';
import { daysAgo } from '../../testing/fixtures/periodos.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { outbox, retiro } from '../../db/schema.js';
import { killboardMemoria, muerte, precioMercado, preciosMemoria } from '../regear/regear.fakes.js';
import { COMANDO_PENDIENTES } from './pendientes.js';

const discord = firmante();
const kb = killboardMemoria();
const pr = preciosMemoria();
let fake: FakeDiscordInteracciones;
let t: TestApp;
let miembro: TestCuenta;
let tesorero: TestCuenta;
let idPeriodo: number;

const MIEMBRO = usuario('1170000000000000001');
const TESORERO = usuario('1170000000000000002');
const NADIE = usuario('1170000000000000009');
const enviar = (i: object) => interactuar(t.app, discord, i);
const texto = async (i: object) => textoDe(await enviar(i));
/** The web's answer's sentence (the same service, the same refusal). */
const web = async (method: 'POST', url: string, c: TestCuenta, body: unknown) =>
  (await t.request(method, url, { token: c.token, body })).json().message as string;

beforeAll(async () => {
  fake = await fakeDiscordInteracciones();
  t = await buildTestApp({
    killboard: kb,
    precios: pr,
    ajustesAvisos: { activo: true, pagos: false },
    ...conInteracciones(discord, { apiBase: fake.base, urlPublica: 'https://plata.example.com' }),
  });
  miembro = await t.createCuenta({ cargos: [3] });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  await vincular(t.db, [
    [miembro, MIEMBRO],
    [tesorero, TESORERO],
  ]);
  for (const c of [miembro, tesorero]) kb.jugadores.set(c.nickname, `albion-${c.nickname}`);
  for (const item of ['T8_2H_CLAYMORE@1', 'T8_HEAD_PLATE_SET1@1', 'T8_ARMOR_PLATE_SET1@1', 'T8_SHOES_PLATE_SET1@1'])
    pr.tabla.set(clavePrecio(item, 2), precioMercado(100_000));
  idPeriodo = await periodoYDeposito(t, tesorero, miembro.nickname, 1_000_000);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the caller', () => {
  it('an unlinked Discord user gets the sentence with the link to sign in', async () => {
    expect(await texto(comando(NADIE, 'saldo'))).toBe(
      'Su usuario de Discord no está vinculado a ninguna cuenta del gremio: entre una vez con «Entrar con Discord» en https://plata.example.com (si ya tiene cuenta, con «Vincular Discord» en «Mi cuenta»)',
    );
    expect(await texto(comando({ ...NADIE, locale: 'en-US' }, 'retiro', [{ name: 'monto', type: 3, value: '5m' }]))).toMatch(
      /^Your Discord user is not linked to any account of the guild: sign in once with «Sign in with Discord» at https:\/\/plata/,
    );
    expect(await t.db.select().from(retiro)).toHaveLength(0);
  });

  it('another server is refused, linked or not', async () => {
    const otro = { ...comando(MIEMBRO, 'saldo'), guild_id: '1180000000000000777' };
    expect(await texto(otro)).toBe('Este comando solo funciona en el servidor de Discord del gremio');
  });

  it('an unknown command says so', async () => {
    expect(await texto(comando(MIEMBRO, 'borrar-todo'))).toBe('Esta acción no existe o ya no está disponible');
  });
});

describe('/retiro monto:', () => {
  it('refuses what is not an amount', async () => {
    for (const monto of ['cinco', '0', '1,5', '-5m']) {
      expect(await texto(comando(MIEMBRO, 'retiro', [{ name: 'monto', type: 3, value: monto }]))).toBe(
        'Escriba el monto como 5.000.000, 5m, 5kk o 1,5m (plata entera, mayor que 0)',
      );
    }
    expect(await t.db.select().from(retiro)).toHaveLength(0);
  });

  it('asks for a withdrawal through the web’s service: its refusals are the web’s sentences', async () => {
    const demasiado = await texto(comando(MIEMBRO, 'retiro', [{ name: 'monto', type: 3, value: '1,5m' }]));
    expect(demasiado).toBe('La plata pedida ($1.500.000) supera la disponible para retirar: $1.000.000');
    expect(demasiado).toBe(await web('POST', '/api/retiros', miembro, [{ silver: 1_500_000 }]));
    const res = await enviar(comando(MIEMBRO, 'retiro', [{ name: 'monto', type: 3, value: '200k' }]));
    expect(res.json()).toMatchObject({ type: 4, data: { flags: 64 } });
    const [r] = await t.db.select().from(retiro);
    expect(r).toMatchObject({ idPlayer: miembro.idPlayer, silver: 200_000, estado: 'pendiente' });
    expect(textoDe(res)).toBe(`Retiro #${r!.idRetiro} pedido: $200.000, pendiente de aprobación`);
    const avisos = await t.db.select().from(outbox).where(eq(outbox.tipo, 'retiro_solicitado'));
    expect(avisos).toHaveLength(1);
  });
});

describe('/saldo', () => {
  it('says the balance, the withdrawals not paid, what is left and the regear, in the member’s language', async () => {
    await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: miembro.idPlayer,
      estado: 'pendiente',
      silver: 50_000,
      idCuentaReclamo: miembro.idCuenta,
    });
    await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: miembro.idPlayer,
      estado: 'aprobado',
      silver: 30_000,
      idCuentaReclamo: miembro.idCuenta,
    });
    await seedReclamo(t.db, {
      idPeriodo,
      idPlayer: miembro.idPlayer,
      estado: 'rechazado',
      silver: 7_000,
      idCuentaReclamo: miembro.idCuenta,
    });
    const res = await enviar(comando(MIEMBRO, 'saldo'));
    expect(res.json()).toMatchObject({ type: 4, data: { flags: 64, allowed_mentions: { parse: [] } } });
    expect(textoDe(res)).toBe(
      [
        `**Saldo de ${miembro.nickname}**`,
        'Saldo en el gremio: $1.000.000',
        'Retiros pedidos o aprobados sin pagar: $200.000',
        'Disponible para retirar: $800.000',
        'Regear por revisar: 1 reclamo ($50.000)',
        'Regear aprobado sin pagar: 1 reclamo ($30.000)',
      ].join('\n'),
    );
    expect(await texto(comando({ ...MIEMBRO, locale: 'en-GB' }, 'saldo'))).toMatch(/\nAvailable to withdraw: \$800,000\n/);
  });
});

describe('/contenido', () => {
  it('is refused to a linked member who is not ENCARGADO DE CONTENIDO or LIDER', async () => {
    const i = comando(MIEMBRO, 'contenido', [{ name: 'iniciar', type: 1, options: [{ name: 'canal', type: 7, value: '10' }] }]);
    expect(await texto(i)).toBe(
      'Solo un ENCARGADO DE CONTENIDO o un LIDER con su cuenta vinculada a Discord puede usar /contenido',
    );
  });
});

describe('/pendientes (staff)', () => {
  it('is hidden from members by default_member_permissions', () => {
    expect(COMANDO_PENDIENTES.default_member_permissions).toBe('0');
  });

  it('is refused on the server to a linked member without the cargo, even if Discord showed it', async () => {
    expect(await texto(comando(MIEMBRO, 'pendientes'))).toBe(
      'Solo un TESORERO o un LIDER con su cuenta vinculada a Discord puede usar /pendientes',
    );
  });

  it('lists the claims and withdrawals waiting for review to a TESORERO', async () => {
    const respuesta = await texto(comando(TESORERO, 'pendientes'));
    const [r] = await t.db.select().from(retiro);
    expect(respuesta).toMatch(
      new RegExp(
        `^\\*\\*Regear por revisar \\(1\\)\\*\\*\\n• #\\d+ ${miembro.nickname}: \\$50\\.000 \\(periodo ${idPeriodo}\\)\\n`,
      ),
    );
    expect(respuesta).toContain(`\n**Retiros por revisar (1)**\n• #${r!.idRetiro} ${miembro.nickname}: $200.000`);
  });
});

describe('/regear muerte:', () => {
  const focused = (u: Usuario, value: string) => comando(u, 'regear', [{ name: 'muerte', type: 3, value, focused: true }], 4);
  const elegir = (u: Usuario, value: string) => comando(u, 'regear', [{ name: 'muerte', type: 3, value }]);
  let propia: ReturnType<typeof muerte>;

  it('autocompletes the member’s recent deaths not claimed yet and of the guild', async () => {
    propia = muerte({
      victimId: `albion-${miembro.nickname}`,
      nombre: miembro.nickname,
      fecha: new Date(Date.now() - 3_600_000),
    });
    const ajena = muerte({
      victimId: `albion-${miembro.nickname}`,
      nombre: miembro.nickname,
      guildId: 'OtroGremio0000000000001',
    });
    for (const e of [propia, ajena]) kb.eventos.set(e.EventId, e);
    const res = await enviar(focused(MIEMBRO, ''));
    expect(res.json()).toEqual({
      type: 8,
      data: {
        choices: [
          { name: expect.stringMatching(/ UTC: \$400\.000$/), value: `${propia.EventId}:${Date.parse(propia.TimeStamp)}` },
        ],
      },
    });
    // What is typed filters the list; an unlinked user gets no choices.
    expect((await enviar(focused(MIEMBRO, 'zzz'))).json()).toEqual({ type: 8, data: { choices: [] } });
    expect((await enviar(focused(NADIE, ''))).json()).toEqual({ type: 8, data: { choices: [] } });
  });

  it('files the chosen death’s claim through the web’s service, in the period that holds it', async () => {
    const valor = `${propia.EventId}:${Date.parse(propia.TimeStamp)}`;
    const res = await enviar(elegir(MIEMBRO, valor));
    expect(textoDe(res)).toMatch(
      new RegExp(`^Regear #\\d+ reclamado en el periodo ${idPeriodo}: \\$400\\.000, pendiente de revisión$`),
    );
    expect(res.json().data.flags).toBe(64);
    // Again: the web's refusal, word for word; and the list no longer offers it.
    const otra = await texto(elegir(MIEMBRO, valor));
    expect(otra).toBe(`La muerte ${propia.EventId} ya fue reclamada`);
    expect(otra).toBe(
      await web('POST', '/api/regear/reclamar', miembro, [{ idPeriodo, eventId: propia.EventId, nickname: miembro.nickname }]),
    );
    expect((await enviar(focused(MIEMBRO, ''))).json().data.choices).toEqual([]);
  });

  it('refuses a value not from the list, and a death no period holds', async () => {
    expect(await texto(elegir(MIEMBRO, 'mi muerte'))).toBe('Elija una de sus muertes de la lista');
    const vieja = muerte({ victimId: `albion-${miembro.nickname}`, fecha: daysAgo(30) });
    kb.eventos.set(vieja.EventId, vieja);
    expect(await texto(elegir(MIEMBRO, `${vieja.EventId}:${Date.parse(vieja.TimeStamp)}`))).toMatch(
      /^Ningún periodo sin finalizar incluye la fecha de esa muerte \(/,
    );
  });

  it('a failure that is not a refusal: no choices while typing, and a sentence for the command', async () => {
    const { muertes, evento } = kb;
    kb.muertes = kb.evento = async () => {
      throw new Error('conexión perdida');
    };
    try {
      expect((await enviar(focused(MIEMBRO, ''))).json()).toEqual({ type: 8, data: { choices: [] } });
      expect(await texto(elegir(MIEMBRO, `${propia.EventId + 1}:${Date.now()}`))).toBe(
        'No se pudo completar ahora; inténtelo de nuevo más tarde',
      );
    } finally {
      Object.assign(kb, { muertes, evento });
    }
  });

  it('a slow killboard: the answer is deferred (type 5), then completed through the interaction’s webhook', async () => {
    const e = muerte({ victimId: `albion-${miembro.nickname}`, nombre: miembro.nickname });
    kb.eventos.set(e.EventId, e);
    let soltar!: () => void;
    const puerta = new Promise<void>((resolve) => (soltar = resolve));
    const evento = kb.evento;
    kb.evento = async (id) => (await puerta, evento(id));
    try {
      const i = elegir(MIEMBRO, `${e.EventId}:${Date.parse(e.TimeStamp)}`);
      const res = await enviar(i);
      expect(res.json()).toEqual({ type: 5, data: { flags: 64 } });
      soltar();
      await expect.poll(() => fake.peticiones.length, { timeout: 10_000 }).toBe(1);
      expect(fake.peticiones[0]).toMatchObject({
        metodo: 'PATCH',
        ruta: `/webhooks/${i.application_id}/${i.token}/messages/@original`,
        cuerpo: { content: expect.stringMatching(/^Regear #\d+ reclamado en el periodo/), flags: 64 },
      });
    } finally {
      kb.evento = evento;
    }
  });
});
