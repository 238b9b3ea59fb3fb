// Dialog "delete distribution" (docs/domain.md, "Screens and texts"): a reason is required; the row stays, marked deleted.
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { BotonesDialogo } from './botones-dialogo';
import { CONTROL_BIDI, TEXTO_MAX, type Distribucion } from '@reparto/contract';
import { RazonInput } from '../../../components/razon-input';
import { useFocoAlAbrir } from '../../../components/focus';
import { useToast } from '../../../components/toast';
import { useEliminarDistribucion } from '../api/eliminar-distribucion';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosDistribuciones } from '../textos';

const EliminarSchema = z.object({
  razon: z
    .string()
    .trim()
    .min(1)
    .max(TEXTO_MAX)
    .refine((v) => !CONTROL_BIDI.test(v)),
});
type Eliminar = z.infer<typeof EliminarSchema>;

export function EliminarDistribucionDialog({
  distribucion,
  onHide,
  onCorregir,
}: {
  distribucion: Distribucion | null;
  onHide: () => void;
  /** «Eliminar y corregir»: after deleting, open «Nueva distribución» with the deleted one's data. */
  onCorregir?: (d: Distribucion) => void;
}) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const alMostrar = useFocoAlAbrir(distribucion !== null, 'eliminar-razon');
  const eliminar = useEliminarDistribucion();
  const { control, handleSubmit, reset, formState, getValues } = useForm<Eliminar>({
    resolver: zodResolver(EliminarSchema),
    mode: 'onChange',
    defaultValues: { razon: '' },
  });
  // Keep showing the last distribution while the dialog animates out.
  const [shown, setShown] = useState(distribucion);
  if (distribucion && distribucion !== shown) setShown(distribucion);
  // A reason typed and then closed away (Escape, ×, «Cancelar») is kept for that distribution: opening
  // «Eliminar» on it again shows it, never an empty field. Kept while the page is open.
  const borradores = useRef(new Map<number, string>());
  useEffect(() => {
    if (distribucion) reset({ razon: borradores.current.get(distribucion.id_distribucion) ?? '' });
  }, [distribucion, reset]);

  const close = (guardar = true) => {
    if (shown) {
      const razon = getValues('razon');
      if (guardar && razon.trim() !== '') borradores.current.set(shown.id_distribucion, razon);
      else borradores.current.delete(shown.id_distribucion);
    }
    reset();
    onHide();
  };

  const enviar = (corregir: boolean) =>
    handleSubmit(({ razon }) => {
      if (!shown || eliminar.isPending) return;
      eliminar.mutate(
        { idDistribucion: shown.id_distribucion, razon },
        {
          onSuccess: (res) => {
            toast.show('success', t('eliminar.exito'), res.message, 1500);
            close(false);
            if (corregir) onCorregir?.(shown);
          },
          onError: (error) =>
            toast.showError({
              summary: t('eliminar.error'),
              lead: t('eliminar.errorLead'),
              error,
            }),
        },
      );
    });

  return (
    <Dialog
      header={t('eliminar.titulo')}
      visible={distribucion !== null}
      onHide={() => close()}
      // The reason, not the close icon, has the focus once the dialog is shown.
      // PrimeReact's own focus on show would take the focus from a field already typed into.
      focusOnShow={false}
      onShow={alMostrar}
      className="dist-dialog dist-dialog-sm"
      modal
    >
      {shown ? (
        <form onSubmit={enviar(false)} className="form-grid" noValidate>
          <p className="dist-dialog-summary">
            {t('eliminar.distribucion')} <strong>{shown.id_distribucion}</strong>: {shown.motivo} ·{' '}
            <strong>{plata(shown.silver)}</strong> · {t('eliminar.jugadores', { n: shown.jugadores.length })}
          </p>
          <label htmlFor="eliminar-razon">{t('eliminar.razon')}</label>
          <Controller
            name="razon"
            control={control}
            render={({ field }) => (
              <RazonInput
                id="eliminar-razon"
                campo={t('eliminar.laRazon')}
                value={field.value}
                onChange={field.onChange}
                rows={3}
              />
            )}
          />
          <small className="dist-muted">{t('eliminar.ayuda')}</small>
          <BotonesDialogo
            onCancelar={() => close()}
            accion={{
              type: 'submit',
              label: t('eliminar.boton'),
              icon: 'pi pi-trash',
              severity: 'danger',
              disabled: !formState.isValid,
              loading: eliminar.isPending,
            }}
          >
            {onCorregir ? (
              <Button
                type="button"
                label={t('eliminar.corregir')}
                icon="pi pi-pencil"
                severity="danger"
                outlined
                disabled={!formState.isValid || eliminar.isPending}
                onClick={() => void enviar(true)()}
              />
            ) : null}
          </BotonesDialogo>
        </form>
      ) : null}
    </Dialog>
  );
}
