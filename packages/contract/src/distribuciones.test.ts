import { describe, expect, it } from 'vitest';
import { CrearDistribucionRequestSchema, MENSAJE_JUGADORES_REPETIDOS, quitarEtiquetaGremio } from './distribuciones.js';

describe('quitarEtiquetaGremio', () => {
  it.each([
    ['[RDP] Aldrakar', 'Aldrakar'],
    ['  [R D P]   brunhild ', 'brunhild'],
    ['(RDP) caelum', 'caelum'],
    ['sinetiqueta', 'sinetiqueta'],
    ['nombre [RDP]', 'nombre [RDP]'],
  ])('%s → %s', (input, expected) => {
    expect(quitarEtiquetaGremio(input)).toBe(expected);
  });
});

describe('CrearDistribucionRequestSchema', () => {
  const item = { idDistribucion: 123456, idPeriodoDist: 3, silver: 1000, motivo: ' ZvZ ', email: 'a@b.c', jugadores: [1, 2] };

  it('trims the motivo and keeps integer silver', () => {
    expect(CrearDistribucionRequestSchema.parse([item])).toEqual([{ ...item, motivo: 'ZvZ' }]);
  });

  it('refuses repeated players with a Spanish message', () => {
    const result = CrearDistribucionRequestSchema.safeParse([{ ...item, jugadores: [1, 1] }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MENSAJE_JUGADORES_REPETIDOS);
  });

  it('accepts a missing email', () => {
    const { email: _e, ...sinEmail } = item;
    expect(CrearDistribucionRequestSchema.safeParse([sinEmail]).success).toBe(true);
  });
});
