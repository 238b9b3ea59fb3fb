// Every sentence the API can send comes from a catalogue entry (docs/idiomas.md, "El servidor"): the
// texts given to the error classes, to `message:`/`error:` (zod's too) and the `MENSAJE*` constants, in
// apps/api/src and packages/contract/src, are recognised by the Spanish catalogue — so each has a code,
// hence a translation. A `${…}` is filled with sample values first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatear, variablesDe } from '@reparto/contract';
import { frasesDe, frasesFuente, type FraseFuente } from '../testing/frases-fuente.js';
import { MENSAJES, MENSAJES_ES as es, reconocerMensaje, traducirMensaje, type CodigoMensaje } from './mensajes.js';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Sentences that never reach an answer's `message`, and why. */
const FUERA: Record<string, string> = {
  'apps/api/src/env.ts': 'errors of the configuration at start, in the log',
  'apps/api/src/adapters/discord/webhook.ts': "the webhook's failures, kept in the outbox for the leader's panel",
  'TimeStamp no es una fecha': "a check of Albion's own answer (killboard-gameinfo.ts), never shown",
  'apps/api/src/modules/exportar/csv.ts': 'a log line',
  'el cliente cortó la petición antes de enviarla entera': 'a log line (plugins/errors.ts)',
};

const fuera = (f: FraseFuente) => {
  const relativo = path.relative(raiz, f.archivo);
  return relativo in FUERA || `${relativo}:${f.linea}` in FUERA || f.texto in FUERA;
};

/** A sentence with its holes filled: the samples a hole may hold (a number, a name, a list). */
const MUESTRAS = ['7', 'Lymhurst', '7, 8', '$1.500'];

function reconocida(f: FraseFuente): boolean {
  return MUESTRAS.some((m) => reconocerMensaje(f.texto.replace(/\{\d+\}/g, m)) !== undefined);
}

const sinCodigo = (frases: FraseFuente[]) =>
  frases.filter((f) => !fuera(f) && !reconocida(f)).map((f) => `${path.relative(raiz, f.archivo)}:${f.linea} «${f.texto}»`);

describe('the catalogue covers every sentence', () => {
  it('of the API and the contract', () => {
    const frases = frasesFuente([path.join(raiz, 'apps/api/src'), path.join(raiz, 'packages/contract/src')]);
    expect(frases.length).toBeGreaterThan(200);
    expect(sinCodigo(frases)).toEqual([]);
  });

  it('and fails on a new one that has no code', () => {
    const codigo = [
      'throw new NotFound(`No existe la torre ${id}`);',
      "throw new Conflict('El periodo 3 no existe');",
      "const s = z.string({ error: 'Una frase sin código' });",
      "export const MENSAJE_NUEVO = 'Otra frase sin código';",
    ].join('\n');
    const frases = frasesDe(path.join(raiz, 'apps/api/src/x.ts'), codigo);
    expect(frases.map((f) => f.texto)).toEqual([
      'No existe la torre {0}',
      'El periodo 3 no existe',
      'Una frase sin código',
      'Otra frase sin código',
    ]);
    expect(sinCodigo(frases).map((s) => s.replace(/^.*«|»$/g, ''))).toEqual([
      'No existe la torre {0}',
      'Una frase sin código',
      'Otra frase sin código',
    ]);
  });
});

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

/** Sentences that read the same in Portuguese. */
const IGUALES_PT = new Set(['Discord desvinculado', 'Canal de voz inválido']);

/**
 * The Spanish words left in `texto` (a translation), without the neutral samples it was filled with and
 * the commands it quotes (`/plata nickname:`).
 */
function espanolEn(texto: string): string[] {
  let limpio = texto.replace(/`[^`]*`/g, ' ');
  for (const m of MUESTRAS) limpio = limpio.split(m).join(' ');
  return (limpio.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []).filter((p) => ESPANOL.has(p));
}

/** A date the API writes (formatFecha, with or without its time). */
const FECHAS = ['1 de noviembre del 2025 15:21 UTC', '1 de noviembre del 2025'];

/**
 * What each hole may hold, the likeliest first: the texts its source falls back to (`x || 'ningún
 * gremio'`, which reach the answer as they are), a date where the source writes one, then the samples.
 */
function candidatos(expresion: string): string[] {
  const literales = [...expresion.matchAll(/'([^']*\p{L}[^']*)'/gu)].map((m) => m[1]!);
  const fechas = /fecha|diaYHora|formatFecha/i.test(expresion) ? FECHAS : [];
  return [...literales, ...fechas, ...MUESTRAS];
}

/** The sentence filled so that the catalogue recognises it (each hole's k-th candidate), or undefined. */
function rellenas(f: FraseFuente): string[] {
  const porHueco = f.expresiones.map(candidatos);
  const vueltas = Math.max(1, ...porHueco.map((c) => c.length));
  const salida: string[] = [];
  for (let k = 0; k < vueltas; k++) {
    const texto = f.texto.replace(/\{(\d+)\}/g, (_, i: string) => {
      const c = porHueco[Number(i)]!;
      return c[Math.min(k, c.length - 1)]!;
    });
    if (reconocerMensaje(texto) !== undefined && !salida.includes(texto)) salida.push(texto);
  }
  return salida;
}

/** What is wrong with a sentence's translations: unchanged, or with Spanish words left in. */
function sinTraducir(frases: FraseFuente[]): string[] {
  const salida: string[] = [];
  for (const f of frases.filter((x) => !fuera(x))) {
    for (const es of rellenas(f)) {
      for (const idioma of ['en', 'pt-BR'] as const) {
        const traducida = traducirMensaje(es, idioma);
        const quedan = espanolEn(traducida);
        const igual = traducida === es && !(idioma === 'pt-BR' && IGUALES_PT.has(es));
        if ((igual || quedan.length > 0) && !(reconocerMensaje(es)!.codigo in PENDIENTES))
          salida.push(`${path.relative(raiz, f.archivo)}:${f.linea} ${idioma} «${traducida}» (${quedan.join(', ') || 'igual'})`);
      }
    }
  }
  return salida;
}

describe('every sentence of the API translates fully', () => {
  it('into English and Portuguese, no Spanish word left (dates and the texts a hole falls back to included)', () => {
    const frases = frasesFuente([path.join(raiz, 'apps/api/src'), path.join(raiz, 'packages/contract/src')]);
    expect(sinTraducir(frases)).toEqual([]);
  });

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

  it('and the check fails on a piece left in Spanish', () => {
    const codigo = [
      'throw new BadRequest(`La muerte ${eventId} (${diaYHora(fecha)}) está fuera del periodo ${id}: del ${diaYHora(a)} al ${diaYHora(b)}`);',
      "throw new BadRequest(`La muerte ${eventId} no es del gremio: ${v.Name} estaba en ${v.GuildName || 'ninguna parte'}`);",
      "throw new NotFound('No existe el periodo 3');",
    ].join('\n');
    const problemas = sinTraducir(frasesDe(path.join(raiz, 'apps/api/src/x.ts'), codigo));
    // A text the hole falls back to, which no fragment translates, stays Spanish: found.
    expect(problemas.filter((p) => p.includes('ninguna parte')).length).toBe(2);
    expect(problemas.filter((p) => p.includes('fuera') || p.includes('outside') || p.includes('fora'))).toEqual([]);
    expect(espanolEn('Death 7 (1 de noviembre del 2025) is outside')).toEqual(['noviembre', 'del']);
  });
});
