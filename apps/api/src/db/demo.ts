// A living demo guild for a new embedded database (SEED_DEMO): ~40 players of every cargo and rol,
// accounts for a treasurer, two content managers and a distributor, one period in each state with
// realistic distributions and some payments, and most places left without an open period; and the
// calendar's templates, events and one member with two characters (demo-calendario.ts).
import { eq, sql } from 'drizzle-orm';
import { CARGO, ESTADO_PERIODO } from '@reparto/contract';
import type { Db } from './client.js';
import { cuenta, distribucion, distribucionJugador, gremio, jugador, pago, periodo, periodoCasa } from './schema.js';
import { seedDemoCalendario } from './demo-calendario.js';
import { createAccount } from './seed.js';

export const DEMO_ACCOUNTS = [
  { email: 'tesorero@reparto.local', password: 'tesorero1234', nickname: 'tesorero', cargo: CARGO.TESORERO, cargos: [8] },
  {
    email: 'contenido@reparto.local',
    password: 'contenido1234',
    nickname: 'encargado1',
    cargo: CARGO.ENCARGADO_CONTENIDO,
    cargos: [7],
  },
  {
    email: 'contenido2@reparto.local',
    password: 'contenido1234',
    nickname: 'encargado2',
    cargo: CARGO.ENCARGADO_CONTENIDO,
    cargos: [7],
  },
  {
    email: 'distribuidor@reparto.local',
    password: 'distribuidor1234',
    nickname: 'distribuidor',
    cargo: CARGO.DISTRIBUIDOR,
    cargos: [5],
  },
] as const;

const NICKNAMES = [
  'aldrakar',
  'brunhild',
  'caelum',
  'darkvex',
  'elyrion',
  'fenrik',
  'gorath',
  'hyperion',
  'ivarsson',
  'jinxxed',
  'kaelthar',
  'lunaris',
  'morvak',
  'nyxara',
  'orryn',
  'pyrrhus',
  'quorin',
  'ravenna',
  'sylvos',
  'thorgar',
  'ulrich',
  'valkora',
  'wyrmfang',
  'xandor',
  'yselda',
  'zephyra',
  'artorias',
  'bramble',
  'cinder',
  'drakkon',
  'emberly',
  'frostin',
  'grimbold',
  'hexana',
  'ironjaw',
  'jadewolf',
];

const MOTIVOS = [
  'ZvZ en Caerleon',
  'Mazmorra de avalon',
  'Defensa de castillo',
  'Hellgate 5v5',
  'Recolección de fibra en zona negra',
  'Outpost de Martlock',
  'Ganking en zona roja',
  'Mazmorra de grupo T8',
  'Cofres dorados',
  'Fama de mundo abierto',
];

/** Small deterministic generator so the demo is the same on every machine. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

/**
 * The demo guild. `libro: false` leaves the ledger out and `calendario: false` the calendar (the
 * migration test loads the demo into a database of the schema before the ledger, then migrates it).
 */
export async function seedDemo(
  db: Db,
  now = new Date(),
  { libro = true, calendario = true }: { libro?: boolean; calendario?: boolean } = {},
): Promise<void> {
  const rnd = mulberry32(20250921);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);

  // Players: every cargo and rol present.
  const cargosCycle = [2, 3, 3, 3, 4, 6, 3, 4, 2, 3];
  const playerRows = NICKNAMES.map((nickname, i) => ({
    nickname,
    idCargo: cargosCycle[i % cargosCycle.length]!,
    idRol: (i % 5) + 1,
    estado: i !== 7 && i !== 23, // two players switched off
    fechaRegistro: ago(120 - i * 2),
  }));
  const inserted = await db.insert(jugador).values(playerRows).returning({ idPlayer: jugador.idPlayer, estado: jugador.estado });
  const active = inserted.filter((p) => p.estado).map((p) => p.idPlayer);

  // The leader's account, made before the demo (the templates are the leader's).
  const [lider] = await db.select({ idCuenta: cuenta.idCuenta }).from(cuenta).orderBy(cuenta.idCuenta).limit(1);
  const accounts: Record<string, { idCuenta: number; idPlayer: number }> = {};
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const [p] = await db
      .insert(jugador)
      .values({ nickname: a.nickname, idCargo: a.cargo, idRol: (i % 4) + 1, fechaRegistro: ago(150) })
      .returning({ idPlayer: jugador.idPlayer });
    const idCuenta = await createAccount(db, { email: a.email, password: a.password, idPlayer: p!.idPlayer, cargos: a.cargos });
    accounts[a.nickname] = { idCuenta, idPlayer: p!.idPlayer };
  }
  const tesorero = accounts['tesorero']!;
  const encargados = [accounts['encargado1']!, accounts['encargado2']!];
  const distribuidor = accounts['distribuidor']!;

  async function addDistributions(idPeriodo: number, fromDay: number, toDay: number, n: number, deleted = 0) {
    const created: number[] = [];
    for (let k = 0; k < n; k++) {
      const day = fromDay - ((fromDay - toDay) * k) / Math.max(1, n - 1);
      const fecha = ago(day, Math.floor(rnd() * 10));
      const size = 4 + Math.floor(rnd() * 9);
      const players = [...active].sort(() => rnd() - 0.5).slice(0, size);
      const silver = Math.round((1 + rnd() * 14) * 1_000_000 + rnd() * 999);
      const unitario = Math.floor(silver / players.length);
      const encargado = pick(encargados);
      const isDeleted = k < deleted;
      const [d] = await db
        .insert(distribucion)
        .values({
          idPeriodo,
          codigo: 100000 + Math.floor(rnd() * 900000),
          fecha,
          motivo: pick(MOTIVOS),
          silver,
          silverUnitario: unitario,
          resto: silver - unitario * players.length,
          idCuentaEncargado: encargado.idCuenta,
          idPlayerEncargado: encargado.idPlayer,
          estado: !isDeleted,
          razonEliminacion: isDeleted ? 'Registrada dos veces por error' : null,
          fechaEliminacion: isDeleted ? fecha : null,
        })
        .returning({ id: distribucion.idDistribucion });
      await db.insert(distribucionJugador).values(
        players.map((idPlayer) => ({
          idDistribucion: d!.id,
          idPlayer,
          idPeriodo,
          fecha,
          estado: !isDeleted,
          silverUnitario: unitario,
        })),
      );
      created.push(d!.id);
    }
    return created;
  }

  async function payments(idPeriodo: number, share: number, fecha: Date) {
    const rows = await db
      .select({
        idPlayer: distribucionJugador.idPlayer,
        silver: distribucionJugador.silverUnitario,
        estado: distribucionJugador.estado,
      })
      .from(distribucionJugador)
      .where(eq(distribucionJugador.idPeriodo, idPeriodo));
    const sums = new Map<number, number>();
    for (const r of rows) if (r.estado) sums.set(r.idPlayer, (sums.get(r.idPlayer) ?? 0) + r.silver);
    const players = [...sums.entries()].sort((a, b) => a[0] - b[0]);
    const paid = players.slice(0, Math.round(players.length * share));
    if (paid.length > 0) {
      await db.insert(pago).values(
        paid.map(([idPlayer, silver]) => ({
          idPeriodo,
          idPlayer,
          silver,
          fechaPago: fecha,
          idCuentaDistribuidor: distribuidor.idCuenta,
        })),
      );
    }
    return players.length;
  }

  // Period 1: finalized (Martlock), 45 to 34 days ago, everyone paid.
  const [p1] = await db
    .insert(periodo)
    .values({
      idLugarDistribucion: 1,
      idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO,
      fechaInicial: ago(45),
      fechaFinal: ago(34),
      idPlayerDistribuidor: distribuidor.idPlayer,
      idCuentaCreador: tesorero.idCuenta,
    })
    .returning({ id: periodo.idPeriodo });
  await addDistributions(p1!.id, 44, 35, 6, 1);
  await payments(p1!.id, 1, ago(33));
  await db.insert(periodoCasa).values([
    { idPeriodo: p1!.id, idCasa: 1 },
    { idPeriodo: p1!.id, idCasa: 2 },
    { idPeriodo: p1!.id, idCasa: 3 },
  ]);

  // Period 2: in distribution (Lymhurst), closed 3 days ago, some payments done.
  const [p2] = await db
    .insert(periodo)
    .values({
      idLugarDistribucion: 3,
      idEstadoDistribucion: ESTADO_PERIODO.EN_DISTRIBUCION,
      fechaInicial: ago(25),
      fechaFinal: ago(3),
      idPlayerDistribuidor: distribuidor.idPlayer,
      idCuentaCreador: tesorero.idCuenta,
    })
    .returning({ id: periodo.idPeriodo });
  await addDistributions(p2!.id, 24, 4, 7, 0);
  await payments(p2!.id, 0.4, ago(2));
  await db.insert(periodoCasa).values([
    { idPeriodo: p2!.id, idCasa: 7 },
    { idPeriodo: p2!.id, idCasa: 8 },
    { idPeriodo: p2!.id, idCasa: 9 },
  ]);

  // Period 3: open (Caerleon), with distributions by both content managers, one deleted.
  const [p3] = await db
    .insert(periodo)
    .values({ idLugarDistribucion: 6, fechaInicial: ago(6), idCuentaCreador: tesorero.idCuenta })
    .returning({ id: periodo.idPeriodo });
  await addDistributions(p3!.id, 5, 1, 5, 1);

  // silver_albion: what the treasurer read in the game's guild log.
  await db.update(periodo).set({ silverAlbion: 68_500_000 }).where(eq(periodo.idPeriodo, p1!.id));
  await db.update(periodo).set({ silverAlbion: 52_000_000 }).where(eq(periodo.idPeriodo, p2!.id));

  if (calendario) {
    const idCuentaEncargado = encargados[0]!.idCuenta;
    await seedDemoCalendario(db, now, { idCuentaLider: lider?.idCuenta ?? tesorero.idCuenta, idCuentaEncargado });
  }

  // The ledger of what was loaded (docs/libro.md): the closes and payments above, as migration 0020
  // turns a guild's history into transactions.
  if (libro) await postearHistoria(db);
}

/** Posts the history of rows loaded in bulk (the demo, the benchmark's seed) into an empty ledger. */
export async function postearHistoria(db: Db): Promise<void> {
  await db.execute(sql`select libro_desde_proyecciones()`);
}

/** The demo's second guild (docs/alianzas.md, «Muchos gremios»): its pages at `/g/segundo/…`, no members yet. */
export const DEMO_SEGUNDO_GREMIO = { nombre: 'Segundo Gremio', slug: 'segundo' } as const;

export async function seedDemoSegundoGremio(db: Db): Promise<void> {
  await db.insert(gremio).values(DEMO_SEGUNDO_GREMIO).onConflictDoNothing();
}
