// "Cargos": the charges of an account (the leader's own LIDER charge cannot be removed here).
import { Controller } from 'react-hook-form';
import { Button } from 'primereact/button';
import { CARGO, CargosCuentaItemSchema, type CargoOption, type CuentaRow } from '@reparto/contract';
import { ServerError } from '../../../components/form-messages';
import { useFormularioZod } from '../../../lib/formulario';
import { useTextos } from '../../../lib/i18n/textos';
import { textosJugadores } from '../textos';
import { CargosSelect, CuentaDialog } from './cuenta-fields';
import { enviarGuardando, type Save } from './guardar';

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
  const t = useTextos(textosJugadores);
  const form = useFormularioZod(CargosFormSchema, { cargos: cuenta.cargos });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;
  const submit = enviarGuardando(form, ({ cargos: elegidos }) => onSave(elegidos));
  return (
    <CuentaDialog header={t('cargos.de', { cuenta: cuenta.email })} campoInicial="cargos-cuenta" onHide={onHide}>
      <form onSubmit={submit} className="form-grid" noValidate aria-label={t('cargos.cambiar')}>
        <label htmlFor="cargos-cuenta">{t('cargos')}</label>
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
        {propia ? <small>{t('cargos.liderPropio')}</small> : null}
        <ServerError message={errors.root?.['server']?.message} />
        <Button type="submit" label={t('cargos.guardar')} icon="pi pi-save" disabled={isSubmitting} />
      </form>
    </CuentaDialog>
  );
}
