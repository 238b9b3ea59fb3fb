// Migration 0021 (docs/decisions/018-old-reasons-get-their-code.md): a regear item stored before reasons
// had codes keeps only its Spanish `motivo`; after migrating it carries the code and raw values
// (`motivo_frase`) of that text, for each of the six templates, with their numbers, and the catalogue
// says it back: the same Spanish, and English. Items that count, that have their code, or whose text is
// no template are left as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NOMBRE_SLOT,
  SLOTS_EQUIPO,
  codigoSlot,
  en,
  mensaje,
  type CodigoMensaje,
  type FraseMotivo,
  type ItemRegear,
} from '@reparto/contract';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { baseMigradaHasta } from '../testing/migraciones.js';

const ANTES_DE_LOS_MOTIVOS = 20;

const item = (slot: ItemRegear['slot'], motivo?: string): ItemRegear => ({
  slot,
  item: `T8_${slot.toUpperCase()}`,
  calidad: 1,
  cuenta: 1,
  tier_eq: 8,
  ...(motivo === undefined ? { silver: 0, precio: null } : { motivo, silver: 0 }),
});

interface Viejo {
  slot: ItemRegear['slot'];
  /** The Spanish text the row holds, as the code of its time wrote it (NOMBRE_SLOT for the slot). */
  motivo: string;
  /** What the migration must give it. */
  frase: FraseMotivo<CodigoMensaje>;
  /** What an English reader must read. */
  ingles: string;
}
const viejo = (
  slot: Viejo['slot'],
  motivo: string,
  codigo: CodigoMensaje,
  ingles: string,
  valores?: Viejo['frase']['valores'],
) => ({
  slot,
  motivo,
  frase: valores ? { codigo, valores } : { codigo },
  ingles,
});

const VIEJOS: Viejo[] = [
  ...SLOTS_EQUIPO.flatMap((slot) => {
    const valores = { slot: { codigo: codigoSlot(slot) } };
    return [
      viejo(
        slot,
        `${NOMBRE_SLOT[slot]}: nunca cuenta para el regear`,
        'regear.motivoNunca',
        `${en[codigoSlot(slot)]}: never counts for the regear`,
        valores,
      ),
      viejo(
        slot,
        `${NOMBRE_SLOT[slot]}: la casilla no cuenta según las reglas`,
        'regear.motivoCasilla',
        `${en[codigoSlot(slot)]}: the slot does not count under the rules`,
        valores,
      ),
    ];
  }),
  viejo(
    'Armor',
    'Poder de objeto de la muerte 1299 por debajo del mínimo (1300)',
    'regear.motivoIp',
    'Item power at death 1299 below the minimum (1300)',
    { ip: 1299, min: 1300 },
  ),
  viejo(
    'Head',
    'Poder de objeto de la muerte 0 por debajo del mínimo (950)',
    'regear.motivoIp',
    'Item power at death 0 below the minimum (950)',
    { ip: 0, min: 950 },
  ),
  viejo('Shoes', 'No se puede leer el tier del objeto', 'regear.motivoTier', "The item's tier cannot be read"),
  viejo(
    'Cape',
    'Tier equivalente 5 por debajo del mínimo (6)',
    'regear.motivoTierMin',
    'Equivalent tier 5 below the minimum (6)',
    { tier: 5, min: 6 },
  ),
  viejo(
    'MainHand',
    'Tier equivalente 12 por encima del máximo (10)',
    'regear.motivoTierMax',
    'Equivalent tier 12 above the maximum (10)',
    { tier: 12, max: 10 },
  ),
];

/** Items the migration must leave alone. */
const YA_CON_CODIGO: ItemRegear = {
  ...item('Head', 'Tier equivalente 9 por debajo del mínimo (10)'),
  motivo_frase: { codigo: 'regear.motivoTierMin', valores: { tier: 9, min: 10 } },
};
const SIN_PLANTILLA = item('Head', 'Poder de objeto de la muerte 1.299 por debajo del mínimo (1.300)');
const OTRA_CASILLA = item('Head', 'Capa: la casilla no cuenta según las reglas');
const CUENTA = item('Armor');

let d: Database;
const idsDeReclamo: number[] = [];

async function insertarReclamo(items: ItemRegear[], eventId: number, idPlayer: number, idCuenta: number, idPeriodo: number) {
  const { rows } = await d.db.execute<{ id_reclamo: number }>(sql`
    insert into reclamo_regear (id_periodo, id_player, event_id, fecha_muerte, equipo, items, silver, silver_reglas, id_cuenta_reclamo)
    values (${idPeriodo}, ${idPlayer}, ${eventId}, now(), '{}'::jsonb, ${JSON.stringify(items)}::jsonb, 0, 0, ${idCuenta})
    returning id_reclamo`);
  idsDeReclamo.push(rows[0]!.id_reclamo);
}

const itemsDe = async (idReclamo: number) =>
  (await d.db.execute<{ items: ItemRegear[] }>(sql`select items from reclamo_regear where id_reclamo = ${idReclamo}`)).rows[0]!
    .items;

beforeAll(async () => {
  d = await baseMigradaHasta(ANTES_DE_LOS_MOTIVOS);
  const uno = async <T>(q: ReturnType<typeof sql>) => (await d.db.execute<Record<string, T>>(q)).rows[0]!;
  const { id_player: idPlayer } = await uno<number>(
    sql`insert into jugador (nickname, id_cargo, id_rol) values ('veterano', 3, 5) returning id_player`,
  );
  const { id_cuenta: idCuenta } = await uno<number>(sql`insert into cuenta (id_player) values (${idPlayer}) returning id_cuenta`);
  const { id_periodo: idPeriodo } = await uno<number>(
    sql`insert into periodo (id_lugar_distribucion, id_cuenta_creador) values (1, ${idCuenta}) returning id_periodo`,
  );
  // One claim of every old reason (several per claim, as a death has several items), then the ones left alone.
  await insertarReclamo(
    VIEJOS.map((v) => item(v.slot, v.motivo)),
    1,
    idPlayer!,
    idCuenta!,
    idPeriodo!,
  );
  await insertarReclamo([CUENTA, YA_CON_CODIGO, SIN_PLANTILLA, OTRA_CASILLA], 2, idPlayer!, idCuenta!, idPeriodo!);
  await insertarReclamo([CUENTA], 3, idPlayer!, idCuenta!, idPeriodo!);
  await runMigrations(d);
}, 120_000);

afterAll(async () => {
  await d?.close();
});

describe('migration 0021: old regear reasons get their code', () => {
  it('every template, with its numbers, reads back as its code and values, in its item and place', async () => {
    const items = await itemsDe(idsDeReclamo[0]!);
    expect(items).toEqual(VIEJOS.map((v) => ({ ...item(v.slot, v.motivo), motivo_frase: v.frase })));
  });

  it('the code says the same Spanish the row holds, and English to an English reader', async () => {
    for (const [i, it] of (await itemsDe(idsDeReclamo[0]!)).entries()) {
      const frase = it.motivo_frase as FraseMotivo<CodigoMensaje>;
      const valores = frase.valores as Parameters<typeof mensaje>[1];
      expect(mensaje(frase.codigo, valores)).toBe(it.motivo);
      expect(mensaje(frase.codigo, valores, 'en')).toBe(VIEJOS[i]!.ingles);
    }
  });

  it('leaves alone an item that counts, one with its code, and a text that is no template', async () => {
    expect(await itemsDe(idsDeReclamo[1]!)).toEqual([CUENTA, YA_CON_CODIGO, SIN_PLANTILLA, OTRA_CASILLA]);
    expect(await itemsDe(idsDeReclamo[2]!)).toEqual([CUENTA]);
  });
});
