// Start-up seeding: reference data (idempotent), the leader account on a database without accounts
// (docs/domain.md, "Entities"), and the demo guild on a new database when SEED_DEMO is on.
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { CARGO, CARGO_IDS, ROL } from '@reparto/contract';
import type { Db, DbOrTx } from './client.js';
import { cargo, casa, cuenta, cuentaCargo, estadoDistribucion, jugador, lugarDistribucion, rol } from './schema.js';
import { CARGOS, CASAS, ESTADOS, LUGARES, ROLES } from './reference.js';
import { hashPassword } from '../lib/password.js';
import { escribir } from '../lib/escritura.js';

export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(cargo).values(CARGOS).onConflictDoNothing();
    await tx.insert(rol).values(ROLES).onConflictDoNothing();
    await tx.insert(estadoDistribucion).values(ESTADOS).onConflictDoNothing();
    await tx.insert(lugarDistribucion).values(LUGARES).onConflictDoNothing();
    await tx.insert(casa).values(CASAS).onConflictDoNothing();
    // Houses added later by the leader must not collide with the fixed ids.
    await tx.execute(sql`select setval('casa_id_casa_seq', greatest((select max(id_casa) from casa), 1))`);
  });
}

/** A new guild's houses (modules/operador): the first guild's list, with ids of the sequence. */
export async function sembrarCasasDelGremio(tx: DbOrTx, idGremio: number): Promise<void> {
  await tx.insert(casa).values(CASAS.map(({ idCasa: _fija, ...c }) => ({ ...c, idGremio })));
}

export interface LeaderOptions {
  email?: string | undefined;
  password?: string | undefined;
  nickname: string;
  /** Whether a random password may be generated (embedded engine only). */
  allowGenerated: boolean;
}

export interface LeaderResult {
  created: boolean;
  email?: string;
  /** Set only when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/** Creates an account for a player, holding the given charges. */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; idPlayer: number; cargos: readonly number[] },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cuenta)
      .values({ email: input.email.trim().toLowerCase(), passwordHash, idPlayer: input.idPlayer })
      .returning({ idCuenta: cuenta.idCuenta });
    const idCuenta = row!.idCuenta;
    if (input.cargos.length > 0) {
      await tx.insert(cuentaCargo).values(input.cargos.map((idCargo) => ({ idCuenta, idCargo })));
    }
    return idCuenta;
  });
}

export async function ensureLeader(db: Db, opts: LeaderOptions): Promise<LeaderResult> {
  const [existing] = await db.select({ n: count() }).from(cuenta);
  if ((existing?.n ?? 0) > 0) return { created: false };

  if (!opts.email || !opts.password) {
    if (!opts.allowGenerated) {
      throw new Error(
        'ADMIN_EMAIL y ADMIN_PASSWORD son obligatorios en el primer arranque con DATABASE_URL (no hay ninguna cuenta todavía).',
      );
    }
  }
  const email = (opts.email ?? 'admin@reparto.local').toLowerCase();
  const generated = opts.password ? undefined : randomBytes(12).toString('base64url');
  const password = opts.password ?? generated!;
  const nickname = opts.nickname.trim().toLowerCase();

  const [found] = await db.select().from(jugador).where(eq(jugador.nickname, nickname));
  let idPlayer: number;
  if (found) {
    await db.update(jugador).set({ idCargo: CARGO.LIDER, estado: true }).where(eq(jugador.idPlayer, found.idPlayer));
    idPlayer = found.idPlayer;
  } else {
    const [row] = await db
      .insert(jugador)
      .values({ nickname, idCargo: CARGO.LIDER, idRol: ROL.SIN_ROL })
      .returning({ idPlayer: jugador.idPlayer });
    idPlayer = row!.idPlayer;
  }
  const idCuenta = await createAccount(db, { email, password, idPlayer, cargos: CARGO_IDS });
  // Before the server starts: no cached answer nor live screen to tell (no change).
  await escribir(db, async () => ({
    resultado: undefined,
    auditoria: [
      {
        idCuenta: null,
        accion: 'crear',
        entidad: 'cuenta',
        idEntidad: idCuenta,
        despues: { email, idPlayer, cargos: [...CARGO_IDS], origen: 'arranque' },
      },
    ],
    cambio: null,
  }));
  return generated ? { created: true, email, generatedPassword: generated } : { created: true, email };
}
