// The "Notificaciones" panel of the audit screen (leader only): the latest Discord messages of the
// outbox with their state, the error of a failed one, and a button to queue it again.
import { DataTable } from 'primereact/datatable';
import { ACCIONES_APILADAS, apilada } from '../../../components/tabla-apilada';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
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
      <Button
        type="button"
        label="Reintentar"
        icon="pi pi-refresh"
        size="small"
        outlined
        aria-label={`Reintentar mensaje ${n.id_outbox}`}
        loading={reintentar.isPending && reintentar.variables === n.id_outbox}
        onClick={() =>
          reintentar.mutate(n.id_outbox, {
            onSuccess: (message) => toast.show('success', 'Notificaciones', message),
            onError: (error) => toast.showError({ lead: 'No se pudo reintentar el mensaje:', error }),
          })
        }
      />
    ) : null;

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
      <DataTable
        value={lista.data?.message ?? []}
        dataKey="id_outbox"
        size="small"
        stripedRows
        emptyMessage="No hay mensajes"
        tableStyle={{ minWidth: '48rem' }}
        {...apilada}
        className="tabla-apilada"
        pt={{
          table: { 'aria-label': TITULO_NOTIFICACIONES },
          // Scrolls sideways on a phone: reachable with the keyboard even without a button inside.
          wrapper: { tabIndex: 0, role: 'region', 'aria-label': `${TITULO_NOTIFICACIONES} (tabla desplazable)` },
        }}
      >
        <Column field="id_outbox" header="Nº" />
        <Column header="Creado" body={(n: Notificacion) => formatFecha(n.creado)} />
        <Column field="resumen" header="Mensaje" />
        <Column
          header="Estado"
          body={(n: Notificacion) => <Tag value={ESTADOS[n.estado].texto} severity={ESTADOS[n.estado].severity} />}
        />
        <Column field="intentos" header="Intentos" />
        <Column header="Error" body={(n: Notificacion) => n.error ?? '—'} />
        <Column header="Acciones" body={accion} bodyClassName={ACCIONES_APILADAS} />
      </DataTable>
    </section>
  );
}
