// Invisible characters in names and free texts (docs/domain.md, "Names and texts"). Copied from a chat
// or a game client, a name often carries zero-width characters or bidirectional marks (U+200F around
// `aldrakar`): invisible on screen, they make two equal names differ. Plain functions without zod, so
// that the web's fields clean what is typed with the same rules the server applies.
import { dicho } from './i18n/dichos.js';

/** Zero-width characters, bidirectional marks and other format characters that are only noise in a name. */
const INVISIBLES_NOMBRE =
  // eslint-disable-next-line no-misleading-character-class -- each one is listed alone on purpose: they are what is removed
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF]/g;

/**
 * Noise in a free text: zero-width space, word joiner, byte-order mark, soft hyphen and the
 * direction marks (LRM, RLM, ALM). Zero-width joiners and non-joiners are kept between two letters
 * or symbols that are not ASCII (an emoji sequence, a Persian word), where they mean something.
 */
const INVISIBLES_TEXTO = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u2060-\u2064\uFEFF]/g;
const UNION_SIN_SENTIDO = /(?<![^\s\p{ASCII}])[\u200C\u200D]|[\u200C\u200D](?![^\s\p{ASCII}])/gu;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the
 * text around them, so they cannot be taken out without changing what the text says. A free text
 * holding one is refused, and the field says so as it is typed.
 */
export const CONTROL_BIDI = /[\u202A-\u202E\u2066-\u2069]/;

/** A name without its invisible characters (a name is letters and digits: every one of them is noise). */
export function limpiarNombre(nombre: string): string {
  return nombre.replace(INVISIBLES_NOMBRE, '');
}

/** A free text (a reason) without the invisible characters that are only noise. */
export function limpiarTexto(texto: string): string {
  return texto.replace(INVISIBLES_TEXTO, '').replace(UNION_SIN_SENTIDO, '');
}

/** The sentence that refuses a free text with bidirectional controls. */
export const mensajeControlBidi = (campo: string) =>
  dicho('campo.controlBidi', `${campo} contiene caracteres de control no permitidos`, { campo });
