import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dropdown } from 'primereact/dropdown';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { dropdownPt } from '../../../components/dropdown-pt';
import { useLugares } from '../api/get-lugares';
import { useCrearPeriodo } from '../api/crear-periodo';

const NuevoPeriodoSchema = z.object({ idLugar: z.number().int().positive() });
type NuevoPeriodo = z.infer<typeof NuevoPeriodoSchema>;

/** New period (charge 8): choose a place, 'Guardar' (docs/domain.md, "Period life cycle": a place must be chosen). */
export function NuevoPeriodoDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const lugares = useLugares(visible);
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
      saveToasts((res) => ['Periodo creado', `Se abrió el periodo ${res.id_periodo}`], close),
    ),
  );

  return (
    <ActionDialog
      header="Nuevo periodo"
      visible={visible}
      onHide={close}
      width="28rem"
      action={{
        label: 'Guardar',
        icon: 'pi pi-check',
        disabled: !formState.isValid,
        loading: crear.isPending,
        onClick: () => void guardar(),
      }}
    >
      <div className="form-grid">
        <label htmlFor="nuevo-periodo-lugar" id="nuevo-periodo-lugar-label">
          Lugar
        </label>
        <Controller
          name="idLugar"
          control={control}
          render={({ field }) => (
            <Dropdown
              pt={dropdownPt('Lugar')}
              inputId="nuevo-periodo-lugar"
              ariaLabelledBy="nuevo-periodo-lugar-label"
              value={field.value ?? null}
              options={lugares.data?.lugares ?? []}
              optionLabel="lugar"
              optionValue="id_lugar_distribucion"
              placeholder="Selecciona un lugar"
              loading={lugares.isPending}
              onChange={(e) => field.onChange(e.value as number)}
            />
          )}
        />
      </div>
    </ActionDialog>
  );
}
