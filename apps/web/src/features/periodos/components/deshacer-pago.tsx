// "Deshacer" on a paid row of the payments dialog (docs/domain.md, "Payments"): the period's
// distributor removes a payment mark with a required reason, which the audit log keeps.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BotonFila } from '../../../components/boton-fila';
import { TEXTO_MAX, formatSilver, type PagoRow } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { RazonInput } from '../../../components/razon-input';
import { useDeshacerPago } from '../api/deshacer-pago';

const DeshacerSchema = z.object({
  razon: z.string().trim().min(1, 'Escriba la razón').max(TEXTO_MAX, 'La razón admite como máximo 200 caracteres'),
});
type Deshacer = z.infer<typeof DeshacerSchema>;

const DESHACER = { label: 'Deshacer', icon: 'pi pi-undo', severity: 'danger', outlined: true } as const;

export function DeshacerPago({ row, disabled }: { row: PagoRow; disabled: boolean }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <BotonFila
        {...DESHACER}
        nombre={`Deshacer el pago de ${row.nickname}`}
        disabled={disabled}
        onClick={() => setAbierto(true)}
      />
      {abierto ? <DeshacerDialog row={row} onHide={() => setAbierto(false)} /> : null}
    </>
  );
}

function DeshacerDialog({ row, onHide }: { row: PagoRow; onHide: () => void }) {
  const deshacer = useDeshacerPago();
  const saveToasts = useSaveToasts();
  const { control, handleSubmit, formState } = useForm<Deshacer>({
    resolver: zodResolver(DeshacerSchema),
    defaultValues: { razon: '' },
  });
  const enviar = handleSubmit(({ razon }) =>
    deshacer.mutate(
      { id_player: row.id_player, idPeriodo: row.id_periodo, razon },
      saveToasts(() => ['Pago deshecho', `${row.nickname} vuelve a estar pendiente`], onHide),
    ),
  );
  return (
    <ActionDialog
      header="Deshacer pago"
      onHide={onHide}
      width="28rem"
      action={{
        label: 'Deshacer',
        icon: 'pi pi-undo',
        severity: 'danger',
        loading: deshacer.isPending,
        onClick: () => void enviar(),
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">
          ¿Deshacer el pago de <strong>{row.nickname}</strong> ({formatSilver(row.sum)})? Para finalizar habrá que volver a
          pagarlo.
        </p>
        <label htmlFor="deshacer-razon">Razón</label>
        <Controller
          name="razon"
          control={control}
          render={({ field }) => (
            <RazonInput
              id="deshacer-razon"
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
