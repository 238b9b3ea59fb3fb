// "Deshacer" on a paid row of the payments dialog (docs/domain.md, "Payments"; docs/regear.md for the
// regear lines): the period's distributor removes a payment mark with a required reason, which the
// audit log keeps. One button and one dialog for both kinds of line; each names its own write.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BotonFila } from '../../../components/boton-fila';
import { TEXTO_MAX, formatSilver, type PagoRow, type Reclamo } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { CampoRazon } from '../../../components/campo-razon';
import { useDeshacerPago } from '../api/deshacer-pago';
import { useDeshacerPagoRegear } from '../api/deshacer-pago-regear';

const DeshacerSchema = z.object({
  razon: z.string().trim().min(1, 'Escriba la razón').max(TEXTO_MAX, 'La razón admite como máximo 200 caracteres'),
});
type Deshacer = z.infer<typeof DeshacerSchema>;

const DESHACER = { label: 'Deshacer', icon: 'pi pi-undo', severity: 'danger', outlined: true } as const;

/** «Deshacer» on a paid share. */
export function DeshacerPago({ row, disabled }: { row: PagoRow; disabled: boolean }) {
  return (
    <BotonDeshacer nombre={`Deshacer el pago de ${row.nickname}`} disabled={disabled}>
      {(onHide) => <DeshacerParte row={row} onHide={onHide} />}
    </BotonDeshacer>
  );
}

/** «Deshacer» on a paid regear line: the claim is approved again, to pay. */
export function DeshacerPagoRegear({ reclamo, disabled }: { reclamo: Reclamo; disabled: boolean }) {
  return (
    <BotonDeshacer nombre={`Deshacer el pago del regear #${reclamo.id_reclamo} de ${reclamo.nickname}`} disabled={disabled}>
      {(onHide) => <DeshacerRegear reclamo={reclamo} onHide={onHide} />}
    </BotonDeshacer>
  );
}

function BotonDeshacer({
  nombre,
  disabled,
  children,
}: {
  nombre: string;
  disabled: boolean;
  children: (onHide: () => void) => ReactNode;
}) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <BotonFila {...DESHACER} nombre={nombre} disabled={disabled} onClick={() => setAbierto(true)} />
      {abierto ? children(() => setAbierto(false)) : null}
    </>
  );
}

function DeshacerParte({ row, onHide }: { row: PagoRow; onHide: () => void }) {
  const deshacer = useDeshacerPago();
  const saveToasts = useSaveToasts();
  return (
    <DeshacerDialog
      header="Deshacer pago"
      pregunta={
        <>
          ¿Deshacer el pago de <strong>{row.nickname}</strong> ({formatSilver(row.sum)})? Para finalizar habrá que volver a
          pagarlo.
        </>
      }
      enviando={deshacer.isPending}
      onHide={onHide}
      onDeshacer={(razon) =>
        deshacer.mutate(
          { id_player: row.id_player, idPeriodo: row.id_periodo, razon },
          saveToasts(() => ['Pago deshecho', `${row.nickname} vuelve a estar pendiente`], onHide),
        )
      }
    />
  );
}

function DeshacerRegear({ reclamo, onHide }: { reclamo: Reclamo; onHide: () => void }) {
  const deshacer = useDeshacerPagoRegear();
  const saveToasts = useSaveToasts();
  const { id_reclamo, id_periodo, nickname, silver } = reclamo;
  return (
    <DeshacerDialog
      header="Deshacer pago de regear"
      pregunta={
        <>
          ¿Deshacer el pago del regear #{id_reclamo} de <strong>{nickname}</strong> ({formatSilver(silver)})? Volverá a estar
          aprobado y para finalizar habrá que volver a pagarlo.
        </>
      }
      enviando={deshacer.isPending}
      onHide={onHide}
      onDeshacer={(razon) =>
        deshacer.mutate(
          { idReclamo: id_reclamo, idPeriodo: id_periodo, razon },
          saveToasts(
            () => ['Pago de regear deshecho', `El regear #${id_reclamo} de ${nickname} vuelve a estar aprobado`],
            onHide,
          ),
        )
      }
    />
  );
}

function DeshacerDialog({
  header,
  pregunta,
  enviando,
  onHide,
  onDeshacer,
}: {
  header: string;
  pregunta: ReactNode;
  enviando: boolean;
  onHide: () => void;
  onDeshacer: (razon: string) => void;
}) {
  const { control, handleSubmit, formState } = useForm<Deshacer>({
    resolver: zodResolver(DeshacerSchema),
    defaultValues: { razon: '' },
  });
  const enviar = handleSubmit(({ razon }) => onDeshacer(razon));
  return (
    <ActionDialog
      header={header}
      onHide={onHide}
      width="28rem"
      action={{
        label: 'Deshacer',
        icon: 'pi pi-undo',
        severity: 'danger',
        loading: enviando,
        onClick: () => void enviar(),
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">{pregunta}</p>
        <CampoRazon id="deshacer-razon" name="razon" control={control} error={formState.errors.razon?.message} />
      </div>
    </ActionDialog>
  );
}
