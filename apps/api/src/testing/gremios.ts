// Test support: a second (third…) guild in the test database, and accounts of its members, until the
// operator's module makes guilds (docs/alianzas.md). A guild is a `gremio` row with its slug (migration
// 0030); its ledger's fixed accounts are made by the first post (lib/libro.ts).
import { sql } from 'drizzle-orm';
import type { TestApp, TestCuenta } from './harness.js';

/** A new guild (id from the sequence); `impuestoCentesimas` its tax (12,5 % = 1250). */
export async function crearGremio(
  t: TestApp,
  datos: { slug: string; nombre?: string; impuestoCentesimas?: number },
): Promise<number> {
  const { rows } = await t.db.execute<{ id_gremio: number }>(sql`
    insert into gremio (slug, nombre, impuesto_centesimas)
    values (${datos.slug}, ${datos.nombre ?? datos.slug}, ${datos.impuestoCentesimas ?? 0})
    returning id_gremio`);
  return Number(rows[0]!.id_gremio);
}

/** Moves a player (and its account's cargos) into guild `idGremio`. */
async function alGremio(t: TestApp, idPlayer: number, idGremio: number): Promise<void> {
  await t.db.execute(sql`update jugador set id_gremio = ${idGremio} where id_player = ${idPlayer}`);
  await t.db.execute(
    sql`update cuenta_cargo set id_gremio = ${idGremio} where id_cuenta in (select id_cuenta from cuenta where id_player = ${idPlayer})`,
  );
}

/** A member of guild `idGremio` with an account holding `cargos`, and a valid token. */
export async function cuentaDeGremio(t: TestApp, idGremio: number, cargos: number[], idCargo = 3): Promise<TestCuenta> {
  const c = await t.createCuenta({ cargos, idCargo });
  await alGremio(t, c.idPlayer, idGremio);
  return c;
}

/** A player (no account) of guild `idGremio`. */
export async function jugadorDeGremio(t: TestApp, idGremio: number): Promise<{ idPlayer: number; nickname: string }> {
  const j = await t.createPlayer();
  await alGremio(t, j.idPlayer, idGremio);
  return j;
}
