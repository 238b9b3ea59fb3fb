// "Restablecer contraseña": a new password for an account, typed or generated; every session of the
// account ends.
import { Controller } from 'react-hook-form';
import { Button } from 'primereact/button';
import { CLAVE_MIN, ClaveCuentaItemSchema, type CuentaRow } from '@reparto/contract';
import { FieldError, ServerError } from '../../../components/form-messages';
import { useFormularioZod } from '../../../lib/formulario';
import { ClaveInput, CuentaDialog, generarClave, type Save } from './cuenta-fields';

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
  } = useFormularioZod(ClaveFormSchema, { password: '' });
  const submit = handleSubmit(async ({ password }) => {
    const failure = await onSave(password);
    if (failure) setError('root.server', { message: failure });
  });
  return (
    <CuentaDialog header={`Restablecer la contraseña de ${cuenta.email}`} campoInicial="clave-cuenta" onHide={onHide}>
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
