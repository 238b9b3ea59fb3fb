// The sessions that record now (docs/asistencia.md): what each says («Grabando en ZvZ desde las 21:05 ·
// 12 miembros») and «Terminar» — for whoever started it, a TESORERO or the LIDER, as the API allows;
// another content manager reads who started it. The officer started one before the content, may have
// closed the dialog, and finds it here when coming back.
import { terminaSesionAsistencia, type SesionAsistencia } from '@reparto/contract';
import { cargosDe, useSession } from '../../../../../lib/session';
import { useTextos, useIdioma } from '../../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../../textos';
import { useTerminarAsistencia } from '../../../api/asistencia-terminar';
import { horaEn } from './hora';
import { AccionSesion, useAvisosSesion } from './accion-sesion';

export function Grabando({ sesiones }: { sesiones: SesionAsistencia[] }) {
  const t = useTextos(textosDistribuciones);
  const idioma = useIdioma();
  const avisos = useAvisosSesion();
  const terminar = useTerminarAsistencia();
  const session = useSession();
  const puedeTerminar = (s: SesionAsistencia) =>
    terminaSesionAsistencia(cargosDe(session), session.nickname !== null && s.iniciada_por === session.nickname);
  if (sesiones.length === 0) return null;
  return (
    <ul className="dist-asistencia-grabando" aria-label={t('asistencia.grabandoLista')}>
      {sesiones.map((s) => (
        <li key={s.id_sesion} data-testid={`grabando-${s.id_sesion}`}>
          <i className="pi pi-circle-fill dist-asistencia-rec" aria-hidden="true" />
          <span role="status">{t('asistencia.grabando', { canal: s.canal, hora: horaEn(idioma, s.inicio), n: s.miembros })}</span>
          {puedeTerminar(s) ? (
            <AccionSesion
              severity="danger"
              icon="pi pi-stop"
              label={t('asistencia.terminar')}
              nombre={t('asistencia.terminarEn', { canal: s.canal })}
              loading={terminar.isPending && terminar.variables === s.id_sesion}
              disabled={terminar.isPending}
              onClick={() =>
                terminar.mutate(s.id_sesion, { onSuccess: () => avisos.exito(t('asistencia.terminada')), onError: avisos.fallo })
              }
            />
          ) : (
            <span className="dist-muted">{t('asistencia.deOtro', { quien: s.iniciada_por })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
