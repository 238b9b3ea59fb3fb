// Periods table (docs/domain.md, "Screens and texts"): the app's light table (components/tabla.tsx,
// docs/decisions/004-light-periods-table.md and 010-one-light-table.md) with its pager. On a phone each
// row is a card with its actions, nothing to scroll sideways (periodos-table.css).
import { BotonFila } from '../../../components/boton-fila';
import { ESTADO_PERIODO, PAGE_SIZE, type Periodo } from '@reparto/contract';
import { useSession } from '../../../lib/session';
import { Tabla, type Columna } from '../../../components/tabla';
import { esEncargado, esTesorero, puedeCambiarValor } from '../periodo-reglas';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodos } from '../textos';
import { NOMBRE_ESTADO } from './estados';
import './periodos-table.css';

const DISTRIBUCION = { icon: 'pi pi-list', outlined: true } as const;
const PAGOS = { icon: 'pi pi-wallet', severity: 'help', outlined: true } as const;

export interface PeriodosTableProps {
  rows: Periodo[];
  total: number;
  /** Whether `total` is this page's answer (the default), not the previous page's shown while it loads. */
  totalAlDia?: boolean | undefined;
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
  const t = useTextos(textosPeriodos);
  const { fecha, plata } = useFormato();
  const session = useSession();
  const tesorero = esTesorero(session);
  const encargado = esEncargado(session);

  const silverAlbionBody = (p: Periodo) =>
    puedeCambiarValor(session, p) ? (
      <BotonFila
        label={plata(p.silver_albion)}
        link
        className="silver-albion-button"
        nombre={t('tabla.cambiarValor', { silver: plata(p.silver_albion), id: p.id_periodo })}
        onClick={() => props.onCambiarValor(p)}
      />
    ) : (
      plata(p.silver_albion)
    );

  const diferenciaBody = (p: Periodo) => {
    const diff = p.silver_albion - p.silver_app;
    return <span className={diff > 0 ? 'diferencia-positiva' : 'diferencia-negativa'}>{plata(diff)}</span>;
  };

  const estadoBody = (p: Periodo) => {
    const nombre = NOMBRE_ESTADO[p.id_estado_distribucion];
    const estado = nombre ? t(nombre) : p.nombre_estado_distribucion;
    switch (p.id_estado_distribucion) {
      case ESTADO_PERIODO.FINALIZADO:
        return <span className="estado-texto estado-finalizado">{estado}</span>;
      case ESTADO_PERIODO.EN_DISTRIBUCION:
        return <span className="estado-texto estado-en-distribucion">{estado}</span>;
      case ESTADO_PERIODO.ABIERTO:
        return tesorero ? (
          <BotonFila
            label={estado}
            icon="pi pi-lock-open"
            severity="info"
            nombre={t('tabla.cerrar', { estado, id: p.id_periodo })}
            onClick={() => props.onCerrar(p)}
          />
        ) : (
          <span className="estado-texto estado-abierto">{estado}</span>
        );
      default:
        return <span className="estado-texto">{t('estado.desconocido')}</span>;
    }
  };

  const accionesBody = (p: Periodo) => (
    <div className="row-actions">
      <BotonFila
        {...DISTRIBUCION}
        label={t('tabla.distribucion')}
        nombre={t('tabla.distribucionDe', { id: p.id_periodo })}
        onClick={() => props.onDistribucion(p)}
      />
      <BotonFila
        {...PAGOS}
        label={t('tabla.pagos')}
        nombre={t('pagos.titulo', { id: p.id_periodo })}
        onClick={() => props.onPagos(p)}
      />
    </div>
  );

  const columns: Columna<Periodo>[] = [
    { header: t('col.id'), body: (p) => p.id_periodo },
    { header: t('col.distribuidor'), body: (p) => p.distribuidor_nickname ?? t('sinAsignar') },
    { header: t('col.lugar'), body: (p) => p.lugar },
    { header: t('col.fechaInicial'), body: (p) => fecha(p.fecha_inicial) },
    { header: t('col.fechaFinal'), body: (p) => fecha(p.fecha_final) },
    { header: t('silverApp'), body: (p) => plata(p.silver_app) },
    { header: t('silverAlbion'), body: silverAlbionBody },
    { header: t('col.diferencia'), body: diferenciaBody },
    { header: t('col.estado'), body: estadoBody },
    { header: t('col.acciones'), body: accionesBody },
  ];

  return (
    // On a phone each row is a card whose cells show their column's name (`data-label`, periodos-table.css).
    <Tabla
      label={t('pagina.titulo')}
      className="periodos-table"
      columns={columns}
      rows={props.rows}
      rowKey={(p) => p.id_periodo}
      loading={props.loading}
      empty={props.error ? t('tabla.error') : t('tabla.vacia')}
      // docs/domain.md, "Permissions": content managers see the open periods (where they can add distributions) highlighted.
      rowClassName={(p) => (encargado && p.id_estado_distribucion === ESTADO_PERIODO.ABIERTO ? 'periodo-resaltado' : undefined)}
      // Shown once the total is known. A page past the end has no rows but a total: the pager moves it to
      // the last page, once that page's own answer has come (never on the total of the rows shown meanwhile).
      pagina={{
        first: props.first,
        rows: PAGE_SIZE,
        total: props.total,
        totalAlDia: props.totalAlDia,
        onPage: props.onPage,
        label: t('tabla.paginas'),
        mostrar: 'con-total',
      }}
    />
  );
}
