// Table of the distributions of a period (docs/domain.md, "Screens and texts"): expandable rows with the
// players, the status as a tag, a footer with the total of the live distributions and the pager. The
// app's light table (components/tabla.tsx, docs/decisions/010-one-light-table.md); below 640 px each
// row is a card whose cells repeat their column's name (components/tabla-apilada.ts).
import { Tag } from 'primereact/tag';
import type { Distribucion } from '@reparto/contract';
import { RowExpander, useRowExpansion } from '../../../components/row-expander';
import { JugadorLink } from '../../../components/jugador-link';
import { BotonFila } from '../../../components/boton-fila';
import { Tabla, type Columna, type PaginaTabla } from '../../../components/tabla';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { useState } from 'react';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreCargo } from '../../../lib/i18n/nombres';
import { useFormato } from '../../../lib/i18n/formato';
import { textosDistribuciones } from '../textos';
import { TransferenciasDistribucion } from './transferencias-distribucion';

export function totalVigente(rows: Distribucion[]): number {
  return rows.reduce((sum, d) => (d.estado ? sum + d.silver : sum), 0);
}

type JugadorDist = Distribucion['jugadores'][number];

function Jugadores({ d }: { d: Distribucion }) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const columnas: Columna<JugadorDist>[] = [
    { header: t('tabla.nickname'), body: (j) => <JugadorLink nickname={j.nickname} /> },
    { header: t('tabla.cargo'), body: (j) => nombreCargo(j.nombre_cargo) },
    { header: t('tabla.silverPorJugador'), body: (j) => plata(j.silver_unitario) },
  ];
  const titulo = t('tabla.jugadoresDe', { id: d.id_distribucion });
  return (
    <div className="dist-expansion">
      <div className="dist-expansion-titulo">{`${titulo} (${d.jugadores.length})`}</div>
      <Tabla
        label={titulo}
        desplazable={titulo}
        columns={columnas}
        rows={d.jugadores}
        rowKey={(j) => j.nickname}
        empty={t('tabla.sinJugadores')}
        minWidth="24rem"
      />
      <TransferenciasDistribucion d={d} />
    </div>
  );
}

const ELIMINAR = { icon: 'pi pi-trash', severity: 'danger', outlined: true } as const;
const CORREGIR = { icon: 'pi pi-pencil', outlined: true } as const;

export function DistribucionesTable({
  rows,
  loading,
  total,
  pagina,
  puedeEliminar,
  onEliminar,
  puedeCorregir,
  onCorregir,
  corrigiendo = null,
  destacada = null,
}: {
  rows: Distribucion[];
  loading: boolean;
  /** Silver of all the period's live distributions (the server's, when the rows are one page of them). */
  total?: number | undefined;
  /** The pager under the table (a page of a longer list). */
  pagina?: PaginaTabla | undefined;
  /** Whether the viewer may delete this row (owner, open period); no action column when none. */
  puedeEliminar: (d: Distribucion) => boolean;
  onEliminar: (d: Distribucion) => void;
  /** Whether the viewer may create this deleted row again, corrected («Corregir»). */
  puedeCorregir: (d: Distribucion) => boolean;
  onCorregir: (d: Distribucion) => void;
  /** The distribution whose «Corregir» is being read. */
  corrigiendo?: number | null;
  /** The distribution just created: highlighted, and opened once to show its players and shares. */
  destacada?: number | null;
}) {
  const t = useTextos(textosDistribuciones);
  const { fecha, plata } = useFormato();
  const filas = useRowExpansion();
  const [abierta, setAbierta] = useState<number | null>(null);
  if (destacada !== null && destacada !== abierta && rows.some((d) => d.id_distribucion === destacada)) {
    setAbierta(destacada);
    if (!filas.isOpen(destacada)) filas.toggle(destacada);
  }
  const conAcciones = rows.some((d) => puedeEliminar(d) || puedeCorregir(d));

  // Fixed widths (table-layout: fixed, distribuciones.css): nothing moves when the rows arrive; «Motivo»
  // gets what the others leave.
  const columns: Columna<Distribucion>[] = [
    {
      header: t('tabla.jugadores'),
      oculta: true,
      style: { width: '4.5rem' },
      body: (d) => (
        <RowExpander
          open={filas.isOpen(d.id_distribucion)}
          label={(open) => t(open ? 'tabla.ocultar' : 'tabla.ver', { id: d.id_distribucion })}
          onToggle={() => filas.toggle(d.id_distribucion)}
        />
      ),
    },
    {
      header: t('tabla.id'),
      style: { width: '5rem' },
      body: (d) =>
        d.id_distribucion === destacada ? (
          <>
            {d.id_distribucion} <Tag severity="info" value={t('tabla.nueva')} />
          </>
        ) : (
          d.id_distribucion
        ),
    },
    { header: t('tabla.fecha'), className: 'dist-fecha', style: { width: '11rem' }, body: (d) => fecha(d.fecha) },
    { header: t('tabla.motivo'), className: 'dist-motivo', body: (d) => d.motivo },
    { header: t('tabla.encargado'), style: { width: '8.5rem' }, body: (d) => d.nickname_encargado },
    { header: t('tabla.silver'), className: 'dist-num', style: { width: '9rem' }, body: (d) => plata(d.silver) },
    // The one title that may take two lines when the actions column is there.
    { header: t('tabla.razon'), style: { width: '9rem', whiteSpace: 'normal' }, body: (d) => d.razon_eliminacion ?? '' },
    {
      header: t('tabla.estado'),
      style: { width: '7rem' },
      body: (d) =>
        d.estado ? <Tag severity="success" value={t('tabla.exitosa')} /> : <Tag severity="danger" value={t('tabla.eliminada')} />,
    },
  ];
  if (conAcciones) {
    columns.push({
      header: t('tabla.accion'),
      className: ACCIONES_APILADAS,
      style: { width: '9.5rem' },
      body: (d) =>
        puedeEliminar(d) ? (
          <BotonFila
            {...ELIMINAR}
            label={t('tabla.eliminar')}
            nombre={t('tabla.eliminarN', { id: d.id_distribucion })}
            onClick={() => onEliminar(d)}
          />
        ) : puedeCorregir(d) ? (
          <BotonFila
            {...CORREGIR}
            label={t('tabla.corregir')}
            nombre={t('tabla.corregirN', { id: d.id_distribucion })}
            loading={corrigiendo === d.id_distribucion}
            onClick={() => onCorregir(d)}
          />
        ) : null,
    });
  }

  return (
    <Tabla
      label={t('tabla.titulo')}
      className="dist-table"
      compacta={false}
      apilada
      minWidth="60rem"
      columns={columns}
      rows={rows}
      rowKey={(d) => d.id_distribucion}
      loading={loading}
      empty={t('tabla.vacia')}
      rowClassName={(d) =>
        [d.estado ? '' : 'dist-eliminada', d.id_distribucion === destacada ? 'dist-nueva' : ''].join(' ').trim() || undefined
      }
      rowAttrs={(d) => ({ 'data-testid': d.id_distribucion === destacada ? 'distribucion-nueva' : undefined })}
      expansion={{ abierta: (d) => filas.isOpen(d.id_distribucion), contenido: (d) => <Jugadores d={d} /> }}
      pie={
        // The total comes with the rows: drawn under an empty table, it would jump down when they arrive.
        rows.length > 0 || !loading ? (
          <div className="dist-total" data-testid="dist-total">
            {t('tabla.total')} <strong>{plata(total ?? totalVigente(rows))}</strong>
            <span className="dist-muted"> {t('tabla.exitosas')}</span>
          </div>
        ) : null
      }
      {...(pagina ? { pagina } : {})}
    />
  );
}
