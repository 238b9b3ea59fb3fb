// The members' Discord direct messages (docs/integraciones.md, «Mensajes directos»): a claim's or a
// withdrawal's decision and a paid share reach a linked account that has them on, in its language;
// «Mi cuenta» turns them off; a DM Discord refuses (50007) is noted once on the account and not retried.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditoria, cuenta, outbox } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { decidirRetiro, depositar, pedirRetiro } from '../../testing/fixtures/retiros.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import { DiscordRestSalida } from '../../adapters/discord/rest-salida.js';
import { OutboxWorker } from './worker.js';

let t: TestApp;
let fake: FakeDiscordRest;
let clock: number;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
let n = 0;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

async function drenar() {
  const w = new OutboxWorker({
    db: t.db,
    discord: new DiscordRestSalida({ token: fake.token, base: fake.base }),
    log,
    now: () => clock,
  });
  for (let i = 0; i < 1000; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}

/** A member with 1.000.000 on their balance, linked to a Discord user (unless `vinculado` is false). */
async function miembro(vinculado = true): Promise<TestCuenta & { discord: string }> {
  const c = await t.createCuenta({ cargos: [3], idCargo: 3 });
  const discord = String(400_000_000_000_000_000n + BigInt(++n));
  if (vinculado) await t.db.update(cuenta).set({ discordUserId: discord }).where(eq(cuenta.idCuenta, c.idCuenta));
  await depositar(t.db, c.idPlayer, 1_000_000);
  return { ...c, discord };
}

const pedido = (m: TestCuenta, silver?: number) => pedirRetiro(t, m, silver);
const poner = (ruta: string, quien: TestCuenta, body: Record<string, unknown>) => decidirRetiro(t, ruta, quien, body);
const titulos = (userId: string) => fake.mdA(userId).map((m) => (m.embeds[0] as { title: string }).title);
const miCuenta = async (m: TestCuenta) => (await t.request('GET', '/api/cuentas/mia', { token: m.token })).json().message;
const avisosMd = (m: TestCuenta, body: unknown) => t.request('PUT', '/api/cuentas/avisosMd', { token: m.token, body });

beforeAll(async () => {
  t = await buildTestApp({ ajustesAvisos: { activo: false, pagos: false, rest: true } });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
});
afterAll(() => t.close());
beforeEach(async () => {
  fake = await new FakeDiscordRest().start();
  clock = Date.now() + 3_600_000;
  await t.db.delete(outbox);
});
afterEach(() => fake.close());

describe('direct messages', () => {
  it('a linked member hears of each decision on their withdrawal, the rejection with its reason; the requester of a request is not messaged', async () => {
    const m = await miembro();
    const uno = await pedido(m);
    await poner('aprobar', tesorero, { idRetiro: uno });
    await poner('pagar', distribuidor, { idRetiro: uno });
    const dos = await pedido(m);
    await poner('rechazar', tesorero, { idRetiro: dos, razon: 'Cofre vacío' });
    await drenar();
    expect(titulos(m.discord)).toEqual([
      `Retiro aprobado #${uno}: ${m.nickname}`,
      `Retiro pagado #${uno}: ${m.nickname}`,
      `Retiro rechazado #${dos}: ${m.nickname}`,
    ]);
    expect(JSON.stringify(fake.mdA(m.discord)[2]!.embeds)).toContain('Cofre vacío');
    expect(fake.llamadas.find((l) => l.ruta === '/users/@me/channels')!.body).toEqual({ recipient_id: m.discord });
  });

  it('is written in the language the member chose', async () => {
    const m = await miembro();
    await t.db.update(cuenta).set({ idioma: 'en' }).where(eq(cuenta.idCuenta, m.idCuenta));
    await poner('aprobar', tesorero, { idRetiro: await pedido(m) });
    await drenar();
    expect(titulos(m.discord)[0]).toMatch(/^Withdrawal approved #\d+/);
  });

  it('a member paid their share of a period hears of it, whatever «Avisar pagos» says', async () => {
    const m = await miembro();
    const abierto = await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist: 4 }] });
    expect(abierto.statusCode, abierto.body).toBe(201);
    const [fila] = (await t.db.execute(sql`select max(id_periodo) as id from periodo`)).rows as { id: number }[];
    const idPeriodo = Number(fila!.id);
    const body = [
      { idDistribucion: 700_000 + n, idPeriodoDist: idPeriodo, silver: 500_000, motivo: 'ZvZ', jugadores: [m.idPlayer] },
    ];
    expect((await t.request('POST', '/api/distribuciones/crear', { token: t.lider.token, body })).statusCode).toBe(201);
    const casas = (await t.db.execute(sql`select id_casa from casa where id_lugar_distribucion = 4 limit 1`)).rows;
    const cierre = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: t.lider.token,
      body: [{ idPeriodo, idPlayerDistribuidor: t.lider.idPlayer, idsCasas: casas.map((c) => Number(c['id_casa'])) }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    const pago = await t.request('PUT', '/api/distribuciones/jugadorDistribuido', {
      token: t.lider.token,
      body: [{ idPeriodo, id_player: m.idPlayer }],
    });
    expect(pago.statusCode, pago.body).toBe(200);
    await drenar();
    expect(titulos(m.discord)).toEqual([`Pago registrado: ${m.nickname}`]);
  });

  it('none to an account without Discord, nor to one that turned them off in «Mi cuenta»', async () => {
    const sin = await miembro(false);
    await poner('aprobar', tesorero, { idRetiro: await pedido(sin) });
    const m = await miembro();
    expect((await miCuenta(m)).avisos_md).toBe(true);
    const off = await avisosMd(m, [{ avisosMd: false }]);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ ok: true, message: 'Ya no recibirá mensajes directos de Discord', avisosMd: false });
    expect((await miCuenta(m)).avisos_md).toBe(false);
    await poner('aprobar', tesorero, { idRetiro: await pedido(m) });
    expect((await t.db.select().from(outbox)).filter((r) => r.tipo === 'md')).toEqual([]);
    expect((await t.db.select().from(auditoria).where(eq(auditoria.accion, 'cambiar_avisos_md'))).at(-1)).toMatchObject({
      idCuenta: m.idCuenta,
      antes: { avisosMd: true },
      despues: { avisosMd: false },
    });
    // On again: they arrive again.
    expect((await avisosMd(m, [{ avisosMd: true }])).json().message).toBe('Recibirá mensajes directos de Discord');
    await poner('aprobar', tesorero, { idRetiro: await pedido(m) });
    await drenar();
    expect(titulos(m.discord)).toHaveLength(1);
  });

  it('the switch refuses what is not true or false, with its sentence', async () => {
    const m = await miembro();
    for (const body of [[{ avisosMd: 'no' }], [{}], [{ avisosMd: true, otro: 1 }]]) {
      const res = await avisosMd(m, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await avisosMd(m, [{ avisosMd: 'no' }])).json().message).toContain('avisosMd debe ser true o false');
    expect((await t.request('PUT', '/api/cuentas/avisosMd', { body: [{ avisosMd: false }] })).statusCode).toBe(401);
  });

  it('closed DMs (403, 50007): noted once on the account, shown in «Mi cuenta», never retried; cleared when one arrives', async () => {
    const m = await miembro();
    fake.mdCerrados.add(m.discord);
    await poner('aprobar', tesorero, { idRetiro: await pedido(m) });
    await drenar();
    const [fila] = (await t.db.select().from(outbox)).filter((r) => r.tipo === 'md');
    expect(fila).toMatchObject({ estado: 'fallido', intentos: 1 });
    expect(fila!.error).toContain('50007');
    const nota = (await miCuenta(m)).md_rechazado as string;
    expect(nota).not.toBeNull();
    const envios = () => fake.llamadas.filter((l) => l.metodo === 'POST' && l.ruta.endsWith('/messages')).length;
    expect(envios()).toBe(1);
    clock += 24 * 3_600_000;
    await drenar();
    expect(envios()).toBe(1);

    // A second refusal keeps the first note.
    await poner('rechazar', tesorero, { idRetiro: await pedido(m), razon: 'Sin fondos' });
    await drenar();
    expect(envios()).toBe(2);
    expect((await miCuenta(m)).md_rechazado).toBe(nota);

    // The member opens their DMs: the next one arrives and the note goes.
    fake.mdCerrados.delete(m.discord);
    await poner('aprobar', tesorero, { idRetiro: await pedido(m) });
    await drenar();
    expect(titulos(m.discord)).toHaveLength(1);
    expect((await miCuenta(m)).md_rechazado).toBeNull();
  });
});
