import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dropdown } from 'primereact/dropdown';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { dropdownPt } from '../../../components/dropdown-pt';
import { ESTADO_PERIODO, MODOS_PAGO, type ModoPago } from '@reparto/contract';
import { useLugares } from '../../../lib/consultas/lugares';
import { usePeriodos } from '../api/get-periodos';
import { useCrearPeriodo, useModoPagoGremio } from '../api/crear-periodo';
import { useTextos } from '../../../lib/i18n/textos';
import { textosPeriodosDialogos } from './textos';

/** Each payment mode's name and sentence in the catalogue (written out: the catalogue's test finds them). */
const MODO = {
  al_finalizar: { nombre: 'nuevo.modo.al_finalizar', explicacion: 'nuevo.modoAyuda.al_finalizar' },
  acumular: { nombre: 'nuevo.modo.acumular', explicacion: 'nuevo.modoAyuda.acumular' },
} as const;

const NuevoPeriodoSchema = z.object({ idLugar: z.number().int().positive(), modoPago: z.enum(MODOS_PAGO).optional() });
type NuevoPeriodo = z.infer<typeof NuevoPeriodoSchema>;

/**
 * New period (charge 8): choose a place, 'Guardar' (docs/domain.md, "Period life cycle": a place must
 * be chosen, one open period per place). A place that has an open period is shown with it and cannot
 * be chosen: the open ones come first among the periods in course, and there are fewer places than
 * a page holds, so the first page has them all. The payment mode (docs/libro.md) starts at the guild's
 * default («Ajustes del gremio») until the treasurer picks the other.
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
  const modoGremio = useModoPagoGremio(visible);
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

  const modoElegido = (elegido: ModoPago | undefined): ModoPago => elegido ?? modoGremio.data ?? 'al_finalizar';
  const guardar = handleSubmit(({ idLugar, modoPago }) =>
    crear.mutate(
      // Left as it came, the server applies the guild's default itself: only a choice travels.
      { idLugarDist: idLugar, ...(modoPago ? { modoPago } : {}) },
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
        <Controller
          name="modoPago"
          control={control}
          render={({ field }) => (
            <fieldset className="nuevo-periodo-modo" aria-describedby="nuevo-periodo-modo-ayuda">
              <legend>{t('nuevo.modo')}</legend>
              {MODOS_PAGO.map((m) => (
                <label key={m} htmlFor={`nuevo-periodo-modo-${m}`}>
                  <input
                    type="radio"
                    name="modoPago"
                    id={`nuevo-periodo-modo-${m}`}
                    value={m}
                    checked={modoElegido(field.value) === m}
                    onChange={() => field.onChange(m)}
                  />
                  {t(MODO[m].nombre)}
                </label>
              ))}
              <small id="nuevo-periodo-modo-ayuda" className="field-hint">
                {t(MODO[modoElegido(field.value)].explicacion)}
              </small>
            </fieldset>
          )}
        />
      </div>
    </ActionDialog>
  );
}
