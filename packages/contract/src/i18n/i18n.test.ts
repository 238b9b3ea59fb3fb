import { describe, expect, it } from 'vitest';
import { fechaEn, enteroEn, plataEn, formatear, variablesDe, leerIdioma } from './index.js';

describe('formats per language', () => {
  it('dates: es exactly as the spec, pt-BR and en their own way', () => {
    expect(fechaEn('es', '2025-09-21')).toBe('21 de septiembre del 2025');
    expect(fechaEn('pt-BR', '2025-09-21')).toBe('21 de setembro de 2025');
    expect(fechaEn('en', '2025-09-21')).toBe('September 21, 2025');
    expect(fechaEn('en', '2025-03-01T23:59:00Z')).toBe('March 1, 2025');
    expect(fechaEn('es', null)).toBe('Sin cerrar');
    expect(fechaEn('pt-BR', null)).toBe('Sem fechar');
    expect(fechaEn('en', '')).toBe('Not closed');
  });
  it('silver keeps its $ with the language grouping', () => {
    expect(plataEn('es', 1234567)).toBe('$1.234.567');
    expect(plataEn('pt-BR', 1234567)).toBe('$1.234.567');
    expect(plataEn('en', 1234567)).toBe('$1,234,567');
    expect(plataEn('en', -1234)).toBe('-$1,234');
    expect(plataEn('es', 999)).toBe('$999');
    expect(enteroEn('en', 45000000)).toBe('45,000,000');
  });
});

describe('message syntax', () => {
  it('fills variables and picks plurals by the language rules', () => {
    const t = '{n, plural, =0 {Ningún jugador} one {# jugador} other {# jugadores}} en {lugar}';
    expect(formatear(t, { n: 0, lugar: 'Lymhurst' })).toBe('Ningún jugador en Lymhurst');
    expect(formatear(t, { n: 1, lugar: 'Lymhurst' })).toBe('1 jugador en Lymhurst');
    expect(formatear(t, { n: 1500, lugar: 'X' }, 'es')).toBe('1.500 jugadores en X');
    expect(formatear('{n, plural, one {# player} other {# players}}', { n: 1500 }, 'en')).toBe('1,500 players');
    // Zero is plural in Brazilian Portuguese (CLDR's `pt` would say «0 jogador»).
    expect(formatear('{n, plural, one {# jogador} other {# jogadores}}', { n: 0 }, 'pt-BR')).toBe('0 jogadores');
    expect(formatear('{n, plural, one {# jogador} other {# jogadores}}', { n: 1 }, 'pt-BR')).toBe('1 jogador');
    expect(formatear('{n, plural, =0 {nenhum} one {# jogador} other {# jogadores}}', { n: 0 }, 'pt-BR')).toBe('nenhum');
  });
  it('select and nesting', () => {
    const t = '{estado, select, abierto {Abierto} other {Otro: {estado}}}';
    expect(formatear(t, { estado: 'abierto' })).toBe('Abierto');
    expect(formatear(t, { estado: 'x' })).toBe('Otro: x');
    expect(variablesDe(t)).toEqual(['estado']);
    expect(variablesDe('{a} y {n, plural, one {# {b}} other {#}}')).toEqual(['a', 'b', 'n']);
  });
  it('a text without braces is returned as it is; a malformed one throws', () => {
    expect(formatear('Pagar', { x: 1 })).toBe('Pagar');
    expect(() => formatear('{n, plural, one {x}}', { n: 1 })).toThrow();
    expect(() => formatear('a } b {c}', {})).toThrow();
  });
  it('reads a language from a header value', () => {
    expect(leerIdioma('pt-br')).toBe('pt-BR');
    expect(leerIdioma('EN-us')).toBe('en');
    expect(leerIdioma('fr')).toBeUndefined();
    expect(leerIdioma(undefined)).toBeUndefined();
  });
});
