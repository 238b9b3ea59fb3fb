// A row's action (components/tabla.tsx): PrimeReact's small button — the same markup and classes, so the
// theme draws it the same and its focus ring shows — without its component. A list draws dozens of them
// (ten periods × four buttons), and each PrimeReact Button runs its props merging, ripple and tooltip
// hooks on every render: on a phone's CPU that was main-thread time after the first paint (docs/
// decisions/010-one-light-table.md). Its accessible name says which row it acts on («Pagar a ana»).
import type { MouseEventHandler } from 'react';

export interface BotonFilaProps {
  label: string;
  /** The accessible name: the action and its row. */
  nombre: string;
  /** PrimeIcons classes, written whole ('pi pi-check': build/icons-prune.ts reads them). */
  icon?: string;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help';
  outlined?: boolean;
  text?: boolean;
  link?: boolean;
  /** Being sent: a spinner instead of the icon, and not pressable meanwhile. */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

export function BotonFila({
  label,
  nombre,
  icon,
  severity,
  outlined,
  text,
  link,
  loading,
  disabled,
  className,
  onClick,
}: BotonFilaProps) {
  const inactivo = Boolean(disabled || loading);
  const clases = [
    'p-button p-component',
    inactivo && 'p-disabled',
    loading && 'p-button-loading p-button-loading-left',
    outlined && 'p-button-outlined',
    link && 'p-button-link',
    text && 'p-button-text',
    'p-button-sm',
    severity && `p-button-${severity}`,
    className,
  ];
  const icono = loading ? 'p-button-loading-icon pi pi-spin pi-spinner' : icon;
  return (
    <button type="button" className={clases.filter(Boolean).join(' ')} aria-label={nombre} disabled={inactivo} onClick={onClick}>
      {icono ? <span className={`p-button-icon p-c p-button-icon-left ${icono}`} aria-hidden="true" /> : null}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
