// The settle-up between carriers (docs/liquidacion.md): the transfers settle every balance exactly, in
// positive integer silver, and are as few as a brute force over every partition of the balances finds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIQUIDACION_EXACTA_MAX, liquidar, saldosDeLiquidacion, type SaldoLiquidacion } from './liquidacion.js';
import { repartir } from './reparto.js';

/** Brute force: the most blocks of a partition of `v` in which every block sums to 0 (every partition tried). */
function maxGruposCero(v: number[]): number {
  let mejor = 0;
  const bloques: number[] = [];
  const paso = (i: number) => {
    if (i === v.length) {
      if (bloques.every((b) => b === 0)) mejor = Math.max(mejor, bloques.length);
      return;
    }
    for (let b = 0; b < bloques.length; b++) {
      bloques[b]! += v[i]!;
      paso(i + 1);
      bloques[b]! -= v[i]!;
    }
    bloques.push(v[i]!);
    paso(i + 1);
    bloques.pop();
  };
  paso(0);
  return mejor;
}

const minimoFuerzaBruta = (saldos: SaldoLiquidacion[]) => {
  const v = saldos.map((s) => s.saldo).filter((s) => s !== 0);
  return v.length === 0 ? 0 : v.length - maxGruposCero(v);
};

/** After the transfers every player's balance is 0; every amount a positive integer between two players. */
function comprobar(saldos: SaldoLiquidacion[]) {
  const t = liquidar(saldos);
  const neto = new Map(saldos.map((s) => [s.id_player, s.saldo]));
  for (const x of t) {
    expect(Number.isSafeInteger(x.silver) && x.silver > 0).toBe(true);
    expect(x.de).not.toBe(x.a);
    neto.set(x.de, neto.get(x.de)! - x.silver);
    neto.set(x.a, neto.get(x.a)! + x.silver);
  }
  expect([...neto.values()].every((s) => s === 0)).toBe(true);
  const n = saldos.filter((s) => s.saldo !== 0).length;
  expect(t.length).toBeLessThanOrEqual(Math.max(n - 1, 0));
  return t;
}

/** Balances summing to 0, small values so that zero-sum groups are common. */
const saldosArb = (max: number, valor: number) =>
  fc.array(fc.integer({ min: -valor, max: valor }), { minLength: 1, maxLength: max - 1 }).map((v) => {
    const todos = [...v, -v.reduce((a, b) => a + b, 0)];
    return todos.map((saldo, i) => ({ id_player: 100 + i, saldo }));
  });

describe('liquidar', () => {
  it('settles «ravenna paga a darkvex»: one carrier, two players owed', () => {
    expect(
      liquidar([
        { id_player: 1, saldo: 2_000_000 },
        { id_player: 2, saldo: -1_200_000 },
        { id_player: 3, saldo: -800_000 },
      ]),
    ).toEqual([
      { de: 1, a: 2, silver: 1_200_000 },
      { de: 1, a: 3, silver: 800_000 },
    ]);
  });

  it('splits into zero-sum groups: {+5,−5} and {+3,−3} need 2 transfers, not 3', () => {
    const t = comprobar([
      { id_player: 1, saldo: 5 },
      { id_player: 2, saldo: 3 },
      { id_player: 3, saldo: -3 },
      { id_player: 4, saldo: -5 },
    ]);
    expect(t).toEqual([
      { de: 2, a: 3, silver: 3 },
      { de: 1, a: 4, silver: 5 },
    ]);
  });

  it('answers nothing when everyone is even, and refuses balances that do not sum to 0', () => {
    expect(liquidar([{ id_player: 1, saldo: 0 }])).toEqual([]);
    expect(() => liquidar([{ id_player: 1, saldo: 1 }])).toThrow(/sumar 0/);
  });

  it('is minimal: as few transfers as the brute force, exact sums (up to 8 balances)', () => {
    fc.assert(
      fc.property(saldosArb(8, 6), (saldos) => {
        expect(comprobar(saldos).length).toBe(minimoFuerzaBruta(saldos));
      }),
      { numRuns: 400 },
    );
  });

  it('is minimal with large silver amounts too (up to 8 balances)', () => {
    fc.assert(
      fc.property(saldosArb(8, 1_000_000_000), (saldos) => {
        expect(comprobar(saldos).length).toBe(minimoFuerzaBruta(saldos));
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(saldosArb(10, 5), (saldos) => {
        expect(liquidar(saldos)).toEqual(liquidar(saldos));
      }),
    );
  });

  it(`above ${LIQUIDACION_EXACTA_MAX} non-zero balances still settles exactly in at most n − 1 transfers`, () => {
    fc.assert(
      fc.property(saldosArb(60, 1_000_000), (saldos) => {
        comprobar(saldos);
      }),
      { numRuns: 50 },
    );
  });
});

describe('saldosDeLiquidacion', () => {
  it('a three-carrier dungeon: balances from the shares of repartir, the remainder with the largest carrier', () => {
    const ids = [1, 2, 3, 4, 5];
    const { partes, resto } = repartir(10_000_001, [10, 10, 10, 10, 10]);
    expect(resto).toBe(1);
    const saldos = saldosDeLiquidacion(
      ids.map((id_player, i) => ({ id_player, silver: partes[i]! })),
      [
        { id_player: 1, silver: 5_000_001 },
        { id_player: 2, silver: 3_000_000 },
        { id_player: 3, silver: 2_000_000 },
      ],
    );
    expect(saldos.map((s) => s.saldo)).toEqual([3_000_000, 1_000_000, 0, -2_000_000, -2_000_000]);
    expect(liquidar(saldos)).toHaveLength(3);
  });

  it('with up to 8 players holding any split of the silver, balances sum to 0 and the transfers are minimal', () => {
    const arb = fc
      .record({
        pesos: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
        montos: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 8, maxLength: 8 }),
      })
      .map(({ pesos, montos }) => ({ pesos, montos: montos.slice(0, pesos.length) }));
    fc.assert(
      fc.property(arb, ({ pesos, montos }) => {
        const silver = montos.reduce((a, b) => a + b, 0);
        const { partes } = repartir(silver, pesos);
        const saldos = saldosDeLiquidacion(
          partes.map((silver, i) => ({ id_player: i + 1, silver })),
          montos.map((silver, i) => ({ id_player: i + 1, silver })),
        );
        expect(saldos.reduce((a, s) => a + s.saldo, 0)).toBe(0);
        expect(comprobar(saldos).length).toBe(minimoFuerzaBruta(saldos));
      }),
      { numRuns: 300 },
    );
  });
});
