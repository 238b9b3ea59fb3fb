// Combined mode («Descontar regear», docs/regear.md): the breakdown's net minus the deducted regear is
// what the players share, by `repartir`: integers only, each share floored, the guild keeps the rest.
import { describe, expect, it } from 'vitest';
import { mensajeRegearSuperaNeto, netoConRegear, netoDelDesglose, repartir, type Desglose } from './reparto.js';

const d = (valor_botin: number, impuesto_pct = 0, bolsas = 0, reparacion = 0): Desglose => ({
  valor_botin,
  bolsas,
  reparacion,
  impuesto_pct,
});

describe('netoConRegear + repartir', () => {
  it('takes the regear off the net after the tax, never off the gross', () => {
    // (1.000.000 + 50.000 − 50.000) × 0,9 = 900.000; minus 200.001 of regear.
    expect(netoConRegear(d(1_000_000, 10, 50_000, 50_000), 200_001)).toEqual({
      bruto: 1_000_000,
      impuesto: 100_000,
      regear: 200_001,
      neto: 699_999,
    });
  });

  it('splits the rest in integers, floored, and the guild keeps the remainder', () => {
    const { neto } = netoConRegear(d(1_000_003, 12.5), 123_457);
    // floor(1.000.003 × 0,875) = 875.002 (the tax takes the fraction): 875.002 − 123.457 = 751.545.
    expect(netoDelDesglose(d(1_000_003, 12.5))).toEqual({ bruto: 1_000_003, neto: 875_002, impuesto: 125_001 });
    expect(neto).toBe(751_545);
    const { partes, resto } = repartir(neto, [10, 10, 10, 10]);
    expect(partes).toEqual([187_886, 187_886, 187_886, 187_886]);
    expect(resto).toBe(1);
    expect(partes.every(Number.isInteger)).toBe(true);
    expect(partes.reduce((a, b) => a + b, 0) + resto).toBe(neto);
  });

  it('weights split the net after the regear too (floor per share, the rest to the guild)', () => {
    const { neto } = netoConRegear(d(10_000), 2_999); // 7.001
    const { partes, resto } = repartir(neto, [15, 10, 5]); // 1,5 / 1 / 0,5 of 3
    expect(partes).toEqual([3_500, 2_333, 1_166]);
    expect(resto).toBe(2);
    expect(partes.reduce((a, b) => a + b, 0) + resto).toBe(7_001);
  });

  it('answers a net ≤ 0 when the regear takes everything (the split is refused with a sentence)', () => {
    expect(netoConRegear(d(500_000), 500_000).neto).toBe(0);
    expect(netoConRegear(d(500_000), 700_000).neto).toBe(-200_000);
    expect(repartir(-200_000, [10])).toEqual({ partes: [0], resto: 0 });
    expect(mensajeRegearSuperaNeto(700_000, 500_000)).toBe(
      'El regear descontado ($700.000) no deja plata para repartir: el neto es $500.000',
    );
  });

  it('is the plain net with no regear, and exact at the largest amounts', () => {
    expect(netoConRegear(d(1_000_000_000_000, 33.33), 0).neto).toBe(netoDelDesglose(d(1_000_000_000_000, 33.33)).neto);
    const { neto } = netoConRegear(d(1_000_000_000_000), 1);
    expect(neto).toBe(999_999_999_999);
    const { partes, resto } = repartir(neto, [10, 10, 10, 10, 10, 10, 10]);
    expect(partes[0]).toBe(142_857_142_857);
    expect(resto).toBe(0);
  });
});
