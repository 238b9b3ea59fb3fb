// "Crear cuenta": an account for a player, validated with the contract's schema (the API validates
// with the same one).
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { CLAVE_MIN, CrearCuentaItemSchema, NICKNAME_MAX, type CargoOption, type CrearCuentaItem } from '@reparto/contract';
import { FieldError, ServerError } from '../../../components/form-messages';
import { useTextos } from '../../../lib/i18n/textos';
import { textosJugadores } from '../textos';
import { CargosSelect, ClaveInput, CuentaDialog, type Save } from './cuenta-fields';

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
  const t = useTextos(textosJugadores);
  const {
    control,
    register,
    handleSubmit,
    setError,
    trigger,
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
    <CuentaDialog header={t('cuenta.crear')} campoInicial="cuenta-nickname" onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label={t('cuenta.crear')}>
        <label htmlFor="cuenta-nickname">{t('crear.nickname')}</label>
        <Controller
          name="nickname"
          control={control}
          render={({ field }) => (
            <InputText
              id="cuenta-nickname"
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value.toLowerCase());
                // Too long is said as typed (never cut): docs/domain.md, "Screens and texts".
                if (e.target.value.length > NICKNAME_MAX || errors.nickname) void trigger('nickname');
              }}
              onBlur={field.onBlur}
              autoComplete="off"
              invalid={errors.nickname !== undefined}
              aria-describedby="cuenta-nickname-error"
            />
          )}
        />
        <FieldError id="cuenta-nickname-error" message={errors.nickname?.message} />

        <label htmlFor="cuenta-email">{t('col.email')}</label>
        <InputText
          id="cuenta-email"
          type="email"
          autoComplete="off"
          {...register('email')}
          invalid={errors.email !== undefined}
          aria-describedby="cuenta-email-error"
        />
        <FieldError id="cuenta-email-error" message={errors.email?.message} />

        <label htmlFor="cuenta-password">{t('crear.clave')}</label>
        <Controller
          name="password"
          control={control}
          render={({ field }) => <ClaveInput inputId="cuenta-password" field={field} invalid={errors.password !== undefined} />}
        />
        <FieldError id="cuenta-password-error" message={errors.password?.message} hint={t('clave.minimo', { n: CLAVE_MIN })} />

        <label htmlFor="cuenta-cargos">{t('cargos')}</label>
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
        <Button type="submit" label={t('cuenta.crear')} icon="pi pi-user-plus" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}
