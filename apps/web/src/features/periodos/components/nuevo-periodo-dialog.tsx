import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dropdown } from 'primereact/dropdown';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { dropdownPt } from '../../../components/dropdown-pt';
import { ESTADO_PERIODO } from '@reparto/contract';
import { useLugares } from '../api/get-lugares';
import { usePeriodos } from '../api/get-periodos';
import { useCrearPeriodo } from '../api/crear-periodo';
import { useTextos } from '../../../lib/i18n/textos';
import { textosPeriodosDialogos } from './textos';

const NuevoPeriodoSchema = z.object({ idLugar: z.number().int().positive() });
type NuevoPeriodo = z.infer<typeof NuevoPeriodoSchema>;

/**
 * New period (charge 8): choose a place, 'Guardar' (docs/domain.md, "Period life cycle": a place must
 * be chosen, one open period per place). A place that has an open period is shown with it and cannot
 * be chosen: the open ones come first among the periods in course, and there are fewer places than
 * a page holds, so the first page has them all.
 */
export function NuevoPeriodoDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const lugares = useLugares(visible);
  const enCurso = usePeriodos(1, 'en-curso', visible);
  const abiertos = new Map(
    (enCurso.data?.message ?? [])
      .filter((p) => p.id_estado_distribucion === ESTADO_PERIODO.ABIERTO)
      .map((p) => [p.id_lugar_distribucion, p.id_periodo]),
  );
  const opciones = (lugares.data?.lugares ?? []).map((l) => {
    const abierto = abiertos.get(l.id_lugar_distribucion);
    return {
      ...l,
      // Named `disabled`: PrimeReact's click handler reads that property, whatever optionDisabled says.
      disabled: abierto !== undefined,
      etiqueta: abierto === undefined ? l.lugar : t('nuevo.lugarAbierto', { lugar: l.lugar, id: abierto }),
    };
  });
  const crear = useCrearPeriodo();
  const saveToasts = useSaveToasts();
  const { control, handleSubmit, reset, formState } = useForm<NuevoPeriodo>({
    resolver: zodResolver(NuevoPeriodoSchema),
    mode: 'onChange',
  });

  const close = () => {
    reset();
    onHide();
  };

  const guardar = handleSubmit(({ idLugar }) =>
    crear.mutate(
      idLugar,
      saveToasts((res) => [t('nuevo.creado'), t('nuevo.creadoDetalle', { id: res.id_periodo })], close),
    ),
  );

  return (
    <ActionDialog
      header={t('nuevo.titulo')}
      visible={visible}
      onHide={close}
      width="28rem"
      className="periodos-dialog dialog-con-lista"
      action={{
        label: t('guardar'),
        icon: 'pi pi-check',
        disabled: !formState.isValid,
        loading: crear.isPending,
        onClick: () => void guardar(),
      }}
    >
      <div className="form-grid">
        <label htmlFor="nuevo-periodo-lugar" id="nuevo-periodo-lugar-label">
          {t('col.lugar')}
        </label>
        <Controller
          name="idLugar"
          control={control}
          render={({ field }) => (
            <Dropdown
              // A place that cannot be chosen says so to assistive technology too.
              pt={{ ...dropdownPt(t('col.lugar')), item: (o) => ({ 'aria-disabled': o?.context.disabled || undefined }) }}
              inputId="nuevo-periodo-lugar"
              ariaLabelledBy="nuevo-periodo-lugar-label"
              value={field.value ?? null}
              options={opciones}
              optionLabel="etiqueta"
              optionValue="id_lugar_distribucion"
              optionDisabled="disabled"
              placeholder={t('nuevo.lugarPh')}
              loading={lugares.isPending || enCurso.isPending}
              onChange={(e) => field.onChange(e.value as number)}
              aria-describedby="nuevo-periodo-lugar-ayuda"
            />
          )}
        />
        <small id="nuevo-periodo-lugar-ayuda" className="field-hint">
          {t('nuevo.ayuda')}
        </small>
      </div>
    </ActionDialog>
  );
}
