// Every sentence the API can send comes from a catalogue entry (docs/idiomas.md, "El servidor"): the
// texts given to the error classes, to `message:`/`error:` (zod's too) and the `MENSAJE*` constants, in
// apps/api/src and packages/contract/src, are recognised by the Spanish catalogue — so each has a code,
// hence a translation. A `${…}` is filled with sample values first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frasesDe, frasesFuente, type FraseFuente } from '../testing/frases-fuente.js';
import { reconocerMensaje } from './mensajes.js';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Sentences that never reach an answer's `message`, and why. */
const FUERA: Record<string, string> = {
  'apps/api/src/env.ts': 'errors of the configuration at start, in the log',
  'apps/api/src/adapters/discord/webhook.ts': "the webhook's failures, kept in the outbox for the leader's panel",
  'apps/api/src/adapters/albion/killboard-gameinfo.ts:49': "a check of Albion's own answer, never shown",
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
