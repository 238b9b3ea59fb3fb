import { Tag } from 'primereact/tag';
import type { EstadoReclamo, Reclamo } from '@reparto/contract';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreEstadoReclamo } from '../../../lib/i18n/nombres';
import { textosRegear } from '../textos';

const SEVERIDAD: Record<EstadoReclamo, 'warning' | 'info' | 'danger' | 'success'> = {
  pendiente: 'warning',
  aprobado: 'info',
  rechazado: 'danger',
  pagado: 'success',
};

/** A claim's state (in the active language); a pending one with items sin precio says how many. */
export function EstadoReclamoTag({ reclamo }: { reclamo: Pick<Reclamo, 'estado' | 'sin_precio'> }) {
  const t = useTextos(textosRegear);
  const { entero } = useFormato();
  return (
    <span className="regear-estado">
      <Tag severity={SEVERIDAD[reclamo.estado]} value={nombreEstadoReclamo(reclamo.estado)} />
      {reclamo.estado === 'pendiente' && reclamo.sin_precio > 0 ? (
        <small> {t('estado.sinPrecio', { n: entero(reclamo.sin_precio) })}</small>
      ) : null}
    </span>
  );
}
