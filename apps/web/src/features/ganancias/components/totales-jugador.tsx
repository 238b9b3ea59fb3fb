import { formatEntero, formatSilver, intervaloLabel, type Intervalo, type TotalIntervalo } from '@reparto/contract';
import { Tabla } from '../../../components/tabla';

/** Silver and contents in every interval (15, 30, 60, 90 days and since creation). */
export function TotalesJugador({ totales }: { totales: TotalIntervalo[] }) {
  return (
    <Tabla
      label="Totales por intervalo"
      rows={totales}
      rowKey={(t) => t.interval}
      empty="Sin datos"
      minWidth="18rem"
      columns={[
        { header: 'Intervalo', body: (t) => intervaloLabel(t.interval as Intervalo) },
        { header: 'Plata', body: (t) => formatSilver(t.total_silver_unitario), className: 'num' },
        { header: 'Contenidos', body: (t) => formatEntero(t.cantidad_contenido), className: 'num' },
      ]}
    />
  );
}
