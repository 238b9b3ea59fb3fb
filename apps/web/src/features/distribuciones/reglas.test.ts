import { describe, expect, it } from 'vitest';
import { nuevoCodigo, validarDistribucion } from './reglas';
import { nombreEstado } from './estado';

describe('nuevoCodigo', () => {
  it('draws a 6-digit code between 100000 and 999999', () => {
    expect(nuevoCodigo(() => 0)).toBe(100000);
    expect(nuevoCodigo(() => 0.9999999999)).toBe(999999);
    for (let i = 0; i < 200; i++) {
      const c = nuevoCodigo();
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(100000);
      expect(c).toBeLessThanOrEqual(999999);
    }
  });
});

describe('validarDistribucion (docs/domain.md, "Distributions")', () => {
  it('asks for at least one player, a silver amount and a non-blank reason', () => {
    expect(validarDistribucion({ jugadores: [], silver: null, motivo: '   ' })).toEqual({
      jugadores: 'Seleccione al menos un jugador',
      silver: 'Ingrese la cantidad de plata',
      motivo: 'Ingrese el motivo',
    });
  });

  it('refuses zero, decimals and amounts over 10^12, and reasons over 200 characters', () => {
    expect(validarDistribucion({ jugadores: [1], silver: 0, motivo: 'x' }).silver).toMatch(/mayor que 0/);
    expect(validarDistribucion({ jugadores: [1], silver: 1.5, motivo: 'x' }).silver).toMatch(/entero/);
    expect(validarDistribucion({ jugadores: [1], silver: 1e12 + 1, motivo: 'x' }).silver).toMatch(/como máximo/);
    expect(validarDistribucion({ jugadores: [1], silver: 5, motivo: 'x'.repeat(201) }).motivo).toMatch(/200/);
  });

  it('accepts a complete draft', () => {
    expect(validarDistribucion({ jugadores: [1, 2], silver: 1e12, motivo: ' ZvZ ' })).toEqual({});
  });
});

describe('nombreEstado', () => {
  it('names the route state', () => {
    expect(nombreEstado('3')).toBe('Abierto');
    expect(nombreEstado('2')).toBe('En distribución');
    expect(nombreEstado('1')).toBe('Finalizado');
    expect(nombreEstado('9')).toBe('Estado desconocido');
  });
});
