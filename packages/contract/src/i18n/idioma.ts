// The app's languages (docs/idiomas.md): Spanish is the source and the default, with every label of the
// spec character for character; Português (Brasil) and English are complete translations.

export const IDIOMAS = ['es', 'pt-BR', 'en'] as const;
export type Idioma = (typeof IDIOMAS)[number];
export const IDIOMA_POR_DEFECTO: Idioma = 'es';

/**
 * The header the web sends, explicitly, to ask the API for its sentences in another language. Not the
 * browser's own `Accept-Language`: a Spanish-speaking member in Brazil sends `pt-BR` there too. With no
 * header (or `es`, or an unknown value) every answer is the Spanish one, byte for byte.
 */
export const IDIOMA_HEADER = 'x-idioma';

/** The cookie the web keeps beside local storage, so the API can announce the right catalogue files with a page's HTML. */
export const IDIOMA_COOKIE = 'idioma';

/** Each language's name, in itself: the picker's options in every language. */
export const NOMBRES_IDIOMA: Readonly<Record<Idioma, string>> = { es: 'Español', 'pt-BR': 'Português', en: 'English' };

/** A language this app speaks, or undefined (case-insensitive; `pt` and `pt-br` are pt-BR, `en-US` is en). */
export function leerIdioma(valor: unknown): Idioma | undefined {
  if (typeof valor !== 'string') return undefined;
  const v = valor.trim().toLowerCase();
  if (v === 'es' || v.startsWith('es-')) return 'es';
  if (v === 'pt' || v.startsWith('pt-')) return 'pt-BR';
  if (v === 'en' || v.startsWith('en-')) return 'en';
  return undefined;
}

/** A translation of a source (Spanish) catalogue: the same keys, no more, no fewer (checked by tsc). */
export type Traduccion<Fuente> = { readonly [K in keyof Fuente]: string };
