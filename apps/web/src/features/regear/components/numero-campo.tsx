// A whole number of the rules (tier, item power, percentage): empty is null when the field is optional;
// a text that is not a number stays NaN so that the form's schema says why.
import { InputText } from 'primereact/inputtext';
import { FieldError } from '../../../components/form-messages';

export const leerNumero = (texto: string, opcional: boolean): number | null => {
  const t = texto.trim();
  if (t === '') return opcional ? null : Number.NaN;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
};

export function NumeroCampo({
  id,
  label,
  value,
  onChange,
  opcional = false,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  opcional?: boolean;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <div className="regear-campo regear-numero">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value === null || Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(leerNumero(e.target.value, opcional))}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-mensaje`}
      />
      <FieldError id={`${id}-mensaje`} message={error} hint={hint} alert />
    </div>
  );
}
