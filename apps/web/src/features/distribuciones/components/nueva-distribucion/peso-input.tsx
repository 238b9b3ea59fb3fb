// A player's weight (docs/domain.md, "Money rules"): typed as a guild writes it — `0,5`, `0.5`, `1,5`.
// What the field shows is what is used: a weight out of 0,1–10, finer than a tenth or empty is refused
// with a sentence as it is typed (the weight becomes null, so the form cannot be sent), never clamped.
import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { MENSAJE_PESO, MENSAJE_PESO_VACIO, formatPeso, leerPeso } from '@reparto/contract';
import { textosDistribuciones } from '../../textos';
import { useIdioma, useTextos } from '../../../../lib/i18n/textos';

/** The field's sentence in the active language, for the contract's Spanish one. */
const ERROR = (error: string) =>
  error === MENSAJE_PESO_VACIO ? 'peso.vacio' : error === MENSAJE_PESO ? 'peso.rango' : 'peso.formato';

export function PesoInput({
  id,
  nickname,
  peso,
  onChange,
}: {
  id: string;
  nickname: string;
  /** The weight the form holds (null while the text is not a weight). */
  peso: number | null;
  onChange: (peso: number | null) => void;
}) {
  const t = useTextos(textosDistribuciones);
  // A weight as the language writes a decimal: `1,5` in es and pt-BR, `1.5` in en (both are read).
  const ingles = useIdioma() === 'en';
  const mostrar = (p: number) => (ingles ? String(p) : formatPeso(p));
  const [texto, setTexto] = useState(() => (peso === null ? '' : mostrar(peso)));
  const [visto, setVisto] = useState(peso);
  const leido = leerPeso(texto);
  // A weight set from outside («Corregir») replaces the text.
  if (peso !== visto) {
    setVisto(peso);
    if (leido.value !== peso) setTexto(peso === null ? '' : mostrar(peso));
  }
  return (
    <>
      <InputText
        id={id}
        value={texto}
        onChange={(e) => {
          const next = e.target.value;
          const { value } = leerPeso(next);
          setTexto(next);
          setVisto(value);
          onChange(value);
        }}
        onBlur={() => leido.value !== null && setTexto(mostrar(leido.value))}
        inputMode="decimal"
        autoComplete="off"
        size={3}
        className="dist-peso-input"
        aria-label={t('peso.de', { nickname })}
        invalid={leido.error !== undefined}
        aria-invalid={leido.error !== undefined}
        aria-describedby={leido.error !== undefined ? `${id}-error` : undefined}
      />
      {leido.error !== undefined ? (
        <small id={`${id}-error`} className="p-error dist-peso-error" role="alert">
          {t(ERROR(leido.error))}
        </small>
      ) : null}
    </>
  );
}
