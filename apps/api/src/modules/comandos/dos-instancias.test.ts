// Two API instances on one database answer Discord's interactions (PostgreSQL only: the embedded
// engine has one process): a command sent to either is answered; the same interaction delivered to
// both is run once; two officers' clicks on the two instances make one decision; with one instance
// closed, the other answers. Nothing here needs the gateway or the leader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestCuenta } from '../../testing/harness.js';
import {
  boton,
  comando,
  conInteracciones,
  firmante,
  interactuar,
  periodoYDeposito,
  textoDe,
  usuario,
  vincular,
} from '../../testing/discord-interacciones.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
import { auditoria, reclamoRegear } from '../../db/schema.js';

describe.runIf(process.env['TEST_DATABASE_URL'])('two instances', () => {
  const discord = firmante();
  const MIEMBRO = usuario('1170000000000000201');
  const TESORERO = usuario('1170000000000000202');
  const TESORERO2 = usuario('1170000000000000203');
  let t: TestApp;
  let otraBase: Database;
  let otra: FastifyInstance;
  let miembro: TestCuenta;
  let idPeriodo: number;

  beforeAll(async () => {
    t = await buildTestApp(conInteracciones(discord));
    otraBase = await openDatabase({ url: t.database.url!, poolSize: 4 });
    otra = await buildApp({ database: otraBase, jwtSecret: TEST_JWT_SECRET, ...conInteracciones(discord) });
    await otra.ready();
    miembro = await t.createCuenta({ cargos: [3] });
    const tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
    const tesorero2 = await t.createCuenta({ cargos: [8], idCargo: 8 });
    await vincular(t.db, [
      [miembro, MIEMBRO],
      [tesorero, TESORERO],
      [tesorero2, TESORERO2],
    ]);
    idPeriodo = await periodoYDeposito(t, tesorero, miembro.nickname, 1_000_000);
  });
  afterAll(async () => {
    await otra.close();
    await otraBase.close();
    await t.close();
  });

  const aprobaciones = async (id: number) =>
    (
      await t.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.accion, 'aprobar_regear'), eq(auditoria.idEntidad, String(id))))
    ).length;
  const nuevoReclamo = () =>
    seedReclamo(t.db, {
      idPeriodo,
      idPlayer: miembro.idPlayer,
      estado: 'pendiente',
      silver: 1,
      idCuentaReclamo: miembro.idCuenta,
    });

  it('either instance answers a command', async () => {
    for (const app of [t.app, otra])
      expect(textoDe(await interactuar(app, discord, comando(MIEMBRO, 'saldo')))).toContain('Saldo en el gremio: $1.000.000');
  });

  it('the same interaction delivered to both instances is run once; both answer it the same', async () => {
    const id = await nuevoReclamo();
    const click = boton(TESORERO, `regear:aprobar:${id}`);
    const [a, b] = await Promise.all([interactuar(t.app, discord, click), interactuar(otra, discord, click)]);
    expect(a.json()).toMatchObject({ type: 7, data: { components: [] } });
    expect(b.json()).toEqual(a.json());
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true');
    expect(await aprobaciones(id)).toBe(1);
  });

  it('two officers’ clicks on the two instances: one decision', async () => {
    const id = await nuevoReclamo();
    const [a, b] = await Promise.all([
      interactuar(t.app, discord, boton(TESORERO, `regear:aprobar:${id}`)),
      interactuar(otra, discord, boton(TESORERO2, `regear:aprobar:${id}`)),
    ]);
    expect([a.json().type, b.json().type].sort()).toEqual([4, 7]);
    expect(await aprobaciones(id)).toBe(1);
    expect((await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.idReclamo, id)))[0]!.estado).toBe('aprobado');
  });

  it('with one instance closed, the other answers', async () => {
    await otra.close();
    const id = await nuevoReclamo();
    expect((await interactuar(t.app, discord, boton(TESORERO2, `regear:aprobar:${id}`))).json().type).toBe(7);
    expect(textoDe(await interactuar(t.app, discord, comando(MIEMBRO, 'saldo')))).toContain('Saldo en el gremio');
    expect(await aprobaciones(id)).toBe(1);
  });
});
