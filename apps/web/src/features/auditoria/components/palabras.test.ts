// The log's words in Spanish are exactly what the contract says (the CSV export and the spec use the
// contract's); the other languages translate each of them.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { etiqueta, nombreCampo } from '@reparto/contract';
import es from '../textos/es';
import en from '../textos/en';
import ptBR from '../textos/pt-BR';
import { CAMPOS, PALABRAS, useCampo, usePalabra } from './palabras';

describe('the words of the audit log', () => {
  it.each(Object.entries(PALABRAS))(
    'action or entity %s: Spanish as the contract, translated in pt-BR and en',
    (palabra, clave) => {
      expect(es[clave]).toBe(etiqueta(palabra));
      expect(en[clave]).not.toBe('');
      expect(ptBR[clave]).not.toBe('');
    },
  );
  it.each(Object.entries(CAMPOS))('field %s: Spanish as the contract, translated in pt-BR and en', (campo, clave) => {
    expect(es[clave]).toBe(nombreCampo(campo));
    expect(en[clave]).not.toBe('');
    expect(ptBR[clave]).not.toBe('');
  });
  it('an unknown word reads as the contract says it', () => {
    expect(renderHook(() => usePalabra()).result.current('cambiar_lugar')).toBe('Cambiar lugar');
    expect(renderHook(() => useCampo()).result.current('otroCampo')).toBe('otroCampo');
    expect(renderHook(() => usePalabra()).result.current('cambiar_silver')).toBe('Cambiar silver albion');
  });
});
