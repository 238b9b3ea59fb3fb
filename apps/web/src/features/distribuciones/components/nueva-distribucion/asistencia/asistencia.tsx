// Attendance sessions in «Nueva distribución» (docs/asistencia.md): «Iniciar sesión de asistencia» on
// the chosen voice channel, the sessions recording now with «Terminar», and «Importar asistencia»,
// which hands a finished session (its players, minutes and suggested weights) to the dialog. Shown
// only with Discord configured: without the bot nothing records.
import { Dropdown } from 'primereact/dropdown';
import type { DetalleSesion, SesionAsistencia } from '@reparto/contract';
import { errorMessage } from '../../../../../lib/api-client';
import { dropdownPt } from '../../../../../components/dropdown-pt';
import { retenerEscapeDeListas } from '../../../../../components/lista-abierta';
import { useIdioma, useTextos } from '../../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../../textos';
import { useVoiceChannels } from '../../../api/get-voice-channels';
import { useSesionesAsistencia } from '../../../api/asistencia-sesiones';
import { useSesionAsistencia } from '../../../api/asistencia-sesion';
import { useIniciarAsistencia } from '../../../api/asistencia-iniciar';
import { AccionSesion, useAvisosSesion } from './accion-sesion';
import { Grabando } from './grabando';
import { momentoEn } from './hora';
import './asistencia.css';

export interface AsistenciaProps {
  enabled: boolean;
  /** The voice channel chosen above (a session starts there). */
  canal: { id: string; nombre: string } | null;
  /** The finished session chosen, read whole. */
  onSesion: (sesion: DetalleSesion) => void;
  /** The session imported so far (shown chosen). */
  idSesion: number | null;
}

export function Asistencia({ enabled, canal, onSesion, idSesion }: AsistenciaProps) {
  const t = useTextos(textosDistribuciones);
  const idioma = useIdioma();
  const avisos = useAvisosSesion();
  const canales = useVoiceChannels(enabled);
  const configurado = canales.data?.configurado === true;
  const sesiones = useSesionesAsistencia(1, enabled && configurado);
  const iniciar = useIniciarAsistencia();
  const detalle = useSesionAsistencia();
  if (!configurado) return null;

  const todas = sesiones.data?.message ?? [];
  const grabando = todas.filter((s) => s.fin === null);
  const terminadas = todas.filter((s) => s.fin !== null);
  const yaGraba = canal !== null && grabando.some((s) => s.canal === canal.nombre || s.canal === canal.id);
  const etiqueta = (s: SesionAsistencia) => {
    const opcion = t('asistencia.opcion', {
      canal: s.canal,
      inicio: momentoEn(idioma, s.inicio),
      duracion: Math.max(0, Math.round((Date.parse(s.fin!) - Date.parse(s.inicio)) / 60_000)),
      n: s.miembros,
    });
    return s.id_distribucion === null ? opcion : t('asistencia.vinculada', { opcion, id: s.id_distribucion });
  };

  const importar = (id: number) =>
    detalle.mutate(id, {
      onSuccess: (r) => onSesion(r.message),
      onError: avisos.fallo,
    });

  return (
    <section className="dist-asistencia" aria-labelledby="dist-asistencia-titulo">
      <span id="dist-asistencia-titulo" className="dist-field-label">
        {t('asistencia.titulo')}
      </span>
      <p className="dist-muted" id="dist-asistencia-ayuda">
        {canal === null ? t('asistencia.eligeCanal') : t('asistencia.ayuda')}
      </p>
      <Grabando sesiones={grabando} />
      {canal !== null && !yaGraba ? (
        <div>
          <AccionSesion
            icon="pi pi-circle"
            label={t('asistencia.iniciar')}
            nombre={t('asistencia.iniciarEn', { canal: canal.nombre })}
            loading={iniciar.isPending}
            onClick={() =>
              iniciar.mutate(canal.id, {
                onSuccess: (r) => avisos.exito(t('asistencia.iniciada', { canal: r.message.canal })),
                onError: avisos.fallo,
              })
            }
          />
        </div>
      ) : null}
      <label htmlFor="dist-asistencia">{t('asistencia.importar')}</label>
      {sesiones.isError ? (
        <small className="p-error">{t('asistencia.errorCarga', { error: errorMessage(sesiones.error) })}</small>
      ) : (
        <div onKeyDown={retenerEscapeDeListas}>
          <Dropdown
            pt={dropdownPt(t('asistencia.importar'))}
            inputId="dist-asistencia"
            panelClassName="dist-asistencia-panel"
            value={idSesion}
            options={terminadas.map((s) => ({ value: s.id_sesion, label: etiqueta(s) }))}
            onChange={(e) => importar(e.value as number)}
            placeholder={sesiones.isLoading ? t('asistencia.cargando') : t('asistencia.elegir')}
            emptyMessage={t('asistencia.vacio')}
            disabled={sesiones.isLoading || detalle.isPending}
          />
        </div>
      )}
    </section>
  );
}
