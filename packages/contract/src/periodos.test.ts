import { describe, expect, it } from 'vitest';
import {
  CambiarSilverRequestSchema,
  CerrarPeriodoRequestSchema,
  CrearPeriodoRequestSchema,
  MENSAJE_INTERVALO,
  MENSAJE_SELECCIONE_DISTRIBUIDOR,
  ResumenDistribucionQuerySchema,
  SearchGananciasQuerySchema,
  intervaloLabel,
} from './index.js';

describe('periods contract', () => {
  it('defaults the overview page to 1', () => {
    expect(ResumenDistribucionQuerySchema.parse({})).toEqual({ page: 1 });
    expect(ResumenDistribucionQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
  });

  it('creates a period with gremioFederacion fixed to 1', () => {
    expect(CrearPeriodoRequestSchema.parse([{ idLugarDist: 2 }])).toEqual([{ idLugarDist: 2, gremioFederacion: 1 }]);
    expect(CrearPeriodoRequestSchema.safeParse([{ idLugarDist: 2, gremioFederacion: 2 }]).success).toBe(false);
  });

  it('accepts integer silver from 0 to 10^12 only', () => {
    const ok = (silver: unknown) => CambiarSilverRequestSchema.safeParse([{ idPeriodo: 1, silver }]).success;
    expect(ok(0)).toBe(true);
    expect(ok(1_000_000_000_000)).toBe(true);
    expect(ok(1_000_000_000_001)).toBe(false);
    expect(ok(-1)).toBe(false);
    expect(ok(1.5)).toBe(false);
    expect(ok('5')).toBe(false);
  });

  it('asks for a distributor and at least one house when closing', () => {
    const noDist = CerrarPeriodoRequestSchema.safeParse([{ idPeriodo: 1, idsCasas: [1] }]);
    expect(noDist.error?.issues[0]?.message).toBe(MENSAJE_SELECCIONE_DISTRIBUIDOR);
    const noHouses = CerrarPeriodoRequestSchema.safeParse([{ idPeriodo: 1, idPlayerDistribuidor: 3, idsCasas: [] }]);
    expect(noHouses.error?.issues[0]?.message).toBe('Seleccione al menos una casa');
  });

  it('takes the intervals 15, 30, 60, 90 and 0 (also absent) and nothing else', () => {
    for (const interval of ['15', '30', '60', '90', '0']) {
      expect(SearchGananciasQuerySchema.parse({ nickname: 'ana', interval }).interval).toBe(Number(interval));
    }
    expect(SearchGananciasQuerySchema.parse({ nickname: ' ana ' })).toEqual({ nickname: 'ana', interval: 0 });
    for (const interval of ['7', '-30', 'abc', '365']) {
      const r = SearchGananciasQuerySchema.safeParse({ nickname: 'ana', interval });
      expect(r.error?.issues[0]?.message).toBe(MENSAJE_INTERVALO);
    }
  });

  it('labels the intervals in Spanish', () => {
    expect([15, 30, 60, 90, 0].map((i) => intervaloLabel(i as 0))).toEqual([
      '15 días',
      '30 días',
      '60 días',
      '90 días',
      'Desde la creación',
    ]);
  });
});
