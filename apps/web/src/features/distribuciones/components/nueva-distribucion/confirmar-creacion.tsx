// The confirmation before «Crear», inside the dialog (docs/domain.md, "Screens and texts"): it takes the
// form's place (the form stays, hidden, with everything typed), so it is never clipped or placed off the
// dialog on a phone. The focus starts on «Sí, crear», Tab stays inside, «No» or Escape go back.
import { useEffect, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { trapTab } from '../../../../components/focus';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

const ID_SI = 'dist-si-crear';

export function ConfirmarCreacion({
  children,
  creando,
  onSi,
  onNo,
}: {
  /** What is about to be created (Confirmacion). */
  children: ReactNode;
  creando: boolean;
  onSi: () => void;
  onNo: () => void;
}) {
  const t = useTextos(textosDistribuciones);
  // Focused here, once shown: PrimeReact's own autofocus waits for the dialog's focus handling.
  useEffect(() => document.getElementById(ID_SI)?.focus(), []);
  return (
    <section role="alertdialog" aria-label={t('conf.aria')} className="dist-confirmar" onKeyDown={trapTab}>
      {children}
      <div className="dist-dialog-buttons">
        <Button type="button" label={t('conf.no')} severity="secondary" outlined onClick={onNo} disabled={creando} />
        <Button id={ID_SI} type="button" label={t('conf.si')} icon="pi pi-check" onClick={onSi} loading={creando} />
      </div>
    </section>
  );
}
