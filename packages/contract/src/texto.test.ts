import { describe, expect, it } from 'vitest';
import { NicknameSchema, textoSchema } from './common.js';
import { nombresDeLista, quitarEtiquetaGremio } from './distribuciones-jugadores.js';
import { formatPeso, leerPeso, MENSAJE_PESO, MENSAJE_PESO_FORMATO, MENSAJE_PESO_VACIO } from './reparto.js';
import { limpiarNombre, limpiarTexto } from './texto.js';

describe('invisible characters', () => {
  it('a name loses every zero-width character and bidirectional mark', () => {
    expect(limpiarNombre('\u200Faldrakar\u200F')).toBe('aldrakar');
    expect(limpiarNombre('\u200Bal\u200Cdra\u200Dkar\u2060\uFEFF\u202E\u2066')).toBe('aldrakar');
    expect(NicknameSchema.parse(' \u200FAldrakar\u200E ')).toBe('aldrakar');
    expect(nombresDeLista('\u200Faldrakar\u200F\n[TAG]\u200B brunhild')).toEqual(['aldrakar', 'brunhild']);
    expect(quitarEtiquetaGremio('\u200E[TAG] Caelum\u200F')).toBe('Caelum');
  });

  it('a free text loses the noise but keeps joiners that join an emoji or a word', () => {
    expect(limpiarTexto('\u200FZvZ\u200B en\u2060 Caerleon\uFEFF')).toBe('ZvZ en Caerleon');
    // 👨‍👩‍👧 is three emoji joined by U+200D: kept; a joiner beside ASCII is noise.
    expect(limpiarTexto('Familia 👨\u200D👩\u200D👧')).toBe('Familia 👨\u200D👩\u200D👧');
    expect(limpiarTexto('Zv\u200DZ \u200C')).toBe('ZvZ ');
    expect(textoSchema('El motivo', 200).parse('\u200F ZvZ \u200F')).toBe('ZvZ');
    expect(textoSchema('El motivo', 200).safeParse('\u200F\u200B').success).toBe(false);
    expect(textoSchema('El motivo', 200).safeParse('a\u202Eb').error?.issues[0]?.message).toBe(
      'El motivo contiene caracteres de control no permitidos',
    );
  });
});

describe('leerPeso', () => {
  it('reads a weight as typed, with a comma or a dot', () => {
    for (const [texto, peso] of [
      ['0,5', 0.5],
      ['0.5', 0.5],
      [',5', 0.5],
      ['1,5', 1.5],
      ['2', 2],
      ['10', 10],
      ['0,1', 0.1],
      [' 1,50 ', 1.5],
    ] as const) {
      expect(leerPeso(texto)).toEqual({ value: peso });
    }
  });

  it('refuses out of range, finer than a tenth, empty or not a number, never clamping', () => {
    for (const texto of ['150', '10,1', '0', '0,05', '1,25'])
      expect(leerPeso(texto)).toEqual({ value: null, error: MENSAJE_PESO });
    expect(leerPeso('')).toEqual({ value: null, error: MENSAJE_PESO_VACIO });
    for (const texto of ['abc', '1,5,5', '-1', '1e1'])
      expect(leerPeso(texto)).toEqual({ value: null, error: MENSAJE_PESO_FORMATO });
  });

  it('shows a weight with a comma', () => {
    expect([formatPeso(1.5), formatPeso(2), formatPeso(0.1)]).toEqual(['1,5', '2', '0,1']);
  });
});
