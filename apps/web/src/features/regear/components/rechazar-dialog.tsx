// «Rechazar» a claim (docs/regear.md, "Review"): the reason is required; the player sees it.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TEXTO_MAX, formatSilver, type Reclamo } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { RazonInput } from '../../../components/razon-input';
import { useSaveToasts } from '../../../components/toast';
import { useRechazarRegear } from '../api/revisar';

const RechazarSchema = z.object({
  razon: z.string().trim().min(1, 'Escriba la razón').max(TEXTO_MAX, `La razón admite como máximo ${TEXTO_MAX} caracteres`),
});
type Rechazo = z.infer<typeof RechazarSchema>;

export function RechazarDialog({ reclamo, onHide }: { reclamo: Reclamo; onHide: () => void }) {
  const rechazar = useRechazarRegear();
  const saveToasts = useSaveToasts();
  const { control, handleSubmit, formState } = useForm<Rechazo>({
    resolver: zodResolver(RechazarSchema),
    defaultValues: { razon: '' },
  });
  const enviar = handleSubmit(({ razon }) =>
    rechazar.mutate(
      { idReclamo: reclamo.id_reclamo, razon },
      saveToasts(() => ['Reclamo rechazado', `Reclamo #${reclamo.id_reclamo} de ${reclamo.nickname}`], onHide),
    ),
  );
  return (
    <ActionDialog
      header={`Rechazar el reclamo #${reclamo.id_reclamo}`}
      onHide={onHide}
      width="28rem"
      className="regear-dialog"
      action={{
        label: 'Rechazar',
        icon: 'pi pi-times',
        severity: 'danger',
        loading: rechazar.isPending,
        onClick: () => void enviar(),
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">
          ¿Rechazar el reclamo de <strong>{reclamo.nickname}</strong> ({formatSilver(reclamo.silver)})?
        </p>
        <label htmlFor="rechazar-razon">Razón</label>
        <Controller
          name="razon"
          control={control}
          render={({ field }) => (
            <RazonInput
              id="rechazar-razon"
              campo="La razón"
              value={field.value}
              onChange={field.onChange}
              rows={2}
              autoFocus
              error={formState.errors.razon?.message}
            />
          )}
        />
      </div>
    </ActionDialog>
  );
}
