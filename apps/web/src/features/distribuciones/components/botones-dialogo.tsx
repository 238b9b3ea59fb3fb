// The buttons at the foot of the distribution page's dialogs: «Cancelar» first, then any other
// choice, then the dialog's action (its submit button, or a plain button when the dialog has no form).
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'primereact/button';
import { useTextos } from '../../../lib/i18n/textos';
import { textosDistribuciones } from '../textos';

export function BotonesDialogo({
  onCancelar,
  accion,
  children,
}: {
  onCancelar: () => void;
  accion: Pick<ButtonProps, 'type' | 'label' | 'icon' | 'severity' | 'disabled' | 'loading' | 'onClick'>;
  /** Choices between «Cancelar» and the action. */
  children?: ReactNode;
}) {
  const t = useTextos(textosDistribuciones);
  return (
    <div className="dist-dialog-buttons">
      <Button type="button" label={t('dialogo.cancelar')} severity="secondary" outlined onClick={onCancelar} />
      {children}
      <Button {...accion} />
    </div>
  );
}
