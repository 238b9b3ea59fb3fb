import { describe, expect, it } from 'vitest';
import { CrearDistribucionRequestSchema, MENSAJE_JUGADORES_REPETIDOS } from './distribuciones.js';
import { nombresDeLista, quitarEtiquetaGremio } from './distribuciones-jugadores.js';

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

describe('CrearDistribucionRequestSchema: weights and breakdown', () => {
  const item = { idDistribucion: 123456, idPeriodoDist: 3, silver: 900, motivo: 'ZvZ', jugadores: [1, 2] };
  const mensaje = (extra: object) => CrearDistribucionRequestSchema.safeParse([{ ...item, ...extra }]).error?.issues[0]?.message;

  it('accepts one weight per player in steps of 0.1 and a breakdown of integers', () => {
    const ok = {
      pesos: [
        { id_player: 1, peso: 0.1 },
        { id_player: 2, peso: 10 },
      ],
      desglose: { valor_botin: 1000, bolsas: 0, reparacion: 0, impuesto_pct: 12.25 },
    };
    expect(CrearDistribucionRequestSchema.safeParse([{ ...item, ...ok }]).success).toBe(true);
  });

  it.each([
    [{ desglose: { valor_botin: -1, bolsas: 0, reparacion: 0, impuesto_pct: 0 } }, 'El valor del botín no puede ser negativo'],
    [
      { desglose: { valor_botin: 1, bolsas: 0.5, reparacion: 0, impuesto_pct: 0 } },
      'Las bolsas de plata debe ser un número entero',
    ],
    [
      { desglose: { valor_botin: 1, bolsas: 0, reparacion: 1e13, impuesto_pct: 0 } },
      'La reparación admite como máximo 1.000.000.000.000',
    ],
    [
      { desglose: { valor_botin: 1, bolsas: 0, reparacion: 0, impuesto_pct: 10.125 } },
      'El impuesto del gremio debe ser un porcentaje entre 0 y 100, con dos decimales como máximo',
    ],
    [{ pesos: [{ id_player: 1, peso: 1 }] }, 'Debe haber un peso por cada jugador de la distribución, sin repetir'],
    [
      {
        pesos: [
          { id_player: 1, peso: 1.05 },
          { id_player: 2, peso: 1 },
        ],
      },
      'El peso debe ser un número entre 0,1 y 10, en pasos de 0,1',
    ],
  ])('refuses %j: %s', (extra, expected) => {
    expect(mensaje(extra)).toBe(expected);
  });
});

describe('nombresDeLista', () => {
  it('splits on lines, commas, semicolons and spaces, drops guild tags and repeats (ignoring case)', () => {
    expect(nombresDeLista('[RDP] Aldrakar, brunhild\n(ALI) Nuevo1  otro;ALDRAKAR\r\n\n nuevo1')).toEqual([
      'Aldrakar',
      'brunhild',
      'Nuevo1',
      'otro',
    ]);
  });

  it('finds no name in blank text or in tags alone', () => {
    expect(nombresDeLista(' ,\n [TAG] (X) ')).toEqual([]);
  });
});
