// When nothing could copy (no Clipboard API and execCommand refused): the text, selected, to copy by
// hand, with a sentence that says so.
import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { useTextos } from '../../../lib/i18n/textos';
import { textosPeriodosDialogos } from './textos';

export function CopiaManual({ texto, onCerrar }: { texto: string; onCerrar: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, [texto]);
  return (
    <div className="copia-manual" role="alert">
      <label htmlFor="copia-manual-texto">{t('copia.manual')}</label>
      <textarea
        id="copia-manual-texto"
        ref={area}
        className="p-inputtext p-component"
        readOnly
        value={texto}
        rows={Math.min(6, texto.split('\n').length)}
      />
      <Button label={t('copia.listo')} size="small" text onClick={onCerrar} />
    </div>
  );
}
