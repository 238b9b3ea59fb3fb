// Periods table (docs/domain.md, "Screens and texts"): the app's light table (components/tabla.tsx,
// docs/decisions/004-light-periods-table.md and 010-one-light-table.md) with its pager. On a phone each
// row is a card with its actions, nothing to scroll sideways (periodos-table.css).
import { BotonFila } from '../../../components/boton-fila';
import { ESTADO_PERIODO, formatFecha, formatSilver, PAGE_SIZE, type Periodo } from '@reparto/contract';
import { useSession } from '../../../lib/session';
import { Tabla, type Columna } from '../../../components/tabla';
import { esEncargado, esTesorero, puedeCambiarValor } from '../periodo-reglas';
import { ESTADO_DESCONOCIDO, SIN_ASIGNAR } from './textos';
import './periodos-table.css';

const DISTRIBUCION = { label: 'Distribución', icon: 'pi pi-list', outlined: true } as const;
const PAGOS = { label: 'Pagos', icon: 'pi pi-wallet', severity: 'help', outlined: true } as const;

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

/** Periods table of docs/domain.md, "Screens and texts" with lazy paging (10 rows, the server gives the total). */
export function PeriodosTable(props: PeriodosTableProps) {
  const session = useSession();
  const tesorero = esTesorero(session);
  const encargado = esEncargado(session);

  const silverAlbionBody = (p: Periodo) =>
    puedeCambiarValor(session, p) ? (
      <BotonFila
        label={formatSilver(p.silver_albion)}
        link
        className="silver-albion-button"
        nombre={`${formatSilver(p.silver_albion)}: cambiar valor del periodo ${p.id_periodo}`}
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
          <BotonFila
            label={p.nombre_estado_distribucion}
            icon="pi pi-lock-open"
            severity="info"
            nombre={`${p.nombre_estado_distribucion}: cerrar el periodo ${p.id_periodo}`}
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
      <BotonFila {...DISTRIBUCION} nombre={`Distribución del periodo ${p.id_periodo}`} onClick={() => props.onDistribucion(p)} />
      <BotonFila {...PAGOS} nombre={`Pagos del periodo ${p.id_periodo}`} onClick={() => props.onPagos(p)} />
    </div>
  );

  const columns: Columna<Periodo>[] = [
    { header: 'Id', body: (p) => p.id_periodo },
    { header: 'Distribuidor', body: (p) => p.distribuidor_nickname ?? SIN_ASIGNAR },
    { header: 'Lugar', body: (p) => p.lugar },
    { header: 'Fecha inicial', body: (p) => formatFecha(p.fecha_inicial) },
    { header: 'Fecha final', body: (p) => formatFecha(p.fecha_final) },
    { header: 'Silver app', body: (p) => formatSilver(p.silver_app) },
    { header: 'Silver albion', body: silverAlbionBody },
    { header: 'Diferencia', body: diferenciaBody },
    { header: 'Estado', body: estadoBody },
    { header: 'Acciones', body: accionesBody },
  ];

  return (
    // On a phone each row is a card whose cells show their column's name (`data-label`, periodos-table.css).
    <Tabla
      label="Periodos de distribución"
      className="periodos-table"
      columns={columns}
      rows={props.rows}
      rowKey={(p) => p.id_periodo}
      loading={props.loading}
      empty={props.error ? 'No se pudieron cargar los periodos' : 'No hay periodos'}
      // docs/domain.md, "Permissions": content managers see the open periods (where they can add distributions) highlighted.
      rowClassName={(p) => (encargado && p.id_estado_distribucion === ESTADO_PERIODO.ABIERTO ? 'periodo-resaltado' : undefined)}
      // Shown once the total is known. A page past the end has no rows but a total: the pager moves it to the last page.
      pagina={{
        first: props.first,
        rows: PAGE_SIZE,
        total: props.total,
        onPage: props.onPage,
        label: 'Páginas de periodos',
        mostrar: 'con-total',
      }}
    />
  );
}
