// A message's raw values (traductor.ts, `ValorMensaje`): each language writes silver, integers, days
// and pieces of sentences its own way, and Spanish stays the API's text.
import { describe, expect, it } from 'vitest';
import { fragmento, mensaje, textoEn } from './index.js';

describe('raw values', () => {
  it('silver and days the way of each language, Spanish as the API always wrote them', () => {
    const v = { regear: { plata: 1234567 }, neto: { plata: -5 } };
    expect(mensaje('distribucion.regearSuperaNeto', v)).toBe(
      'El regear descontado ($1.234.567) no deja plata para repartir: el neto es -$5',
    );
    expect(mensaje('distribucion.regearSuperaNeto', v, 'en')).toContain('$1,234,567');
    const dia = { fecha: '2025-11-01T15:21:09.000Z', hora: true };
    const valores = { evento: 7, fecha: dia, periodo: 3, desde: dia, hasta: dia };
    expect(mensaje('regear.fueraDelPeriodo', valores)).toBe(
      'La muerte 7 (1 de noviembre del 2025 15:21 UTC) está fuera del periodo 3: del 1 de noviembre del 2025 15:21 UTC al 1 de noviembre del 2025 15:21 UTC',
    );
    expect(mensaje('regear.fueraDelPeriodo', valores, 'en')).toContain('November 1, 2025 15:21 UTC');
    expect(mensaje('regear.fueraDelPeriodo', valores, 'pt-BR')).toContain('1 de novembro de 2025 15:21 UTC');
  });

  it('a piece of sentence by its exact text (or in lower case), rendered in each language; a name stays as it is', () => {
    expect(fragmento('Finalizado')).toEqual({ codigo: 'frag.estadoFinalizado' });
    expect(fragmento('aprobado')).toEqual({ codigo: 'frag.reclamoAprobado', minusculas: true });
    expect(fragmento('Los Otros')).toBe('Los Otros');
    const valores = { estado: fragmento('Finalizado'), accion: fragmento('cerrar un periodo'), requerido: fragmento('Abierto') };
    expect(mensaje('periodo.estado', valores)).toBe('El periodo está Finalizado; solo se puede cerrar un periodo Abierto');
    const en = mensaje('periodo.estado', valores, 'en');
    expect(en).not.toMatch(/Finalizado|cerrar|Abierto/);
    expect(mensaje('regear.enEstado', { id: 4, estado: fragmento('aprobado'), accion: fragmento('aprobar') })).toBe(
      'El regear #4 está aprobado: no se puede aprobar',
    );
  });

  it('a fixed text by an exact dictionary (the validation parts), never a sentence with values', () => {
    expect(textoEn('El nickname es obligatorio', 'en')).toBe(mensaje('campo.nicknameObligatorio', {}, 'en'));
    expect(textoEn('El nickname es obligatorio', 'pt-BR')).toBe(mensaje('campo.nicknameObligatorio', {}, 'pt-BR'));
    expect(textoEn('No existe el periodo 12', 'en')).toBeUndefined();
    expect(textoEn('el nickname es obligatorio ', 'en')).toBeUndefined();
  });
});
