// A silver field (docs/domain.md, "Money rules"): silver is a whole number up to SILVER_MAX, written
// the Spanish way ("45.000.000" or "45000000"). What the field shows is what is saved: a decimal comma,
// a stray character or a number over the maximum is refused with a sentence as it is typed (the
// value becomes null, so the form cannot be sent), never rounded or cut into another number.
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { SILVER_MAX, formatEntero, formatSilver } from '@reparto/contract';
import { FieldError } from './form-messages';

export const MENSAJE_SIN_DECIMALES = 'La plata es un número entero: quite la coma y los decimales';
export const MENSAJE_FORMATO_PLATA = 'Escriba solo dígitos, con puntos para separar los miles (45.000.000)';
export const mensajeMaximo = (max: number) => `El máximo es ${formatSilver(max)}`;

export type SilverParse = { value: number | null; error?: undefined } | { value: null; error: string };

/** The silver a text says: null for an empty text, or the sentence that says why it is not silver. */
export function parseSilver(text: string, max: number = SILVER_MAX): SilverParse {
  const compact = text.replace(/\s/g, '').replace(/^\$/, '');
  if (compact === '') return { value: null };
  if (compact.includes(',')) return { value: null, error: MENSAJE_SIN_DECIMALES };
  // Digits, optionally grouped by dots in threes: 45000000 or 45.000.000 (a dot before fewer or more
  // than three digits is a decimal point written the English way: refused, not guessed).
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(compact)) return { value: null, error: MENSAJE_FORMATO_PLATA };
  const digits = compact.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  // Compared as text first: a number beyond 2^53 would already be rounded.
  if (digits.length > String(max).length || Number(digits) > max) return { value: null, error: mensajeMaximo(max) };
  return { value: Number(digits) };
}

const shown = (value: number | null) => (value === null ? '' : formatEntero(value));
const dots = (text: string) => text.split('.').length - 1;

/**
 * The text to show after an edit: grouped again as it is typed ("1.234" then 5 → "12.345") when the
 * edit only added or removed digits of a grouped text; a dot or comma the person typed, or a pasted
 * text, stays as it is, to be read strictly (an English "4.5" is refused, never read as 45).
 */
function reagrupar(previous: string, next: string): string {
  const digits = next.replace(/\./g, '');
  const grouped = previous === '' || /^\d{1,3}(\.\d{3})*$/.test(previous);
  if (!grouped || !/^\d+$/.test(digits) || dots(next) > dots(previous) || next.length - previous.length > 1) return next;
  // Grouped as text: a number too long for a float is never rounded into another one.
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export interface SilverInputProps {
  id: string;
  value: number | null;
  /** The new value on every key: null while the text is empty or not silver (then with the reason). */
  onChange: (value: number | null, refused?: string) => void;
  max?: number;
  /** The form's own message for the field (required, too small…); the field's own refusal goes first. */
  error?: string | undefined;
  /** Said under the field while there is no error; the maximum when not given. */
  hint?: string;
  placeholder?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
}

export function SilverInput({
  id,
  value,
  onChange,
  max = SILVER_MAX,
  error,
  hint,
  placeholder,
  readOnly,
  autoFocus,
}: SilverInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  // After regrouping, the caret goes back after the same number of digits.
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  // A focus that no click placed (a dialog opening on this field, a Tab) selects the amount shown, so
  // that typing replaces it: «Cambiar valor» opened on $45.000.000 and «5000» made $450.000.005.000.
  const conPuntero = useRef(false);
  useLayoutEffect(() => {
    const el = input.current;
    const wanted = caretDigits.current;
    caretDigits.current = null;
    if (!el || wanted === null || document.activeElement !== el) return;
    let pos = 0;
    for (let seenDigits = 0; pos < text.length && seenDigits < wanted; pos++) if (/\d/.test(text[pos]!)) seenDigits++;
    el.setSelectionRange(pos, pos);
  }, [text]);
  const parsed = parseSilver(text, max);
  // A value set from outside (the breakdown's net, a reset) replaces the text.
  if (value !== seen) {
    setSeen(value);
    if (parsed.value !== value) setText(shown(value));
  }
  const message = parsed.error ?? error;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = reagrupar(text, typed);
    if (next !== typed) {
      caretDigits.current = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
    }
    setText(next);
    const result = parseSilver(next, max);
    setSeen(result.value);
    onChange(result.value, result.error);
  };

  return (
    <>
      <InputText
        ref={input}
        id={id}
        value={text}
        onChange={change}
        onBlur={() => parsed.error === undefined && setText(shown(parsed.value))}
        onPointerDown={() => (conPuntero.current = true)}
        onFocus={(e) => {
          if (!conPuntero.current) e.currentTarget.select();
          conPuntero.current = false;
        }}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        readOnly={readOnly}
        autoFocus={autoFocus}
        invalid={Boolean(message)}
        aria-invalid={Boolean(message)}
        aria-describedby={`${id}-mensaje`}
      />
      <FieldError id={`${id}-mensaje`} message={message} hint={hint ?? `Número entero, máximo ${formatSilver(max)}`} alert />
    </>
  );
}
