// The frame of «Aprobar» and «Rechazar» (docs/regear.md, "Review"): the header names the claim, the
// action is the verdict, the content opens with a sentence about the claim; on success a toast says
// what was done and the dialog closes.
import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { OkResponse, Reclamo } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { textosRegear } from '../textos';
import { REVISION, type Revision } from './revision';

/**
 * A verdict sent from its dialog: `enviar` runs the mutation with its toasts (the dialog closes on
 * success); `marco`, what <RevisarDialog> needs of it (the verdict, the claim, closing, being sent).
 */
export function useRevision<V>(
  revision: Revision,
  reclamo: Reclamo,
  onHide: () => void,
  mutacion: Pick<UseMutationResult<OkResponse, unknown, V>, 'mutate' | 'isPending'>,
) {
  const t = useTextos(textosRegear);
  const saveToasts = useSaveToasts();
  const toasts = saveToasts(
    () => [t(REVISION[revision].hecho), t('revision.detalle', { id: reclamo.id_reclamo, nickname: reclamo.nickname })],
    onHide,
  );
  return {
    enviar: (valores: V) => mutacion.mutate(valores, toasts),
    marco: { revision, reclamo, onHide, enviando: mutacion.isPending },
  };
}

export function RevisarDialog({
  revision,
  reclamo,
  onHide,
  enviando,
  onEnviar,
  contexto,
  children,
}: {
  revision: Revision;
  reclamo: Reclamo;
  onHide: () => void;
  enviando: boolean;
  onEnviar: () => void;
  /** The sentence about the claim that opens the content. */
  contexto: ReactNode;
  children: ReactNode;
}) {
  const t = useTextos(textosRegear);
  const { cabecera, icon, severity, ancho } = REVISION[revision];
  const verbo = t(REVISION[revision].verbo);
  return (
    <ActionDialog
      header={t(cabecera, { id: reclamo.id_reclamo })}
      onHide={onHide}
      width={ancho}
      className="regear-dialog"
      action={{ label: verbo, icon, severity, loading: enviando, onClick: onEnviar }}
    >
      <div className="form-grid">
        <p className="dialog-context">{contexto}</p>
        {children}
      </div>
    </ActionDialog>
  );
}
