// «Cancelar evento» (officers): the event stays in the list, marked cancelled; nobody signs up to it
// any more. Asked once more, since the members who signed up see it go.
import { useState } from 'react';
import type { Evento } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { ServerError } from '../../../components/form-messages';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useTextos } from '../../../lib/i18n/textos';
import { useEditarEvento } from '../api/escrituras';
import { textosCalendario } from '../textos';

export function CancelarDialog({ evento, visible, onHide }: { evento: Evento; visible: boolean; onHide: () => void }) {
  const t = useTextos(textosCalendario);
  const toast = useToast();
  const editar = useEditarEvento();
  const [rechazo, setRechazo] = useState<string | undefined>();
  const cancelar = () => {
    setRechazo(undefined);
    editar.enviar({ idEvento: evento.id_evento, estado: 'cancelado' }).then(
      () => {
        toast.show('success', t('cancelar.hecho'), evento.titulo);
        onHide();
      },
      (e: unknown) => setRechazo(errorMessage(e)),
    );
  };
  return (
    <ActionDialog
      header={t('cancelar.titulo', { titulo: evento.titulo })}
      visible={visible}
      onHide={onHide}
      width="28rem"
      className="calendario-dialog"
      action={{ label: t('cancelar.boton'), icon: 'pi pi-ban', severity: 'danger', loading: editar.isPending, onClick: cancelar }}
    >
      <p>{t('cancelar.texto', { n: evento.inscripciones.filter((i) => i.estado !== 'no_va').length })}</p>
      <ServerError message={rechazo} />
    </ActionDialog>
  );
}
