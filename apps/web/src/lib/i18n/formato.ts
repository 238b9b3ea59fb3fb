// Dates, silver and counts in the active language (docs/idiomas.md, "Formats"): es exactly as the
// spec («21 de septiembre del 2025», `$1.234.567`), pt-BR «21 de setembro de 2025», en
// «September 21, 2025» and `$1,234,567`.
import { enteroEn, fechaEn, plataEn, type Idioma } from '@reparto/contract';
import { useIdioma } from './textos';
import { idiomaActual } from './idioma';

export interface Formato {
  idioma: Idioma;
  fecha: (valor: string | Date | null | undefined) => string;
  plata: (valor: number | null | undefined) => string;
  entero: (valor: number) => string;
}

function formatoDe(idioma: Idioma): Formato {
  return {
    idioma,
    fecha: (valor) => fechaEn(idioma, valor),
    plata: (valor) => plataEn(idioma, valor),
    entero: (valor) => enteroEn(idioma, valor),
  };
}

const formatos = new Map<Idioma, Formato>();
/** The formats of the active language, outside React (a chart's caption, a CSV file name). */
export function formato(idioma: Idioma = idiomaActual()): Formato {
  let f = formatos.get(idioma);
  if (!f) formatos.set(idioma, (f = formatoDe(idioma)));
  return f;
}

/** The formats of the active language; a component re-renders when the language changes. */
export function useFormato(): Formato {
  return formato(useIdioma());
}
