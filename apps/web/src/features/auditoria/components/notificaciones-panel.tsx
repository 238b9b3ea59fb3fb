// The "Notificaciones" panel of the audit screen (leader only): the latest Discord messages of the
// outbox with their state, the error of a failed one, and a button to queue it again.
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { Tabla, type Columna } from '../../../components/tabla';
import { BotonFila } from '../../../components/boton-fila';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { formatFecha, type EstadoNotificacion, type Notificacion } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useNotificaciones, useReintentarNotificacion } from '../api/notificaciones';
import { httpStatus } from '../../../lib/http';

export const TITULO_NOTIFICACIONES = 'Notificaciones de Discord';

const ESTADOS: Record<EstadoNotificacion, { texto: string; severity: 'info' | 'success' | 'danger' | 'warning' }> = {
  pendiente: { texto: 'Pendiente', severity: 'warning' },
  enviando: { texto: 'Enviando', severity: 'info' },
  enviado: { texto: 'Enviado', severity: 'success' },
  fallido: { texto: 'Fallido', severity: 'danger' },
};

export function NotificacionesPanel() {
  const toast = useToast();
  const lista = useNotificaciones();
  const reintentar = useReintentarNotificacion();
  if (httpStatus(lista.error) === 403) return null;

  const accion = (n: Notificacion) =>
    n.estado === 'fallido' ? (
      <BotonFila
        label="Reintentar"
        icon="pi pi-refresh"
        outlined
        nombre={`Reintentar mensaje ${n.id_outbox}`}
        loading={reintentar.isPending && reintentar.variables === n.id_outbox}
        onClick={() =>
          reintentar.mutate(n.id_outbox, {
            onSuccess: (message) => toast.show('success', 'Notificaciones', message),
            onError: (error) => toast.showError({ lead: 'No se pudo reintentar el mensaje:', error }),
          })
        }
      />
    ) : null;

  const columnas: Columna<Notificacion>[] = [
    { header: 'Nº', body: (n) => n.id_outbox },
    { header: 'Creado', body: (n) => formatFecha(n.creado) },
    { header: 'Mensaje', body: (n) => n.resumen },
    { header: 'Estado', body: (n) => <Tag value={ESTADOS[n.estado].texto} severity={ESTADOS[n.estado].severity} /> },
    { header: 'Intentos', body: (n) => n.intentos },
    { header: 'Error', body: (n) => n.error ?? '—' },
    { header: 'Acciones', body: accion, className: ACCIONES_APILADAS },
  ];

  return (
    <section className="notificaciones-panel" aria-labelledby="titulo-notificaciones">
      <h2 id="titulo-notificaciones">{TITULO_NOTIFICACIONES}</h2>
      {lista.data && !lista.data.configurado && (
        <Message
          severity="info"
          text="Las notificaciones de Discord no están configuradas (DISCORD_WEBHOOK_URL); no se pone nada en cola."
        />
      )}
      {lista.isError && (
        <Message severity="error" text={`No se pudieron cargar las notificaciones: ${errorMessage(lista.error)}`} />
      )}
      <Tabla
        label={TITULO_NOTIFICACIONES}
        // Scrolls sideways on a phone: reachable with the keyboard even without a button inside.
        desplazable={`${TITULO_NOTIFICACIONES} (tabla desplazable)`}
        columns={columnas}
        rows={lista.data?.message ?? []}
        rowKey={(n) => n.id_outbox}
        loading={lista.isPending && !lista.isError}
        empty="No hay mensajes"
        minWidth="48rem"
        apilada
      />
    </section>
  );
}
