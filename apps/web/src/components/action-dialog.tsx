// A dialog with one action: its content, and a footer with "Cancelar" and the action's button (or a
// footer of its own). The look of the period dialogs: a fixed width that turns into the screen's
// width on a narrow screen. The content is a form whose submit button is the action: Enter in a field
// runs it, unless it is disabled or running (one request per intent). It opens with the focus on its
// first field (enfocarPrimerCampo), not on the × of its header: Enter then acts, it does not close.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button, type ButtonProps } from 'primereact/button';
import { retenerEscapeDeListas } from './lista-abierta';
import { enfocarPrimerCampo } from './focus';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';

export interface ActionDialogProps {
  header: string;
  onHide: () => void;
  /** Shown unless false (a dialog that stays mounted closes with its animation). */
  visible?: boolean;
  /** Width on a wide screen, e.g. '28rem'. */
  width: string;
  /** Below this screen width the dialog takes 94 % of it. */
  breakpoint?: string;
  /** The action's button (label, icon, severity, disabled, loading) and what it does. */
  action?: Pick<ButtonProps, 'label' | 'icon' | 'severity' | 'disabled' | 'loading'> & { onClick: () => void };
  /** A footer of its own instead of "Cancelar" and the action. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function ActionDialog({
  header,
  onHide,
  visible = true,
  width,
  breakpoint = '640px',
  action,
  footer,
  className = 'periodos-dialog',
  children,
}: ActionDialogProps) {
  const t = useTextos(textosNucleo);
  const formId = useId();
  const dialog = useRef<Dialog>(null);
  // onShow comes at the end of the opening transition, and once (on a busy browser) it did not leave the
  // focus on the first field: the dialog also tries each frame of its first second until the focus is
  // inside (enfocarPrimerCampo leaves a focus already inside, or in another dialog, where it is).
  useEffect(() => {
    if (!visible) return;
    let intentos = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const intentar = () => {
      const contenido = dialog.current?.getContent();
      if (contenido) enfocarPrimerCampo(contenido);
      if (!contenido?.contains(document.activeElement) && ++intentos < 60) timer = setTimeout(intentar, 16);
    };
    timer = setTimeout(intentar, 0);
    return () => clearTimeout(timer);
  }, [visible]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action && !action.disabled && !action.loading) action.onClick();
  };
  return (
    <Dialog
      ref={dialog}
      // PrimeReact gives the focus to the header's × when nothing in the dialog has it: the first field
      // takes it first (onShow runs before that).
      onShow={() => enfocarPrimerCampo(dialog.current?.getContent())}
      className={className}
      header={header}
      visible={visible}
      onHide={onHide}
      style={{ width }}
      breakpoints={{ [breakpoint]: '94vw' }}
      footer={
        footer ?? (
          <div className="dialog-footer">
            <Button label={t('comun.cancelar')} severity="secondary" text onClick={onHide} />
            {action ? <Button {...action} onClick={undefined} type="submit" form={formId} /> : null}
          </div>
        )
      }
    >
      {action ? (
        <form id={formId} onSubmit={submit} onKeyDown={retenerEscapeDeListas} noValidate>
          {children}
        </form>
      ) : (
        children
      )}
    </Dialog>
  );
}
