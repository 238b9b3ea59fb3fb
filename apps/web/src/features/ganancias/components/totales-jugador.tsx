import { formatEntero, formatSilver, intervaloLabel, type Intervalo, type TotalIntervalo } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';

const COLUMNAS: Columna<TotalIntervalo>[] = [
  { header: 'Intervalo', body: (t) => intervaloLabel(t.interval as Intervalo) },
  { header: 'Plata', body: (t) => formatSilver(t.total_silver_unitario), className: 'num' },
  { header: 'Contenidos', body: (t) => formatEntero(t.cantidad_contenido), className: 'num' },
];

/** Silver and contents in every interval (15, 30, 60, 90 days and since creation). */
export function TotalesJugador({ totales }: { totales: TotalIntervalo[] }) {
  const label = 'Totales por intervalo';
  return (
    <Tabla
      label={label}
      desplazable={label}
      columns={COLUMNAS}
      rows={totales}
      rowKey={(t) => t.interval}
      empty="Sin datos"
      minWidth="18rem"
    />
  );
}
