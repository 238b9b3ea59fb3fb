// A player's weight (docs/domain.md, "Money rules"): typed as a guild writes it — `0,5`, `0.5`, `1,5`.
// What the field shows is what is used: a weight out of 0,1–10, finer than a tenth or empty is refused
// with a sentence as it is typed (the weight becomes null, so the form cannot be sent), never clamped.
import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { formatPeso, leerPeso } from '@reparto/contract';

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
  const [texto, setTexto] = useState(() => (peso === null ? '' : formatPeso(peso)));
  const [visto, setVisto] = useState(peso);
  const leido = leerPeso(texto);
  // A weight set from outside («Corregir») replaces the text.
  if (peso !== visto) {
    setVisto(peso);
    if (leido.value !== peso) setTexto(peso === null ? '' : formatPeso(peso));
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
        onBlur={() => leido.value !== null && setTexto(formatPeso(leido.value))}
        inputMode="decimal"
        autoComplete="off"
        size={3}
        className="dist-peso-input"
        aria-label={`Peso de ${nickname}`}
        invalid={leido.error !== undefined}
        aria-invalid={leido.error !== undefined}
        aria-describedby={leido.error !== undefined ? `${id}-error` : undefined}
      />
      {leido.error !== undefined ? (
        <small id={`${id}-error`} className="p-error dist-peso-error" role="alert">
          {leido.error}
        </small>
      ) : null}
    </>
  );
}
