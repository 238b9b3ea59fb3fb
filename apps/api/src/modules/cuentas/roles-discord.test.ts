// Cargos → Discord roles and nicknames (docs/integraciones.md, "Roles y apodos"), end to end: the leader's
// PUT /api/cuentas/cargos queues the calls in its transaction, the real worker makes them against the
// fake of Discord's REST API. Each rule with its test: «Sincronizar roles» off → no call; on → one PUT
// per added cargo (its first role), one DELETE per role of a removed cargo, each made once; the nickname
// `[TAG] Nickname` with a tag (cut to 32); nothing for an account without Discord; the same cargos again
// queue nothing; the login's Discord → app direction never queues a call (no ping-pong); the log channel.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { cuenta, outbox } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import { DiscordRestSalida } from '../../adapters/discord/rest-salida.js';
import { escribir } from '../../lib/escritura.js';
import { OutboxWorker } from '../notificaciones/worker.js';
import { aplicarCargos } from '../auth/discord-roles.js';

const GUILD = '400000000000000001';
const CANAL = '400000000000000009';
const ROLES = new Map<number, readonly string[]>([
  [2, ['500000000000000002', '500000000000000022']],
  [8, ['500000000000000008']],
  [3, ['500000000000000003']],
]);
let t: TestApp;
let fake: FakeDiscordRest;
let n = 0;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

async function drenar() {
  const discord = new DiscordRestSalida({ token: fake.token, base: fake.base, timeoutMs: 5_000 });
  const w = new OutboxWorker({ db: t.db, discord, log, now: () => Date.now() + 3_600_000 });
  for (let i = 0; i < 1000; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}

/** An account with cargos and, unless `sinDiscord`, a linked Discord user. */
async function conDiscord(cargos: number[], nickname?: string, sinDiscord = false): Promise<TestCuenta & { usuario: string }> {
  const c = await t.createCuenta({ cargos, ...(nickname ? { nickname } : {}) });
  const usuario = `6000000000000${String(++n).padStart(5, '0')}`;
  if (!sinDiscord) await t.db.update(cuenta).set({ discordUserId: usuario }).where(eq(cuenta.idCuenta, c.idCuenta));
  return { ...c, usuario };
}
const cambiar = async (c: TestCuenta, cargos: number[]) => {
  const res = await t.request('PUT', '/api/cuentas/cargos', { token: t.lider.token, body: [{ idCuenta: c.idCuenta, cargos }] });
  expect(res.statusCode, res.body).toBe(200);
};
const llamadas = () => fake.llamadas.map((l) => `${l.metodo} ${l.ruta}`);
const filasDiscord = async () => (await t.db.select().from(outbox).orderBy(outbox.idOutbox)).filter((f) => f.clase === 'discord');

beforeAll(async () => {
  t = await buildTestApp({
    ajustesAvisos: { activo: false, pagos: false, rest: true, rolesDiscord: ROLES },
    gremio: { discordGuildId: GUILD },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  fake = await new FakeDiscordRest().start();
  Object.assign(t.app.gremio, { sincronizarRoles: true, etiquetaApodo: null, canalRegistro: null });
  await t.db.delete(outbox);
});
afterEach(() => fake.close());

describe('a cargo changed in the app, written to Discord', () => {
  it('with «Sincronizar roles» off, no call at all', async () => {
    t.app.gremio.sincronizarRoles = false;
    const c = await conDiscord([3]);
    await cambiar(c, [2, 3]);
    expect(await filasDiscord()).toEqual([]);
    await drenar();
    expect(fake.llamadas).toEqual([]);
  });

  it('on: the first role of an added cargo is put, every role of a removed one is deleted, each call once', async () => {
    const c = await conDiscord([2, 3]);
    await cambiar(c, [3, 8]);
    const miembro = `/guilds/${GUILD}/members/${c.usuario}`;
    expect((await filasDiscord()).map((f) => f.tipo)).toEqual(['rol_quitar', 'rol_quitar', 'rol_poner']);
    await drenar();
    await drenar();
    expect(llamadas()).toEqual([
      `DELETE ${miembro}/roles/500000000000000002`,
      `DELETE ${miembro}/roles/500000000000000022`,
      `PUT ${miembro}/roles/500000000000000008`,
    ]);
    expect(fake.exitosas).toHaveLength(3);
    expect(fake.llamadas[0]!.razon).toBe('Cargos cambiados en la app por lider');
    expect([...(fake.roles.get(`${GUILD}/${c.usuario}`) ?? [])]).toEqual(['500000000000000008']);
  });

  it('the same cargos again queue nothing', async () => {
    const c = await conDiscord([3, 8]);
    await cambiar(c, [8, 3]);
    expect(await filasDiscord()).toEqual([]);
  });

  it('an account without a linked Discord id gets no role call', async () => {
    const c = await conDiscord([3], undefined, true);
    await cambiar(c, [2, 3]);
    expect(await filasDiscord()).toEqual([]);
  });

  it('with a tag, the server nickname becomes `[TAG] Nickname`, cut to 32 characters', async () => {
    t.app.gremio.etiquetaApodo = 'RDP';
    const corto = await conDiscord([3]);
    const largo = await conDiscord([3], `nombre${'x'.repeat(30)}`);
    await cambiar(corto, [3, 8]);
    await cambiar(largo, [3, 8]);
    await drenar();
    expect(fake.apodos.get(`${GUILD}/${corto.usuario}`)).toBe(`[RDP] ${corto.nickname}`);
    const apodo = fake.apodos.get(`${GUILD}/${largo.usuario}`)!;
    expect(apodo).toBe(`[RDP] ${largo.nickname}`.slice(0, 32));
    expect(apodo).toHaveLength(32);
  });

  it('with a log channel, the change is posted there', async () => {
    t.app.gremio.canalRegistro = CANAL;
    const c = await conDiscord([3]);
    await cambiar(c, [3, 8]);
    await drenar();
    const [m] = fake.mensajesEn(CANAL);
    expect(m!.embeds).toMatchObject([{ title: `Cargos cambiados: ${c.nickname}` }]);
  });

  it('the login’s Discord → app direction never queues a call (no ping-pong)', async () => {
    const c = await conDiscord([3, 8]);
    await escribir(t.db, async (tx) => ({ resultado: undefined, ...(await aplicarCargos(tx, c.idCuenta, [3, 8], [2, 3])) }));
    expect(await filasDiscord()).toEqual([]);
  });
});
