// "Restablecer contraseña": a new password for an account, typed or generated; every session of the
// account ends.
import { Controller } from 'react-hook-form';
import { Button } from 'primereact/button';
import { CLAVE_MIN, ClaveCuentaItemSchema, type CuentaRow } from '@reparto/contract';
import { ServerError } from '../../../components/form-messages';
import { useFormularioZod } from '../../../lib/formulario';
import { useTextos } from '../../../lib/i18n/textos';
import { textosJugadores } from '../textos';
import { CampoCuenta, ClaveInput, CuentaDialog, generarClave } from './cuenta-fields';
import { enviarGuardando, type Save } from './guardar';

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
  const form = useFormularioZod(ClaveFormSchema, { password: '' });
  const {
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const submit = enviarGuardando(form, ({ password }) => onSave(password));
  return (
    <CuentaDialog header={t('clave.de', { cuenta: cuenta.email })} campoInicial="clave-cuenta" onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label={t('clave.restablecer')}>
        <CampoCuenta
          id="clave-cuenta"
          label={t('clave.nueva')}
          error={errors.password?.message}
          hint={t('clave.minimo', { n: CLAVE_MIN })}
        >
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
        </CampoCuenta>
        <small>{propia ? t('clave.propia') : t('clave.otra')}</small>
        <ServerError message={errors.root?.['server']?.message} />
        <Button type="submit" label={t('clave.aceptar')} icon="pi pi-key" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}
