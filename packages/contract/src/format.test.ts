import { describe, expect, it } from 'vitest';
import { MESES, formatEntero, formatFecha, formatSilver } from './format.js';

describe('formatFecha', () => {
  it("writes the product's form with the month in lower-case Spanish", () => {
    expect(formatFecha('2025-09-21')).toBe('21 de septiembre del 2025');
    expect(formatFecha('2025-09-21T10:30:00.000Z')).toBe('21 de septiembre del 2025');
    expect(formatFecha(new Date(Date.UTC(2024, 0, 1)))).toBe('1 de enero del 2024');
  });

  it('names every month from enero to diciembre', () => {
    const names = Array.from({ length: 12 }, (_, m) => formatFecha(new Date(Date.UTC(2025, m, 15))).split(' ')[2]);
    expect(names).toEqual([...MESES]);
    expect(MESES[0]).toBe('enero');
    expect(MESES[11]).toBe('diciembre');
  });

  it('uses UTC, the game server time, whatever the instant offset', () => {
    expect(formatFecha('2025-12-31T23:30:00-05:00')).toBe('1 de enero del 2026');
  });

  it.each([null, undefined, '', 'no es fecha'])('shows "Sin cerrar" for %s', (value) => {
    expect(formatFecha(value)).toBe('Sin cerrar');
  });
});

describe('formatSilver', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1234, '$1.234'],
    [1234567, '$1.234.567'],
    [1000000000000, '$1.000.000.000.000'],
  ])('formats %d as %s', (n, text) => {
    expect(formatSilver(n)).toBe(text);
  });

  it('floors fractions', () => {
    expect(formatSilver(1234.99)).toBe('$1.234');
  });

  it('writes negatives with the sign before the $', () => {
    expect(formatSilver(-1500)).toBe('-$1.500');
  });

  it('treats missing or non-finite values as 0', () => {
    expect(formatSilver(null)).toBe('$0');
    expect(formatSilver(undefined)).toBe('$0');
    expect(formatSilver(Number.NaN)).toBe('$0');
  });
});

describe('formatEntero', () => {
  it('groups 4-digit numbers too', () => {
    expect(formatEntero(1000)).toBe('1.000');
    expect(formatEntero(-1234567)).toBe('-1.234.567');
  });
});
