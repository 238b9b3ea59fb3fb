// Every sentence the API sends is a code of the catalogues (docs/idiomas.md, "El servidor"): the error
// classes take a `CodigoMensaje` only (TypeScript refuses a literal sentence: lib/errors.test.ts), and
// the routes answer theirs with `frase`/`decir`. What is checked here is the catalogues themselves:
// no translation keeps a Spanish word, every code of the API's answers renders in every language.
import { describe, expect, it } from 'vitest';
import { formatear, variablesDe } from '@reparto/contract';
import { MENSAJES, MENSAJES_ES as es, type CodigoMensaje } from './mensajes.js';

/**
 * Spanish words that are neither English nor Portuguese (nor a value the API takes as it is: a claim
 * state in a query, `es` as a language code): one left in a translation is a piece that stayed Spanish.
 */
const ESPANOL = new Set(
  (
    'el los las del al y están estaba estaban fue puede pueden debe deben tiene tienen ya muerte fuera ' +
    'hasta ahora una un unos unas su sus le les lo ese esa eso esos esas estos periodo periodos jugador ' +
    'jugadores cuenta cuentas contraseña sesión nombre reclamo reclamos plata gremio distribución ' +
    'distribuciones encargado tesorero miembro días día fecha mes año datos cuerpo petición ningún ninguna ' +
    'más también cuando vuelva intente elija ingrese escriba pagados demasiado demasiados muy mismo ' +
    'hacer hecho siguiente acceso correo enero febrero marzo mayo junio julio septiembre octubre noviembre diciembre'
  ).split(' '),
);

/** Codes whose translation still keeps a Spanish word, and why (none today). */
const PENDIENTES: Record<string, string> = {};

/** The Spanish words left in `texto` (a translation), without the commands it quotes (`/plata nickname:`). */
function espanolEn(texto: string): string[] {
  const limpio = texto.replace(/`[^`]*`/g, ' ');
  return (limpio.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []).filter((p) => ESPANOL.has(p));
}

describe('every catalogue entry translates fully', () => {
  it('and every catalogue entry: no translation keeps a Spanish word', () => {
    const restos = (Object.keys(es) as CodigoMensaje[]).flatMap((codigo) =>
      (['en', 'pt-BR'] as const).flatMap((idioma) => {
        const valores = Object.fromEntries(variablesDe(es[codigo]).map((v) => [v, 7]));
        const quedan = espanolEn(formatear(MENSAJES[idioma][codigo], valores, idioma));
        return quedan.length > 0 && !(codigo in PENDIENTES) ? [`${idioma} ${codigo}: ${quedan.join(', ')}`] : [];
      }),
    );
    expect(restos).toEqual([]);
  });

  it('and the check finds a piece left in Spanish', () => {
    expect(espanolEn('Death 7 (1 de noviembre del 2025) is outside')).toEqual(['noviembre', 'del']);
    expect(espanolEn('Use `/plata nickname:` now')).toEqual([]);
  });
});
