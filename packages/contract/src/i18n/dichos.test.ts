import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '../index.js';
import { dicho, dichoDe, todosLosDichos, type Dicho } from './dichos.js';
import { campos } from './mensajes/es/campos.js';
import { dichoEn, mensaje } from './mensajes/index.js';

/**
 * What is wrong with the contract's sentences: a text that is not the Spanish catalogue's for its code
 * and values, a code outside the `campos` area (the only one the web loads), a text value that the web
 * could not say (not itself a sentence of the contract, nor a parameter's name such as `entidad`, the
 * same in every language).
 */
function problemas(dichos: ReadonlyMap<string, Dicho>): string[] {
  const salida: string[] = [];
  for (const [texto, d] of dichos) {
    if (!Object.hasOwn(campos, d.codigo)) salida.push(`fuera de campos: ${d.codigo}`);
    else if (mensaje(d.codigo, d.valores) !== texto) salida.push(`otro texto: ${d.codigo}: ${texto}`);
    for (const v of Object.values(d.valores ?? {}))
      if (typeof v === 'string' && !dichos.has(v) && !/^[a-z_]+$/.test(v)) salida.push(`valor sin código: ${d.codigo}: ${v}`);
  }
  return salida;
}

/** The lines of `fuente` (a schema module) whose zod `error` is a bare string, not said through `dicho`. */
const sinCodigo = (fuente: string): number[] =>
  fuente.split('\n').flatMap((linea, i) => (/\berror:\s*['`"]/.test(linea) ? [i + 1] : []));

/** The Discord sign-in's callback query (discord.ts): read by the API from Discord's redirect, never a form's. */
const SIN_FORMULARIO = new Set(['discord.ts']);

describe("the contract's own sentences", () => {
  it('every schema module says its zod messages through dicho (a bare string would stay Spanish in a form)', () => {
    const carpeta = path.resolve(__dirname, '..');
    const sueltos = readdirSync(carpeta)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !SIN_FORMULARIO.has(f))
      .flatMap((f) => sinCodigo(readFileSync(path.join(carpeta, f), 'utf8')).map((n) => `${f}:${n}`));
    expect(sueltos).toEqual([]);
    expect(
      sinCodigo("  .min(1, { error: 'Pegue algo' })\n  .max(2, { error: dicho('x.y', 'Demasiado') })\n  error: `${c} no`"),
    ).toEqual([1, 3]);
  });

  it('are each the Spanish catalogue’s text for its code, in the campos area, their text values said too', () => {
    expect(todosLosDichos().size).toBeGreaterThan(100);
    expect(problemas(todosLosDichos())).toEqual([]);
  });

  it('the check fails on another text, a code outside campos and a value without a code', () => {
    const rotos = new Map<string, Dicho>([
      ['El nickname es obligatorio.', { codigo: 'campo.nicknameObligatorio' }],
      ['No existe el periodo 3', { codigo: 'periodo.noExiste', valores: { id: 3 } }],
      ['El apodo es obligatorio', { codigo: 'campo.obligatorio', valores: { campo: 'El apodo' } }],
    ]);
    expect(problemas(rotos)).toEqual([
      'otro texto: campo.nicknameObligatorio: El nickname es obligatorio.',
      'fuera de campos: periodo.noExiste',
      'valor sin código: campo.obligatorio: El apodo',
    ]);
  });

  it('are found by their exact text only, and the text is returned unchanged', () => {
    expect(dichoDe('El nickname debe tener al menos 3 caracteres')).toEqual({ codigo: 'campo.nicknameMinimo' });
    expect(dichoDe('El motivo admite como máximo 200 caracteres')).toEqual({
      codigo: 'campo.maximoCaracteres',
      valores: { campo: 'El motivo', max: 200 },
    });
    expect(dichoDe('el nickname debe tener al menos 3 caracteres')).toBeUndefined();
    expect(dichoDe('El nickname debe tener al menos 3 caracteres ')).toBeUndefined();
    expect(dicho('campo.numero', 'Debe ser un número')).toBe('Debe ser un número');
  });

  it('are said in another language with their values, a field name by its own code (dichoEn); other texts not', () => {
    expect(dichoEn('El motivo admite como máximo 200 caracteres', 'pt-BR')).toBe('O motivo aceita no máximo 200 caracteres');
    expect(dichoEn('El nickname admite como máximo 32 caracteres', 'en')).toBe('The nickname takes at most 32 characters');
    expect(dichoEn('El motivo admite como máximo 200 caracteres', 'es')).toBe('El motivo admite como máximo 200 caracteres');
    expect(dichoEn('El motivo admite como máximo 201 caracteres', 'en')).toBeUndefined();
  });
});
