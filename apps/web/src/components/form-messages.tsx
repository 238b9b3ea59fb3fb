// The messages of a form: a field's error (or its hint) and the server's refusal of the whole form.
import type { ReactNode } from 'react';
import { Message } from 'primereact/message';
import { useMensajeTraducido } from '../lib/i18n/mensajes-servidor';

/** The field's error, or its hint while there is none; `alert` announces the error as it appears. */
export function FieldError({
  id,
  message,
  hint,
  alert = false,
}: {
  id: string;
  message: string | undefined;
  hint?: string;
  alert?: boolean;
}) {
  // A sentence of the contract's schemas comes in Spanish: shown in the active language.
  const texto = useMensajeTraducido(message);
  if (texto) {
    return (
      <small id={id} className="p-error" role={alert ? 'alert' : undefined}>
        {texto}
      </small>
    );
  }
  return hint ? (
    <small id={id} className="field-hint">
      {hint}
    </small>
  ) : null;
}

export function ServerError({ message }: { message: string | undefined }) {
  return message ? <Message severity="error" text={message} role="alert" /> : null;
}

/** A form field: its label, the control, and its error (or hint) under it; `className` is the form's layout. */
export function Campo({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-msg`} message={error} {...(hint ? { hint } : {})} />
    </div>
  );
}
