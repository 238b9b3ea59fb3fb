// Migration 0020 (the ledger, docs/decisions/017-libro.md, «The proof»): a database of the schema
// before it, holding the demo guild or the benchmark's dataset (its smoke scale), migrates, and every
// player's balance equals what the spec's tables say the guild owes: Σ shares of the closed periods
// + Σ claims approved or paid in them − Σ payments − Σ regear payments. Computed here in TypeScript
// from the rows, apart from the SQL of comprobarLibro, which must agree too.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemo } from './demo.js';
import { comprobarLibro } from '../modules/libro/comprobar.js';
import { baseMigradaHasta } from '../testing/migraciones.js';
import { RAND_FN } from '../../../../bench/seed.js';
import { loadDistributionPlayers, loadDistributions, loadPayments, loadPeopleAndPeriods } from '../../../../bench/seed/bulk.js';
import { loadRegear } from '../../../../bench/seed/regear.js';
import { SMOKE } from '../../../../bench/seed/scale.js';

const ANTES_DEL_LIBRO = 19;

async function baseAntesDelLibro(): Promise<Database> {
  const database = await baseMigradaHasta(ANTES_DEL_LIBRO);
  const { rows } = await database.db.execute(sql`select to_regclass('cuenta_libro') as t`);
  expect(rows[0]!['t']).toBeNull();
  return database;
}

type Fila = Record<string, unknown>;
const filas = async (d: Database, q: ReturnType<typeof sql>) => (await d.db.execute(q)).rows as Fila[];

/** What the spec's tables say the guild owes each player (only the non-zero ones). */
async function debidoPorLasTablas(d: Database): Promise<Map<number, number>> {
  const cerrados = new Set(
    (await filas(d, sql`select id_periodo from periodo where id_estado_distribucion in (1, 2)`)).map((r) =>
      Number(r['id_periodo']),
    ),
  );
  const debe = new Map<number, number>();
  const sumar = (id: number, v: number) => debe.set(id, (debe.get(id) ?? 0) + v);
  const partes = new Map<string, number>();
  for (const r of await filas(d, sql`select id_periodo, id_player, silver_unitario from distribucion_jugador where estado`)) {
    if (!cerrados.has(Number(r['id_periodo']))) continue;
    const k = `${r['id_periodo']}:${r['id_player']}`;
    partes.set(k, (partes.get(k) ?? 0) + Number(r['silver_unitario']));
  }
  for (const [k, v] of partes) if (v > 0) sumar(Number(k.split(':')[1]), v);
  for (const r of await filas(d, sql`select id_periodo, id_player, silver, estado from reclamo_regear`)) {
    if (cerrados.has(Number(r['id_periodo'])) && (r['estado'] === 'aprobado' || r['estado'] === 'pagado'))
      sumar(Number(r['id_player']), Number(r['silver']));
  }
  for (const r of await filas(d, sql`select id_player, silver from pago`)) sumar(Number(r['id_player']), -Number(r['silver']));
  for (const r of await filas(d, sql`select r.id_player, p.silver from pago_regear p join reclamo_regear r using (id_reclamo)`))
    sumar(Number(r['id_player']), -Number(r['silver']));
  for (const [k, v] of debe) if (v === 0) debe.delete(k);
  return debe;
}

async function saldosDelLibro(d: Database): Promise<Map<number, number>> {
  const saldos = new Map<number, number>();
  for (const r of await filas(d, sql`select id_player, saldo from cuenta_libro where id_player is not null and saldo <> 0`))
    saldos.set(Number(r['id_player']), Number(r['saldo']));
  return saldos;
}

async function migrarYComprobar(d: Database) {
  const debe = await debidoPorLasTablas(d);
  await runMigrations(d);
  const saldos = await saldosDelLibro(d);
  expect(saldos.size).toBeGreaterThan(0);
  expect(saldos).toEqual(debe);
  expect(await comprobarLibro(d.db)).toEqual([]);
  const [tx] = await filas(d, sql`select count(*)::int as n from transaccion_libro`);
  return { transacciones: Number(tx!['n']), saldos };
}

describe('migration 0020: the history becomes the ledger', () => {
  it('the demo guild: every balance is what the payment tables owe', { timeout: 120_000 }, async () => {
    const d = await baseAntesDelLibro();
    try {
      // The demo's writer names every column of today's schema: the columns later migrations added to
      // the tables it writes (the ledger's, 0020; Discord's direct messages, 0023) are there only while
      // it loads, and so are the calendar's (0025: templates, events, characters) and the guild's key on
      // the tables of that time that lacked it (0029, docs/decisions/022-guild-key-on-every-table.md).
      const posteriores = [
        ['periodo', 'modo_pago', `text not null default 'al_finalizar'`],
        ['cuenta', 'avisos_md', 'boolean not null default true'],
        ['cuenta', 'md_rechazado', 'timestamp with time zone'],
        ['jugador', 'id_player_principal', 'integer'],
        ['jugador', 'id_player_comercio', 'integer'],
        ['distribucion', 'id_plantilla', 'integer'],
        ['distribucion', 'plantilla_version', 'integer'],
        ['distribucion', 'id_evento', 'integer'],
        ['distribucion', 'extras', 'jsonb'],
        ['distribucion_jugador', 'extra', 'bigint not null default 0'],
        ['reclamo_regear', 'id_plantilla', 'integer'],
        ['reclamo_regear', 'plantilla_version', 'integer'],
        ...[
          'jugador',
          'cuenta_cargo',
          'discord_solicitud',
          'casa',
          'periodo',
          'periodo_casa',
          'distribucion',
          'distribucion_jugador',
          'pago',
          'reclamo_regear',
          'pago_regear',
          'sesion_asistencia',
          'intervalo_asistencia',
          'valoracion_botin',
          'auditoria',
          'outbox',
          'idempotencia',
          'ambito_version',
          'limite_tasa',
        ].map((tabla) => [tabla, 'id_gremio', 'smallint not null default 1'] as const),
      ] as const;
      for (const [tabla, columna, tipo] of posteriores)
        await d.db.execute(sql.raw(`alter table ${tabla} add column ${columna} ${tipo}`));
      await seedDemo(d.db, new Date(), { libro: false, calendario: false });
      for (const [tabla, columna] of posteriores) await d.db.execute(sql.raw(`alter table ${tabla} drop column ${columna}`));
      const { transacciones } = await migrarYComprobar(d);
      // Two closed periods (one finalized, one in distribution) and their payments.
      expect(transacciones).toBeGreaterThan(2);
    } finally {
      await d.close();
    }
  });

  it('the benchmark dataset (smoke scale): every balance is what the payment tables owe', { timeout: 120_000 }, async () => {
    const d = await baseAntesDelLibro();
    try {
      const q = async (text: string, values: unknown[] = []) => ({ rows: (await d.pglite!.query(text, values)).rows as Fila[] });
      await q(RAND_FN);
      await loadPeopleAndPeriods(q, SMOKE, 'no-se-usa');
      await loadDistributions(q, SMOKE);
      await loadDistributionPlayers(q, SMOKE);
      await loadPayments(q);
      await loadRegear(q, SMOKE);
      const { saldos } = await migrarYComprobar(d);
      expect(saldos.size).toBeGreaterThan(10);
    } finally {
      await d.close();
    }
  });
});
