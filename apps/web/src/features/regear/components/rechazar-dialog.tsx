// «Rechazar» a claim (docs/regear.md, "Review"): the reason is required; the player sees it.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TEXTO_MAX, formatSilver, type Reclamo } from '@reparto/contract';
import { CampoRazon } from '../../../components/campo-razon';
import { useRechazarRegear } from '../api/revisar';
import { RevisarDialog, useToastsRevision } from './revisar-dialog';

const RechazarSchema = z.object({
  razon: z.string().trim().min(1, 'Escriba la razón').max(TEXTO_MAX, `La razón admite como máximo ${TEXTO_MAX} caracteres`),
});
type Rechazo = z.infer<typeof RechazarSchema>;

export function RechazarDialog({ reclamo, onHide }: { reclamo: Reclamo; onHide: () => void }) {
  const rechazar = useRechazarRegear();
  const toasts = useToastsRevision('rechazar', reclamo, onHide);
  const { control, handleSubmit, formState } = useForm<Rechazo>({
    resolver: zodResolver(RechazarSchema),
    defaultValues: { razon: '' },
  });
  const enviar = handleSubmit(({ razon }) => rechazar.mutate({ idReclamo: reclamo.id_reclamo, razon }, toasts));
  return (
    <RevisarDialog
      revision="rechazar"
      reclamo={reclamo}
      onHide={onHide}
      enviando={rechazar.isPending}
      onEnviar={() => void enviar()}
      contexto={
        <>
          ¿Rechazar el reclamo de <strong>{reclamo.nickname}</strong> ({formatSilver(reclamo.silver)})?
        </>
      }
    >
      <CampoRazon id="rechazar-razon" name="razon" control={control} error={formState.errors.razon?.message} />
    </RevisarDialog>
  );
}
