// "Deshacer" on a paid row of the payments dialog (docs/domain.md, "Payments"; docs/regear.md for the
// regear lines): the period's distributor removes a payment mark with a required reason, which the
// audit log keeps. One button and one dialog for both kinds of line; each names its own write.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BotonFila } from '../../../components/boton-fila';
import { TEXTO_MAX, type PagoRow, type Reclamo } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { CampoRazon } from '../../../components/campo-razon';
import { useDeshacerPago } from '../api/deshacer-pago';
import { useDeshacerPagoRegear } from '../api/deshacer-pago-regear';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

// The schema's messages are catalogue keys, said in the active language when shown.
const FALTA = 'desh.razonFalta';
const LARGA = 'desh.razonLarga';
const DeshacerSchema = z.object({
  razon: z.string().trim().min(1, FALTA).max(TEXTO_MAX, LARGA),
});
type Deshacer = z.infer<typeof DeshacerSchema>;

const DESHACER = { icon: 'pi pi-undo', severity: 'danger', outlined: true } as const;

/** «Deshacer» on a paid share. */
export function DeshacerPago({ row, disabled }: { row: PagoRow; disabled: boolean }) {
  const t = useTextos(textosPeriodosDialogos);
  return (
    <BotonDeshacer nombre={t('desh.pagoDe', { nickname: row.nickname })} disabled={disabled}>
      {(onHide) => <DeshacerParte row={row} onHide={onHide} />}
    </BotonDeshacer>
  );
}

/** «Deshacer» on a paid regear line: the claim is approved again, to pay. */
export function DeshacerPagoRegear({ reclamo, disabled }: { reclamo: Reclamo; disabled: boolean }) {
  const t = useTextos(textosPeriodosDialogos);
  return (
    <BotonDeshacer nombre={t('desh.regearDe', { id: reclamo.id_reclamo, nickname: reclamo.nickname })} disabled={disabled}>
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
  const t = useTextos(textosPeriodosDialogos);
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <BotonFila {...DESHACER} label={t('desh.accion')} nombre={nombre} disabled={disabled} onClick={() => setAbierto(true)} />
      {abierto ? children(() => setAbierto(false)) : null}
    </>
  );
}

function DeshacerParte({ row, onHide }: { row: PagoRow; onHide: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  const deshacer = useDeshacerPago();
  const saveToasts = useSaveToasts();
  return (
    <DeshacerDialog
      header={t('desh.titulo')}
      pregunta={
        <>
          {t('desh.preguntaAntes')}
          <strong>{row.nickname}</strong>
          {t('desh.preguntaDespues', { silver: plata(row.sum) })}
        </>
      }
      enviando={deshacer.isPending}
      onHide={onHide}
      onDeshacer={(razon) =>
        deshacer.mutate(
          { id_player: row.id_player, idPeriodo: row.id_periodo, razon },
          saveToasts(() => [t('desh.hecho'), t('desh.hechoDetalle', { nickname: row.nickname })], onHide),
        )
      }
    />
  );
}

function DeshacerRegear({ reclamo, onHide }: { reclamo: Reclamo; onHide: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  const deshacer = useDeshacerPagoRegear();
  const saveToasts = useSaveToasts();
  const { id_reclamo, id_periodo, nickname, silver } = reclamo;
  return (
    <DeshacerDialog
      header={t('desh.regearTitulo')}
      pregunta={
        <>
          {t('desh.regearAntes', { id: id_reclamo })}
          <strong>{nickname}</strong>
          {t('desh.regearDespues', { silver: plata(silver) })}
        </>
      }
      enviando={deshacer.isPending}
      onHide={onHide}
      onDeshacer={(razon) =>
        deshacer.mutate(
          { idReclamo: id_reclamo, idPeriodo: id_periodo, razon },
          saveToasts(() => [t('desh.regearHecho'), t('desh.regearHechoDetalle', { id: id_reclamo, nickname })], onHide),
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
  const t = useTextos(textosPeriodosDialogos);
  const { control, handleSubmit, formState } = useForm<Deshacer>({
    resolver: zodResolver(DeshacerSchema),
    defaultValues: { razon: '' },
  });
  const enviar = handleSubmit(({ razon }) => onDeshacer(razon));
  const error = formState.errors.razon?.message;
  return (
    <ActionDialog
      header={header}
      onHide={onHide}
      width="28rem"
      action={{
        label: t('desh.accion'),
        icon: 'pi pi-undo',
        severity: 'danger',
        loading: enviando,
        onClick: () => void enviar(),
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">{pregunta}</p>
        <CampoRazon
          id="deshacer-razon"
          name="razon"
          control={control}
          error={error === FALTA ? t(FALTA) : error === LARGA ? t(LARGA, { max: TEXTO_MAX }) : error}
        />
      </div>
    </ActionDialog>
  );
}
