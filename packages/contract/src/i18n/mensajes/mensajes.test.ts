import { describe, expect, it } from 'vitest';
import { IDIOMAS } from '../idioma.js';
import { formatear, variablesDe } from '../icu.js';
import { MENSAJES, es, type CodigoMensaje } from './index.js';

const codigos = Object.keys(es) as CodigoMensaje[];

/** What is wrong with a translation: a missing or extra code, an empty text, other variable names. */
function problemas(catalogo: Readonly<Record<string, string>>): string[] {
  const salida = codigos.filter((c) => !(c in catalogo)).map((c) => `falta ${c}`);
  salida.push(
    ...Object.keys(catalogo)
      .filter((c) => !(c in es))
      .map((c) => `sobra ${c}`),
  );
  for (const codigo of codigos.filter((c) => c in catalogo)) {
    const texto = catalogo[codigo]!;
    if (typeof texto !== 'string' || texto.trim() === '') salida.push(`vacío ${codigo}`);
    else if (variablesDe(texto).join() !== variablesDe(es[codigo]).join()) salida.push(`variables ${codigo}`);
  }
  return salida;
}

describe('the catalogues', () => {
  it.each(IDIOMAS.filter((i) => i !== 'es'))('%s has every code, no other, each non-empty with the same variables', (idioma) => {
    expect(problemas(MENSAJES[idioma])).toEqual([]);
  });

  it('the check fails on a missing translation, an empty one and one with other variables', () => {
    const roto: Record<string, string> = {
      ...MENSAJES.en,
      'periodo.cerrado': ' ',
      'periodo.yaAbierto': 'Open in {place}',
      extra: 'x',
    };
    delete roto['periodo.noExiste'];
    expect(new Set(problemas(roto))).toEqual(
      new Set(['falta periodo.noExiste', 'sobra extra', 'variables periodo.yaAbierto', 'vacío periodo.cerrado']),
    );
  });

  it('every template renders in every language', () => {
    for (const idioma of IDIOMAS) {
      for (const codigo of codigos) {
        const valores = Object.fromEntries(variablesDe(es[codigo]).map((v) => [v, 7]));
        expect(() => formatear(MENSAJES[idioma][codigo], valores, idioma), `${idioma} ${codigo}`).not.toThrow();
      }
    }
  });
});
