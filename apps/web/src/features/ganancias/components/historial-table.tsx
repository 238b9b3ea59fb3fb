import { Tag } from 'primereact/tag';
import { HISTORIAL_PAGE_SIZE, type HistorialRow } from '@reparto/contract';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { useHistorialJugador } from '../api/get-historial-jugador';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { usePagina } from '../../../components/use-pagina';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato, type Formato } from '../../../lib/i18n/formato';
import { textosGanancias } from '../textos';

function columnas(t: typeof textosGanancias.t, { fecha, plata }: Formato): Columna<HistorialRow>[] {
  return [
    { header: t('col.fecha'), body: (r) => fecha(r.fecha), className: 'nowrap' },
    { header: t('col.periodo'), body: (r) => `${r.id_periodo} · ${r.lugar}` },
    { header: t('col.motivo'), body: (r) => r.motivo },
    { header: t('col.encargado'), body: (r) => r.nickname_encargado },
    { header: t('col.plata'), body: (r) => plata(r.silver_unitario), className: 'num' },
    {
      header: t('col.estado'),
      body: (r) =>
        r.estado ? (
          <Tag severity="success" value={t('historial.exitosa')} />
        ) : (
          <Tag severity="danger" value={t('historial.eliminada')} title={r.razon_eliminacion ?? undefined} />
        ),
    },
  ];
}

/** «Historial»: the distributions the player took part in, newest first, 25 a page; cards on a phone. */
export function HistorialTable({ nickname }: { nickname: string }) {
  const t = useTextos(textosGanancias);
  const formato = useFormato();
  const pagina = usePagina(HISTORIAL_PAGE_SIZE);
  const historial = useHistorialJugador(nickname, pagina.page, true);
  const label = t('seccion.historial');
  return (
    <div aria-busy={historial.isFetching}>
      <div className="ganancias-toolbar">
        <ExportarCsvButton archivo="historial.csv" params={{ nickname }} />
      </div>
      <Tabla
        className={TABLA_CIFRAS}
        label={label}
        desplazable={label}
        columns={columnas(t, formato)}
        rows={historial.data?.message ?? []}
        rowKey={(r) => r.id_distribucion}
        loading={historial.isPending}
        empty={historial.isError ? t('historial.error') : t('historial.vacio')}
        minWidth="56rem"
        apilada
        pagina={pagina.pager(historial.data?.count ?? 0, t('historial.paginas'))}
      />
    </div>
  );
}
