import { describe, expect, it } from 'vitest';
import { conGremio, gremioActual, gremioODefecto, GREMIO_POR_DEFECTO } from './gremio-contexto.js';

describe('gremio-contexto', () => {
  it('carries the guild through awaits and timers, and none outside', async () => {
    expect(gremioActual()).toBeUndefined();
    expect(gremioODefecto()).toBe(GREMIO_POR_DEFECTO);
    const visto = await conGremio(7, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return new Promise<number | undefined>((r) => setImmediate(() => r(gremioActual())));
    });
    expect(visto).toBe(7);
    expect(gremioActual()).toBeUndefined();
  });

  it('nests: the inner guild wins, the outer one is back after it', () => {
    conGremio(2, () => {
      expect(conGremio(3, () => gremioActual())).toBe(3);
      expect(gremioActual()).toBe(2);
    });
  });

  it('refuses an id that is not a guild', () => {
    expect(() => conGremio(0, () => 1)).toThrow();
    expect(() => conGremio(1.5, () => 1)).toThrow();
  });
});
