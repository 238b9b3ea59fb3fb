// A reason or a motive (docs/domain.md, "Names and texts"): every free text that others read later —
// «Motivo» of a distribution, «Razón» of a deletion or of an undone payment. What is pasted loses the
// invisible characters that are only noise as it is typed (the server does the same); a bidirectional
// override, which cannot be taken out safely, is said at once. A counter shows the length, and the
// field says when it reaches the maximum (the browser stops there: a longer paste is cut, and said).
import type { KeyboardEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { CONTROL_BIDI, TEXTO_MAX, limpiarTexto } from '@reparto/contract';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import { FieldError } from './form-messages';
import { enterEnviaFormulario } from './razon-enter';
import './razon-input.css';

/** «Ha llegado al máximo de 200 caracteres», in the active language. */
export const mensajeMaximoTexto = (max: number) => textosNucleo.t('razon.maximo', { max });

/**
 * The sentence a reason's own text deserves as it is typed (before any rule of the form), in the
 * active language: the contract's mensajeControlBidi, «El motivo contiene caracteres de control…».
 */
export function mensajeDeTexto(campo: string, texto: string): string | undefined {
  return CONTROL_BIDI.test(texto) ? textosNucleo.t('razon.control', { campo }) : undefined;
}

export interface RazonInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The field as its sentences name it, in the active language: «El motivo», «La razón». */
  campo: string;
  /** A text area of this many rows (Enter sends its form, Shift+Enter starts a line); one line without. */
  rows?: number;
  /** The form's own message (required…); the text's own refusal goes first. */
  error?: string | undefined;
  placeholder?: string;
  autoFocus?: boolean;
  /** One line outside a form: what Enter does. */
  onEnter?: () => void;
  max?: number;
}

export function RazonInput({
  id,
  value,
  onChange,
  campo,
  rows,
  error,
  placeholder,
  autoFocus,
  onEnter,
  max = TEXTO_MAX,
}: RazonInputProps) {
  // Its sentences come from the catalogue as it renders: a change of language renders it again.
  useTextos(textosNucleo);
  const mensaje = mensajeDeTexto(campo, value) ?? error;
  const lleno = value.length >= max;
  const props = {
    id,
    value,
    maxLength: max,
    placeholder,
    autoFocus,
    autoComplete: 'off',
    invalid: Boolean(mensaje),
    'aria-invalid': Boolean(mensaje),
    'aria-describedby': `${id}-mensaje ${id}-contador`,
  };
  const cambiar = (texto: string) => onChange(limpiarTexto(texto));
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || !onEnter || e.nativeEvent.isComposing) return;
    e.preventDefault();
    onEnter();
  };
  return (
    <>
      {rows ? (
        <InputTextarea {...props} rows={rows} onChange={(e) => cambiar(e.target.value)} onKeyDown={enterEnviaFormulario} />
      ) : (
        <InputText {...props} onChange={(e) => cambiar(e.target.value)} onKeyDown={enter} />
      )}
      <div className="razon-pie">
        <FieldError id={`${id}-mensaje`} message={mensaje} alert />
        <small id={`${id}-contador`} className={lleno ? 'razon-contador razon-lleno' : 'razon-contador'}>
          {lleno ? `${mensajeMaximoTexto(max)} (${value.length}/${max})` : `${value.length}/${max}`}
        </small>
        {/* Said once when the maximum is reached, not at every key. */}
        <span className="sr-only" role="status">
          {lleno ? mensajeMaximoTexto(max) : ''}
        </span>
      </div>
    </>
  );
}
