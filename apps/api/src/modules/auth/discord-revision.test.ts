// The roles re-check of «Entrar con Discord» (docs/integraciones.md, "Roles → cargos"): a member whose
// roles shrank or who left the server loses their sessions within minutes, against the local Discord fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditoria, cuenta, outbox } from '../../db/schema.js';
import { encolarLlamada } from '../notificaciones/llamadas.js';
import {
  albionFalso,
  buildDiscordTest,
  entrarYVincular,
  renovar,
  ROL_ENCARGADO,
  ROL_TESORERO,
  usuario,
  type DiscordTest,
} from '../../testing/discord-login.js';
import { iniciarRevisionRoles, REVISION_ROLES_MS, revisarCuentaDiscord, revisarRolesDiscord } from './discord-revision.js';

let d: DiscordTest;
let n = 0;
async function conectado(roles: string[]) {
  const id = `6200000000000000${String(++n).padStart(2, '0')}`;
  d.fake.users.set(id, usuario(id, `rev${n}_dc`, { roles }));
  const token = await entrarYVincular(d, id, `revisado${n}`);
  return { id, token };
}
const crearPeriodo = (token: string) =>
  d.t.request('POST', '/api/distribuciones', { token, body: [{ idLugarDist: 1 + (n % 8), gremioFederacion: 1 }] });
/** Any call behind the session: 401 once the session ended. */
const mia = (token: string) => d.t.request('GET', '/api/cuentas/mia', { token });
const terminadas = async (id: string) => {
  const [row] = await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, id));
  return (
    await d.t.db
      .select({ despues: auditoria.despues })
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'sesion discord terminada'), eq(auditoria.idEntidad, String(row!.idCuenta))))
  ).map((r) => r.despues);
};

beforeAll(async () => {
  d = await buildDiscordTest([], { membership: albionFalso([]) });
});
afterAll(() => d.close());

describe('the roles re-check', () => {
  it('runs every few minutes', () => {
    expect(REVISION_ROLES_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it('ends the sessions of a member whose roles shrank (new cargos applied, audited); the others keep theirs', async () => {
    const quitado = await conectado([ROL_TESORERO, ROL_ENCARGADO]);
    const igual = await conectado([ROL_TESORERO]);
    const mas = await conectado([]);
    d.fake.users.get(quitado.id)!.roles = [ROL_ENCARGADO];
    d.fake.users.get(mas.id)!.roles = [ROL_TESORERO];
    const resultado = await revisarRolesDiscord(d.t.db, d.t.app.discordLogin!);
    expect(resultado).toMatchObject({ terminada: 1, cargos: 1, errores: 0 });
    // The old token stops working at once, without waiting for its renewal.
    expect((await mia(quitado.token)).statusCode).toBe(401);
    expect((await crearPeriodo(quitado.token)).statusCode).toBe(401);
    expect(await terminadas(quitado.id)).toEqual([{ motivo: 'roles quitados' }]);
    // Its new sign-in holds the cargos left.
    const [row] = await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, quitado.id));
    expect(row!.discordTokens).not.toBeNull();
    // Unchanged and added roles keep the session; the added cargo is there at once.
    expect((await mia(igual.token)).statusCode).toBe(200);
    expect((await mia(mas.token)).statusCode).toBe(200);
    expect((await crearPeriodo(mas.token)).statusCode).toBe(201);
  });

  it('ends the sessions of a member who left the server, and of one who revoked the app', async () => {
    const fuera = await conectado([ROL_TESORERO]);
    const revocado = await conectado([]);
    d.fake.users.get(fuera.id)!.miembro = false;
    d.fake.revocar(revocado.id);
    await revisarRolesDiscord(d.t.db, d.t.app.discordLogin!);
    expect((await mia(fuera.token)).statusCode).toBe(401);
    expect((await renovar(d, fuera.token)).statusCode).toBe(401);
    expect(await terminadas(fuera.id)).toEqual([{ motivo: 'fuera del servidor' }]);
    expect((await mia(revocado.token)).statusCode).toBe(401);
    expect(await terminadas(revocado.id)).toEqual([{ motivo: 'acceso revocado' }]);
  });

  it('leaves a member alone while the app’s own role call for them waits in the outbox (no ping-pong)', async () => {
    const esperando = await conectado([ROL_TESORERO, ROL_ENCARGADO]);
    // The leader removed a cargo in the app a moment ago: its DELETE is queued, not sent yet, and Discord
    // (here: the member lost the other role meanwhile) still shows the old roles.
    d.fake.users.get(esperando.id)!.roles = [ROL_ENCARGADO];
    const ruta = `/guilds/1/members/${esperando.id}/roles/${ROL_TESORERO}` as const;
    await encolarLlamada(d.t.db, 'rol_quitar', 'Quitar el rol', { clase: 'rest', metodo: 'DELETE', ruta });
    // A renewal keeps the cargos it had (both), instead of the roles read now (one).
    const cargos = (await renovar(d, esperando.token)).json().charges.map((c: { id_cargo: number }) => c.id_cargo);
    expect(cargos).toHaveLength(2);
    expect(await revisarCuentaDiscord(d.t.db, d.t.app.discordLogin!, esperando.id)).toBe('igual');
    expect((await mia(esperando.token)).statusCode).toBe(200);
    // Sent: the roles are read again as always.
    await d.t.db.update(outbox).set({ estado: 'enviado' }).where(eq(outbox.tipo, 'rol_quitar'));
    expect(await revisarCuentaDiscord(d.t.db, d.t.app.discordLogin!, esperando.id)).toBe('terminada');
  });

  it('changes nothing while Discord is down', async () => {
    const caida = await conectado([ROL_TESORERO]);
    d.fake.users.get(caida.id)!.roles = [];
    d.fake.caidos.add('member');
    try {
      expect((await revisarRolesDiscord(d.t.db, d.t.app.discordLogin!)).caido).toBeGreaterThan(0);
    } finally {
      d.fake.caidos.delete('member');
    }
    expect((await crearPeriodo(caida.token)).statusCode).toBe(201);
  });

  it('the scheduler runs the re-check on its interval, and stops', async () => {
    const programado = await conectado([ROL_TESORERO]);
    d.fake.users.get(programado.id)!.roles = [];
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const revision = iniciarRevisionRoles({ db: d.t.db, login: d.t.app.discordLogin!, log, intervaloMs: 50 });
    try {
      await expect.poll(async () => (await mia(programado.token)).statusCode, { timeout: 10_000 }).toBe(401);
    } finally {
      revision.stop();
      await revision.idle();
    }
  });
});
