import { useState } from 'react';
import { Tag } from 'primereact/tag';
import { formatFecha, formatSilver, HISTORIAL_PAGE_SIZE, type HistorialRow } from '@reparto/contract';
import { Pager } from '../../../components/pager';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { useHistorialJugador } from '../api/get-historial-jugador';
import { Tabla } from '../../../components/tabla';

/** «Historial»: the distributions the player took part in, newest first, 25 a page; cards on a phone. */
export function HistorialTable({ nickname }: { nickname: string }) {
  const [first, setFirst] = useState(0);
  const page = Math.floor(first / HISTORIAL_PAGE_SIZE) + 1;
  const historial = useHistorialJugador(nickname, page, true);
  const rows = historial.data?.message ?? [];
  return (
    <div aria-busy={historial.isFetching}>
      <div className="ganancias-toolbar">
        <ExportarCsvButton archivo="historial.csv" params={{ nickname }} />
      </div>
      <Tabla<HistorialRow>
        label="Historial"
        rows={rows}
        rowKey={(r) => r.id_distribucion}
        empty={historial.isPending ? 'Cargando…' : historial.isError ? 'No se pudo cargar el historial' : 'Sin distribuciones'}
        minWidth="56rem"
        apilada
        columns={[
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
        ]}
      />
      <Pager
        first={first}
        rows={HISTORIAL_PAGE_SIZE}
        totalRecords={historial.data?.count ?? 0}
        onPage={setFirst}
        label="Páginas del historial"
      />
    </div>
  );
}
