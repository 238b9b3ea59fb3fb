// "Crear cuenta": an account for a player, validated with the contract's schema (the API validates
// with the same one).
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { CLAVE_MIN, CrearCuentaItemSchema, NICKNAME_MAX, type CargoOption, type CrearCuentaItem } from '@reparto/contract';
import { ServerError } from '../../../components/form-messages';
import { useTextos } from '../../../lib/i18n/textos';
import { textosJugadores } from '../textos';
import { CampoCuenta, CargosSelect, ClaveInput, CuentaDialog } from './cuenta-fields';
import { enviarGuardando, type Save } from './guardar';

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
  const form = useForm<CrearDraft, unknown, CrearCuentaItem>({
    resolver: zodResolver(CrearCuentaItemSchema),
    defaultValues: { nickname: '', email: '', password: '', cargos: [] },
  });
  const {
    control,
    register,
    trigger,
    formState: { errors, isSubmitting },
  } = form;
  const submit = enviarGuardando(form, onSave);
  return (
    <CuentaDialog header={t('cuenta.crear')} campoInicial="cuenta-nickname" onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label={t('cuenta.crear')}>
        <CampoCuenta id="cuenta-nickname" label={t('crear.nickname')} error={errors.nickname?.message}>
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
        </CampoCuenta>

        <CampoCuenta id="cuenta-email" label={t('col.email')} error={errors.email?.message}>
          <InputText
            id="cuenta-email"
            type="email"
            autoComplete="off"
            {...register('email')}
            invalid={errors.email !== undefined}
            aria-describedby="cuenta-email-error"
          />
        </CampoCuenta>

        <CampoCuenta
          id="cuenta-password"
          label={t('crear.clave')}
          error={errors.password?.message}
          hint={t('clave.minimo', { n: CLAVE_MIN })}
        >
          <Controller
            name="password"
            control={control}
            render={({ field }) => <ClaveInput inputId="cuenta-password" field={field} invalid={errors.password !== undefined} />}
          />
        </CampoCuenta>

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
