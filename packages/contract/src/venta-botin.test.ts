// «Venta del botín» (docs/venta-botin.md): the bid's silver, the winner (ties, no bids), the buyer's
// payment (exact sums) and the balance check, as properties over many cases and as the named examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AbrirVentaBotinRequestSchema,
  PujaBotinRequestSchema,
  ganadorDeVenta,
  pagoCabeEnSaldo,
  pagoDeVenta,
  silverDePuja,
  superaPujaPropia,
} from './venta-botin.js';

const SILVER = fc.integer({ min: 1, max: 1_000_000_000_000 });

describe('silverDePuja', () => {
  it('a percentage of the market value is floored; an amount is itself', () => {
    expect(silverDePuja({ pct: 33 }, 1_000)).toBe(330);
    expect(silverDePuja({ pct: 33 }, 1_001)).toBe(330); // 330,33 → 330
    expect(silverDePuja({ pct: 100 }, 999_999_999_999)).toBe(999_999_999_999);
    expect(silverDePuja({ silver: 7_500_000 }, 1_000)).toBe(7_500_000);
  });

  it('floor(valor × pct / 100), exact for any value up to 10^12 and monotonic in the percentage', () => {
    fc.assert(
      fc.property(SILVER, fc.integer({ min: 1, max: 99 }), (valor, pct) => {
        const a = silverDePuja({ pct }, valor);
        expect(BigInt(a)).toBe((BigInt(valor) * BigInt(pct)) / 100n);
        expect(a).toBeLessThanOrEqual(silverDePuja({ pct: pct + 1 }, valor));
        expect(silverDePuja({ pct: 100 }, valor)).toBe(valor);
      }),
    );
  });
});

describe('ganadorDeVenta', () => {
  it('no bids, no winner', () => {
    expect(ganadorDeVenta([])).toBeNull();
  });

  it('the highest silver wins, whenever it came', () => {
    const g = ganadorDeVenta([
      { id: 1, silver: 500, creadaEn: '2026-12-07T20:00:00Z' },
      { id: 2, silver: 900, creadaEn: '2026-12-07T20:05:00Z' },
      { id: 3, silver: 700, creadaEn: '2026-12-07T20:01:00Z' },
    ]);
    expect(g?.id).toBe(2);
  });

  it('a tie goes to the earliest bid, then to the lowest id', () => {
    const pujas = [
      { id: 4, silver: 900, creadaEn: '2026-12-07T20:05:00Z' },
      { id: 5, silver: 900, creadaEn: '2026-12-07T20:01:00Z' },
      { id: 6, silver: 900, creadaEn: '2026-12-07T20:01:00.000Z' },
    ];
    expect(ganadorDeVenta(pujas)?.id).toBe(5);
    expect(ganadorDeVenta([...pujas].reverse())?.id).toBe(5);
  });

  it('the winner holds the highest silver, is the earliest of those and does not depend on the order', () => {
    const puja = fc.record({ silver: fc.integer({ min: 1, max: 20 }), creadaEn: fc.integer({ min: 0, max: 10 }) });
    fc.assert(
      fc.property(fc.array(puja, { minLength: 1, maxLength: 30 }), (sin) => {
        const pujas = sin.map((p, i) => ({ ...p, id: i + 1 }));
        const g = ganadorDeVenta(pujas)!;
        const max = Math.max(...pujas.map((p) => p.silver));
        expect(g.silver).toBe(max);
        const empatadas = pujas.filter((p) => p.silver === max);
        expect(g.creadaEn).toBe(Math.min(...empatadas.map((p) => p.creadaEn)));
        expect(ganadorDeVenta([...pujas].reverse())).toBe(g);
        expect(ganadorDeVenta([...pujas].sort((a, b) => a.silver - b.silver || b.id - a.id))).toBe(g);
      }),
    );
  });
});

describe('superaPujaPropia', () => {
  it('the first bid always counts; a later one must be higher than the member’s own previous', () => {
    expect(superaPujaPropia(1, null)).toBe(true);
    expect(superaPujaPropia(1_001, 1_000)).toBe(true);
    expect(superaPujaPropia(1_000, 1_000)).toBe(false);
    expect(superaPujaPropia(999, 1_000)).toBe(false);
  });
});

describe('pagoDeVenta', () => {
  it('9.000.000 at 10 % among three at weight 1: each gets 2.700.000, the buyer pays 6.300.000', () => {
    const p = pagoDeVenta(9_000_000, [10, 10, 10], 1, 10);
    expect(p).toEqual({
      bruto: 9_000_000,
      impuesto: 900_000,
      neto: 8_100_000,
      partes: [2_700_000, 2_700_000, 2_700_000],
      resto: 0,
      parteComprador: 2_700_000,
      pago: 6_300_000,
    });
  });

  it('floors each share, the remainder the guild’s: 100 among three, no tax', () => {
    const p = pagoDeVenta(100, [10, 10, 10], 0, 0);
    expect(p.partes).toEqual([33, 33, 33]);
    expect(p.resto).toBe(1);
    expect(p.pago).toBe(67);
  });

  it('a buyer alone pays what the guild keeps (tax and remainder)', () => {
    const p = pagoDeVenta(1_000_000, [10], 0, 12.5);
    expect(p.parteComprador).toBe(875_000);
    expect(p.pago).toBe(125_000);
  });

  it('exact sums for any silver, weights, buyer and tax', () => {
    fc.assert(
      fc.property(
        SILVER,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100),
        (silver, decimas, n, impuesto) => {
          const i = n % decimas.length;
          const p = pagoDeVenta(silver, decimas, i, impuesto);
          const suma = p.partes.reduce((a, b) => a + b, 0);
          expect(suma + p.resto + p.impuesto).toBe(silver);
          expect(p.pago + p.parteComprador).toBe(silver);
          expect(p.pago).toBe(suma - p.parteComprador + p.resto + p.impuesto);
          expect(p.pago).toBeGreaterThanOrEqual(0);
          expect(p.partes.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
          expect(Number.isInteger(p.pago)).toBe(true);
        },
      ),
    );
  });

  it('refuses a buyer who is not a participant', () => {
    expect(() => pagoDeVenta(100, [10, 10], 2, 0)).toThrow(RangeError);
  });
});

describe('pagoCabeEnSaldo', () => {
  it('the payment must fit in what the buyer may withdraw', () => {
    expect(pagoCabeEnSaldo(6_300_000, 6_300_000)).toBe(true);
    expect(pagoCabeEnSaldo(6_300_001, 6_300_000)).toBe(false);
    expect(pagoCabeEnSaldo(1, 0)).toBe(false);
  });
});

describe('schemas', () => {
  it('a bid is exactly one of a percentage 1–100 or an amount > 0', () => {
    expect(PujaBotinRequestSchema.safeParse([{ idVenta: 1, pct: 50 }]).success).toBe(true);
    expect(PujaBotinRequestSchema.safeParse([{ idVenta: 1, silver: 5 }]).success).toBe(true);
    for (const malo of [
      { idVenta: 1 },
      { idVenta: 1, pct: 50, silver: 5 },
      { idVenta: 1, pct: 0 },
      { idVenta: 1, pct: 101 },
      { idVenta: 1, pct: 1.5 },
      { idVenta: 1, silver: 0 },
    ]) {
      expect(PujaBotinRequestSchema.safeParse([malo]).success, JSON.stringify(malo)).toBe(false);
    }
    const ambos = PujaBotinRequestSchema.safeParse([{ idVenta: 1, pct: 50, silver: 5 }]);
    expect(ambos.error?.issues[0]?.message).toBe('Puje con un porcentaje o con una cantidad de plata, no con ambos');
    expect(PujaBotinRequestSchema.safeParse([{ idVenta: 1, pct: 0 }]).error?.issues[0]?.message).toBe(
      'El porcentaje debe ser un número entero entre 1 y 100',
    );
  });

  it('a sale needs a period, a value, an ISO deadline, a reason and distinct participants', () => {
    const bien = {
      idPeriodo: 1,
      valorMercado: 9_000_000,
      cierre: '2026-12-07T21:00:00Z',
      motivo: 'Cofre ZvZ',
      participantes: [1, 2],
    };
    expect(AbrirVentaBotinRequestSchema.safeParse([bien]).success).toBe(true);
    expect(AbrirVentaBotinRequestSchema.safeParse([{ ...bien, cierre: 'mañana' }]).error?.issues[0]?.message).toBe(
      'El cierre debe ser una fecha y hora ISO 8601, como 2026-12-07T21:00:00Z',
    );
    expect(AbrirVentaBotinRequestSchema.safeParse([{ ...bien, participantes: [] }]).success).toBe(false);
    expect(AbrirVentaBotinRequestSchema.safeParse([{ ...bien, participantes: [1, 1] }]).success).toBe(false);
    expect(AbrirVentaBotinRequestSchema.safeParse([{ ...bien, valorMercado: 1.5 }]).success).toBe(false);
  });
});
