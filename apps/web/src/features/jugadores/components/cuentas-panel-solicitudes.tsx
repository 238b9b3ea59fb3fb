// «Solicitudes de Discord» on the accounts tab (docs/integraciones.md, "Primer acceso"): members whose
// first Discord login picked an existing player their Discord names do not prove theirs (or a player
// that had an account) wait here, with no session, until the leader approves or rejects. Shown only
// while there is one.
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { confirmDialog } from 'primereact/confirmdialog';
import type { SolicitudDiscordRow } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { useToast } from '../../../components/toast';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { useDecidirSolicitud, useSolicitudesDiscord } from '../api/solicitudes-discord';
import { textosJugadores } from '../textos';

export function SolicitudesDiscord() {
  const t = useTextos(textosJugadores);
  const { fecha } = useFormato();
  const toast = useToast();
  const solicitudes = useSolicitudesDiscord();
  const decidir = useDecidirSolicitud();
  const filas = solicitudes.data ?? [];
  if (filas.length === 0) return null;

  const decidirYAvisar = (s: SolicitudDiscordRow, aprobar: boolean) =>
    decidir
      .mutateAsync({ idSolicitud: s.id_solicitud, aprobar })
      .then((r) => toast.show('success', aprobar ? t('solicitud.aprobada') : t('solicitud.rechazada'), r.message))
      .catch((error: unknown) => toast.showError({ error }));

  const confirmarAprobar = (s: SolicitudDiscordRow) =>
    confirmDialog({
      header: t('solicitud.aprobar'),
      message: t(s.coincide ? 'solicitud.preguntaCoincide' : 'solicitud.pregunta', { discord: s.discord, nickname: s.nickname }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('solicitud.aprobar'),
      rejectLabel: t('cancelar'),
      // Handing a player (and its silver) to a Discord identity: a single Enter approves nothing.
      defaultFocus: 'reject',
      accept: () => void decidirYAvisar(s, true),
    });

  const motivo = (s: SolicitudDiscordRow) => (
    <div className="cargos-tags">
      <Tag value={s.coincide ? t('solicitud.coincide') : t('solicitud.noCoincide')} severity={s.coincide ? 'info' : 'warning'} />
      {s.tuvoCuenta ? <Tag value={t('solicitud.tuvoCuenta')} severity="warning" /> : null}
    </div>
  );

  const acciones = (s: SolicitudDiscordRow) => (
    <div className="cuenta-acciones">
      <Button
        label={t('solicitud.aprobar')}
        icon="pi pi-check"
        size="small"
        outlined
        severity="success"
        aria-label={t('solicitud.aprobarDe', { discord: s.discord, nickname: s.nickname })}
        onClick={() => confirmarAprobar(s)}
      />
      <Button
        label={t('solicitud.rechazar')}
        icon="pi pi-times"
        size="small"
        outlined
        severity="danger"
        aria-label={t('solicitud.rechazarDe', { discord: s.discord, nickname: s.nickname })}
        onClick={() => void decidirYAvisar(s, false)}
      />
    </div>
  );

  const columnas: Columna<SolicitudDiscordRow>[] = [
    { header: t('solicitud.discord'), body: (s) => s.discord },
    { header: t('solicitud.nombres'), body: (s) => s.nombres.join(', ') },
    { header: t('col.jugador'), body: (s) => s.nickname },
    { header: t('solicitud.motivo'), body: motivo },
    { header: t('solicitud.fecha'), body: (s) => fecha(s.creada) },
    { header: t('col.acciones'), body: acciones, className: ACCIONES_APILADAS },
  ];

  return (
    <section aria-labelledby="solicitudes-discord-titulo" className="solicitudes-discord">
      <h2 id="solicitudes-discord-titulo">{t('solicitud.titulo', { n: filas.length })}</h2>
      <p className="field-hint">{t('solicitud.ayuda')}</p>
      <Tabla
        label={t('solicitud.titulo', { n: filas.length })}
        columns={columnas}
        rows={filas}
        rowKey={(s) => s.id_solicitud}
        empty=""
        apilada
      />
    </section>
  );
}
