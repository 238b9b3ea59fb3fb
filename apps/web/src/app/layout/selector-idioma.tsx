// The header's language picker (docs/idiomas.md): a native select, named «Idioma» in every language,
// its options each language's own name. The new language's catalogues load before the switch, so no
// frame is painted half in one language.
import { IDIOMAS, NOMBRES_IDIOMA, leerIdioma } from '@reparto/contract';
import { cambiarIdioma, useIdioma } from '../../lib/i18n/textos';
import { guardarIdiomaEnCuenta } from '../../lib/i18n/cuenta-idioma';
import { ETIQUETA_IDIOMA } from '../../lib/i18n/textos/idioma';
import './idioma.css';

export function SelectorIdioma() {
  const idioma = useIdioma();
  return (
    <label className="selector-idioma">
      <i className="pi pi-globe" aria-hidden="true" />
      <select
        aria-label={ETIQUETA_IDIOMA}
        value={idioma}
        onChange={(e) => {
          const elegido = leerIdioma(e.target.value);
          if (!elegido) return;
          void cambiarIdioma(elegido).then(() => guardarIdiomaEnCuenta(elegido));
        }}
      >
        {IDIOMAS.map((i) => (
          <option key={i} value={i} lang={i}>
            {NOMBRES_IDIOMA[i]}
          </option>
        ))}
      </select>
    </label>
  );
}
