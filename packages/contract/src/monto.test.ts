// The amounts members type in Discord (`/retiro monto:`): each accepted form and each refusal.
import { describe, expect, it } from 'vitest';
import { leerMonto } from './monto.js';

describe('leerMonto', () => {
  it.each([
    ['5000000', 5_000_000],
    ['5.000.000', 5_000_000],
    ['5,000,000', 5_000_000],
    ['5.000', 5_000],
    ['5m', 5_000_000],
    ['5M', 5_000_000],
    ['5kk', 5_000_000],
    ['5k', 5_000],
    ['1,5m', 1_500_000],
    ['1.5m', 1_500_000],
    ['2,25kk', 2_250_000],
    ['1.500k', 1_500],
    ['1.500.000k', 1_500_000_000],
    ['1kkk', 1_000_000_000],
    ['2b', 2_000_000_000],
    [' $ 5 m ', 5_000_000],
    ['0', 0],
  ])('%s → %d', (texto, silver) => {
    expect(leerMonto(texto)).toBe(silver);
  });

  it.each(['', 'cinco', '5x', 'm', '-5m', '5.00.000', '5.000,000', '1,5', '0,0001k', '5m5', '1e6', '5..000', '9'.repeat(20)])(
    '%j is not an amount',
    (texto) => {
      expect(leerMonto(texto)).toBeNull();
    },
  );
});
