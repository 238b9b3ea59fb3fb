import type { TotalIntervalo } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato, type Formato } from '../../../lib/i18n/formato';
import { textosGanancias } from '../textos';

type T = typeof textosGanancias.t;

/** An interval's name: «15 días» … or «Desde la creación» (interval 0). */
export const nombreIntervalo = (t: T, interval: number) =>
  interval === 0 ? t('intervalo.siempre') : t('intervalo.dias', { n: interval });

function columnas(t: T, { plata, entero }: Formato): Columna<TotalIntervalo>[] {
  return [
    { header: t('col.intervalo'), body: (r) => nombreIntervalo(t, r.interval) },
    { header: t('col.plata'), body: (r) => plata(r.total_silver_unitario), className: 'num' },
    { header: t('col.contenidos'), body: (r) => entero(r.cantidad_contenido), className: 'num' },
  ];
}

/** Silver and contents in every interval (15, 30, 60, 90 days and since creation). */
export function TotalesJugador({ totales }: { totales: TotalIntervalo[] }) {
  const t = useTextos(textosGanancias);
  const formato = useFormato();
  const label = t('totales.tabla');
  return (
    <Tabla
      className={TABLA_CIFRAS}
      label={label}
      desplazable={label}
      columns={columnas(t, formato)}
      rows={totales}
      rowKey={(r) => r.interval}
      empty={t('totales.vacio')}
      minWidth="18rem"
    />
  );
}
