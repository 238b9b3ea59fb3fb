// The `/plata` slash command through POST /api/discord/interacciones, on hand-written interaction
// objects (Discord API v10 shapes) signed with a test key: the ephemeral answer for the caller or a
// nickname, no match, another guild.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { conInteracciones, firmante, interactuar, snowflake, textoDe } from '../../testing/discord-interacciones.js';
import { COMANDO_PLATA, textoDePlata } from './plata.js';
import interaccion from '../../adapters/discord/fixtures/interaction-plata.json' with { type: 'json' };
import conNickname from '../../adapters/discord/fixtures/interaction-plata-nickname.json' with { type: 'json' };

const discord = firmante();
let t: TestApp;
/** The app's answer to a gateway fixture's interaction, sent over HTTP with a new id. */
const enviar = (packet: { d: object }) => interactuar(t.app, discord, { ...packet.d, id: snowflake() });
const contenido = textoDe;

async function crear(lugar: number, jugadores: number[], silver: number) {
  await t.db.execute(
    sql`update periodo set id_estado_distribucion = 1 where id_lugar_distribucion = ${lugar} and id_estado_distribucion = 3`,
  );
  const res = await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist: lugar }] });
  expect(res.statusCode).toBe(201);
  const idPeriodo = Number((await t.db.execute(sql`select max(id_periodo) as id from periodo`)).rows[0]!['id']);
  const body = [{ idDistribucion: 100_000 + lugar, idPeriodoDist: idPeriodo, silver, motivo: 'ZvZ', jugadores }];
  expect((await t.request('POST', '/api/distribuciones/crear', { token: t.lider.token, body })).statusCode).toBe(201);
  return idPeriodo;
}

beforeAll(async () => {
  t = await buildTestApp(conInteracciones(discord));
  const aldrakar = await t.createPlayer({ nickname: 'aldrakar' });
  const brun = await t.createPlayer({ nickname: 'brun' });
  // Open on place 1: 500.000 each; closing on place 2 (distributor lider): 300.000 for aldrakar;
  // finalized on place 3, 40 days old: 200.000 for aldrakar (counted only since the creation).
  await crear(1, [aldrakar.idPlayer, brun.idPlayer], 1_000_000);
  const cerrado = await crear(2, [aldrakar.idPlayer], 300_000);
  await t.db.execute(
    sql`update periodo set id_estado_distribucion = 2, id_player_distribuidor = ${t.lider.idPlayer} where id_periodo = ${cerrado}`,
  );
  const viejo = await crear(3, [aldrakar.idPlayer], 200_000);
  await t.db.execute(sql`update periodo set id_estado_distribucion = 1 where id_periodo = ${viejo}`);
  await t.db.execute(sql`update distribucion_jugador set fecha = now() - interval '40 days' where id_periodo = ${viejo}`);
  await t.createPlayer({ nickname: 'inactivo', estado: false });
});
afterAll(() => t.close());

describe('/plata', () => {
  it('is defined with an optional nickname', () => {
    expect(COMANDO_PLATA.options[0]).toMatchObject({ name: 'nickname', type: 3, required: false });
  });

  it("answers the caller's totals and pending silver, ephemerally, mapping the display name", async () => {
    const i = await enviar(interaccion);
    expect(i.json()).toMatchObject({ type: 4, data: { flags: 64, allowed_mentions: { parse: [] } } });
    const p = (await t.db.execute(sql`select id_periodo from periodo order by id_periodo`)).rows.map((r) =>
      Number(r['id_periodo']),
    );
    expect(contenido(i)).toBe(
      [
        '**Plata de aldrakar**',
        'Últimos 30 días: $800.000 (2 contenidos)',
        'Desde la creación: $1.000.000 (3 contenidos)',
        '**Pendiente de cobro**',
        `• Periodo ${p[0]}, Martlock (Abierto): $500.000; distribuidor aún no asignado`,
        `• Periodo ${p[1]}, Bridgewatch (En distribución): $300.000; distribuidor: lider`,
      ].join('\n'),
    );
  });

  it('answers for the nickname given', async () => {
    const i = await enviar(conNickname);
    expect(contenido(i)).toMatch(/^\*\*Plata de brun\*\*\nÚltimos 30 días: \$500\.000 \(1 contenido\)\n/);
  });

  it('names the regear approved and not paid (neither pending review, rejected nor paid)', async () => {
    const [brun] = (await t.db.execute(sql`select id_player from jugador where nickname = 'brun'`)).rows;
    const [periodo] = (await t.db.execute(sql`select min(id_periodo) as id from periodo`)).rows;
    const reclamo = (eventId: number, estado: string, silver: number) =>
      t.db.execute(sql`insert into reclamo_regear (id_periodo, id_player, event_id, fecha_muerte, equipo, items, estado,
        silver, silver_reglas, id_cuenta_reclamo) values (${periodo!['id']}, ${brun!['id_player']}, ${eventId}, now(),
        '{}'::jsonb, '[]'::jsonb, ${estado}, ${silver}, ${silver}, ${t.lider.idCuenta})`);
    await reclamo(7001, 'aprobado', 250_000);
    await reclamo(7002, 'aprobado', 100_000);
    await reclamo(7003, 'pendiente', 1_000);
    await reclamo(7004, 'rechazado', 2_000);
    await reclamo(7005, 'pagado', 4_000);
    const i = await enviar(conNickname);
    expect(contenido(i)).toMatch(/\nRegear pendiente de pago: \$350\.000 \(2 reclamos aprobados\)$/);
    await t.db.execute(sql`update reclamo_regear set estado = 'pagado' where event_id = 7002`);
    expect(contenido(await enviar(conNickname))).toMatch(/\nRegear pendiente de pago: \$250\.000 \(1 reclamo aprobado\)$/);
    await t.db.execute(sql`delete from reclamo_regear where id_player = ${brun!['id_player']}`);
    expect(contenido(await enviar(conNickname))).not.toContain('Regear');
  });

  it('adds the ledger balance after the totals when the guild owes the player something (docs/libro.md)', async () => {
    const ajustar = (silver: number) =>
      t.request('POST', '/api/libro/ajuste', { token: t.lider.token, body: [{ nickname: 'brun', silver, razon: 'Depósito' }] });
    expect((await ajustar(1_234_567)).statusCode).toBe(201);
    expect(contenido(await enviar(conNickname))).toMatch(
      /\nDesde la creación: \$500\.000 \(1 contenido\)\nSaldo en el gremio: \$1\.234\.567\n\*\*Pendiente de cobro\*\*/,
    );
    expect((await ajustar(-1_234_567)).statusCode).toBe(201);
    expect(contenido(await enviar(conNickname))).not.toContain('Saldo');
  });

  it('says the balance in the guild’s language, and nothing for a balance of 0', () => {
    const base = { nickname: 'x', dias30: { silver: 0, contenidos: 0 }, total: { silver: 0, contenidos: 0 }, pendientes: [] };
    const regear = { reclamos: 0, silver: 0 };
    expect(textoDePlata({ ...base, regear, saldo: 1_500 }, 'en')).toContain('\nBalance with the guild: $1,500\n');
    expect(textoDePlata({ ...base, regear, saldo: -20 }, 'pt-BR')).toContain('\nSaldo na guilda: -$20\n');
    expect(textoDePlata({ ...base, regear, saldo: 0 })).not.toContain('Saldo');
  });

  it('says «Nada pendiente de cobro» only when there is no period to collect and no regear', () => {
    const base = { nickname: 'x', dias30: { silver: 0, contenidos: 0 }, total: { silver: 0, contenidos: 0 }, pendientes: [] };
    expect(textoDePlata({ ...base, regear: { reclamos: 0, silver: 0 } })).toContain('Nada pendiente de cobro.');
    const conRegear = textoDePlata({ ...base, regear: { reclamos: 1, silver: 5 } });
    expect(conRegear).not.toContain('Nada pendiente');
    expect(conRegear).not.toContain('**Pendiente de cobro**');
    expect(conRegear).toContain('Regear pendiente de pago: $5 (1 reclamo aprobado)');
  });

  it('says clearly when no player matches', async () => {
    const otro = structuredClone(interaccion);
    otro.d.member.nick = '[TAG] Desconocido';
    let i = await enviar(otro);
    expect(contenido(i)).toBe(
      'Ningún jugador registrado coincide con su nombre en Discord («Desconocido»). Use `/plata nickname:` con su nickname del gremio.',
    );
    const inactivo = structuredClone(conNickname);
    inactivo.d.data.options[0]!.value = 'inactivo';
    i = await enviar(inactivo);
    expect(contenido(i)).toMatch(/^\*\*Plata de inactivo\*\*/); // a deactivated player may still ask by name
    const nadie = structuredClone(conNickname);
    nadie.d.data.options[0]!.value = '@everyone';
    i = await enviar(nadie);
    expect(contenido(i)).toBe('No hay ningún jugador registrado con el nickname «@\u200beveryone».');
  });

  it('answers only in the configured guild', async () => {
    const otro = structuredClone(interaccion);
    otro.d.guild_id = '1180000000000000999';
    const i = await enviar(otro);
    expect(contenido(i)).toBe('Este comando solo funciona en el servidor de Discord del gremio.');
  });
});
