// Pieces shared by the dialogs of the accounts tab: the dialog itself, a field with its error, the
// password input and the charges multi-select.
import type { ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { CampoClave } from '../../../components/campo-clave';
import { MultiSelect } from 'primereact/multiselect';
import { multiSelectPt, useMultiSelectFocus } from '../../../components/multiselect-pt';
import { retenerEscapeDeListas } from '../../../components/lista-abierta';
import { enfocarAlMostrar } from '../../../components/focus';
import { FieldError } from '../../../components/form-messages';
import type { CargoOption } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreCargo } from '../../../lib/i18n/nombres';
import { textosJugadores } from '../textos';

/** A random password of 16 characters, for the leader to pass on. */
export function generarClave(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A password chosen by the leader: shown on demand, no strength meter; its error/hint is `${inputId}-error`. */
export function ClaveInput({
  inputId,
  field,
  invalid,
}: {
  inputId: string;
  field: { value: string; onChange(value: string): void; onBlur(): void };
  invalid: boolean;
}) {
  return (
    <CampoClave
      inputId={inputId}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      autoComplete="new-password"
      invalid={invalid}
      aria-describedby={`${inputId}-error`}
    />
  );
}

/** A field of an account's form: its label, its control and, below, its error or its hint (`${id}-error`). */
export function CampoCuenta({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} message={error} hint={hint} />
    </>
  );
}

export function CuentaDialog({
  header,
  campoInicial,
  onHide,
  children,
}: {
  header: string;
  /** The id of the first field: it, not the close icon, has the focus once the dialog is shown. */
  campoInicial: string;
  onHide(): void;
  children: ReactNode;
}) {
  return (
    <Dialog
      onShow={enfocarAlMostrar(campoInicial)}
      header={header}
      visible
      onHide={onHide}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
      draggable={false}
      className="jugadores-dialog"
    >
      {/* Escape on the open list of charges closes the list, not the dialog. */}
      <div onKeyDown={retenerEscapeDeListas}>{children}</div>
    </Dialog>
  );
}

export function CargosSelect({
  inputId,
  value,
  onChange,
  cargos,
  bloqueados = [],
  invalid,
}: {
  inputId: string;
  value: number[];
  onChange(value: number[]): void;
  cargos: CargoOption[];
  bloqueados?: number[];
  invalid: boolean;
}) {
  const t = useTextos(textosJugadores);
  const foco = useMultiSelectFocus(inputId);
  return (
    <MultiSelect
      inputId={inputId}
      pt={multiSelectPt(inputId, t('cargos'))}
      onShow={foco.onShow}
      onHide={foco.onHide}
      value={value}
      options={cargos.map((c) => ({
        ...c,
        nombre_cargo: nombreCargo(c.nombre_cargo),
        bloqueado: bloqueados.includes(c.id_cargo),
      }))}
      optionLabel="nombre_cargo"
      optionValue="id_cargo"
      optionDisabled="bloqueado"
      onChange={(e) => onChange(e.value as number[])}
      placeholder={t('cargos.ninguno')}
      display="chip"
      invalid={invalid}
    />
  );
}
