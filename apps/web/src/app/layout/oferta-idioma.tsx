// The one-line offer (docs/idiomas.md): when the browser prefers Portuguese or English and the app is
// in another language, a line in that language proposes the switch. Either answer is remembered.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { descartarOferta, idiomaOfrecido } from '../../lib/i18n/idioma';
import { cambiarIdioma } from '../../lib/i18n/textos';
import { guardarIdiomaEnCuenta } from '../../lib/i18n/cuenta-idioma';
import { OFERTA } from '../../lib/i18n/textos/idioma';
import './idioma.css';

export function OfertaIdioma() {
  const [ofrecido, setOfrecido] = useState(() => idiomaOfrecido());
  if (!ofrecido) return null;
  const textos = OFERTA[ofrecido];
  const cerrar = () => {
    descartarOferta();
    setOfrecido(undefined);
  };
  return (
    <section className="oferta-idioma" lang={ofrecido} aria-label={textos.region}>
      <span>{textos.texto}</span>
      <Button
        size="small"
        label={textos.cambiar}
        onClick={() => {
          cerrar();
          void cambiarIdioma(ofrecido).then(() => guardarIdiomaEnCuenta(ofrecido));
        }}
      />
      <Button size="small" text label={textos.ahoraNo} onClick={cerrar} />
    </section>
  );
}
