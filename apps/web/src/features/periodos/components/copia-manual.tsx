// When nothing could copy (no Clipboard API and execCommand refused): the text, selected, to copy by
// hand, with a sentence that says so in Spanish.
import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';

export function CopiaManual({ texto, onCerrar }: { texto: string; onCerrar: () => void }) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, [texto]);
  return (
    <div className="copia-manual" role="alert">
      <label htmlFor="copia-manual-texto">
        El navegador no permitió copiar automáticamente: el texto está seleccionado, cópielo con Ctrl+C (o mantenga pulsado en el
        teléfono).
      </label>
      <textarea
        id="copia-manual-texto"
        ref={area}
        className="p-inputtext p-component"
        readOnly
        value={texto}
        rows={Math.min(6, texto.split('\n').length)}
      />
      <Button label="Listo" size="small" text onClick={onCerrar} />
    </div>
  );
}
