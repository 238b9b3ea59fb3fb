// The weight a presence suggests (docs/asistencia.md): 1 from ASISTENCIA_COMPLETA_PCT of the session,
// below it the share rounded to 0.1, never under 0.1.
import { describe, expect, it } from 'vitest';
import { pesoSugerido } from './asistencia.js';

describe('pesoSugerido', () => {
  it('gives 1 from exactly 90 % of the session, and the share just below it', () => {
    expect(pesoSugerido(90, 100)).toBe(1);
    expect(pesoSugerido(108, 120)).toBe(1);
    expect(pesoSugerido(89, 100)).toBe(0.9);
    expect(pesoSugerido(107, 120)).toBe(0.9);
    expect(pesoSugerido(120, 120)).toBe(1);
  });

  it('rounds the share to 0.1 (half up) below the threshold', () => {
    expect(pesoSugerido(84, 100)).toBe(0.8);
    expect(pesoSugerido(85, 100)).toBe(0.9);
    expect(pesoSugerido(50, 60)).toBe(0.8);
    expect(pesoSugerido(30, 60)).toBe(0.5);
    expect(pesoSugerido(14, 100)).toBe(0.1);
    expect(pesoSugerido(15, 100)).toBe(0.2);
  });

  it('never suggests less than 0.1, even for a tiny or no presence', () => {
    expect(pesoSugerido(1, 600)).toBe(0.1);
    expect(pesoSugerido(0, 60)).toBe(0.1);
  });

  it('follows the guild’s threshold (ASISTENCIA_COMPLETA_PCT)', () => {
    expect(pesoSugerido(75, 100, 75)).toBe(1);
    expect(pesoSugerido(74, 100, 75)).toBe(0.7);
    expect(pesoSugerido(99, 100, 100)).toBe(1);
    expect(pesoSugerido(98, 100, 100)).toBe(1);
    expect(pesoSugerido(94, 100, 100)).toBe(0.9);
  });

  it('gives 1 for a session without length, and never more than 1', () => {
    expect(pesoSugerido(0, 0)).toBe(1);
    expect(pesoSugerido(130, 120)).toBe(1);
  });
});
