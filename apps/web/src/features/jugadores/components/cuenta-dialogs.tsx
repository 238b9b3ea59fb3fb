// Dialogs of the accounts tab: create an account for a player, change its charges, reset its password.
// Each validates with the contract's schema (the API validates with the same one).
import type { ReactNode } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  CARGO,
  CLAVE_MIN,
  CargosCuentaItemSchema,
  ClaveCuentaItemSchema,
  CrearCuentaItemSchema,
  type CargoOption,
  type CrearCuentaItem,
  type CuentaRow,
} from '@reparto/contract';

/** Resolves with the server's message when the change failed (shown in the dialog). */
type Save<T> = (values: T) => Promise<string | undefined>;

/** The field's error, or its hint while there is none. */
function FieldError({ id, message, hint }: { id: string; message: string | undefined; hint?: string }) {
  if (message) {
    return (
      <small id={id} className="p-error">
        {message}
      </small>
    );
  }
  return hint ? (
    <small id={id} className="field-hint">
      {hint}
    </small>
  ) : null;
}

function ServerError({ message }: { message: string | undefined }) {
  return message ? <Message severity="error" text={message} role="alert" /> : null;
}

/** A random password of 16 characters, for the leader to pass on. */
export function generarClave(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A password chosen by the leader: shown on demand, no strength meter; its error/hint is `${inputId}-error`. */
function ClaveInput({
  inputId,
  field,
  invalid,
}: {
  inputId: string;
  field: { value: string; onChange(value: string): void; onBlur(): void };
  invalid: boolean;
}) {
  return (
    <Password
      inputId={inputId}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      feedback={false}
      toggleMask
      autoComplete="new-password"
      invalid={invalid}
      aria-describedby={`${inputId}-error`}
    />
  );
}

function CuentaDialog({ header, onHide, children }: { header: string; onHide(): void; children: ReactNode }) {
  return (
    <Dialog
      header={header}
      visible
      onHide={onHide}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
      draggable={false}
      className="jugadores-dialog"
    >
      {children}
    </Dialog>
  );
}

function CargosSelect({
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
  return (
    <MultiSelect
      inputId={inputId}
      value={value}
      options={cargos.map((c) => ({ ...c, bloqueado: bloqueados.includes(c.id_cargo) }))}
      optionLabel="nombre_cargo"
      optionValue="id_cargo"
      optionDisabled="bloqueado"
      onChange={(e) => onChange(e.value as number[])}
      placeholder="Sin cargos"
      display="chip"
      invalid={invalid}
    />
  );
}

type CrearDraft = z.input<typeof CrearCuentaItemSchema>;

export function CrearCuentaDialog({
  cargos,
  onHide,
  onSave,
}: {
  cargos: CargoOption[];
  onHide(): void;
  onSave: Save<CrearCuentaItem>;
}) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CrearDraft, unknown, CrearCuentaItem>({
    resolver: zodResolver(CrearCuentaItemSchema),
    defaultValues: { nickname: '', email: '', password: '', cargos: [] },
  });
  const submit = handleSubmit(async (values) => {
    const failure = await onSave(values);
    if (failure) setError('root.server', { message: failure });
  });
  return (
    <CuentaDialog header="Crear cuenta" onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label="Crear cuenta">
        <label htmlFor="cuenta-nickname">Nickname del jugador</label>
        <Controller
          name="nickname"
          control={control}
          render={({ field }) => (
            <InputText
              id="cuenta-nickname"
              value={field.value}
              onChange={(e) => field.onChange(e.target.value.toLowerCase())}
              onBlur={field.onBlur}
              autoComplete="off"
              autoFocus
              maxLength={32}
              invalid={errors.nickname !== undefined}
              aria-describedby="cuenta-nickname-error"
            />
          )}
        />
        <FieldError id="cuenta-nickname-error" message={errors.nickname?.message} />

        <label htmlFor="cuenta-email">Email</label>
        <InputText
          id="cuenta-email"
          type="email"
          autoComplete="off"
          {...register('email')}
          invalid={errors.email !== undefined}
          aria-describedby="cuenta-email-error"
        />
        <FieldError id="cuenta-email-error" message={errors.email?.message} />

        <label htmlFor="cuenta-password">Contraseña inicial</label>
        <Controller
          name="password"
          control={control}
          render={({ field }) => <ClaveInput inputId="cuenta-password" field={field} invalid={errors.password !== undefined} />}
        />
        <FieldError id="cuenta-password-error" message={errors.password?.message} hint={`Al menos ${CLAVE_MIN} caracteres.`} />

        <label htmlFor="cuenta-cargos">Cargos</label>
        <Controller
          name="cargos"
          control={control}
          render={({ field }) => (
            <CargosSelect
              inputId="cuenta-cargos"
              value={field.value}
              onChange={field.onChange}
              cargos={cargos}
              invalid={errors.cargos !== undefined}
            />
          )}
        />

        <ServerError message={errors.root?.['server']?.message} />
        <Button type="submit" label="Crear cuenta" icon="pi pi-user-plus" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}

const CargosFormSchema = CargosCuentaItemSchema.pick({ cargos: true });

export function CargosCuentaDialog({
  cuenta,
  propia,
  cargos,
  onHide,
  onSave,
}: {
  cuenta: CuentaRow;
  /** The leader's own account: the LIDER charge cannot be removed here. */
  propia: boolean;
  cargos: CargoOption[];
  onHide(): void;
  onSave: Save<number[]>;
}) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof CargosFormSchema>, unknown, z.output<typeof CargosFormSchema>>({
    resolver: zodResolver(CargosFormSchema),
    defaultValues: { cargos: cuenta.cargos },
  });
  const submit = handleSubmit(async ({ cargos: elegidos }) => {
    const failure = await onSave(elegidos);
    if (failure) setError('root.server', { message: failure });
  });
  return (
    <CuentaDialog header={`Cargos de ${cuenta.email}`} onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label="Cambiar cargos">
        <label htmlFor="cargos-cuenta">Cargos</label>
        <Controller
          name="cargos"
          control={control}
          render={({ field }) => (
            <CargosSelect
              inputId="cargos-cuenta"
              value={field.value}
              onChange={field.onChange}
              cargos={cargos}
              bloqueados={propia ? [CARGO.LIDER] : []}
              invalid={errors.cargos !== undefined}
            />
          )}
        />
        {propia ? <small>No puede quitarse su propio cargo LIDER: otro líder debe hacerlo.</small> : null}
        <ServerError message={errors.root?.['server']?.message} />
        <Button type="submit" label="Guardar cargos" icon="pi pi-save" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}

const ClaveFormSchema = ClaveCuentaItemSchema.pick({ password: true });

export function ClaveCuentaDialog({
  cuenta,
  propia,
  onHide,
  onSave,
}: {
  cuenta: CuentaRow;
  propia: boolean;
  onHide(): void;
  onSave: Save<string>;
}) {
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ClaveFormSchema>, unknown, z.output<typeof ClaveFormSchema>>({
    resolver: zodResolver(ClaveFormSchema),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    const failure = await onSave(password);
    if (failure) setError('root.server', { message: failure });
  });
  return (
    <CuentaDialog header={`Restablecer la contraseña de ${cuenta.email}`} onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label="Restablecer contraseña">
        <label htmlFor="clave-cuenta">Nueva contraseña</label>
        <div className="clave-row">
          <Controller
            name="password"
            control={control}
            render={({ field }) => <ClaveInput inputId="clave-cuenta" field={field} invalid={errors.password !== undefined} />}
          />
          <Button
            type="button"
            label="Generar"
            icon="pi pi-refresh"
            severity="secondary"
            outlined
            onClick={() => setValue('password', generarClave(), { shouldValidate: true })}
          />
        </div>
        <FieldError id="clave-cuenta-error" message={errors.password?.message} hint={`Al menos ${CLAVE_MIN} caracteres.`} />
        <small>
          {propia
            ? 'Es su propia cuenta: su sesión se cerrará y tendrá que entrar con la nueva contraseña.'
            : 'Todas las sesiones abiertas de esta cuenta se cerrarán.'}
        </small>
        <ServerError message={errors.root?.['server']?.message} />
        <Button type="submit" label="Restablecer" icon="pi pi-key" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}
