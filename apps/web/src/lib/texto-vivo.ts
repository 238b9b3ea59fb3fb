// A text kept in a module-level binding (`export let`) that other modules import by name, e.g. the
// detail of a failed save (components/toast.tsx, ERROR_DETALLE): it follows the active language, so
// that whoever reads it when the text is needed reads it in the language shown (docs/idiomas.md).
import { idiomaActual, suscribirIdioma } from './i18n/idioma';
import { textosNucleo } from './textos';

/**
 * Calls `actualizar` now, again once the shared catalogue of the active language has arrived (at
 * start it may still be on its way), and at every change of language (whose catalogues are loaded
 * before the change: lib/i18n/textos.ts, cambiarIdioma).
 */
export function seguirIdioma(actualizar: () => void): void {
  actualizar();
  void textosNucleo.cargar(idiomaActual()).then(actualizar, () => undefined);
  suscribirIdioma(actualizar);
}
