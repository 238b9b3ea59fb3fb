// "Restablecer contraseña": a new password for an account, typed or generated; every session of the
// account ends.
import { Controller } from 'react-hook-form';
import { Button } from 'primereact/button';
import { CLAVE_MIN, ClaveCuentaItemSchema, type CuentaRow } from '@reparto/contract';
import { FieldError, ServerError } from '../../../components/form-messages';
import { useFormularioZod } from '../../../lib/formulario';
import { useTextos } from '../../../lib/i18n/textos';
import { textosJugadores } from '../textos';
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
  const t = useTextos(textosJugadores);
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
    <CuentaDialog header={t('clave.de', { cuenta: cuenta.email })} campoInicial="clave-cuenta" onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label={t('clave.restablecer')}>
        <label htmlFor="clave-cuenta">{t('clave.nueva')}</label>
        <div className="clave-row">
          <Controller
            name="password"
            control={control}
            render={({ field }) => <ClaveInput inputId="clave-cuenta" field={field} invalid={errors.password !== undefined} />}
          />
          <Button
            type="button"
            label={t('clave.generar')}
            icon="pi pi-refresh"
            severity="secondary"
            outlined
            onClick={() => setValue('password', generarClave(), { shouldValidate: true })}
          />
        </div>
        <FieldError id="clave-cuenta-error" message={errors.password?.message} hint={t('clave.minimo', { n: CLAVE_MIN })} />
        <small>{propia ? t('clave.propia') : t('clave.otra')}</small>
        <ServerError message={errors.root?.['server']?.message} />
        <Button type="submit" label={t('clave.aceptar')} icon="pi pi-key" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}
