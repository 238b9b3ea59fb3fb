import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SILVER_MAX, type Periodo } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { SilverInput } from '../../../components/silver-input';
import { useCambiarSilver } from '../api/cambiar-silver';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

const CambiarValorSchema = z.object({
  silver: z.preprocess((v) => v ?? undefined, z.number().int().min(0).max(SILVER_MAX)),
});
/** The form as typed (silver is null while the field is empty or not silver) and once valid. */
type CambiarValorForm = z.input<typeof CambiarValorSchema>;
type CambiarValor = z.output<typeof CambiarValorSchema>;

/** 'Cambiar valor' (charge 8): a numeric new silver albion (docs/domain.md, "Period life cycle"). */
export function CambiarValorDialog({ periodo, onHide }: { periodo: Periodo | null; onHide: () => void }) {
  return periodo ? <CambiarValorFields key={periodo.id_periodo} periodo={periodo} onHide={onHide} /> : null;
}

function CambiarValorFields({ periodo, onHide }: { periodo: Periodo; onHide: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  const cambiar = useCambiarSilver();
  const saveToasts = useSaveToasts();
  const { control, handleSubmit, formState } = useForm<CambiarValorForm, unknown, CambiarValor>({
    resolver: zodResolver(CambiarValorSchema),
    mode: 'onChange',
    defaultValues: { silver: periodo.silver_albion },
  });

  const guardar = handleSubmit(({ silver }) =>
    cambiar.mutate(
      { idPeriodo: periodo.id_periodo, silver },
      saveToasts(
        () => [t('valor.actualizado'), t('valor.actualizadoDetalle', { id: periodo.id_periodo, silver: plata(silver) })],
        onHide,
      ),
    ),
  );

  return (
    <ActionDialog
      header={t('valor.titulo')}
      onHide={onHide}
      width="28rem"
      action={{
        label: t('guardar'),
        icon: 'pi pi-check',
        disabled: !formState.isValid,
        loading: cambiar.isPending,
        onClick: () => void guardar(),
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">
          {t('valor.contexto', { id: periodo.id_periodo, lugar: periodo.lugar, silver: plata(periodo.silver_albion) })}
        </p>
        <label htmlFor="cambiar-valor-input">{t('valor.nuevo')}</label>
        <Controller
          name="silver"
          control={control}
          render={({ field }) => (
            <SilverInput
              id="cambiar-valor-input"
              value={typeof field.value === 'number' ? field.value : null}
              onChange={field.onChange}
              autoFocus
            />
          )}
        />
      </div>
    </ActionDialog>
  );
}
