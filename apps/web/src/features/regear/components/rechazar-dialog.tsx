// «Rechazar» a claim (docs/regear.md, "Review"): the reason is required; the player sees it.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TEXTO_MAX, type Reclamo } from '@reparto/contract';
import { CampoRazon } from '../../../components/campo-razon';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { useRechazarRegear } from '../api/revisar';
import { textosRegear } from '../textos';
import { RevisarDialog, useRevision } from './revisar-dialog';
import { conElementos } from './texto-rico';

/** The reason's rules, with their messages in the active language. */
const esquema = (t: typeof textosRegear.t) =>
  z.object({
    razon: z
      .string()
      .trim()
      .min(1, t('rechazar.faltaRazon'))
      .max(TEXTO_MAX, t('rechazar.razonLarga', { max: TEXTO_MAX })),
  });
type Rechazo = z.infer<ReturnType<typeof esquema>>;

export function RechazarDialog({ reclamo, onHide }: { reclamo: Reclamo; onHide: () => void }) {
  const t = useTextos(textosRegear);
  const { plata } = useFormato();
  const revision = useRevision('rechazar', reclamo, onHide, useRechazarRegear());
  const { control, handleSubmit, formState } = useForm<Rechazo>({
    resolver: zodResolver(esquema(t)),
    defaultValues: { razon: '' },
  });
  const enviar = handleSubmit(({ razon }) => revision.enviar({ idReclamo: reclamo.id_reclamo, razon }));
  return (
    <RevisarDialog
      {...revision.marco}
      onEnviar={() => void enviar()}
      contexto={conElementos((v) => t('rechazar.contexto', { ...v, silver: plata(reclamo.silver) }), {
        nickname: <strong>{reclamo.nickname}</strong>,
      })}
    >
      <CampoRazon id="rechazar-razon" name="razon" control={control} error={formState.errors.razon?.message} />
    </RevisarDialog>
  );
}
