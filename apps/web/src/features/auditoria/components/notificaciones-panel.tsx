// The "Notificaciones" panel of the audit screen (leader only): the latest Discord messages of the
// outbox with their state, the error of a failed one, and a button to queue it again.
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { Tabla, type Columna } from '../../../components/tabla';
import { BotonFila } from '../../../components/boton-fila';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type { EstadoNotificacion, Notificacion } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useNotificaciones, useReintentarNotificacion } from '../api/notificaciones';
import { httpStatus } from '../../../lib/http';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosAuditoria } from '../textos';

/** The panel's Spanish title (tests); the screen shows it in the active language. */
import type es from '../textos/es';

const ESTADOS = {
  pendiente: { clave: 'notif.pendiente', severity: 'warning' },
  enviando: { clave: 'notif.enviando', severity: 'info' },
  enviado: { clave: 'notif.enviado', severity: 'success' },
  fallido: { clave: 'notif.fallido', severity: 'danger' },
} as const satisfies Record<EstadoNotificacion, { clave: keyof typeof es; severity: 'info' | 'success' | 'danger' | 'warning' }>;

export function NotificacionesPanel() {
  const t = useTextos(textosAuditoria);
  const { fecha } = useFormato();
  const toast = useToast();
  const lista = useNotificaciones();
  const reintentar = useReintentarNotificacion();
  if (httpStatus(lista.error) === 403) return null;

  const accion = (n: Notificacion) =>
    n.estado === 'fallido' ? (
      <BotonFila
        label={t('notif.reintentar')}
        icon="pi pi-refresh"
        outlined
        nombre={t('notif.reintentarDe', { id: n.id_outbox })}
        loading={reintentar.isPending && reintentar.variables === n.id_outbox}
        onClick={() =>
          reintentar.mutate(n.id_outbox, {
            onSuccess: (message) => toast.show('success', t('notif.resumen'), message),
            onError: (error) => toast.showError({ lead: t('notif.errorReintento'), error }),
          })
        }
      />
    ) : null;

  const columnas: Columna<Notificacion>[] = [
    { header: t('notif.col.numero'), body: (n) => n.id_outbox },
    { header: t('notif.col.creado'), body: (n) => fecha(n.creado) },
    { header: t('notif.col.mensaje'), body: (n) => n.resumen },
    {
      header: t('notif.col.estado'),
      body: (n) => <Tag value={t(ESTADOS[n.estado].clave)} severity={ESTADOS[n.estado].severity} />,
    },
    { header: t('notif.col.intentos'), body: (n) => n.intentos },
    { header: t('notif.col.error'), body: (n) => n.error ?? '—' },
    { header: t('notif.col.acciones'), body: accion, className: ACCIONES_APILADAS },
  ];

  return (
    <section className="notificaciones-panel" aria-labelledby="titulo-notificaciones">
      <h2 id="titulo-notificaciones">{t('notif.titulo')}</h2>
      {lista.data && !lista.data.configurado && <Message severity="info" text={t('notif.sinConfigurar')} />}
      {lista.isError && <Message severity="error" text={t('notif.errorCarga', { error: errorMessage(lista.error) })} />}
      <Tabla
        label={t('notif.titulo')}
        // Scrolls sideways on a phone: reachable with the keyboard even without a button inside.
        desplazable={t('notif.desplazable')}
        columns={columnas}
        rows={lista.data?.message ?? []}
        rowKey={(n) => n.id_outbox}
        loading={lista.isPending && !lista.isError}
        empty={t('notif.vacio')}
        minWidth="48rem"
        apilada
      />
    </section>
  );
}
