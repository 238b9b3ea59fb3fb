// The regear's rules engine, rule by rule (docs/regear.md, "Reglas" and "Precios").
import { describe, expect, it } from 'vitest';
import { REGLAS_REGEAR_DEFECTO, type ReglasRegear } from '@reparto/contract';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { frase, type Frase } from '../../lib/mensajes.js';
import { muerte, precioMercado } from './regear.fakes.js';
import { aplicarTopes, conPreciosDelRevisor, pedidosDePrecio, valorarMuerte } from './valorar.js';

const reglas = (r: Partial<ReglasRegear> = {}): ReglasRegear => ({ ...REGLAS_REGEAR_DEFECTO, ...r });
const evento = (ip = 1400) => muerte({ victimId: 'v1', ip });
/** Every item of the default death priced at `precio` (quality 2). */
const todos = (precio: number) =>
  new Map(
    ['T8_2H_CLAYMORE@1', 'T8_HEAD_PLATE_SET1@1', 'T8_ARMOR_PLATE_SET1@1', 'T8_SHOES_PLATE_SET1@1', 'T6_CAPE'].map((i) => [
      clavePrecio(i, 2),
      precioMercado(precio),
    ]),
  );
const porSlot = <T extends { slot: string }>(items: T[]): Record<string, T> => Object.fromEntries(items.map((i) => [i.slot, i]));

describe('which items count', () => {
  it('reads every non-empty slot with its tier-equivalent', () => {
    const { items } = valorarMuerte(evento(), reglas(), todos(1000));
    expect(items.map((i) => i.slot)).toEqual(['MainHand', 'Head', 'Armor', 'Shoes', 'Cape', 'Bag', 'Mount', 'Potion']);
    expect(porSlot(items)['MainHand']).toMatchObject({ item: 'T8_2H_CLAYMORE@1', calidad: 2, cuenta: 1, tier_eq: 9 });
    expect(porSlot(items)['Cape']).toMatchObject({ tier_eq: 6 });
  });

  it('never counts Bag, Mount, Potion or Food, even when the rules name them', () => {
    const r = reglas({ slots: ['Head', 'Armor', 'Shoes', 'MainHand', 'OffHand', 'Cape'] });
    const { items } = valorarMuerte(evento(), r, todos(1000));
    for (const slot of ['Bag', 'Mount', 'Potion'])
      expect(porSlot(items)[slot]).toMatchObject({ motivo: expect.stringMatching(/nunca cuenta/), silver: 0 });
  });

  it('counts only the rules’ slots (Cape is optional)', () => {
    expect(porSlot(valorarMuerte(evento(), reglas(), todos(1000)).items)['Cape']!.motivo).toMatch(/no cuenta según las reglas/);
    const conCapa = reglas({ slots: ['Head', 'Cape'] });
    const items = porSlot(valorarMuerte(evento(), conCapa, todos(1000)).items);
    expect(items['Cape']!.motivo).toBeUndefined();
    expect(items['Armor']!.motivo).toMatch(/no cuenta según las reglas/);
  });

  it('refuses items below the minimum or above the maximum tier-equivalent', () => {
    const bajo = porSlot(valorarMuerte(evento(), reglas({ tier_min: 10 }), todos(1000)).items);
    expect(bajo['Head']!.motivo).toBe('Tier equivalente 9 por debajo del mínimo (10)');
    const alto = porSlot(valorarMuerte(evento(), reglas({ tier_max: 8 }), todos(1000)).items);
    expect(alto['Head']!.motivo).toBe('Tier equivalente 9 por encima del máximo (8)');
    const justo = valorarMuerte(evento(), reglas({ tier_min: 9, tier_max: 9 }), todos(1000));
    expect(justo.total).toBe(4000);
  });

  it('refuses every item of a death below the minimum item power', () => {
    const { items, total } = valorarMuerte(evento(1299), reglas({ ip_min: 1300 }), todos(1000));
    expect(total).toBe(0);
    expect(porSlot(items)['Head']!.motivo).toBe('Poder de objeto de la muerte 1299 por debajo del mínimo (1300)');
    expect(valorarMuerte(evento(1300), reglas({ ip_min: 1300 }), todos(1000)).total).toBe(4000);
  });
});

describe("a reason's code", () => {
  it('is kept beside its Spanish text: the code and raw values that render exactly that text, the slot by its code', () => {
    const casos = [
      [
        valorarMuerte(evento(), reglas(), todos(1000)),
        'Bag',
        { codigo: 'regear.motivoNunca', valores: { slot: { codigo: 'frag.slotBag' } } },
      ],
      [
        valorarMuerte(evento(), reglas(), todos(1000)),
        'Cape',
        { codigo: 'regear.motivoCasilla', valores: { slot: { codigo: 'frag.slotCape' } } },
      ],
      [
        valorarMuerte(evento(1299.7), reglas({ ip_min: 1300 }), todos(1000)),
        'Head',
        { codigo: 'regear.motivoIp', valores: { ip: 1299, min: 1300 } },
      ],
      [
        valorarMuerte(evento(), reglas({ tier_min: 10 }), todos(1000)),
        'Head',
        { codigo: 'regear.motivoTierMin', valores: { tier: 9, min: 10 } },
      ],
      [
        valorarMuerte(evento(), reglas({ tier_max: 8 }), todos(1000)),
        'Head',
        { codigo: 'regear.motivoTierMax', valores: { tier: 9, max: 8 } },
      ],
    ] as const;
    for (const [{ items }, slot, codigo] of casos) {
      const item = porSlot(items)[slot]!;
      expect(item.motivo_frase, slot).toEqual(codigo);
      expect(frase(item.motivo_frase as Frase), slot).toBe(item.motivo);
    }
    const cuenta = porSlot(valorarMuerte(evento(), reglas(), todos(1000)).items)['Head']!;
    expect(cuenta.motivo_frase).toBeUndefined();
  });
});

describe('prices', () => {
  it('mercado: floor(market × porcentaje / 100), with the city and date', () => {
    const { items, total } = valorarMuerte(evento(), reglas({ porcentaje: 33 }), todos(1001));
    expect(porSlot(items)['Head']).toMatchObject({ precio: 330, silver: 330, fuente: { tipo: 'mercado', ciudad: 'Caerleon' } });
    expect(porSlot(items)['Head']!.fuente!.fecha).toBeTruthy();
    expect(total).toBe(4 * 330);
  });

  it('silver = unit price × count', () => {
    const e = muerte({ victimId: 'v', equipo: { Head: { Type: 'T8_HEAD_PLATE_SET1@1', Count: 3, Quality: 2 } } });
    expect(porSlot(valorarMuerte(e, reglas(), todos(100)).items)['Head']).toMatchObject({ precio: 100, silver: 300 });
  });

  it('fijo: the table by slot and tier-equivalent; none in the table is sin precio', () => {
    const r = reglas({ modo: 'fijo', tabla_fija: [{ slot: 'Head', tier_eq: 9, silver: 50_000 }] });
    const { items, total, sinPrecio } = valorarMuerte(evento(), r, null);
    expect(porSlot(items)['Head']).toMatchObject({ precio: 50_000, fuente: { tipo: 'fijo' } });
    expect(porSlot(items)['Armor']).toMatchObject({ precio: null, silver: 0 });
    expect(total).toBe(50_000);
    expect(sinPrecio).toBe(3);
    expect(pedidosDePrecio([evento()], r)).toEqual([]);
  });

  it('menor: the lower of both, and the other when one is missing', () => {
    const r = reglas({
      modo: 'menor',
      tabla_fija: [
        { slot: 'Head', tier_eq: 9, silver: 500 },
        { slot: 'Armor', tier_eq: 9, silver: 5000 },
      ],
    });
    const items = porSlot(valorarMuerte(evento(), r, todos(1000)).items);
    expect(items['Head']).toMatchObject({ precio: 500, fuente: { tipo: 'fijo' } });
    expect(items['Armor']).toMatchObject({ precio: 1000, fuente: { tipo: 'mercado' } });
    expect(items['Shoes']).toMatchObject({ precio: 1000, fuente: { tipo: 'mercado' } });
    const sinMercado = porSlot(valorarMuerte(evento(), r, new Map()).items);
    expect(sinMercado['Armor']).toMatchObject({ precio: 5000, fuente: { tipo: 'fijo' } });
    expect(sinMercado['Shoes']).toMatchObject({ precio: null });
  });

  it('without market data, or with the price API down, a counted item is sin precio', () => {
    const sinDatos = valorarMuerte(evento(), reglas(), new Map());
    expect(sinDatos.sinPrecio).toBe(4);
    expect(valorarMuerte(evento(), reglas(), null).sinPrecio).toBe(4);
    expect(porSlot(sinDatos.items)['Bag']!.precio).toBeUndefined();
  });

  it('asks the market only for counted items, once each', () => {
    const pedidos = pedidosDePrecio([evento(), evento()], reglas());
    expect(pedidos.map((p) => p.item).sort()).toEqual([
      'T8_2H_CLAYMORE@1',
      'T8_ARMOR_PLATE_SET1@1',
      'T8_HEAD_PLATE_SET1@1',
      'T8_SHOES_PLATE_SET1@1',
    ]);
  });
});

describe('caps', () => {
  it('caps a claim by tope_reclamo and by what tope_jugador_periodo leaves, never below 0', () => {
    expect(aplicarTopes(10_000, reglas(), 0)).toBe(10_000);
    expect(aplicarTopes(10_000, reglas({ tope_reclamo: 4000 }), 0)).toBe(4000);
    expect(aplicarTopes(10_000, reglas({ tope_jugador_periodo: 12_000 }), 5000)).toBe(7000);
    expect(aplicarTopes(10_000, reglas({ tope_jugador_periodo: 12_000 }), 15_000)).toBe(0);
    expect(aplicarTopes(10_000, reglas({ tope_reclamo: 3000, tope_jugador_periodo: 12_000 }), 5000)).toBe(3000);
  });
});

describe('the reviewer’s prices', () => {
  const sinPrecio = valorarMuerte(
    evento(),
    reglas(),
    new Map([[clavePrecio('T8_HEAD_PLATE_SET1@1', 2), precioMercado(100)]]),
  ).items;

  it('prices the items sin precio (source revisor) and sums them', () => {
    const r = conPreciosDelRevisor(sinPrecio, [
      { slot: 'MainHand', silver: 1000 },
      { slot: 'Armor', silver: 2000 },
      { slot: 'Shoes', silver: 3000 },
    ]);
    expect('error' in r).toBe(false);
    if ('error' in r) return;
    expect(r.total).toBe(6100);
    expect(porSlot(r.items)['Armor']).toMatchObject({ precio: 2000, silver: 2000, fuente: { tipo: 'revisor' } });
  });

  it('names the items still without a price', () => {
    expect(conPreciosDelRevisor(sinPrecio, [{ slot: 'Armor', silver: 2000 }])).toEqual({
      error: 'Falta el precio de Mano principal (T8_2H_CLAYMORE@1), Botas (T8_SHOES_PLATE_SET1@1): escríbalo antes de aprobar',
    });
  });

  it('refuses a price for an item that has one, does not count, is missing or repeats', () => {
    expect(conPreciosDelRevisor(sinPrecio, [{ slot: 'Head', silver: 1 }])).toEqual({ error: 'Cabeza ya tiene precio' });
    expect(conPreciosDelRevisor(sinPrecio, [{ slot: 'Bag', silver: 1 }])).toEqual({
      error: 'Bolsa no cuenta para el regear: no lleva precio',
    });
    expect(conPreciosDelRevisor(sinPrecio, [{ slot: 'Food', silver: 1 }])).toEqual({
      error: 'La muerte no tiene objeto en Comida',
    });
    expect(
      conPreciosDelRevisor(sinPrecio, [
        { slot: 'Armor', silver: 1 },
        { slot: 'Armor', silver: 2 },
      ]),
    ).toEqual({ error: 'El precio de Armadura está repetido' });
  });
});
