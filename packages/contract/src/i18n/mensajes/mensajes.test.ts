import { describe, expect, it } from 'vitest';
import { IDIOMAS } from '../idioma.js';
import { formatear, variablesDe } from '../icu.js';
import { MENSAJES, es, mensaje, reconocerMensaje, traducirFragmento, traducirMensaje, type CodigoMensaje } from './index.js';

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

describe('the translator', () => {
  it('recognises every Spanish sentence it can produce and renders it back the same', () => {
    for (const codigo of codigos.filter((c) => !c.startsWith('frag.'))) {
      for (const muestra of [7, 1, 0, 'Lymhurst']) {
        const valores = Object.fromEntries(variablesDe(es[codigo]).map((v) => [v, muestra]));
        const texto = mensaje(codigo, valores);
        const hallado = reconocerMensaje(texto);
        expect(hallado, `${codigo}: ${texto}`).toBeDefined();
        expect(mensaje(hallado!.codigo, hallado!.valores), codigo).toBe(texto);
      }
    }
  });

  it('translates with the values, the pieces and the number grouping of the language', () => {
    expect(traducirMensaje('No existe el periodo 12', 'en')).toBe('Period 12 does not exist');
    expect(traducirMensaje('No existe el periodo 12', 'pt-BR')).toBe('O período 12 não existe');
    expect(traducirMensaje('Falta 1 pago por registrar', 'en')).toBe('1 payment is still to be recorded');
    expect(traducirMensaje('Faltan 3 pagos por registrar', 'pt-BR')).toBe('Faltam registrar 3 pagamentos');
    expect(traducirMensaje('El periodo está En distribución; solo se puede cerrar un periodo Abierto', 'en')).toBe(
      'The period is In distribution; you can only close a period that is Open',
    );
    expect(traducirMensaje('Distribución 123456 realizada: $1.234.567 entre 3 jugadores ($411.522 por jugador)', 'en')).toBe(
      'Distribution 123456 done: $1,234,567 among 3 players ($411,522 per player)',
    );
    expect(traducirMensaje('El regear #5 está aprobado: no se puede aprobar', 'pt-BR')).toBe(
      'O regear #5 está aprovado: não é possível aprovar',
    );
    expect(traducirMensaje('Línea 3 del registro: la suma de un jugador es demasiado grande', 'en')).toBe(
      "Line 3 of the log: a player's sum is too large",
    );
    // A claim outside its period: every piece in the language asked, its dates too.
    const fuera =
      'La muerte 856003 (1 de noviembre del 2025 15:21 UTC) está fuera del periodo 3: del 2 de noviembre del 2025 00:00 UTC';
    expect(traducirMensaje(`${fuera} hasta ahora`, 'en')).toBe(
      'Death 856003 (November 1, 2025 15:21 UTC) is outside period 3: from November 2, 2025 00:00 UTC until now',
    );
    expect(traducirMensaje(`${fuera} al 30 de noviembre del 2025 23:59 UTC`, 'pt-BR')).toBe(
      'A morte 856003 (1 de novembro de 2025 15:21 UTC) está fora do período 3: de 2 de novembro de 2025 00:00 UTC a 30 de novembro de 2025 23:59 UTC',
    );
    expect(traducirMensaje('3 regears pagados (1 ya estaba pagado)', 'en')).toBe('3 regears paid (1 was already paid)');
    expect(traducirMensaje('1 pago registrado', 'pt-BR')).toBe('1 pagamento registrado');
    expect(traducirFragmento('Abierto', 'pt-BR')).toBe('Aberto');
    expect(traducirFragmento('pagado', 'en')).toBe('paid');
  });

  it('leaves Spanish, and a text no template produces, as they are', () => {
    expect(traducirMensaje('No existe el periodo 12', 'es')).toBe('No existe el periodo 12');
    expect(traducirMensaje('algo que nadie escribió', 'en')).toBe('algo que nadie escribió');
    expect(traducirMensaje('', 'pt-BR')).toBe('');
  });
});
