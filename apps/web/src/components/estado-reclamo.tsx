// A regear claim's state as a coloured tag, in the active language (lib/i18n/nombres.ts): one look for
// every screen that lists claims (a player's page, «Mi cuenta»).
import { Tag } from 'primereact/tag';
import type { EstadoReclamo } from '@reparto/contract';
import { nombreEstadoReclamo } from '../lib/i18n/nombres';

/** Each state's colour. */
export const SEVERIDAD_RECLAMO: Record<EstadoReclamo, 'warning' | 'info' | 'danger' | 'success'> = {
  pendiente: 'warning',
  aprobado: 'info',
  rechazado: 'danger',
  pagado: 'success',
};

export function EstadoReclamo({ estado }: { estado: EstadoReclamo }) {
  return <Tag severity={SEVERIDAD_RECLAMO[estado]} value={nombreEstadoReclamo(estado)} />;
}
