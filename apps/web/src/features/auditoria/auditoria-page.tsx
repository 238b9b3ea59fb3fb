// The audit log, leader only: every write of the app, newest first, filtered by action,
// entity, account and dates, paged by the server; a row opens to show its before and after.
// The API answers 403 to anyone else, who gets a clear message instead of the screen.
import { useEffect, useMemo, useState } from 'react';
import { Message } from 'primereact/message';
import {
  AUDITORIA_PAGE_SIZES,
  SIN_REFERENCIAS,
  idEntidadTexto,
  type AuditoriaRow,
  type Idioma,
  type ListaAuditoriaItem,
} from '@reparto/contract';
import { useToast } from '../../components/toast';
import { RowExpander, useRowExpansion } from '../../components/row-expander';
import { useAuditoria } from './api/get-auditoria';
import { useFiltrosAuditoria } from './api/get-filtros';
import { httpStatus } from '../../lib/http';
import { Cambios } from './components/cambios';
import { Tabla, type Columna } from '../../components/tabla';
import { usePagina } from '../../components/use-pagina';
import { ExportarCsvButton } from '../../components/exportar-csv';
import { FiltrosAuditoria, SIN_FILTROS, type Filtros } from './components/filtros-auditoria';
import { NotificacionesPanel } from './components/notificaciones-panel';
import { useTextos } from '../../lib/i18n/textos';
import { useFormato } from '../../lib/i18n/formato';
import { textosAuditoria } from './textos';
import { usePalabra } from './components/palabras';
import { usePalabrasValor } from './components/valores';
import './auditoria.css';

/** The Spanish refusal (tests); the screen shows it in the active language. */

const inicioDelDia = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const finDelDia = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);

/** The request of a page: the chosen days are whole local days. */
export function consulta(filtros: Filtros, first: number, rows: number): ListaAuditoriaItem {
  return {
    page: Math.floor(first / rows) + 1,
    rows,
    ...(filtros.accion ? { accion: filtros.accion } : {}),
    ...(filtros.entidad ? { entidad: filtros.entidad } : {}),
    ...(filtros.idCuenta ? { idCuenta: filtros.idCuenta } : {}),
    ...(filtros.desde ? { desde: inicioDelDia(filtros.desde).toISOString() } : {}),
    ...(filtros.hasta ? { hasta: finDelDia(filtros.hasta).toISOString() } : {}),
  };
}

/** The filters of a page's request, without its paging: what the CSV export takes. */
export const filtrosDeExportacion = ({ page: _page, rows: _rows, ...filtros }: ListaAuditoriaItem) =>
  filtros as Record<string, string | number | undefined>;

const hora = (iso: string, idioma: Idioma) =>
  new Date(iso).toLocaleTimeString(idioma === 'es' ? 'es-ES' : idioma, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export default function AuditoriaPage() {
  const t = useTextos(textosAuditoria);
  const { fecha, idioma } = useFormato();
  const etiqueta = usePalabra();
  const palabras = usePalabrasValor();
  const toast = useToast();
  const [filtros, setFiltros] = useState<Filtros>(SIN_FILTROS);
  const pagina = usePagina(AUDITORIA_PAGE_SIZES[0], AUDITORIA_PAGE_SIZES);
  const filas = useRowExpansion();
  const { first, rows } = pagina;
  const params = useMemo(() => consulta(filtros, first, rows), [filtros, first, rows]);
  const lista = useAuditoria(params);
  const opciones = useFiltrosAuditoria();
  const denied = httpStatus(opciones.error) === 403 || httpStatus(lista.error) === 403;
  const refs = lista.data?.referencias ?? SIN_REFERENCIAS;

  const { isError, errorUpdatedAt, error } = lista;
  useEffect(() => {
    if (isError && httpStatus(error) !== 403) toast.showError({ lead: t('errorCarga'), error });
  }, [isError, errorUpdatedAt, error, toast, t]);

  const cambiarFiltros = (next: Filtros) => {
    setFiltros(next);
    pagina.reiniciar();
    filas.collapseAll();
  };

  const columnas: Columna<AuditoriaRow>[] = [
    {
      header: t('col.detalle'),
      oculta: true,
      style: { width: '3.5rem' },
      body: (row) => (
        <RowExpander
          open={filas.isOpen(row.id_auditoria)}
          label={(open) => t(open ? 'fila.ocultar' : 'fila.ver', { id: row.id_auditoria })}
          onToggle={() => filas.toggle(row.id_auditoria)}
        />
      ),
    },
    { header: t('col.id'), body: (r) => r.id_auditoria },
    {
      header: t('col.fecha'),
      body: (r) => (
        <span className="auditoria-fecha">
          {fecha(r.fecha)} <span className="auditoria-hora">{hora(r.fecha, idioma)}</span>
        </span>
      ),
    },
    { header: t('cuenta'), body: (r) => (r.nickname ? <span title={r.email ?? undefined}>{r.nickname}</span> : t('sistema')) },
    { header: t('accion'), body: (r) => etiqueta(r.accion) },
    { header: t('entidad'), body: (r) => etiqueta(r.entidad) },
    { header: t('col.idEntidad'), body: (r) => idEntidadTexto(r, refs, palabras) },
  ];
  // A page of another size or another page: the rows open there are other rows.
  const pager = pagina.pager(lista.data?.count ?? 0, t('paginas'));
  const cambiarPagina = (first: number) => {
    pagina.irA(first);
    filas.collapseAll();
  };

  return (
    <div className="auditoria-page">
      <h1>{t('titulo')}</h1>
      {denied ? (
        <Message severity="warn" text={t('sinPermiso')} role="alert" className="sin-permiso" />
      ) : (
        <>
          <FiltrosAuditoria value={filtros} opciones={opciones.data} onChange={cambiarFiltros} />
          <ExportarCsvButton archivo="auditoria.csv" params={filtrosDeExportacion(params)} />
          <Tabla
            label={t('titulo')}
            columns={columnas}
            rows={lista.data?.message ?? []}
            rowKey={(r) => r.id_auditoria}
            loading={lista.isFetching}
            empty={t('vacio')}
            minWidth="48rem"
            apilada
            expansion={{ abierta: (r) => filas.isOpen(r.id_auditoria), contenido: (r) => <Cambios row={r} refs={refs} /> }}
            pagina={{
              ...pager,
              onPage: cambiarPagina,
              onTamano: (n) => {
                pager.onTamano?.(n);
                filas.collapseAll();
              },
            }}
          />
          {lista.data && <NotificacionesPanel />}
        </>
      )}
    </div>
  );
}
