import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { ESTADO_PERIODO, formatFecha, formatSilver, PAGE_SIZE, type Periodo } from '@reparto/contract';
import { useSession } from '../../../lib/session';
import { esEncargado, esTesorero, puedeCambiarValor } from '../periodo-reglas';
import { ESTADO_DESCONOCIDO, SIN_ASIGNAR } from './textos';

export interface PeriodosTableProps {
  rows: Periodo[];
  total: number;
  first: number;
  loading: boolean;
  error: boolean;
  onPage: (first: number) => void;
  onCambiarValor: (p: Periodo) => void;
  onCerrar: (p: Periodo) => void;
  onDistribucion: (p: Periodo) => void;
  onPagos: (p: Periodo) => void;
}

/** Periods table of seed-spec §2 with lazy paging (10 rows, the server gives the total). */
export function PeriodosTable(props: PeriodosTableProps) {
  const session = useSession();
  const tesorero = esTesorero(session);
  const encargado = esEncargado(session);

  const silverAlbionBody = (p: Periodo) =>
    puedeCambiarValor(session, p) ? (
      <Button
        label={formatSilver(p.silver_albion)}
        link
        size="small"
        className="silver-albion-button"
        aria-label={`${formatSilver(p.silver_albion)}: cambiar valor del periodo ${p.id_periodo}`}
        onClick={() => props.onCambiarValor(p)}
      />
    ) : (
      formatSilver(p.silver_albion)
    );

  const diferenciaBody = (p: Periodo) => {
    const diff = p.silver_albion - p.silver_app;
    return <span className={diff > 0 ? 'diferencia-positiva' : 'diferencia-negativa'}>{formatSilver(diff)}</span>;
  };

  const estadoBody = (p: Periodo) => {
    switch (p.id_estado_distribucion) {
      case ESTADO_PERIODO.FINALIZADO:
        return <span className="estado-texto estado-finalizado">{p.nombre_estado_distribucion}</span>;
      case ESTADO_PERIODO.EN_DISTRIBUCION:
        return <span className="estado-texto estado-en-distribucion">{p.nombre_estado_distribucion}</span>;
      case ESTADO_PERIODO.ABIERTO:
        return tesorero ? (
          <Button
            label={p.nombre_estado_distribucion}
            icon="pi pi-lock-open"
            size="small"
            severity="info"
            aria-label={`${p.nombre_estado_distribucion}: cerrar el periodo ${p.id_periodo}`}
            onClick={() => props.onCerrar(p)}
          />
        ) : (
          <span className="estado-texto estado-abierto">{p.nombre_estado_distribucion}</span>
        );
      default:
        return <span className="estado-texto">{ESTADO_DESCONOCIDO}</span>;
    }
  };

  const accionesBody = (p: Periodo) => (
    <div className="row-actions">
      <Button
        label="Distribución"
        icon="pi pi-list"
        size="small"
        outlined
        aria-label={`Distribución del periodo ${p.id_periodo}`}
        onClick={() => props.onDistribucion(p)}
      />
      <Button
        label="Pagos"
        icon="pi pi-wallet"
        size="small"
        severity="help"
        outlined
        aria-label={`Pagos del periodo ${p.id_periodo}`}
        onClick={() => props.onPagos(p)}
      />
    </div>
  );

  return (
    <DataTable
      value={props.rows}
      dataKey="id_periodo"
      lazy
      paginator
      first={props.first}
      rows={PAGE_SIZE}
      totalRecords={props.total}
      onPage={(e: DataTablePageEvent) => props.onPage(e.first)}
      loading={props.loading}
      emptyMessage={props.error ? 'No se pudieron cargar los periodos' : 'No hay periodos'}
      // seed-spec §6: content managers see the open periods (where they can add distributions) highlighted.
      rowClassName={(p: Periodo) => ({
        'periodo-resaltado': encargado && p.id_estado_distribucion === ESTADO_PERIODO.ABIERTO,
      })}
      scrollable
      tableStyle={{ minWidth: '72rem' }}
      size="small"
      stripedRows
      pt={{ table: { 'aria-label': 'Periodos de distribución' } }}
      className="periodos-table"
      currentPageReportTemplate="{first}–{last} de {totalRecords}"
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
    >
      <Column field="id_periodo" header="Id" />
      <Column header="Distribuidor" body={(p: Periodo) => p.distribuidor_nickname ?? SIN_ASIGNAR} />
      <Column field="lugar" header="Lugar" />
      <Column header="Fecha inicial" body={(p: Periodo) => formatFecha(p.fecha_inicial)} />
      <Column header="Fecha final" body={(p: Periodo) => formatFecha(p.fecha_final)} />
      <Column header="Silver app" body={(p: Periodo) => formatSilver(p.silver_app)} />
      <Column header="Silver albion" body={silverAlbionBody} />
      <Column header="Diferencia" body={diferenciaBody} />
      <Column header="Estado" body={estadoBody} />
      <Column header="Acciones" body={accionesBody} />
    </DataTable>
  );
}
