// The carriers taken from a valued loot log (docs/liquidacion.md, «Desde el registro de botín»): the
// silver split in proportion to each looter's value, exact in integers, matched to the players by name.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { portadoresDelRegistro, repartirProporcional } from './liquidacion.js';
import { SILVER_MAX } from './constants.js';

describe('repartirProporcional', () => {
  it('sums exactly to the total, each part within one of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SILVER_MAX }),
        fc.array(fc.integer({ min: 0, max: SILVER_MAX }), { minLength: 1, maxLength: 12 }),
        (total, pesos) => {
          const partes = repartirProporcional(total, pesos);
          const suma = pesos.reduce((a, p) => a + BigInt(p), 0n);
          if (suma === 0n) {
            // Not `return expect(…)`: a matcher's value is not a boolean, and fast-check reads a falsy
            // return as the property failing (seed -815486829 drew [0, [0]]).
            expect(partes.every((p) => p === 0)).toBe(true);
            return;
          }
          expect(partes.reduce((a, p) => a + BigInt(p), 0n)).toBe(BigInt(total));
          partes.forEach((p, i) => {
            expect(Number.isSafeInteger(p) && p >= 0).toBe(true);
            const piso = (BigInt(total) * BigInt(pesos[i]!)) / suma;
            expect(BigInt(p) === piso || BigInt(p) === piso + 1n).toBe(true);
          });
        },
      ),
    );
  });

  it('gives the floors’ silver to the largest fractions, the first of them on a tie', () => {
    // 10 in thirds: 3.33 each, one silver left, to the first.
    expect(repartirProporcional(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // 10 by 1:2: 3.33 and 6.67: the larger fraction (the second) takes it.
    expect(repartirProporcional(10, [1, 2])).toEqual([3, 7]);
    expect(repartirProporcional(5, [0, 0])).toEqual([0, 0]);
    expect(repartirProporcional(0, [0])).toEqual([0]);
    expect(repartirProporcional(1_000_000_000_000, [999_999_999_999, 1])).toEqual([999_999_999_999, 1]);
  });
});

describe('portadoresDelRegistro', () => {
  const jugadores = [
    { id: 1, nickname: 'Ravenna' },
    { id: 2, nickname: 'darkvex' },
    { id: 3, nickname: 'lumen' },
  ];

  it('matches looters to players ignoring case and spaces, in proportion to their loot’s value', () => {
    const r = portadoresDelRegistro(
      [
        { nombre: ' ravenna ', valor: 6_000_000 },
        { nombre: 'DARKVEX', valor: 3_000_000 },
      ],
      jugadores,
      4_500_000,
    );
    expect(r).toEqual({ tenencias: { 1: 3_000_000, 2: 1_500_000 }, sinJugador: [] });
  });

  it('answers apart the looters who are not players, with the silver they would hold', () => {
    const r = portadoresDelRegistro(
      [
        { nombre: 'ravenna', valor: 2 },
        { nombre: 'forastero', valor: 1 },
      ],
      jugadores,
      3_000,
    );
    expect(r).toEqual({ tenencias: { 1: 2_000 }, sinJugador: [{ nombre: 'forastero', valor: 1_000 }] });
  });

  it('always accounts for the whole silver between carriers and looters apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ nombre: fc.constantFrom('ravenna', 'DarkVex', 'lumen', 'otro', 'x'), valor: fc.nat(1e9) }), {
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: SILVER_MAX }),
        (registro, silver) => {
          const { tenencias, sinJugador } = portadoresDelRegistro(registro, jugadores, silver);
          const total = Object.values(tenencias).reduce((a, b) => a + b, 0) + sinJugador.reduce((a, s) => a + s.valor, 0);
          expect(total).toBe(registro.some((r) => r.valor > 0) ? silver : 0);
          expect(Object.values(tenencias).every((v) => Number.isSafeInteger(v) && v > 0)).toBe(true);
        },
      ),
    );
  });
});
