import { Tag } from 'primereact/tag';
import { formatFecha, formatSilver, HISTORIAL_PAGE_SIZE, type HistorialRow } from '@reparto/contract';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { useHistorialJugador } from '../api/get-historial-jugador';
import { Tabla, type Columna } from '../../../components/tabla';
import { usePagina } from '../../../components/use-pagina';

const COLUMNAS: Columna<HistorialRow>[] = [
  { header: 'Fecha', body: (r) => formatFecha(r.fecha), className: 'nowrap' },
  { header: 'Periodo', body: (r) => `${r.id_periodo} · ${r.lugar}` },
  { header: 'Motivo', body: (r) => r.motivo },
  { header: 'Encargado', body: (r) => r.nickname_encargado },
  { header: 'Plata', body: (r) => formatSilver(r.silver_unitario), className: 'num' },
  {
    header: 'Estado',
    body: (r) =>
      r.estado ? (
        <Tag severity="success" value="Exitosa" />
      ) : (
        <Tag severity="danger" value="Eliminada" title={r.razon_eliminacion ?? undefined} />
      ),
  },
];

/** «Historial»: the distributions the player took part in, newest first, 25 a page; cards on a phone. */
export function HistorialTable({ nickname }: { nickname: string }) {
  const pagina = usePagina(HISTORIAL_PAGE_SIZE);
  const historial = useHistorialJugador(nickname, pagina.page, true);
  return (
    <div aria-busy={historial.isFetching}>
      <div className="ganancias-toolbar">
        <ExportarCsvButton archivo="historial.csv" params={{ nickname }} />
      </div>
      <Tabla
        label="Historial"
        desplazable="Historial"
        columns={COLUMNAS}
        rows={historial.data?.message ?? []}
        rowKey={(r) => r.id_distribucion}
        loading={historial.isPending}
        empty={historial.isError ? 'No se pudo cargar el historial' : 'Sin distribuciones'}
        minWidth="56rem"
        apilada
        pagina={pagina.pager(historial.data?.count ?? 0, 'Páginas del historial')}
      />
    </div>
  );
}
