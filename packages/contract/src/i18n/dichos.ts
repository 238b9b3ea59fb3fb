// The contract's own sentences (a zod field message such as «El nickname es obligatorio», a field's
// name such as «El motivo») with their code in the message catalogues (docs/idiomas.md, "La web"). A
// schema writes its Spanish text through `dicho(code, text)`, which answers that text unchanged and
// remembers its code and values; a form that shows the text finds them by the exact text and says it
// in the reader's language from that language's chunk of the catalogue. No sentence is ever parsed.
import type { CodigoMensaje } from './mensajes/es.js';

/** A contract sentence's code and raw values (a value that is itself a `dicho` text is said too). */
export interface Dicho {
  readonly codigo: CodigoMensaje;
  readonly valores?: Readonly<Record<string, string | number>>;
}

const dichos = new Map<string, Dicho>();

/** `texto` (exactly the catalogue's Spanish for `codigo` with `valores`), remembered with its code. */
export function dicho<T extends string>(codigo: CodigoMensaje, texto: T, valores?: Dicho['valores']): T {
  if (!dichos.has(texto)) dichos.set(texto, valores ? { codigo, valores } : { codigo });
  return texto;
}

/** The code and values of a contract sentence, by its exact text; undefined for any other text. */
export const dichoDe = (texto: string): Dicho | undefined => dichos.get(texto);

/** Every sentence the loaded schemas said so far (tests: each one must be the catalogue's). */
export const todosLosDichos = (): ReadonlyMap<string, Dicho> => dichos;
