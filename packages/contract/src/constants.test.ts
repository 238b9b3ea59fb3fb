import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('business constants (docs/domain.md, "Money rules")', () => {
  it('has the intervals, charges and states of the spec', () => {
    expect(c.INTERVALOS).toEqual([15, 30, 60, 90, 0]);
    expect(c.CARGO_PERIODOS).toBe(8);
    expect(c.CARGO_DISTRIBUCIONES).toBe(7);
    expect(c.ESTADO_PERIODO).toEqual({ FINALIZADO: 1, EN_DISTRIBUCION: 2, ABIERTO: 3 });
    expect(c.CARGO_NUEVO_JUGADOR).toBe(3);
    expect(c.ROL_NUEVO_JUGADOR).toBe(5);
  });

  it('has the limits, timeouts and labels of the spec', () => {
    expect(c.PAGE_SIZE).toBe(10);
    expect(c.TOP_N).toBe(3);
    expect(c.TOP_DIAS).toBe(30);
    expect(c.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(c.MEMBER_CHECK_TIMEOUT_MS).toBe(100_000);
    expect(c.APP_VERSION).toBe('3.0.0');
    expect(c.LAST_UPDATE).toBe('2025-09-21');
    expect(c.LIDER).toBe('LIDER');
    expect(c.GREMIO_FEDERACION).toBe(1);
    expect([c.CODIGO_DISTRIBUCION_MIN, c.CODIGO_DISTRIBUCION_MAX]).toEqual([100000, 999999]);
    expect(c.TOAST_MS).toBe(3000);
  });
});
