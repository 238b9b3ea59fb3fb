// «Regear» of a player's page (docs/regear.md, "Everywhere else"): their claims and states, paged
// (cards on a phone), and the approved regear still to collect (the page's `regear_pendiente`).
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import {
  NOMBRE_ESTADO_RECLAMO,
  REGEAR_PAGE_SIZE,
  formatFecha,
  formatSilver,
  type EstadoReclamo,
  type GananciasJugador,
  type Reclamo,
} from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { usePagina } from '../../../components/use-pagina';
import { errorMessage } from '../../../lib/api-client';
import { usePintado } from '../../../lib/tras-pintar';
import { useRegearJugador } from '../api/get-regear-jugador';

/** Each state's colour. */
const SEVERIDAD: Record<EstadoReclamo, 'warning' | 'info' | 'danger' | 'success'> = {
  pendiente: 'warning',
  aprobado: 'info',
  rechazado: 'danger',
  pagado: 'success',
};

const COLUMNAS: Columna<Reclamo>[] = [
  { header: '#', body: (r) => r.id_reclamo, className: 'num' },
  { header: 'Muerte', body: (r) => formatFecha(r.fecha_muerte), className: 'nowrap' },
  { header: 'Periodo', body: (r) => r.id_periodo, className: 'num' },
  {
    header: 'Estado',
    body: (r) => <Tag severity={SEVERIDAD[r.estado]} value={NOMBRE_ESTADO_RECLAMO[r.estado]} />,
  },
  { header: 'Plata', body: (r) => formatSilver(r.silver), className: 'num' },
  { header: 'Razón', body: (r) => r.razon ?? '—' },
];

export function RegearJugador({ nickname, pendiente }: { nickname: string; pendiente: GananciasJugador['regear_pendiente'] }) {
  const pagina = usePagina(REGEAR_PAGE_SIZE);
  // Public like the rest of the page; asked once the page's first screen is painted (lib/tras-pintar.ts).
  const pintado = usePintado();
  const reclamos = useRegearJugador(nickname, pagina.page, nickname !== '' && pintado);
  const label = `Reclamos de regear de ${nickname}`;
  return (
    <>
      {pendiente.reclamos > 0 ? (
        <p className="ganancias-regear-pendiente">
          Regear aprobado por cobrar: <strong>{formatSilver(pendiente.silver)}</strong> ({pendiente.reclamos}{' '}
          {pendiente.reclamos === 1 ? 'reclamo' : 'reclamos'})
        </p>
      ) : null}
      {reclamos.isError ? (
        <Message severity="error" text={`No se pudieron cargar los reclamos de regear: ${errorMessage(reclamos.error)}`} />
      ) : (
        <Tabla
          label={label}
          desplazable={label}
          columns={COLUMNAS}
          rows={reclamos.data?.message ?? []}
          rowKey={(r) => r.id_reclamo}
          loading={reclamos.isFetching}
          empty="Sin reclamos de regear"
          minWidth="36rem"
          apilada
          pagina={pagina.pager(reclamos.data?.count ?? 0, 'Páginas de reclamos de regear', {
            mostrar: 'varias',
            unidad: 'reclamos',
          })}
        />
      )}
    </>
  );
}
