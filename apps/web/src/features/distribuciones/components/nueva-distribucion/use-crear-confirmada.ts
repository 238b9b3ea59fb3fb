// «Crear» and its confirmation in the new distribution's dialog: «Crear» validates the form and shows the
// confirmation, «Sí, crear» sends it. Its 6-digit code is drawn once per opening (the parent remounts the
// dialog with a new key): a double click or a retry sends the same code, and the server stores one
// distribution. An error goes back to the form, with that same code.
import { useState } from 'react';
import type { UseFormHandleSubmit } from 'react-hook-form';
import type { Distribucion } from '@reparto/contract';
import { useToast } from '../../../../components/toast';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import { useCrearDistribucion } from '../../api/crear-distribucion';
import { nuevoCodigo, peticionDe, type BorradorForm, type DistribucionValida } from '../../reglas';
import type { PeriodoDestino } from './periodo-cambiado';

export function useCrearConfirmada({
  handleSubmit,
  idPeriodo,
  destino,
  datos,
  onCreada,
  onHide,
}: {
  handleSubmit: UseFormHandleSubmit<BorradorForm, DistribucionValida>;
  idPeriodo: number;
  /** The other open period chosen when this one closed under the dialog. */
  destino: PeriodoDestino | null;
  datos: Omit<Parameters<typeof peticionDe>[1], 'idDistribucion' | 'idPeriodoDist'>;
  onCreada?: ((distribucion: Distribucion, movida: PeriodoDestino | null) => void) | undefined;
  onHide: () => void;
}) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const [codigo] = useState(() => nuevoCodigo());
  const crear = useCrearDistribucion();
  const [confirmando, setConfirmando] = useState<DistribucionValida | null>(null);
  const pedirConfirmacion = () => void handleSubmit((valida) => setConfirmando(valida))();
  const volver = () => setConfirmando(null);

  const confirmar = () => {
    if (crear.isPending || confirmando === null) return;
    crear.mutate(peticionDe(confirmando, { idDistribucion: codigo, idPeriodoDist: destino?.id ?? idPeriodo, ...datos }), {
      onSuccess: (res) => {
        toast.show('success', t('nueva.exito'), res.message, 1000);
        onCreada?.(res.distribucion, destino);
        onHide();
      },
      // Back to the form, with the same code: retrying cannot create a second distribution.
      onError: (error) => {
        setConfirmando(null);
        toast.showError({ error, life: 3000 });
      },
    });
  };

  return { confirmando, creando: crear.isPending, pedirConfirmacion, volver, confirmar };
}
