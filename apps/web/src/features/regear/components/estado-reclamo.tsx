import { Tag } from 'primereact/tag';
import { NOMBRE_ESTADO_RECLAMO, type EstadoReclamo, type Reclamo } from '@reparto/contract';

const SEVERIDAD: Record<EstadoReclamo, 'warning' | 'info' | 'danger' | 'success'> = {
  pendiente: 'warning',
  aprobado: 'info',
  rechazado: 'danger',
  pagado: 'success',
};

/** A claim's state (NOMBRE_ESTADO_RECLAMO); a pending one with items sin precio says how many. */
export function EstadoReclamoTag({ reclamo }: { reclamo: Pick<Reclamo, 'estado' | 'sin_precio'> }) {
  return (
    <span className="regear-estado">
      <Tag severity={SEVERIDAD[reclamo.estado]} value={NOMBRE_ESTADO_RECLAMO[reclamo.estado]} />
      {reclamo.estado === 'pendiente' && reclamo.sin_precio > 0 ? <small> {reclamo.sin_precio} sin precio</small> : null}
    </span>
  );
}
