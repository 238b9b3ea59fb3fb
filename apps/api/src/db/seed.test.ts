import { afterEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { HuecosSchema, ReglasPlantillaSchema } from '@reparto/contract';
import { createTestDatabase } from '../testing/harness.js';
import type { Database } from './client.js';
import {
  cargo,
  casa,
  cuenta,
  cuentaCargo,
  distribucion,
  estadoDistribucion,
  evento,
  eventoInscripcion,
  jugador,
  lugarDistribucion,
  pago,
  periodo,
  plantilla,
  plantillaVersion,
  rol,
} from './schema.js';
import { ensureLeader, seedReference } from './seed.js';
import { seedDemo, DEMO_ACCOUNTS } from './demo.js';
import { DEMO_PERSONAJES } from './demo-calendario.js';
import { prepareDatabase } from '../bootstrap.js';
import { parseEnv } from '../env.js';
import { verifyPassword } from '../lib/password.js';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('reference data', () => {
  it('has the fixed reference ids and seeding twice changes nothing', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedReference(db);
    await seedReference(db);
    expect(await db.select().from(cargo).orderBy(cargo.idCargo)).toEqual([
      { idCargo: 1, nombreCargo: 'LIDER' },
      { idCargo: 2, nombreCargo: 'OFICIAL' },
      { idCargo: 3, nombreCargo: 'MIEMBRO' },
      { idCargo: 4, nombreCargo: 'RECLUTA' },
      { idCargo: 5, nombreCargo: 'DISTRIBUIDOR' },
      { idCargo: 6, nombreCargo: 'RECLUTADOR' },
      { idCargo: 7, nombreCargo: 'ENCARGADO DE CONTENIDO' },
      { idCargo: 8, nombreCargo: 'TESORERO' },
    ]);
    expect((await db.select().from(rol).orderBy(rol.idRol)).map((r) => [r.idRol, r.nombreRol])).toEqual([
      [1, 'Tanque'],
      [2, 'Sanador'],
      [3, 'DPS'],
      [4, 'Soporte'],
      [5, 'Sin rol'],
    ]);
    expect(
      (await db.select().from(estadoDistribucion).orderBy(estadoDistribucion.idEstadoDistribucion)).map(
        (e) => e.nombreEstadoDistribucion,
      ),
    ).toEqual(['Finalizado', 'En distribución', 'Abierto']);
    const lugares = await db.select().from(lugarDistribucion);
    expect(lugares.map((l) => l.lugar)).toEqual(
      expect.arrayContaining([
        'Martlock',
        'Bridgewatch',
        'Lymhurst',
        'Fort Sterling',
        'Thetford',
        'Caerleon',
        'Brecilien',
        'Hideout',
      ]),
    );
    const [houses] = await db.select({ n: count() }).from(casa);
    expect(houses!.n).toBe(lugares.length * 3);
  });
});

describe('leader account on first start', () => {
  it('creates the leader with every charge, linked to a LIDER player, from ADMIN_* values', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const result = await ensureLeader(db, {
      email: 'Jefe@Gremio.com',
      password: 'clave-segura-1',
      nickname: 'Jefe',
      allowGenerated: false,
    });
    expect(result).toEqual({ created: true, email: 'jefe@gremio.com' });
    const [row] = await db.select().from(cuenta).innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer));
    expect(row!.jugador).toMatchObject({ nickname: 'jefe', idCargo: 1 });
    expect(await verifyPassword(row!.cuenta.passwordHash!, 'clave-segura-1')).toBe(true);
    expect(row!.cuenta.passwordHash).toMatch(/^\$argon2id\$/);
    const charges = await db.select().from(cuentaCargo).where(eq(cuentaCargo.idCuenta, row!.cuenta.idCuenta));
    expect(charges.map((c) => c.idCargo).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // A later start does nothing.
    expect(
      await ensureLeader(db, { email: 'otro@x.com', password: 'otra-clave-1', nickname: 'otro', allowGenerated: false }),
    ).toEqual({ created: false });
  });

  it('generates a password once on the embedded engine when none is given', async () => {
    database = await createTestDatabase();
    const result = await ensureLeader(database.db, { nickname: 'lider', allowGenerated: true });
    expect(result.email).toBe('admin@reparto.local');
    expect(result.generatedPassword).toMatch(/^[\w-]{16}$/);
  });

  it('refuses to start without ADMIN_EMAIL/ADMIN_PASSWORD on a server database', async () => {
    database = await createTestDatabase();
    await expect(ensureLeader(database.db, { nickname: 'lider', allowGenerated: false })).rejects.toThrow(
      /ADMIN_EMAIL y ADMIN_PASSWORD/,
    );
  });
});

describe('demo guild', () => {
  it('loads ~40 players of every cargo and rol, the demo accounts, one period per state and leaves most places free', async () => {
    database = await createTestDatabase();
    const env = parseEnv({ SEED_DEMO: 'true', ADMIN_EMAIL: 'lider@reparto.local', ADMIN_PASSWORD: 'lider-demo-1234' });
    const result = await prepareDatabase(database, env);
    expect(result.demo).toBe(true);
    const { db } = database;
    const players = await db.select().from(jugador);
    expect(players.length).toBeGreaterThanOrEqual(38);
    expect(new Set(players.map((p) => p.idCargo))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(players.map((p) => p.idRol))).toEqual(new Set([1, 2, 3, 4, 5]));
    const emails = (await db.select({ email: cuenta.email }).from(cuenta)).map((c) => c.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    const states = (await db.select({ s: periodo.idEstadoDistribucion }).from(periodo)).map((p) => p.s).sort();
    expect(states).toEqual([1, 2, 3]);
    const [open] = await db.select({ n: count() }).from(periodo).where(eq(periodo.idEstadoDistribucion, 3));
    const [places] = await db.select({ n: count() }).from(lugarDistribucion);
    expect(open!.n).toBeLessThanOrEqual(places!.n / 2);
    const [dists] = await db.select({ n: count() }).from(distribucion);
    expect(dists!.n).toBeGreaterThanOrEqual(15);
    const [paid] = await db.select({ n: count() }).from(pago);
    expect(paid!.n).toBeGreaterThan(0);
    // Every payment equals the player's share of live distributions of its period.
    const wrong = await db.execute(sql`
      select p.id_periodo, p.id_player from pago p
      where p.silver <> (select coalesce(sum(dj.silver_unitario), 0) from distribucion_jugador dj
                         where dj.id_periodo = p.id_periodo and dj.id_player = p.id_player and dj.estado)`);
    expect(wrong.rows).toEqual([]);
  });

  it('plans content ahead: three templates (the ZvZ’s weights and looter extra), two upcoming events with sign-ups, a member with two characters', async () => {
    database = await createTestDatabase();
    const now = new Date('2026-12-07T12:00:00Z');
    await prepareDatabase(database, parseEnv({ SEED_DEMO: 'false', ADMIN_EMAIL: 'l@x.com', ADMIN_PASSWORD: 'lider-demo-1234' }));
    await seedDemo(database.db, now);
    const { db } = database;
    const plantillas = await db
      .select({ nombre: plantilla.nombre, reglas: plantillaVersion.reglas, idCuenta: plantillaVersion.idCuenta })
      .from(plantilla)
      .innerJoin(plantillaVersion, eq(plantillaVersion.idPlantilla, plantilla.idPlantilla))
      .orderBy(plantilla.idPlantilla);
    expect(plantillas.map((p) => p.nombre)).toEqual(['ZvZ', 'HCE', 'Grupo de mazmorras']);
    for (const p of plantillas) expect(ReglasPlantillaSchema.parse(p.reglas)).toEqual(p.reglas);
    expect(plantillas[0]!.reglas).toMatchObject({
      pesos: { caller: 1.5, explorador: 1.3 },
      extras: [{ concepto: 'Looter', silver: 200_000 }],
      peso_reserva: 0.5,
    });
    // The templates are the leader's (the first account).
    const [lider] = await db.select({ id: cuenta.idCuenta }).from(cuenta).where(eq(cuenta.email, 'l@x.com'));
    expect(new Set(plantillas.map((p) => p.idCuenta))).toEqual(new Set([lider!.id]));
    const eventos = await db.select().from(evento).orderBy(evento.inicio);
    expect(eventos).toHaveLength(2);
    for (const e of eventos) {
      expect(e.inicio.getTime()).toBeGreaterThan(now.getTime());
      expect(e.cierreInscripcion.getTime()).toBeLessThanOrEqual(e.inicio.getTime());
      expect(HuecosSchema.parse(e.huecos)).toEqual(e.huecos);
    }
    const inscripciones = await db.select().from(eventoInscripcion);
    expect(inscripciones.length).toBeGreaterThanOrEqual(5);
    expect(new Set(inscripciones.map((i) => i.estado))).toEqual(new Set(['confirmado', 'apuntado', 'reserva', 'no_va']));
    const jugadores = await db.select().from(jugador);
    const de = (nickname: string) => jugadores.find((j) => j.nickname === nickname)!;
    const { principal, alt } = DEMO_PERSONAJES;
    expect(de(alt).idPlayerPrincipal).toBe(de(principal).idPlayer);
    expect(de(principal).idPlayerComercio).toBe(de(alt).idPlayer);
    expect(jugadores.filter((j) => j.idPlayerPrincipal !== null)).toHaveLength(1);
    // A character has no account of its own: the main's account sees the combined line.
    expect(
      await db
        .select()
        .from(cuenta)
        .where(eq(cuenta.idPlayer, de(alt).idPlayer)),
    ).toEqual([]);
  });

  it('is not loaded into a database that already had accounts', async () => {
    database = await createTestDatabase();
    const env = parseEnv({ SEED_DEMO: 'true', ADMIN_EMAIL: 'lider@reparto.local', ADMIN_PASSWORD: 'lider-demo-1234' });
    await prepareDatabase(database, { ...env, SEED_DEMO: false });
    const again = await prepareDatabase(database, env);
    expect(again).toMatchObject({ demo: false, leader: { created: false } });
    expect(await database.db.select().from(periodo)).toEqual([]);
  });

  it('seedDemo is deterministic in shape', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database, parseEnv({ SEED_DEMO: 'false', ADMIN_EMAIL: 'l@x.com', ADMIN_PASSWORD: 'lider-demo-1234' }));
    await seedDemo(database.db, new Date('2025-09-21T12:00:00Z'));
    const rows = await database.db
      .select({ id: periodo.idPeriodo, lugar: periodo.idLugarDistribucion, s: periodo.idEstadoDistribucion })
      .from(periodo)
      .orderBy(periodo.idPeriodo);
    expect(rows).toEqual([
      { id: 1, lugar: 1, s: 1 },
      { id: 2, lugar: 3, s: 2 },
      { id: 3, lugar: 6, s: 3 },
    ]);
  });
});

describe('configuration', () => {
  it('defaults to the embedded engine with the demo on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true, ADMIN_NICKNAME: 'lider', LOG_LEVEL: 'info' });
  });
  it('turns the demo off by default with DATABASE_URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db' }).SEED_DEMO).toBe(false);
  });
  it('explains invalid values in Spanish', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/Configuración inválida/);
    expect(() => parseEnv({ JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET debe tener al menos 32 caracteres/);
  });
});
