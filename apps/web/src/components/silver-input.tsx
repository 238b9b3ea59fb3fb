// A silver field (docs/domain.md, "Money rules"): silver is a whole number up to SILVER_MAX, written
// with the active language's grouping: es and pt-BR "45.000.000", en "45,000,000", or plain digits
// "45000000" in any. What the field shows is what is saved: a decimal separator of the language (a
// comma in es/pt-BR, a dot in en), a stray character or a number over the maximum is refused with a
// sentence as it is typed (the value becomes null, so the form cannot be sent), never rounded, cut or
// guessed into another number.
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { SILVER_MAX, enteroEn, formatear, plataEn, separadorMiles, type Idioma, type Valores } from '@reparto/contract';
import { FieldError } from './form-messages';
import { textosNucleo } from '../lib/textos';
import { idiomaActual } from '../lib/i18n/idioma';
import { useIdioma, useTextos } from '../lib/i18n/textos';
import { seguirIdioma } from '../lib/texto-vivo';

type Clave = Parameters<typeof textosNucleo.t>[0];

/** A text of the shared catalogue in `idioma` (the active language's when that one is not loaded). */
function texto(idioma: Idioma, clave: Clave, valores?: Valores): string {
  const catalogo = textosNucleo.catalogo(idioma);
  return catalogo?.[clave] === undefined ? textosNucleo.t(clave, valores) : formatear(catalogo[clave], valores, idioma);
}

/** «La plata es un número entero: quite la coma y los decimales» (en: the decimal point). */
export const mensajeSinDecimales = (idioma: Idioma = idiomaActual()) => texto(idioma, 'plata.sinDecimales');
/** «Escriba solo dígitos, con puntos para separar los miles (45.000.000)» (en: commas, 45,000,000). */
export const mensajeFormatoPlata = (idioma: Idioma = idiomaActual()) => texto(idioma, 'plata.formato');
/** «El máximo es $1.000.000.000.000» (en `$1,000,000,000,000`). */
export const mensajeMaximo = (max: number, idioma: Idioma = idiomaActual()) =>
  texto(idioma, 'plata.maximo', { max: plataEn(idioma, max) });

/**
 * The first two sentences in the active language, for the modules that import them by name (the
 * bindings follow the language); new code calls the functions above.
 */
export let MENSAJE_SIN_DECIMALES = '';
export let MENSAJE_FORMATO_PLATA = '';
seguirIdioma(() => {
  MENSAJE_SIN_DECIMALES = mensajeSinDecimales();
  MENSAJE_FORMATO_PLATA = mensajeFormatoPlata();
});

export type SilverParse = { value: number | null; error?: undefined } | { value: null; error: string };

/** Silver as typed, by the thousands separator: plain digits, or digits grouped in threes. */
const ESCRITA = { '.': /^(\d+|\d{1,3}(\.\d{3})+)$/, ',': /^(\d+|\d{1,3}(,\d{3})+)$/ } as const;
/** A text the field grouped itself (the regrouping goes on while only digits change). */
const AGRUPADA = { '.': /^\d{1,3}(\.\d{3})*$/, ',': /^\d{1,3}(,\d{3})*$/ } as const;

/**
 * The silver a text says, read with the grouping of `idioma`: null for an empty text, or the sentence
 * (in that language) that says why it is not silver.
 */
export function parseSilver(text: string, max: number = SILVER_MAX, idioma: Idioma = idiomaActual()): SilverParse {
  const miles = separadorMiles(idioma);
  const decimal = miles === '.' ? ',' : '.';
  const compact = text.replace(/\s/g, '').replace(/^\$/, '');
  if (compact === '') return { value: null };
  if (compact.includes(decimal)) return { value: null, error: mensajeSinDecimales(idioma) };
  // Digits, optionally grouped in threes by the language's separator: 45000000 or 45.000.000 (en
  // 45,000,000). A separator before fewer or more than three digits is refused, not guessed.
  if (!ESCRITA[miles].test(compact)) return { value: null, error: mensajeFormatoPlata(idioma) };
  const digits = compact
    .split(miles)
    .join('')
    .replace(/^0+(?=\d)/, '');
  // Compared as text first: a number beyond 2^53 would already be rounded.
  if (digits.length > String(max).length || Number(digits) > max) return { value: null, error: mensajeMaximo(max, idioma) };
  return { value: Number(digits) };
}

const shown = (value: number | null, idioma: Idioma) => (value === null ? '' : enteroEn(idioma, value));
const count = (text: string, c: string) => text.split(c).length - 1;

/**
 * The text to show after an edit: grouped again as it is typed ("1.234" then 5 → "12.345"; en
 * "1,234" → "12,345") when the edit only added or removed digits of a grouped text; a separator the
 * person typed, or a pasted text, stays as it is, to be read strictly (an English "4.5" in Spanish is
 * refused, never read as 45).
 */
function reagrupar(previous: string, next: string, miles: '.' | ','): string {
  const digits = next.split(miles).join('');
  const grouped = previous === '' || AGRUPADA[miles].test(previous);
  if (!grouped || !/^\d+$/.test(digits) || count(next, miles) > count(previous, miles) || next.length - previous.length > 1)
    return next;
  // Grouped as text: a number too long for a float is never rounded into another one.
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, miles);
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
  const t = useTextos(textosNucleo);
  const idioma = useIdioma();
  const [text, setText] = useState(() => shown(value, idioma));
  const [seen, setSeen] = useState(value);
  // The language the text was written in. On a change, an amount is shown again in the new grouping;
  // a refused text is read again in the new language, and the form told (after this render).
  const [escritoEn, setEscritoEn] = useState(idioma);
  const releer = useRef(false);
  if (idioma !== escritoEn) {
    setEscritoEn(idioma);
    const antes = parseSilver(text, max, escritoEn);
    if (antes.error === undefined) setText(shown(antes.value, idioma));
    else releer.current = true;
  }
  useEffect(() => {
    if (!releer.current) return;
    releer.current = false;
    const result = parseSilver(text, max);
    setSeen(result.value);
    onChange(result.value, result.error);
  }, [text, max, onChange, idioma]);
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
    if (parsed.value !== value) setText(shown(value, idioma));
  }
  const message = parsed.error ?? error;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = reagrupar(text, typed, separadorMiles(idioma));
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
        onBlur={() => parsed.error === undefined && setText(shown(parsed.value, idioma))}
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
      <FieldError id={`${id}-mensaje`} message={message} hint={hint ?? t('plata.pista', { max: plataEn(idioma, max) })} alert />
    </>
  );
}
