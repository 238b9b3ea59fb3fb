// The sessions that record now (docs/asistencia.md): what each says («Grabando en ZvZ desde las 21:05 ·
// 12 miembros») and «Terminar». The officer started one before the content, may have closed the dialog,
// and finds it here when coming back.
import { Button } from 'primereact/button';
import type { SesionAsistencia } from '@reparto/contract';
import { useToast } from '../../../../../components/toast';
import { useTextos, useIdioma } from '../../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../../textos';
import { useTerminarAsistencia } from '../../../api/asistencia-terminar';
import { horaEn } from './hora';

export function Grabando({ sesiones }: { sesiones: SesionAsistencia[] }) {
  const t = useTextos(textosDistribuciones);
  const idioma = useIdioma();
  const toast = useToast();
  const terminar = useTerminarAsistencia();
  if (sesiones.length === 0) return null;
  return (
    <ul className="dist-asistencia-grabando" aria-label={t('asistencia.grabandoLista')}>
      {sesiones.map((s) => (
        <li key={s.id_sesion} data-testid={`grabando-${s.id_sesion}`}>
          <i className="pi pi-circle-fill dist-asistencia-rec" aria-hidden="true" />
          <span role="status">{t('asistencia.grabando', { canal: s.canal, hora: horaEn(idioma, s.inicio), n: s.miembros })}</span>
          <Button
            type="button"
            size="small"
            severity="danger"
            outlined
            icon="pi pi-stop"
            label={t('asistencia.terminar')}
            aria-label={t('asistencia.terminarEn', { canal: s.canal })}
            loading={terminar.isPending && terminar.variables === s.id_sesion}
            disabled={terminar.isPending}
            onClick={() =>
              terminar.mutate(s.id_sesion, {
                onSuccess: () => toast.show('success', t('asistencia.terminada'), undefined, 2000),
                onError: (error) => toast.showError({ error, life: 3000 }),
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}
